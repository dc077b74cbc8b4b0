/**
 * The cookie-carried calls (refresh, logout) refuse requests started by another site, on
 * top of the cookie's SameSite=Lax. Browsers send Sec-Fetch-Site; older ones at least send
 * Origin on a POST, which must then name this host. A request with neither does not come
 * from a browser page (curl, server-to-server) and cannot ride on a visitor's cookie.
 */
export function isCrossSiteRequest(request: Request, trustedProxies: number): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site.trim().toLowerCase() === "cross-site";

  const origin = request.headers.get("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const forwardedHost = trustedProxies > 0 ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  const host = forwardedHost || request.headers.get("host") || new URL(request.url).host;
  return originHost.toLowerCase() !== host.toLowerCase();
}
