import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";
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
 * A JSON answer is built whole, so it is compressed whole: one buffer and one
 * Content-Length instead of three stream conversions and a chunked body, which cost a
 * small API call such as GET /api/auth/me more than its database query.
 */
async function compressWhole(response: Response, encoding: "br" | "gzip"): Promise<Response> {
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length < MIN_COMPRESSED_BYTES) {
    const plain = new Response(body, response);
    plain.headers.set("Content-Length", String(body.length));
    return plain;
  }
  const compressed =
    encoding === "br"
      ? await brotliBuffer(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : await gzipBuffer(body, { level: GZIP_LEVEL });
  const answer = new Response(compressed, response);
  answer.headers.set("Content-Encoding", encoding);
  answer.headers.set("Content-Length", String(compressed.length));
  return answer;
}

/**
 * Compresses generated responses (pages, JSON) with brotli or gzip. Static files are
 * compressed once at build time instead (scripts/compress-assets.mjs). A page is
 * compressed as a stream and each chunk flushed, so it still arrives as it is written.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get("Content-Type") ?? "";
    // A response that says it varies by Accept-Encoding has chosen its form already (a cached page).
    const chosen =
      response.headers.has("Content-Encoding") || /accept-encoding/i.test(response.headers.get("Vary") ?? "");
    if (!response.body || chosen || !COMPRESSIBLE.test(type)) return;
    response.headers.append("Vary", "Accept-Encoding");
    const encoding = pickEncoding(c.req.header("Accept-Encoding"), PREFERRED_ENCODINGS);
    if (!encoding || c.req.method === "HEAD") return;
    if (type.startsWith("application/json")) {
      c.res = await compressWhole(response, encoding);
      return;
    }

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
