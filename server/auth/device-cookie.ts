import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { DEVICE_COOKIE, HTTPS_DEVICE_COOKIE } from "@shared/storage-keys";
import { DEVICE_COOKIE_PATH } from "../api/constants";
import { cookieValues } from "./cookie-header";

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"). A
 * successful sign-in leaves a cookie in the browser that binds it to the e-mail address it
 * signed in with: `<id>.<mac>`, where id is 16 random bytes and mac an HMAC-SHA256 over the
 * id and the lower-cased e-mail, keyed with a key derived from the JWT secret. Sign-in
 * attempts that present a valid one for the e-mail they try are counted per device, not
 * against the e-mail's lockout, so failures from elsewhere cannot lock the member out of a
 * browser they used before. The cookie grants nothing else: it is not a session.
 */
const ID_BYTES = 16;
const FORMAT = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** The HMAC key: HKDF from the JWT secret, so that the two uses never share a key. */
export function deriveDeviceKey(secret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), "profit-scout device cookie v1", 32));
}

const mac = (key: Buffer, id: string, email: string) =>
  createHmac("sha256", key).update(`${id}\u0000${email.toLowerCase()}`).digest();

const cookieName = (secure: boolean) => (secure ? HTTPS_DEVICE_COOKIE : DEVICE_COOKIE);

/**
 * The id of a device cookie the request holds for this e-mail, if any. Each cookie of the
 * name is checked (a browser may send several; each one's MAC decides for itself).
 */
export function trustedDeviceId(c: Context, key: Buffer, email: string, secure: boolean): string | undefined {
  for (const value of cookieValues(c.req.header("cookie"), cookieName(secure))) {
    const match = FORMAT.exec(value);
    if (!match) continue;
    const [, id = "", given = ""] = match;
    const expected = mac(key, id, email);
    const presented = Buffer.from(given, "base64url");
    if (presented.length === expected.length && timingSafeEqual(presented, expected)) return id;
  }
  return undefined;
}

/** After a successful sign-in: a fresh device cookie for this e-mail (HttpOnly, SameSite=Strict, Path=/api/auth). */
export function setDeviceCookie(
  c: Context,
  key: Buffer,
  email: string,
  now: Date,
  lifetimeMs: number,
  secure: boolean,
): void {
  const id = randomBytes(ID_BYTES).toString("base64url");
  setCookie(c, cookieName(secure), `${id}.${mac(key, id, email).toString("base64url")}`, {
    httpOnly: true,
    secure,
    sameSite: "Strict",
    path: DEVICE_COOKIE_PATH,
    maxAge: Math.floor(lifetimeMs / 1000),
    expires: new Date(now.getTime() + lifetimeMs),
  });
}
