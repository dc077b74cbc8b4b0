import type { Language } from "./language";

/**
 * The site's search as the page and the JSON endpoint answer it
 * (docs/decisions/041-search.md). The index lives in the app's server code; the server
 * reads `siteSearch` from the build's entry module and answers `GET /api/search` with it.
 */

/** Where the endpoint is mounted, below API_BASE: `GET /api/search?q=…&lang=en|de`. */
export const SEARCH_API_PATH = "/search";
/** The endpoint's parameter naming the language searched in; the query is SEARCH_PARAM (shared/paths.ts). */
export const SEARCH_LANGUAGE_PARAM = "lang";

/** A piece of a title or snippet; `marked` where it is a word the query matched. */
export interface TextPiece {
  text: string;
  marked?: true;
}

/** One search hit as the search page shows it. */
export interface SearchResult {
  /** The address to open, in the visitor's language, with the section's anchor where there is one. */
  href: string;
  title: TextPiece[];
  /** Where it is, from the widest to the narrowest: a course, or a page's name. */
  where: string[];
  /** Part of the text around the first matched word. */
  snippet: TextPiece[];
}

/** What a search answers: the query as searched (cut and trimmed), whether it was cut, the results best first. */
export interface SearchAnswer {
  query: string;
  cut: boolean;
  results: SearchResult[];
}

/** A search of the site for what was asked, in a language. */
export type SiteSearch = (asked: string, language: Language) => SearchAnswer;
