import { PATHS, stripLanguage } from "./paths.ts";

/**
 * Long-form pages, each rendered from the Markdown file named like its address. Here and
 * not beside PATHS, which every page's script carries: the list's reads of PATHS would
 * stay in it although no page's script uses the list.
 */
export const CONTENT_PAGE_PATHS = [
  PATHS.terms,
  PATHS.privacy,
  PATHS.imprint,
  PATHS.disclaimer,
  PATHS.startChat,
  PATHS.autoTrading,
  PATHS.reviews,
] as const;

/**
 * The public pages: the marketing site, the same for every visitor of an address and
 * language (docs/decisions/034-public-pages-are-cached-by-choice.md). Being listed here is
 * the only way into the server's page cache: a listed page is rendered for the cache
 * without the visitor's cookies and may not ask who the member is, and its scripts never
 * load a signed-in page's code (vite.config.ts). The route table mounts each with
 * `publicPage` (app/routes.ts). A page that shows a member's data, a secret from its
 * address or anything else that differs per visitor does not belong here; a page left out
 * is merely rendered for every request.
 */
export const PUBLIC_PAGE_PATHS = [
  PATHS.home,
  PATHS.algos,
  PATHS.about,
  PATHS.faq,
  PATHS.results,
  PATHS.pricing,
  ...CONTENT_PAGE_PATHS,
  // The same form for everyone, but it answers no-store (what a visitor sent comes back on
  // it), so the page cache does not keep it.
  PATHS.cancel,
] as const;

export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

/** Pages listed in the sitemap, each in both languages: the public pages and the course overview. */
export const SITEMAP_PAGE_PATHS = [...PUBLIC_PAGE_PATHS, PATHS.courses] as const;

/**
 * The route of every address no page has (a 404): public as well, for its scripts are what
 * anyone who mistypes an address loads. It has no address of its own, so the server renders
 * it for each request, as every 404.
 */
export const NOT_FOUND_ROUTE = "*";

const PUBLIC = new Set<string>(PUBLIC_PAGE_PATHS);

/** Whether an address, in either language, is a public page's: '/de/about' is, '/login' is not. */
export function isPublicPage(pathname: string): boolean {
  return PUBLIC.has(stripLanguage(pathname));
}

/**
 * Pages of the member area that are nonetheless the same for every visitor: the sign-in
 * and forgotten-password forms, and the courses with their lessons, open to everyone
 * (docs/decisions/004-courses-open-to-every-visitor.md), whose progress lives in the
 * browser. The page cache keeps them as it keeps the public pages (rendered without the
 * visitor's cookies, never asking who the member is); their scripts stay the member
 * area's (vite.config.ts). The route table mounts each with `sharedPage`.
 */
export const SHARED_PAGE_PATHS = [PATHS.login, PATHS.forgotPassword, PATHS.courses] as const;

const SHARED = new Set<string>(SHARED_PAGE_PATHS);

/** Whether an address, in either language, is a shared page's: a listed one, or a course or lesson below the courses. */
export function isSharedPage(pathname: string): boolean {
  const path = stripLanguage(pathname);
  return SHARED.has(path) || path.startsWith(`${PATHS.courses}/`);
}

/** Whether the page cache may keep the page of an address: a public or a shared page's. */
export function isKeptPage(pathname: string): boolean {
  return isPublicPage(pathname) || isSharedPage(pathname);
}
