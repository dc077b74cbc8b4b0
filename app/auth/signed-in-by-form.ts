import { hasCookie, removeCookie } from "~/browser/browser-cookie";
import { HTTPS_REFRESH_COOKIE, REFRESH_COOKIE, SIGNED_IN_BY_FORM_COOKIE } from "@shared/storage-keys";

/*
 * A sign-in that the server completed for a form (posted without JavaScript, or before the
 * page's scripts arrived, or a route action such as the password reset) hands the browser
 * only the httpOnly refresh cookie, which scripts cannot see. Without a mark, the page the
 * visitor goes on to would take the member for a visitor (no progress sync, no name in the
 * header), or for whoever was signed in before. The mark carries no secret; it only says
 * "pick the session up" (docs/decisions/019-account-page-without-javascript.md).
 */

const MARKED = "1";

/** A refresh cookie handed out, of either scheme's name (an emptied one is a removal). */
const SESSION_COOKIE = new RegExp(`^(?:${HTTPS_REFRESH_COOKIE}|${REFRESH_COOKIE})=[^;]+`);

/**
 * The form's answer `headers`, with the mark added when they hand out a session (not when
 * the sign-in still asks for a second factor). It lives a minute, long enough for the page
 * to load and read it, and is Secure when the session's cookie is.
 */
export function withSignedInByFormMark(headers: Headers): Headers {
  const session = headers.getSetCookie().find((cookie) => SESSION_COOKIE.test(cookie));
  if (!session) return headers;
  const secure = /;\s*secure/i.test(session);
  headers.append(
    "Set-Cookie",
    `${SIGNED_IN_BY_FORM_COOKIE}=${MARKED}; Path=/; Max-Age=60; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
  return headers;
}

/** Whether a sign-in by form is waiting to be picked up in this browser. */
export function signedInByForm(): boolean {
  return hasCookie(SIGNED_IN_BY_FORM_COOKIE, MARKED);
}

/**
 * Removes the mark once the session is picked up. Not sooner: a page left while its
 * pick-up was on its way, or whose pick-up failed for the network, leaves it to the next
 * page (it ends by itself after its minute).
 */
export function forgetSignedInByForm(): void {
  if (hasCookie(SIGNED_IN_BY_FORM_COOKIE)) removeCookie(SIGNED_IN_BY_FORM_COOKIE);
}
