import { LANGUAGES, type Language } from "@shared/language";
import type { SearchAnswer, SearchResult } from "@shared/search";
import { buildSearchIndex, search, type SearchIndex } from "./search-index.server";
import { searchDocuments } from "./search-documents.server";
import { cutQuery, MAX_QUERY_LENGTH } from "./search-query";

/**
 * The site's index in each language, built from the content when the server loads this
 * module (at its start: the content is part of the build and never changes while it runs).
 */
const INDEXES = Object.fromEntries(
  LANGUAGES.map((language) => [language, buildSearchIndex(searchDocuments(language), language)]),
) as Record<Language, SearchIndex>;

/** What the site holds for a query, in a language, best first. */
export function searchSite(query: string, language: Language): SearchResult[] {
  return search(INDEXES[language], query);
}

/**
 * The answer to what a visitor asked: the search page's loader and the JSON endpoint
 * (`GET /api/search`, through the server entry's `siteSearch`) both answer with it, so
 * the two never differ.
 */
export function answerSearch(asked: string, language: Language): SearchAnswer {
  const query = cutQuery(asked);
  return {
    query,
    cut: Array.from(asked).length > MAX_QUERY_LENGTH,
    results: query ? searchSite(query, language) : [],
  };
}
