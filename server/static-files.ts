import { readdirSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";
const PRECOMPRESSED = /\.(br|gz|zst)$/;

/** The URL paths of the files in a folder; the client build does not change while serving. */
function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || PRECOMPRESSED.test(entry.name)) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name));
    files.add(`/${relative.split(path.sep).join("/")}`);
  }
  return files;
}

function decodedPath(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath; // a malformed escape is no file of ours
  }
}

/**
 * Files of the client build: hashed assets cached for a year, everything else for an
 * hour. Text files come precompressed (brotli, gzip) from the build. The file list is
 * read once at start, so a page request never waits for the file system.
 */
export function staticFiles(clientDir: string): MiddlewareHandler {
  const files = listFiles(clientDir);
  const serve = serveStatic({
    root: clientDir,
    precompressed: true,
    onFound(filePath, c) {
      c.header("Cache-Control", filePath.includes("/assets/") ? IMMUTABLE : SHORT);
      c.header("Vary", "Accept-Encoding");
    },
  });
  return (c, next) => (files.has(decodedPath(c.req.path)) ? serve(c, next) : next());
}
