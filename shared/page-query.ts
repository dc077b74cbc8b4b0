import { stripLanguage } from "./paths";
import { PATHS } from "./paths";

/** The sign-in page's query: `?mode=register` shows the registration form. */
export const LOGIN_MODE = { param: "mode", register: "register" } as const;

/**
 * Every query parameter a page reads while it renders, with the values that change what
 * it shows. The server caches one page per path plus these; any other parameter (a
 * tracking tag, a cache buster) is ignored, so it costs no render and no cache entry.
 * A page that starts reading a parameter must be listed here, or it never sees it.
 */
const PAGE_QUERIES: Partial<Record<string, Record<string, readonly string[]>>> = {
  [PATHS.login]: { [LOGIN_MODE.param]: [LOGIN_MODE.register] },
  // The end-to-end tests' error screen (routes/test-render-error.tsx).
  "/__test/render-error": { kind: ["extension"] },
};

/** The query that decides what a page shows: known parameters with known values, in a fixed order. */
export function pageQuery(pathname: string, search: URLSearchParams): string {
  const read = PAGE_QUERIES[stripLanguage(pathname)];
  if (!read) return "";
  const kept = new URLSearchParams();
  for (const [param, values] of Object.entries(read)) {
    const value = search.get(param);
    if (value !== null && values.includes(value)) kept.set(param, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}
