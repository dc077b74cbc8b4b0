/** Long-form pages rendered from content/pages/{en,de}/NAME.md, each at /NAME. */
export const CONTENT_PAGES = [
  "terms",
  "privacy",
  "imprint",
  "disclaimer",
  "start-chat",
  "auto-trading",
  "reviews",
] as const;
export type ContentPageName = (typeof CONTENT_PAGES)[number];
