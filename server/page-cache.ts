import zlib from "node:zlib";
import { isKeptPage } from "@shared/public-pages";
import { pickEncoding } from "./http/accept-encoding";
import { brotliBuffer, gzipBuffer } from "./http/compress-buffer";
import { inlineHashes } from "./inline-hashes";
import { hashedContentSecurityPolicy } from "./security-headers";

/**
 * Rendered public pages kept in memory: every visitor of a language gets the same HTML, so
 * such a page is rendered once per address and served from here after that. Only the
 * pages of shared/public-pages.ts are ever kept (docs/decisions/034); every other page is
 * only answered.
 *
 * A kept page is bytes: compressed once when it is stored (brotli and gzip at their best
 * settings, and the plain text), each with every header it is sent with, its
 * Content-Security-Policy included. Its inline scripts and stylesheet are allowed by
 * their hashes, so a response changes nothing in the page: it picks a form by
 * Accept-Encoding and sends the stored buffer (docs/decisions/011).
 *
 * Pages are rendered with a placeholder nonce; a kept page loses it, a page that is not
 * kept (a 404, a page that sets a cookie) gets the response's own nonce instead.
 */
export const NONCE_PLACEHOLDER = "cspNoncePlaceholder0000000000";

/** One stored form of a page: the bytes and every header that goes with them. */
export interface PageVariant {
  status: number;
  headers: readonly (readonly [string, string])[];
  body: Buffer;
}

export interface CachedPage {
  br: PageVariant;
  gzip: PageVariant;
  identity: PageVariant;
}

const PREFERRED_ENCODINGS = ["br", "gzip"] as const;

/** The form of a page that this Accept-Encoding asks for (server/http/accept-encoding.ts). */
export function pickVariant(page: CachedPage, acceptEncoding: string | null | undefined): PageVariant {
  return page[pickEncoding(acceptEncoding, PREFERRED_ENCODINGS) ?? "identity"];
}

export function variantResponse({ status, headers, body }: PageVariant): Response {
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
    status,
    headers: headers as [string, string][],
  });
}

/** Headers of the rendered response that a stored form replaces with its own (Vary: extended). */
const REPLACED = new Set(["content-length", "content-encoding", "content-security-policy", "vary"]);

/** Compresses in the thread pool: a first render must not stall the responses of kept pages. */
async function toPage(html: string, response: Response): Promise<CachedPage> {
  const text = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotliBuffer(text, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }),
    gzipBuffer(text, { level: 9 }),
  ]);
  const common: [string, string][] = [
    ...[...response.headers].filter(([name]) => !REPLACED.has(name)),
    ["Content-Security-Policy", hashedContentSecurityPolicy(inlineHashes(html))],
  ];
  const vary = response.headers.get("Vary");
  common.push(["Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding"]);
  const variant = (body: Buffer, encoding?: string): PageVariant => ({
    status: response.status,
    headers: [
      ...common,
      ...(encoding ? [["Content-Encoding", encoding] as [string, string]] : []),
      ["Content-Length", String(body.length)],
    ],
    body,
  });
  return { br: variant(br, "br"), gzip: variant(gz, "gzip"), identity: variant(text) };
}

export interface PageCacheOptions {
  maxEntries?: number;
  /** Applied once to each rendered page before it is answered and kept. */
  rewrite?: (html: string) => string;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache({ maxEntries = 500, rewrite = (html) => html }: PageCacheOptions = {}) {
  const pages = new Map<string, CachedPage>();

  /** Answers a response rendered with the placeholder nonce once, with this response's nonce, keeping nothing. */
  async function answer(response: Response, nonce: string): Promise<Response> {
    if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
    return new Response(rewrite(await response.text()).replaceAll(NONCE_PLACEHOLDER, nonce), response);
  }

  return {
    answer,
    /** The kept page of this key (path plus the query it reads), if any. */
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      // Least recently used goes first: re-insert to mark as recent.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    /**
     * Answers a response rendered with the placeholder nonce, and keeps it when it is a
     * public page's (the key's path is one of shared/public-pages.ts) and a successful,
     * cookie-free HTML page that allows storing. Other pages (any other page, 404s: any
     * address can be asked for) are answered once with this response's nonce and not kept.
     */
    async store(key: string, response: Response, nonce: string, acceptEncoding?: string | null): Promise<Response> {
      if (!isKeptPage(key.replace(/\?.*$/, ""))) return answer(response, nonce);
      if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
      const body = rewrite(await response.text());
      const withoutNonce = body.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, "");
      // A page that uses the nonce other than as an attribute cannot go without it.
      // A page that says no-store (the cancellation page: its form's answer repeats what
      // was sent) is never kept.
      const cacheable =
        response.status === 200 &&
        !response.headers.has("Set-Cookie") &&
        !/\bno-store\b/i.test(response.headers.get("Cache-Control") ?? "") &&
        !withoutNonce.includes(NONCE_PLACEHOLDER);
      if (!cacheable) return new Response(body.replaceAll(NONCE_PLACEHOLDER, nonce), response);
      const page = await toPage(withoutNonce, response);
      pages.set(key, page);
      if (pages.size > maxEntries) pages.delete(pages.keys().next().value as string);
      return variantResponse(pickVariant(page, acceptEncoding));
    },
  };
}
