import { stemmer as stemGerman } from "@orama/stemmers/german";
import { stemmer as stemEnglish } from "@orama/stemmers/english";
import type { Language } from "@shared/language";

/**
 * How the search reads words, the same for the index and the query
 * (docs/decisions/041-search.md): split at anything that is not a letter or a digit, fold
 * case and accents (ä/ö/ü/ß become ae/oe/ue/ss, so "Boerse" finds "Börse"; other accents
 * go), then reduce each word to its Snowball stem in the page's language ("trades" and
 * "trading" both become "trade").
 */

const WORD = /[\p{L}\p{N}]+/gu;

const STEMMERS: Record<Language, (word: string) => string> = { en: stemEnglish, de: stemGerman };

/** The terms of words already seen, per language. */
const TERMS: Record<Language, Map<string, string[]>> = { en: new Map(), de: new Map() };
const MAX_KNOWN_WORDS = 50_000;

/** Lower case, German umlauts and ß spelled out, every other accent stripped. */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
}

/**
 * The terms a word is indexed and searched as: its stem, and its folded form where that
 * differs. The stem finds other forms of the word; the folded form lets a typo be
 * forgiven where it changes the stem ("volatilty" stems to "volatilti", "volatility" to
 * "volatil", two edits apart, but "volatilty" is one edit from "volatility").
 */
export function termsOf(word: string, language: Language): string[] {
  const known = TERMS[language].get(word);
  if (known) return known;
  const folded = foldWord(word);
  const stem = STEMMERS[language](folded);
  const terms = stem === folded ? [stem] : [stem, folded];
  // Snippets read every word of a result's text: the content's few thousand words are
  // stemmed once. Words from queries fill it only up to a bound.
  if (TERMS[language].size < MAX_KNOWN_WORDS) TERMS[language].set(word, terms);
  return terms;
}

/** The words of a text with where each starts, one at a time. */
export function* wordsOf(text: string): Generator<{ word: string; index: number }> {
  for (const match of text.matchAll(WORD)) yield { word: match[0], index: match.index };
}

/** The words of a text, without their places. */
export function splitWords(text: string): string[] {
  return text.match(WORD) ?? [];
}
