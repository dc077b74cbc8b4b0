import type { MiddlewareHandler } from "hono";
import { parse } from "hono/utils/cookie";
import { type Language, resolveRequestLanguage } from "@shared/language";
import { API_BASE, languageOfPath, localizePath } from "@shared/paths";
import { LANGUAGE_COOKIE, LANGUAGE_GUESS_COOKIE } from "@shared/storage-keys";
import { rememberedPerHeader } from "./http/remembered";

/** What an English page's answer varies by, besides its encoding. */
export const LANGUAGE_VARY = "Cookie, Accept-Language";

/** Paths that are API calls, files or React Router's own requests, never pages. */
const NOT_A_PAGE = new RegExp(`^(${API_BASE}/|/assets/|/__manifest)|\\.[a-z0-9]+$`, "i");

/**
 * A page address without /de is answered in the visitor's language. When that is German
 * (stored choice mirrored in the cookie, else Accept-Language), the first response
 * already sends the visitor to the /de twin, so no English ever flashes
 * (docs/decisions/002-language-in-the-address.md).
 */
export function redirectToVisitorLanguage(isHttps: (request: Request) => boolean = () => false): MiddlewareHandler {
  return async (c, next) => {
    // The path as it arrived, still percent-encoded: decoded, it could hold line breaks
    // or other characters that no Location header may carry.
    const { pathname: path, search } = new URL(c.req.url);
    const language = visitorLanguageOfEnglishPage({
      method: c.req.method,
      path,
      accept: c.req.header("Accept"),
      cookie: c.req.header("Cookie"),
      acceptLanguage: c.req.header("Accept-Language"),
    });
    if (language === undefined) return next();
    if (language === "de") {
      c.header("Vary", LANGUAGE_VARY);
      c.header("Cache-Control", "private, no-cache");
      // Guessed from Accept-Language: the browser may still hold an English choice in its
      // storage (its cookie gone), which only the page can read (app/components/language-sync.tsx).
      if (!hasLanguageCookie(c.req.header("Cookie")))
        c.header("Set-Cookie", `${LANGUAGE_GUESS_SET_COOKIE}${isHttps(c.req.raw) ? "; Secure" : ""}`);
      return c.redirect(localizePath(path + search, "de"), 302);
    }
    await next();
    c.res.headers.append("Vary", LANGUAGE_VARY);
  };
}

/** Lives a minute: long enough for the /de page to load and read it, never a lasting mark. */
const LANGUAGE_GUESS_SET_COOKIE = `${LANGUAGE_GUESS_COOKIE}=1; Path=/; Max-Age=60; SameSite=Lax`;

function hasLanguageCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && parse(cookie, LANGUAGE_COOKIE)[LANGUAGE_COOKIE] !== undefined;
}

/** A request's headers as the language rule reads them. */
export interface LanguageRequest {
  method: string;
  path: string;
  accept: string | null | undefined;
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}

/**
 * The language of the visitor who asks for an English page's document (German: redirect
 * to the /de twin; English: the page, which varies by Cookie and Accept-Language), or
 * undefined for any other request, which this rule leaves alone.
 */
export function visitorLanguageOfEnglishPage(request: LanguageRequest): Language | undefined {
  const { method, path } = request;
  const wantsDocument = request.accept?.includes("text/html") ?? false;
  if (
    (method !== "GET" && method !== "HEAD") ||
    !wantsDocument ||
    NOT_A_PAGE.test(path) ||
    languageOfPath(path) === "de"
  )
    return undefined;
  const stored = request.cookie ? parse(request.cookie, LANGUAGE_COOKIE)[LANGUAGE_COOKIE] : undefined;
  if (stored !== undefined || !request.acceptLanguage) return resolveRequestLanguage(stored, request.acceptLanguage);
  return languageOfBrowser(request.acceptLanguage);
}

/** Every English page's request asks, the kept pages' fast path included. */
const languageOfBrowser = rememberedPerHeader((acceptLanguage) => resolveRequestLanguage(undefined, acceptLanguage));
