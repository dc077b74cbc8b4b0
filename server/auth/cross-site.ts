import { trustedForwardedEntry } from "../http/forwarded";

/**
 * The cookie-carried calls (refresh, logout) accept only requests from this very origin, on
 * top of the cookie's SameSite=Lax. Browsers send Sec-Fetch-Site: only `same-origin` passes.
 * `same-site` is refused because a sibling subdomain is another party (SameSite does not
 * stop it); `none` (typed into the address bar, a bookmark) is refused because our pages
 * never start these calls that way, and so is any value we do not know. Browsers without
 * Sec-Fetch-Site at least send Origin on a POST, which must then name this host. A request
 * with neither does not come from a browser page (curl, server-to-server) and cannot ride
 * on a visitor's cookie, so it passes.
 */
export function isCrossSiteRequest(request: Request, trustedProxies: number): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site.trim().toLowerCase() !== "same-origin";

  const origin = request.headers.get("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const host = trustedForwardedEntry(request.headers.get("x-forwarded-host"), trustedProxies) || request.headers.get("host") || new URL(request.url).host;
  return originHost.toLowerCase() !== host.toLowerCase();
}
