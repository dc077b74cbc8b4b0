import type { Context } from "hono";
import { pageQuery } from "@shared/page-query";
import type { createPageCache } from "./page-cache";
import { NONCE_PLACEHOLDER } from "./page-cache";
import type { SecurityEnv } from "./security-headers";

/**
 * Renders a request with React Router; `nonce` is the CSP nonce to put into the page, `c`
 * the visitor's request (which a cached render must not depend on).
 */
export type RenderPage = (request: Request, nonce: string, c: Context<SecurityEnv>) => Promise<Response>;

/**
 * Serves pages: documents (GET with Accept: text/html) come from the page cache, keyed by
 * path and the query the page reads (shared/page-query.ts), and are rendered once per
 * key; concurrent first requests for one key share that render. Other requests (data
 * requests, form posts) always go to React Router.
 */
export function servePages(render: RenderPage, pageCache: ReturnType<typeof createPageCache>) {
  const rendering = new Map<string, Promise<Response>>();

  return async (c: Context<SecurityEnv>) => {
    const nonce = c.get("cspNonce");
    const isDocument = c.req.method === "GET" && (c.req.header("Accept") ?? "").includes("text/html");
    if (!isDocument) return render(c.req.raw, nonce, c);

    const url = new URL(c.req.url);
    const key = url.pathname + pageQuery(url.pathname, url.searchParams);
    const acceptEncoding = c.req.header("Accept-Encoding");
    const cached = pageCache.get(key, nonce, acceptEncoding);
    if (cached) return cached;

    const pending = rendering.get(key);
    if (pending) {
      // Another request is rendering this page: answer from the cache once it is stored,
      // or render for ourselves when it was not kept (a 404, say).
      await pending.catch(() => undefined);
      return pageCache.get(key, nonce, acceptEncoding) ?? renderAndStore();
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
      return pageCache.store(key, response, nonce, acceptEncoding);
    }
  };
}
