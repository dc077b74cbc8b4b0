import type { HeadersFunction } from "react-router";

/**
 * The headers of a page that holds a secret in its address (a mailed link's token): never
 * kept or cached (the page cache keeps no no-store page), and no address of it leaves
 * through a Referer header.
 */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } as const;

/** A private page's `headers` export: its own headers, and a Retry-After the API answered with. */
export const privatePageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const [name, value] of Object.entries(PRIVATE_PAGE_HEADERS)) headers.set(name, value);
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
