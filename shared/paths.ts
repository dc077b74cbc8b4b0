import type { Language } from "./language";
import { SITE } from "./site.config.ts";

/**
 * Every address of the site, in one place: the page paths (the route table mounts them),
 * their localised form (docs/decisions/002-language-in-the-address.md: English at the
 * plain path, German under /de) and their absolute URL for search engines.
 */

/** Every page path, without language prefix (localizePath adds it). */
export const PATHS = {
  home: "/",
  algos: "/algos",
  algosFaq: "/algos#faq",
  algosTestimonials: "/algos#testimonials",
  about: "/about",
  faq: "/faq",
  autoTrading: "/auto-trading",
  results: "/results",
  reviews: "/reviews",
  pricing: "/pricing",
  imprint: "/imprint",
  disclaimer: "/disclaimer",
  terms: "/terms",
  privacy: "/privacy",
  startChat: "/start-chat",
  /** The site's search: `?q=…` (SEARCH_PARAM), rendered on the server for each query. */
  search: "/search",
  /** The cancellation button's page (§ 312k BGB): works without an account. */
  cancel: "/cancel",
  /** Where the receipt's "Show my cancellation" link leads: `?token=…` (LINK_TOKEN_PARAM). */
  cancellationLink: "/my-cancellation",
  login: "/login",
  /** Asks for a password-reset link. */
  forgotPassword: "/forgot-password",
  /** Where a reset link leads: `?token=…` (LINK_TOKEN_PARAM). */
  resetPassword: "/reset-password",
  /** Where the link that confirms a new e-mail address leads: `?token=…` (LINK_TOKEN_PARAM). */
  confirmEmail: "/confirm-email",
  /** Where the link that confirms an account's own address leads (the welcome mail's): `?token=…`. */
  confirmAddress: "/confirm-address",
  courses: "/member/courses",
  /** The signed-in member's own page. */
  account: "/member/account",
  /** Where the account page's "Download my data" posts without JavaScript: the JSON file. */
  accountData: "/member/account/data",
  /** Where "Manage payment method and invoices" posts: on to Stripe's customer portal. */
  accountPayment: "/member/account/payment",
  /** The owner's dashboard, for admins only; so is every address under it. */
  admin: "/admin",
  adminContacts: "/admin/contacts",
  /** With ':contactId' as argument, the route table's pattern. */
  adminContact: (contactId: string) => `/admin/contacts/${contactId}`,
  adminTags: "/admin/tags",
  adminAudit: "/admin/audit",
  adminCancellations: "/admin/cancellations",
  /** Where members stop: the courses' funnels, `?period=…&course=…` (shared/course-insight.ts). */
  adminCourses: "/admin/courses",
  /** One table of the Courses section as CSV, `?table=…&period=…&course=…`. */
  adminCoursesExport: "/admin/courses/export",
  /** With ':courseSlug' as argument, the route table's pattern. */
  course: (courseSlug: string) => `/member/courses/${courseSlug}`,
  lesson: (courseSlug: string, lessonSlug: string) => `/member/courses/${courseSlug}/${lessonSlug}`,
} as const;

/** The account page's section of the second factor; the dashboard links to it by this id. */
export const SECOND_FACTOR_SECTION = "second-factor";

/** The query parameter that carries the secret of a mailed link (password reset, e-mail change). */
export const LINK_TOKEN_PARAM = "token";

/** The query parameter of the search page. */
export const SEARCH_PARAM = "q";

/** Where the API is mounted; nothing under it is a page. */
export const API_BASE = "/api";

const GERMAN_PREFIX = "/de";

export function languageOfPath(pathname: string): Language {
  return pathname === GERMAN_PREFIX || pathname.startsWith(`${GERMAN_PREFIX}/`) ? "de" : "en";
}

/** The path without its language prefix: '/de/about' -> '/about', '/de' -> '/'. */
export function stripLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(GERMAN_PREFIX.length) || "/";
}

/** The address of a page path in a language; keeps any query and hash. */
export function localizePath(path: string, language: Language): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = stripLanguage(match?.[1] || "/");
  const rest = match?.[2] ?? "";
  if (language === "en") return pathname + rest;
  return (pathname === "/" ? GERMAN_PREFIX : GERMAN_PREFIX + pathname) + rest;
}

/**
 * Where the sign-in page may send the visitor back to: a path on this site only, never an
 * address that a browser would read as another host ("//evil.example", "/\\evil.example").
 */
export const RETURN_PARAM = "next";

/** The sign-in page of `language`, which sends the visitor back to `path` (in that language) afterwards. */
export function signInThenBack(path: string, language: Language): string {
  return `${localizePath(PATHS.login, language)}?${RETURN_PARAM}=${encodeURIComponent(localizePath(path, language))}`;
}

export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith("/") || value.startsWith("//") || /[\\\s\p{Cc}]/u.test(value)) return undefined;
  const url = new URL(value, "http://site.invalid");
  return url.origin === "http://site.invalid" ? url.pathname + url.search + url.hash : undefined;
}

/** The absolute URL of a page in a language: canonical links, Open Graph, the sitemap; links in mails (their origin is the one the server is reached at). */
export function pageUrl(path: string, language: Language, origin: string = SITE.origin): string {
  return origin + localizePath(path, language);
}
