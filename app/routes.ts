import { index, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { PATHS } from "../shared/paths.ts";
import { CONTENT_PAGE_PATHS } from "../shared/public-pages.ts";
import {
  isPublicPage,
  isSharedPage,
  NOT_FOUND_ROUTE,
  PUBLIC_PAGE_PATHS,
  type PublicPagePath,
  SHARED_PAGE_PATHS,
} from "../shared/public-pages.ts";

/**
 * The route table, written once and mounted twice
 * (docs/decisions/002-language-in-the-address.md): English at the plain paths, German at
 * the same paths under /de. Route ids get the language as suffix, so both copies can
 * share one module per screen.
 */
/**
 * A route at a page path of shared/paths.ts, the one list of addresses: a page that is not
 * public, rendered for every request with the visitor's cookies and never kept.
 */
function page(path: string, file: string, id?: string): RouteConfigEntry {
  if (isPublicPage(path)) throw new Error(`${path} is listed in shared/public-pages.ts: mount it with publicPage.`);
  if (isSharedPage(path))
    throw new Error(`${path} is a shared page (shared/public-pages.ts): mount it with sharedPage.`);
  return route(path.slice(1), file, { id });
}

const mountedSharedPages = new Set<string>();

/**
 * A page of the member area that is the same for everyone (shared/public-pages.ts): the
 * server keeps it and renders it without the visitor's cookies; its scripts stay the
 * member area's.
 */
function sharedPage(path: string, file: string): RouteConfigEntry {
  if (!isSharedPage(path)) throw new Error(`${path} is not a shared page (shared/public-pages.ts).`);
  mountedSharedPages.add(path);
  return route(path.slice(1), file);
}

const mountedPublicPages = new Set<string>();

/**
 * A public page (shared/public-pages.ts names them; only a listed path is accepted): the
 * same for everyone, so the server keeps it and renders it without the visitor's cookies,
 * and the build keeps the signed-in pages' code out of its scripts (vite.config.ts).
 */
function publicPage(path: PublicPagePath | typeof NOT_FOUND_ROUTE, file: string, id?: string): RouteConfigEntry {
  mountedPublicPages.add(path);
  return path === PATHS.home
    ? index(file, { id })
    : route(path === NOT_FOUND_ROUTE ? path : path.slice(1), file, { id });
}

const PAGES: RouteConfigEntry[] = [
  publicPage(PATHS.home, "routes/home.tsx"),
  publicPage(PATHS.algos, "routes/algos.tsx"),
  publicPage(PATHS.about, "routes/about.tsx"),
  publicPage(PATHS.faq, "routes/faq.tsx"),
  publicPage(PATHS.results, "routes/results.tsx"),
  publicPage(PATHS.pricing, "routes/pricing.tsx"),
  // One module renders every long-form page; the address names its content file.
  ...CONTENT_PAGE_PATHS.map((path) => publicPage(path, "routes/content-page.tsx", `routes${path}`)),
  publicPage(PATHS.cancel, "routes/cancel.tsx"),
  // Not kept: each query is rendered for itself, and the address holds what was typed.
  page(PATHS.search, "routes/search.tsx"),
  sharedPage(PATHS.login, "routes/login.tsx"),
  sharedPage(PATHS.forgotPassword, "routes/forgot-password.tsx"),
  page(PATHS.resetPassword, "routes/reset-password.tsx"),
  page(PATHS.confirmEmail, "routes/confirm-email.tsx"),
  page(PATHS.confirmAddress, "routes/confirm-address.tsx"),
  page(PATHS.cancellationLink, "routes/cancellation-link.tsx"),
  sharedPage(PATHS.courses, "routes/member-courses.tsx"),
  page(PATHS.account, "routes/member-account.tsx"),
  page(PATHS.accountData, "routes/member-account-data.ts"),
  page(PATHS.accountPayment, "routes/member-account-payment.ts"),
  page(PATHS.admin, "routes/admin.tsx"),
  page(PATHS.adminContacts, "routes/admin-contacts.tsx"),
  page(PATHS.adminContact(":contactId"), "routes/admin-contact.tsx"),
  page(PATHS.adminTags, "routes/admin-tags.tsx"),
  page(PATHS.adminAudit, "routes/admin-audit.tsx"),
  page(PATHS.adminCancellations, "routes/admin-cancellations.tsx"),
  page(PATHS.adminCourses, "routes/admin-courses.tsx"),
  page(PATHS.adminCoursesExport, "routes/admin-courses-export.ts"),
  sharedPage(PATHS.course(":courseSlug"), "routes/member-course.tsx"),
  sharedPage(PATHS.lesson(":courseSlug", ":lessonSlug"), "routes/member-lesson.tsx"),
  publicPage(NOT_FOUND_ROUTE, "routes/not-found.tsx"),
];

// A listed page that no route mounts would leave the list and the table telling two stories.
const unmounted = PUBLIC_PAGE_PATHS.filter((path) => !mountedPublicPages.has(path));
if (unmounted.length > 0) throw new Error(`Public pages without a route: ${unmounted.join(", ")}`);
const unmountedShared = SHARED_PAGE_PATHS.filter((path) => !mountedSharedPages.has(path));
if (unmountedShared.length > 0) throw new Error(`Shared pages without a route: ${unmountedShared.join(", ")}`);

/** Whether a route of the table is anyone's (a public page or the not-found page). */
const isPublicRoute = (entry: RouteConfigEntry) =>
  entry.index === true || entry.path === NOT_FOUND_ROUTE || isPublicPage(`/${entry.path}`);

/** Whether a route's address is `path` or lies below it. */
const isAtOrBelow = (entry: RouteConfigEntry, path: string) =>
  entry.path !== undefined && `/${entry.path}/`.startsWith(`${path}/`);

/**
 * The route modules (files below app/) by who opens them; the build sorts the code they
 * share into script files by it (vite.config.ts, docs/decisions/029).
 */
export const ROUTE_FILES = {
  /** The public pages and the not-found page: anyone's. */
  public: [...new Set(PAGES.filter(isPublicRoute).map((entry) => entry.file))],
  /** The dashboard's pages, for admins only. */
  dashboard: [...new Set(PAGES.filter((entry) => isAtOrBelow(entry, PATHS.admin)).map((entry) => entry.file))],
  /** The course pages: the overview, a course and a lesson. */
  courses: [...new Set(PAGES.filter((entry) => isAtOrBelow(entry, PATHS.courses)).map((entry) => entry.file))],
  /** The account page: the heaviest of the signed-in pages. */
  account: PAGES.filter((entry) => `/${entry.path}` === PATHS.account).map((entry) => entry.file),
};

function withIdSuffix(entries: RouteConfigEntry[], suffix: string): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    id: `${entry.id ?? entry.file.replace(/\.tsx?$/, "")}${suffix}`,
    children: entry.children && withIdSuffix(entry.children, suffix),
  }));
}

export default [
  ...withIdSuffix(PAGES, ""),
  ...prefix("de", withIdSuffix(PAGES, "-de")),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Screens for the end-to-end tests exist only in builds made for them (the test runner
  // builds with ENABLE_TEST_HOOKS=1); a production build has no such route.
  ...(process.env.ENABLE_TEST_HOOKS === "1" ? [route("__test/render-error", "routes/test-render-error.tsx")] : []),
] satisfies RouteConfig;
