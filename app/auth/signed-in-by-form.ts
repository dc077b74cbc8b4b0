import { SIGNED_IN_BY_FORM_COOKIE } from "@shared/storage-keys";

/*
 * A sign-in form the browser posted itself (without JavaScript, or before the page's
 * scripts arrived) ends in a redirect to the page the visitor came for. That page holds
 * only the httpOnly refresh cookie, which its scripts cannot see: without a mark they
 * would take the member for a visitor (no progress sync, no name in the header). The mark
 * carries no secret; it only says "pick the session up".
 */

/**
 * The Set-Cookie value of the mark, for the sign-in's redirect. It lives a minute, long
 * enough for the page to load and read it, and is Secure when the session's cookies are.
 */
export function signedInByFormCookie(secure: boolean): string {
  return `${SIGNED_IN_BY_FORM_COOKIE}=1; Path=/; Max-Age=60; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether this page was reached by such a sign-in, and the session not yet picked up. */
export function signedInByForm(): boolean {
  return document.cookie.split(";").some((entry) => entry.trim().startsWith(`${SIGNED_IN_BY_FORM_COOKIE}=`));
}

/**
 * Removes the mark once the session is picked up (or refused). Not sooner: a page left
 * while its pick-up was on its way leaves the mark to the next page.
 */
export function forgetSignedInByForm(): void {
  if (!signedInByForm()) return;
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${SIGNED_IN_BY_FORM_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`;
}
