import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { HTTPS_REFRESH_COOKIE, REFRESH_COOKIE } from "@shared/storage-keys";
import { LEGACY_HTTPS_REFRESH_COOKIE, LEGACY_REFRESH_COOKIE_PATH } from "../api/constants";
import { cookieValues } from "./cookie-header";

/**
 * The refresh token travels only in this cookie: httpOnly, SameSite=Lax. Over HTTPS it is
 * __Host-refresh_token (Secure, Path=/, no Domain): a browser keeps such a cookie only when
 * this very host set it, so a sibling subdomain cannot plant one for us to read. Over plain
 * HTTP (development, the tests) it is refresh_token, with the same Path=/: pages read it
 * too (page-session.ts), on both schemes alike. A cookie of the other name is ignored.
 */
const spec = (secure: boolean) => ({ name: secure ? HTTPS_REFRESH_COOKIE : REFRESH_COOKIE, path: "/" });

export const refreshCookieName = (secure: boolean): string => spec(secure).name;

export type RefreshCookie = { kind: "none" } | { kind: "one"; token: string } | { kind: "several"; tokens: string[] };

/**
 * The refresh cookie of the request. Several of the name are reported as such: which of
 * them is ours cannot be told, so a refresh refuses them (see the README).
 */
export function readRefreshCookie(c: Context, secure: boolean): RefreshCookie {
  const tokens = cookieValues(c.req.header("cookie"), spec(secure).name).filter((token) => token.length > 0);
  if (tokens.length === 0) return { kind: "none" };
  if (tokens.length === 1) return { kind: "one", token: tokens[0] as string };
  return { kind: "several", tokens };
}

/** Every token the request's refresh cookies name (sign-in and logout end them all). */
export function refreshCookieTokens(cookie: RefreshCookie): string[] {
  return cookie.kind === "none" ? [] : cookie.kind === "one" ? [cookie.token] : cookie.tokens;
}

export function setRefreshCookie(c: Context, token: string, expiresAt: Date, now: Date, secure: boolean): void {
  const { name, path } = spec(secure);
  setCookie(c, name, token, {
    httpOnly: true,
    secure,
    sameSite: "Lax",
    path,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
    expires: expiresAt,
  });
  dropLegacyCookie(c, secure);
}

export function clearRefreshCookie(c: Context, secure: boolean): void {
  const { name, path } = spec(secure);
  deleteCookie(c, name, { httpOnly: true, secure, sameSite: "Lax", path });
  dropLegacyCookie(c, secure);
}

/**
 * Browsers may still hold a cookie of the earlier kind, at Path=/api/auth: over HTTPS the
 * earlier name (__Secure-), no longer read; over HTTP the same name, which beside the new
 * one makes two (refused by a refresh until a sign-in sets a new one here). Either goes.
 */
function dropLegacyCookie(c: Context, secure: boolean): void {
  const name = secure ? LEGACY_HTTPS_REFRESH_COOKIE : REFRESH_COOKIE;
  if (cookieValues(c.req.header("cookie"), name).length < (secure ? 1 : 2)) return;
  deleteCookie(c, name, { httpOnly: true, secure, sameSite: "Lax", path: LEGACY_REFRESH_COOKIE_PATH });
}
