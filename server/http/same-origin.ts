import { trustedForwardedEntry } from "./forwarded";

/**
 * Whether a browser request was started by a page of this very origin. Form posts to pages
 * and the cookie-carried API calls (refresh, logout) accept nothing else.
 *
 * Browsers send Sec-Fetch-Site: only `same-origin` passes. `same-site` is refused because a
 * sibling subdomain is another party (SameSite cookies do not stop it); `none` (typed into
 * the address bar, a bookmark) is refused because our pages never post that way, and so is
 * any value we do not know. Browsers without Sec-Fetch-Site at least send Origin on a POST,
 * which must then name this host. A request with neither does not come from a browser page
 * (curl, server-to-server) and carries no visitor's cookie it could abuse, so it passes.
 */
export function isSameOriginRequest(request: Request, trustedProxies: number): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site.trim().toLowerCase() === "same-origin";

  const origin = request.headers.get("origin");
  if (!origin) return true;
  if (origin === "null") return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const host =
    trustedForwardedEntry(request.headers.get("x-forwarded-host"), trustedProxies) ||
    request.headers.get("host") ||
    new URL(request.url).host;
  return originHost.toLowerCase() === host.toLowerCase();
}
