import type { IncomingMessage } from "node:http";
/**
 * The X-Forwarded-* headers, read one way everywhere. Each proxy in front appends its entry
 * on the right, so with `trustedProxies` proxies the entry the outermost trusted one wrote is
 * the n-th from the right; entries further left are whatever the client sent and are ignored.
 * With no trusted proxy the headers are ignored altogether: anyone can send them.
 */

/** The entries of a comma-separated forwarded header, trimmed, empty ones dropped. */
export function forwardedEntries(header: string | null | undefined): string[] {
  return (header ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/**
 * The entry the outermost trusted proxy wrote: n-th from the right, or the leftmost when a
 * proxy replaced the header instead of appending to it (fewer entries than proxies).
 */
export function trustedForwardedEntry(header: string | null | undefined, trustedProxies: number): string | undefined {
  if (trustedProxies <= 0) return undefined;
  const entries = forwardedEntries(header);
  return entries[Math.max(0, entries.length - trustedProxies)];
}

/** Whether the visitor reached us over HTTPS: the URL's scheme, or X-Forwarded-Proto behind trusted proxies. */
export function isHttpsRequest(request: Request, trustedProxies: number): boolean {
  return isHttps(new URL(request.url).protocol, request.headers.get("x-forwarded-proto"), trustedProxies);
}

/** The same for a request node:http hands over (a TLS socket means HTTPS). */
export function isHttpsMessage(request: IncomingMessage, trustedProxies: number): boolean {
  const encrypted = "encrypted" in request.socket && request.socket.encrypted === true;
  return isHttps(
    encrypted ? "https:" : "http:",
    request.headers["x-forwarded-proto"] as string | undefined,
    trustedProxies,
  );
}

/** The same, from the request's own scheme ("https:" on a TLS socket) and its X-Forwarded-Proto. */
export function isHttps(protocol: string, forwardedProto: string | null | undefined, trustedProxies: number): boolean {
  if (protocol === "https:") return true;
  return trustedForwardedEntry(forwardedProto, trustedProxies)?.toLowerCase() === "https";
}

/** Whether a request carries forwarding headers, which count only behind trusted proxies. */
export function hasForwardingHeaders(request: Request): boolean {
  return request.headers.has("x-forwarded-for") || request.headers.has("x-forwarded-proto");
}
