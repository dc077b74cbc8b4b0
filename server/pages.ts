import type { Context } from "hono";
import { pageQuery } from "@shared/page-query";
import { isKeptPage } from "@shared/public-pages";
import { NONCE_PLACEHOLDER, type PageCache, pickVariant, variantResponse } from "./page-cache";
import type { SecurityEnv } from "./security-headers";

/**
 * Renders a request with React Router; `nonce` is the CSP nonce to put into the page, `c`
 * the visitor's request (which a cached render must not depend on). `forEveryone` says
 * that the page is rendered for the page cache: a public page's document, whose request
 * carries no cookie and no Authorization, and whose loaders may not ask who the member is.
 */
export type RenderPage = (
  request: Request,
  nonce: string,
  c: Context<SecurityEnv>,
  forEveryone: boolean,
) => Promise<Response>;

/** The request headers that say who the visitor is; a render for everyone goes without them. */
const CREDENTIAL_HEADERS = ["cookie", "authorization"];

/** React Router's data request of a page: its path with `.data` appended. */
function isDataRequest(pathname: string): boolean {
  return pathname.endsWith(".data");
}

/** Whether a request asks for a page's document (HEAD: its headers) as a browser does, naming text/html. */
export function isDocumentRequest(method: string, accept: string | null | undefined): boolean {
  return (method === "GET" || method === "HEAD") && (accept ?? "").includes("text/html");
}

/**
 * Whether the page cache answers a request: a GET or HEAD of a kept page, whatever it
 * accepts. A page answers its HTML to any Accept, so a client that accepts anything (a
 * crawler, a link preview, curl) gets the kept page too instead of a render of its own for
 * every request. React Router's own requests (data, `/__manifest`) are no kept page.
 */
export function isKeptPageRequest(method: string, pathname: string): boolean {
  return (method === "GET" || method === "HEAD") && !isDataRequest(pathname) && isKeptPage(pathname);
}

/** What a data request is rendered with in place of a nonce. */
const NO_NONCE = "";

/** The page cache's key of an address: its path plus the query the page reads (shared/page-query.ts). */
export function pageKey(pathname: string, search: URLSearchParams): string {
  return pathname + pageQuery(pathname, search);
}

/**
 * Serves pages: a public page's document (shared/public-pages.ts) comes from the page
 * cache, and is rendered once per key, for everyone; concurrent first requests for one key
 * share that render. Every other page's document is rendered for each request, as its
 * visitor, and never kept. Other requests (data requests, form posts) always go to React
 * Router.
 */
export function servePages(render: RenderPage, pageCache: PageCache) {
  const rendering = new Map<string, Promise<Response>>();

  return async (c: Context<SecurityEnv>) => {
    if (!isDocumentRequest(c.req.method, c.req.header("Accept")) && !isKeptPageRequest(c.req.method, c.req.path)) {
      // A data request answers React Router's encoded data, never a document: it needs no
      // nonce, and without one its answer gets the policy that allows no inline code.
      const nonce = isDataRequest(c.req.path) ? NO_NONCE : c.get("cspNonce")();
      return render(c.req.raw, nonce, c, false);
    }

    const url = new URL(c.req.url);
    const key = pageKey(url.pathname, url.searchParams);
    const acceptEncoding = c.req.header("Accept-Encoding");
    // The page is rendered for its path and the query it reads only, as a kept one is.
    const pageRequest = (headers: Headers) =>
      new Request(new URL(key, url), { method: "GET", headers, signal: c.req.raw.signal });

    if (!isKeptPage(url.pathname)) {
      const response = await render(pageRequest(c.req.raw.headers), NONCE_PLACEHOLDER, c, false);
      return pageCache.answer(response, c.get("cspNonce")());
    }

    const fromCache = () => {
      const page = pageCache.get(key);
      return page && variantResponse(pickVariant(page, acceptEncoding));
    };
    const cached = fromCache();
    if (cached) return cached;

    const pending = rendering.get(key);
    if (pending) {
      // Another request is rendering this page: answer from the cache once it is stored,
      // or render for ourselves when it was not kept (the no-store cancellation page, say).
      await pending.catch(() => undefined);
      return fromCache() ?? renderAndStore();
    }
    const result = renderAndStore();
    rendering.set(key, result);
    try {
      return await result;
    } finally {
      rendering.delete(key);
    }

    // The page is rendered for its key without what says who the visitor is, so what is
    // kept under the key is exactly what any request with that key would have got.
    async function renderAndStore(): Promise<Response> {
      const headers = new Headers(c.req.raw.headers);
      for (const name of CREDENTIAL_HEADERS) headers.delete(name);
      const response = await render(pageRequest(headers), NONCE_PLACEHOLDER, c, true);
      return pageCache.store(key, response, c.get("cspNonce")(), acceptEncoding);
    }
  };
}
