import type { HeadersFunction } from "react-router";

/**
 * The headers of a page that holds a secret in its address (a mailed link's token), or
 * that answers with what a visitor sent (the cancellation page's receipt): no browser,
 * proxy or CDN keeps it, and no address of it leaves through a Referer header. (The
 * server's page cache keeps none of these anyway: of the pages it may keep, those of
 * shared/public-pages.ts, it skips a no-store answer.)
 */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } as const;

/**
 * The headers of a page rendered for one member (the account page): no browser, proxy or
 * CDN keeps it (the server's page cache keeps only public pages). Its address holds no
 * secret, and its forms must post with their origin: a no-referrer page posts
 * `Origin: null`, which browsers without Sec-Fetch-Site cannot get past the same-origin
 * check of form posts.
 */
export const MEMBER_PAGE_HEADERS = { "Cache-Control": "no-store" } as const;

/** A page's `headers` export: its own headers, and a Retry-After the API answered with. */
function pageHeaders(own: Record<string, string>): HeadersFunction {
  return ({ loaderHeaders, actionHeaders, parentHeaders }) => {
    const headers = new Headers(parentHeaders);
    for (const [name, value] of Object.entries(own)) headers.set(name, value);
    const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
    if (retryAfter) headers.set("Retry-After", retryAfter);
    return headers;
  };
}

export const privatePageHeaders = pageHeaders(PRIVATE_PAGE_HEADERS);
export const memberPageHeaders = pageHeaders(MEMBER_PAGE_HEADERS);

/**
 * The `headers` export of a page whose form answers carry their own caching and retry
 * headers (sign-in, forgotten password): the page itself is kept, a form's answer is not.
 */
export const formAnswerHeaders: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const name of ["Cache-Control", "Retry-After"]) {
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};
