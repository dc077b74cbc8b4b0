import MiniSearch, { type Query } from "minisearch";
import type { Language } from "@shared/language";
import type { SearchResult, TextPiece } from "@shared/search";
import { cutQuery } from "./search-query";
import { splitWords, termsOf, wordsOf } from "./search-words.server";

/**
 * The site's search: one MiniSearch index in memory per language, built from the content
 * the build carries (lessons, FAQ, public pages; search-documents.server.ts). Why in memory
 * and the figures: docs/decisions/041-search.md.
 */

/** A searchable piece of the site: a lesson, an FAQ answer, a section of a page. */
export interface SearchDocument {
  href: string;
  title: string;
  where: string[];
  /** A lesson's or page's description, shown when only the title matched. */
  description: string;
  text: string;
}

const FIELDS = ["title", "description", "text"] as const;

/** Titles count above descriptions, descriptions above the body text. */
const BOOST = { title: 4, description: 2, text: 1 };

/** Words of this length or longer forgive one typo. */
const FUZZY_FROM = 5;
/** Words of this length or longer also find longer words they begin ("Hebel" finds "Hebelwirkung"). */
const PREFIX_FROM = 4;

/** How many results a query shows at most. */
export const MAX_RESULTS = 20;

/** Characters of text around the first match that a snippet shows. */
const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 200;

export interface SearchIndex {
  language: Language;
  documents: SearchDocument[];
  miniSearch: MiniSearch<SearchDocument & { id: number }>;
}

export function buildSearchIndex(documents: SearchDocument[], language: Language): SearchIndex {
  const miniSearch = new MiniSearch<SearchDocument & { id: number }>({
    fields: [...FIELDS],
    storeFields: [],
    tokenize: splitWords,
    processTerm: (word) => termsOf(word, language),
  });
  miniSearch.addAll(documents.map((document, id) => ({ ...document, id })));
  return { language, documents, miniSearch };
}

/**
 * The query as MiniSearch reads it: every word must match (AND); a word of five letters or
 * more forgives one edit, one of four or more also matches as the start of a longer word.
 * The length is the word's as typed, before stemming shortens it.
 */
function queryOf(words: string[]): Query {
  return {
    combineWith: "AND",
    queries: words.map((word) => {
      const length = Array.from(word).length;
      // A word's terms (stem and folded form) are alternatives: either may match.
      return { queries: [word], combineWith: "OR", fuzzy: length >= FUZZY_FROM ? 1 : 0, prefix: length >= PREFIX_FROM };
    }),
  };
}

export function search(index: SearchIndex, query: string, limit = MAX_RESULTS): SearchResult[] {
  // A word typed twice matches nothing more, and each repeat would be searched again.
  const words = [...new Set(splitWords(cutQuery(query)).map((word) => word.toLowerCase()))];
  if (words.length === 0) return [];
  const hits = index.miniSearch.search(queryOf(words), { boost: BOOST });
  return hits.slice(0, limit).map((hit) => {
    const document = index.documents[hit.id as number];
    if (!document) throw new Error(`Search index without document ${String(hit.id)}`);
    const terms = new Set(hit.terms);
    const fields = new Set(Object.values(hit.match).flat());
    // The snippet comes from the body where it matched, else from the description.
    const snippetSource = fields.has("text") || !document.description ? document.text : document.description;
    return {
      href: document.href,
      title: markWords(document.title, terms, index.language),
      where: document.where,
      snippet: snippetOf(snippetSource, terms, index.language),
    };
  });
}

/** A text in pieces, the words whose term the query matched marked. */
export function markWords(text: string, terms: Set<string>, language: Language): TextPiece[] {
  const pieces: TextPiece[] = [];
  let done = 0;
  for (const { word, index } of wordsOf(text)) {
    if (!termsOf(word, language).some((term) => terms.has(term))) continue;
    if (index > done) pieces.push({ text: text.slice(done, index) });
    pieces.push({ text: word, marked: true });
    done = index + word.length;
  }
  if (done < text.length) pieces.push({ text: text.slice(done) });
  return pieces;
}

/** About SNIPPET_LENGTH characters of a text around its first matched word, cut at word boundaries. */
export function snippetOf(text: string, terms: Set<string>, language: Language): TextPiece[] {
  let first: { word: string; index: number } | undefined;
  for (const place of wordsOf(text)) {
    if (termsOf(place.word, language).some((term) => terms.has(term))) {
      first = place;
      break;
    }
  }
  let start = first ? Math.max(0, first.index - SNIPPET_BEFORE) : 0;
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space === -1 || (first && space >= first.index) ? start : space + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > (first?.index ?? start)) end = space;
  }
  const pieces = markWords(text.slice(start, end), terms, language);
  if (start > 0) pieces.unshift({ text: "… " });
  if (end < text.length) pieces.push({ text: " …" });
  return pieces;
}
