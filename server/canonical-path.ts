import type { MiddlewareHandler } from "hono";

/**
 * One address per page: a path with doubled slashes or a trailing slash is sent to its
 * canonical form (301), and a path whose percent-encoding cannot be decoded is refused
 * (400). Besides search engines, this keeps the page cache bounded: `//x1`, `/about/`
 * and the like would otherwise each be rendered and kept as a page of their own.
 * The API answers its own 404s and is left alone.
 */
export function canonicalPaths(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.startsWith("/api/")) return next();
    try {
      decodeURIComponent(url.pathname);
    } catch {
      return c.text("Bad Request", 400, { "Cache-Control": "no-store" });
    }
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    // Collapsing the slashes first also means the Location can never start with "//",
    // which a browser would read as another host.
    const canonical = url.pathname.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");
    if (canonical === url.pathname) return next();
    return new Response(null, {
      status: 301,
      headers: { Location: canonical + url.search, "Cache-Control": "public, max-age=3600" },
    });
  };
}
