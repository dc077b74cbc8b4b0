import type { MiddlewareHandler } from "hono";
import { API_BASE } from "@shared/paths";

/** Files keep their spelling: hashed asset names mix cases. */
const A_FILE = /^\/assets\/|\.[a-z0-9]+$/i;

/**
 * One address per page: a path with doubled slashes, a trailing slash or capital letters
 * is sent to its canonical form (301, the query kept), and a path whose percent-encoding
 * cannot be decoded is refused (400). Besides search engines, this keeps the page cache bounded: `//x1`, `/about/`
 * and the like would otherwise each be rendered and kept as a page of their own.
 * The API answers its own 404s and is left alone.
 */
export function canonicalPaths(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.startsWith(`${API_BASE}/`)) return next();
    if (!isDecodable(url.pathname)) return c.text("Bad Request", 400, { "Cache-Control": "no-store" });
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const canonical = canonicalPath(url.pathname);
    if (canonical === url.pathname) return next();
    return new Response(null, {
      status: 301,
      headers: { Location: canonical + url.search, "Cache-Control": "public, max-age=3600" },
    });
  };
}

export function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Lower-case letters, digits and the unreserved marks between single slashes: already canonical. */
const PLAIN_CANONICAL = /^\/$|^(?:\/[a-z0-9._~-]+)+$/;

/** Whether a path can be decoded and is its own canonical form; a plain path is answered without rewriting it. */
export function isCanonicalPath(pathname: string): boolean {
  return PLAIN_CANONICAL.test(pathname) || (isDecodable(pathname) && canonicalPath(pathname) === pathname);
}

/** The one address of a page path (a decodable one): single slashes, no trailing slash, lower case. */
export function canonicalPath(pathname: string): string {
  // Collapsing the slashes first also means the Location can never start with "//",
  // which a browser would read as another host.
  const canonical = pathname.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");
  // Letters only: a percent-escape keeps its spelling, so nothing decoded ever reaches the Location.
  return A_FILE.test(canonical) ? canonical : canonical.replace(/%[0-9a-f]{2}|[A-Z]+/gi, lowerLetters);
}

const lowerLetters = (run: string) => (run.startsWith("%") ? run : run.toLowerCase());
