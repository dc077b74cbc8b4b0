import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";

/**
 * Files of the client build: hashed assets cached for a year, everything else for an
 * hour. Text files come precompressed (brotli, gzip) from the build.
 */
export function staticFiles(clientDir: string): MiddlewareHandler {
  return serveStatic({
    root: clientDir,
    precompressed: true,
    onFound(path, c) {
      c.header("Cache-Control", path.includes("/assets/") ? IMMUTABLE : SHORT);
      c.header("Vary", "Accept-Encoding");
    },
  });
}
