/**
 * Rendered pages kept in memory: every visitor of a language gets the same HTML, so a
 * page is rendered once per address and served from here after that. The CSP nonce is
 * the one part that differs per response: pages are rendered with a placeholder that is
 * replaced by each response's fresh nonce.
 */
export const NONCE_PLACEHOLDER = "cspNoncePlaceholder0000000000";

interface CachedPage {
  body: string;
  status: number;
  headers: [string, string][];
}

export function createPageCache(maxEntries = 500) {
  const pages = new Map<string, CachedPage>();

  function respond(page: CachedPage, nonce: string): Response {
    return new Response(page.body.replaceAll(NONCE_PLACEHOLDER, nonce), { status: page.status, headers: page.headers });
  }

  return {
    /** The cached page for this address, answered with this response's nonce. */
    get(key: string, nonce: string): Response | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      // Least recently used goes first: re-insert to mark as recent.
      pages.delete(key);
      pages.set(key, page);
      return respond(page, nonce);
    },
    /**
     * Answers a response rendered with the placeholder nonce, and keeps it when it is a
     * successful, cookie-free HTML page. Other pages (404s: any address can be asked for)
     * are answered once and not kept.
     */
    async store(key: string, response: Response, nonce: string): Promise<Response> {
      if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
      const page = { body: await response.text(), status: response.status, headers: [...response.headers] };
      const cacheable = response.status === 200 && !response.headers.has("Set-Cookie");
      if (!cacheable) return respond(page, nonce);
      pages.set(key, page);
      if (pages.size > maxEntries) pages.delete(pages.keys().next().value as string);
      return respond(page, nonce);
    },
  };
}
