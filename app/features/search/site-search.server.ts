import { LANGUAGES, type Language } from "@shared/language";
import { buildSearchIndex, search, type SearchIndex } from "./search-index.server";
import { searchDocuments } from "./search-documents.server";
import type { SearchResult } from "./search-result";

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
