import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { pickEncoding } from "./http/accept-encoding";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

const PREFERRED_ENCODINGS = ["br", "gzip"] as const;

/**
 * Compresses generated responses (pages, JSON) with brotli or gzip. Static files are
 * compressed once at build time instead (scripts/compress-assets.mjs). Each chunk is
 * flushed, so a streamed page still arrives as it is written.
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

    const compressor =
      encoding === "br"
        ? zlib.createBrotliCompress({
            flush: zlib.constants.BROTLI_OPERATION_FLUSH,
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
          })
        : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 });
    const source = Readable.fromWeb(response.body as unknown as NodeReadableStream);
    const compressed = Readable.toWeb(source.pipe(compressor)) as unknown as ReadableStream;
    source.on("error", (error) => compressor.destroy(error));

    c.res = new Response(compressed, response);
    // Hono copies the old headers into the new response; fix the two that changed.
    c.res.headers.set("Content-Encoding", encoding);
    c.res.headers.delete("Content-Length");
  };
}
