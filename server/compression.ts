import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import zlib from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { pickEncoding } from "./http/accept-encoding";
import { brotliBuffer, gzipBuffer } from "./http/compress-buffer";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

const PREFERRED_ENCODINGS = ["br", "gzip"] as const;

const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * A JSON answer smaller than this goes out as it is: compressing a few hundred bytes saves
 * less than its own header, and costs more than the rest of the request.
 */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * The text of each JSON answer built with `c.json`, by answer. Its size is known then;
 * reading it back out of the answer would turn the body into a stream and back, which
 * costs a small API call such as GET /api/auth/me more than its database query.
 */
const jsonTexts = new WeakMap<Response, string>();

/** `c.json` as Hono builds it (the text as the body, JSON as the default type), keeping the text. */
function jsonKeepingText(c: Context): Context["json"] {
  // Hono's overloads type the answer by its format; at run time both are plain responses.
  const body = c.body as (text: string, arg?: number | ResponseInit, headers?: Record<string, string>) => Response;
  const json = (object: unknown, arg?: number | ResponseInit, headers?: Record<string, string>) => {
    const text = JSON.stringify(object);
    const response = body(text, arg, { "Content-Type": "application/json", ...headers });
    jsonTexts.set(response, text);
    return response;
  };
  return json as unknown as Context["json"];
}

/**
 * A JSON answer is built whole, so it is compressed whole: one buffer and one
 * Content-Length instead of three stream conversions and a chunked body. A small one goes
 * out as it is.
 */
async function compressJson(response: Response, encoding: "br" | "gzip"): Promise<Response> {
  const text = jsonTexts.get(response);
  if (text !== undefined && Buffer.byteLength(text) < MIN_COMPRESSED_BYTES) return response;
  const body = text === undefined ? Buffer.from(await response.arrayBuffer()) : Buffer.from(text);
  // A plain init (not the old answer) lets the server write the buffer as it is. Status and
  // headers only: the answer's other properties would make its body a stream after all.
  const init = { status: response.status, headers: response.headers };
  if (body.length < MIN_COMPRESSED_BYTES) return new Response(body, init);
  const compressed =
    encoding === "br"
      ? await brotliBuffer(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : await gzipBuffer(body, { level: GZIP_LEVEL });
  init.headers.set("Content-Encoding", encoding);
  return new Response(compressed, init);
}

/**
 * Compresses generated responses (pages, JSON) with brotli or gzip. Static files are
 * compressed once at build time instead (scripts/compress-assets.mjs). A page is
 * compressed as a stream and each chunk flushed, so it still arrives as it is written.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    c.json = jsonKeepingText(c);
    await next();
    const response = c.res;
    const type = response.headers.get("Content-Type") ?? "";
    // A response that says it varies by Accept-Encoding has chosen its form already (a cached page).
    const chosen =
      response.headers.has("Content-Encoding") || /accept-encoding/i.test(response.headers.get("Vary") ?? "");
    // Asking for a body makes one (a stream) where none was asked for yet: statuses first.
    if (chosen || !COMPRESSIBLE.test(type) || response.status === 204 || response.status === 304) return;
    response.headers.append("Vary", "Accept-Encoding");
    const encoding = pickEncoding(c.req.header("Accept-Encoding"), PREFERRED_ENCODINGS);
    if (!encoding || c.req.method === "HEAD") return;
    if (type.startsWith("application/json")) {
      const answer = await compressJson(response, encoding);
      // Setting c.res builds the answer anew around its body as a stream: only for a new one.
      if (answer !== response) c.res = answer;
      return;
    }
    if (!response.body) return;

    const compressor =
      encoding === "br"
        ? zlib.createBrotliCompress({
            flush: zlib.constants.BROTLI_OPERATION_FLUSH,
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
          })
        : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: GZIP_LEVEL });
    const source = Readable.fromWeb(response.body as unknown as NodeReadableStream);
    const compressed = Readable.toWeb(source.pipe(compressor)) as unknown as ReadableStream;
    source.on("error", (error) => compressor.destroy(error));

    c.res = new Response(compressed, response);
    // Hono copies the old headers into the new response; fix the two that changed.
    c.res.headers.set("Content-Encoding", encoding);
    c.res.headers.delete("Content-Length");
  };
}
