/**
 * Whether a browser request was started by a page of this site. Browsers send
 * Sec-Fetch-Site: only "same-origin" (or "none", typed by the visitor) passes; a sibling
 * subdomain ("same-site") does not. Browsers without it send Origin on a POST, which must
 * then name this host. A request with neither does not come from a browser page (curl,
 * server-to-server) and carries no visitor's cookies it could abuse.
 */
export function isSameOriginRequest(request: Request, trustedProxies: number): boolean {
  const site = request.headers.get("sec-fetch-site")?.trim().toLowerCase();
  if (site) return site === "same-origin" || site === "none";

  const origin = request.headers.get("origin");
  if (!origin) return true;
  if (origin === "null") return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const forwardedHost = trustedProxies > 0 ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  const host = forwardedHost || request.headers.get("host") || new URL(request.url).host;
  return originHost.toLowerCase() === host.toLowerCase();
}
