import type { Context } from "hono";
import { pageQuery } from "@shared/page-query";
import { NONCE_PLACEHOLDER, type PageCache, pickVariant, variantResponse } from "./page-cache";
import type { SecurityEnv } from "./security-headers";

/**
 * Renders a request with React Router; `nonce` is the CSP nonce to put into the page, `c`
 * the visitor's request (which a cached render must not depend on).
 */
export type RenderPage = (request: Request, nonce: string, c: Context<SecurityEnv>) => Promise<Response>;

/** Whether a request asks for a page's document (HEAD: its headers), which the page cache answers. */
export function isDocumentRequest(method: string, accept: string | null | undefined): boolean {
  return (method === "GET" || method === "HEAD") && (accept ?? "").includes("text/html");
}

/** React Router's data request of a page: its path with `.data` appended. */
function isDataRequest(pathname: string): boolean {
  return pathname.endsWith(".data");
}

/** What a data request is rendered with in place of a nonce. */
const NO_NONCE = "";

/** The page cache's key of an address: its path plus the query the page reads (shared/page-query.ts). */
export function pageKey(pathname: string, search: URLSearchParams): string {
  return pathname + pageQuery(pathname, search);
}

/**
 * Serves pages: documents come from the page cache, and are rendered once per key;
 * concurrent first requests for one key share that render. Other requests (data
 * requests, form posts) always go to React Router.
 */
export function servePages(render: RenderPage, pageCache: PageCache) {
  const rendering = new Map<string, Promise<Response>>();

  return async (c: Context<SecurityEnv>) => {
    if (!isDocumentRequest(c.req.method, c.req.header("Accept"))) {
      // A data request answers React Router's encoded data, never a document: it needs no
      // nonce, and without one its answer gets the policy that allows no inline code.
      const nonce = isDataRequest(c.req.path) ? NO_NONCE : c.get("cspNonce")();
      return render(c.req.raw, nonce, c);
    }

    const url = new URL(c.req.url);
    const key = pageKey(url.pathname, url.searchParams);
    const acceptEncoding = c.req.header("Accept-Encoding");
    const fromCache = () => {
      const page = pageCache.get(key);
      return page && variantResponse(pickVariant(page, acceptEncoding));
    };
    const cached = fromCache();
    if (cached) return cached;

    const pending = rendering.get(key);
    if (pending) {
      // Another request is rendering this page: answer from the cache once it is stored,
      // or render for ourselves when it was not kept (a 404, say).
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

    // The page is rendered for its path and the query it reads only, so what is kept
    // under the key is exactly what any request with that key would have got.
    async function renderAndStore(): Promise<Response> {
      const pageUrl = new URL(key, url);
      const request = new Request(pageUrl, { method: "GET", headers: c.req.raw.headers, signal: c.req.raw.signal });
      const response = await render(request, NONCE_PLACEHOLDER, c);
      return pageCache.store(key, response, c.get("cspNonce")(), acceptEncoding);
    }
  };
}
