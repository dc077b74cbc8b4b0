import type { CONTENT_PAGE_PATHS, SITEMAP_PAGE_PATHS } from "@shared/public-pages";

/** A page whose texts live in the dictionaries (not in a Markdown file of its own). */
export type DictionaryPage = Exclude<(typeof SITEMAP_PAGE_PATHS)[number], (typeof CONTENT_PAGE_PATHS)[number]>;

/**
 * The day each page built from the dictionaries last changed (YYYY-MM-DD), in both
 * languages: the sitemap's lastmod. Set it when such a page's text changes; the Markdown
 * pages and lessons carry their day in their front matter (`updated`).
 */
export const PAGE_UPDATED: Record<DictionaryPage, string> = {
  "/": "2026-11-27",
  "/algos": "2026-11-27",
  "/about": "2026-11-27",
  "/faq": "2026-11-27",
  "/results": "2026-11-27",
  "/pricing": "2026-11-27",
  "/cancel": "2026-11-27",
  "/member/courses": "2026-11-27",
};
