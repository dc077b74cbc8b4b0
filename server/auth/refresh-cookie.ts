import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH, SECURE_REFRESH_COOKIE } from "./constants";

/**
 * The refresh token travels only in this cookie: httpOnly, SameSite=Lax, limited to
 * /api/auth, and over HTTPS named __Secure-refresh_token with Secure (a plain-HTTP cookie
 * of the other name is then ignored, so a network attacker cannot plant one).
 */
const cookieName = (secure: boolean) => (secure ? SECURE_REFRESH_COOKIE : REFRESH_COOKIE);

export function readRefreshCookie(c: Context, secure: boolean): string | undefined {
  return getCookie(c, cookieName(secure)) || undefined;
}

export function setRefreshCookie(c: Context, token: string, expiresAt: Date, now: Date, secure: boolean): void {
  setCookie(c, cookieName(secure), token, {
    httpOnly: true,
    secure,
    sameSite: "Lax",
    path: REFRESH_COOKIE_PATH,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
    expires: expiresAt,
  });
}

export function clearRefreshCookie(c: Context, secure: boolean): void {
  deleteCookie(c, cookieName(secure), { httpOnly: true, secure, sameSite: "Lax", path: REFRESH_COOKIE_PATH });
}
