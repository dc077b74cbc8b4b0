import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { resolveRequestLanguage } from "@shared/language";
import { API_BASE, languageOfPath, localizePath } from "@shared/paths";
import { LANGUAGE_COOKIE } from "@shared/storage-keys";

/** Paths that are API calls, files or React Router's own requests, never pages. */
const NOT_A_PAGE = new RegExp(`^(${API_BASE}/|/assets/|/__manifest)|\\.[a-z0-9]+$`, "i");

/**
 * A page address without /de is answered in the visitor's language. When that is German
 * (stored choice mirrored in the cookie, else Accept-Language), the first response
 * already sends the visitor to the /de twin, so no English ever flashes
 * (docs/decisions/002-language-in-the-address.md).
 */
export function redirectToVisitorLanguage(): MiddlewareHandler {
  return async (c, next) => {
    const { method } = c.req;
    // The path as it arrived, still percent-encoded: decoded, it could hold line breaks
    // or other characters that no Location header may carry.
    const { pathname: path, search } = new URL(c.req.url);
    const wantsDocument = c.req.header("Accept")?.includes("text/html") ?? false;
    if (
      (method !== "GET" && method !== "HEAD") ||
      !wantsDocument ||
      NOT_A_PAGE.test(path) ||
      languageOfPath(path) === "de"
    ) {
      return next();
    }
    const language = resolveRequestLanguage(getCookie(c, LANGUAGE_COOKIE), c.req.header("Accept-Language"));
    if (language === "de") {
      c.header("Vary", "Cookie, Accept-Language");
      c.header("Cache-Control", "private, no-cache");
      return c.redirect(localizePath(path + search, "de"), 302);
    }
    await next();
    c.res.headers.append("Vary", "Cookie, Accept-Language");
  };
}
