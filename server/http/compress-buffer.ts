import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * Brotli and gzip of a whole buffer, in the thread pool, so compressing never stalls the
 * responses of other requests. Kept pages (page-cache.ts) and JSON answers
 * (compression.ts) each choose their own quality.
 */
export const brotliBuffer = promisify(zlib.brotliCompress);
export const gzipBuffer = promisify(zlib.gzip);
