// The static baseline: bench/baseline/ served by node:http with the same compression
// behaviour as the site's static files (brotli q11 / gzip 9 twins prepared once, chosen by
// Accept-Encoding, files under 512 bytes sent as they are). Runs as its own process so
// that the load generator does not share its event loop. With `?headers=site` a document
// also carries the site's hardening headers (server/security-headers.ts): what they alone
// cost a page, Cross-Origin-Opener-Policy above all, which moves a page into a browsing
// context group and renderer of its own (docs/decisions/028-baseline-with-the-sites-headers.md).
//   PORT=4000 HOST=127.0.0.1 node --import tsx bench/baseline-server.mjs
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { HARDENING_HEADERS } from "../server/security-headers.ts";

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "baseline");
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};
const COMPRESSIBLE = /\.(html|css|txt)$/;
const MIN_BYTES = 512;

/** The site's own icon, so that the baseline's page costs the browser the same icon. */
const SITE_ICON = path.join(DIR, "../../public/favicon.ico");

/** URL path -> { type, identity, br, gzip, cacheControl } */
const files = new Map();
for (const file of [...readdirSync(DIR).map((name) => path.join(DIR, name)), SITE_ICON]) {
  const name = path.basename(file);
  const ext = path.extname(name);
  if (!TYPES[ext]) continue;
  const identity = readFileSync(file);
  const compress = COMPRESSIBLE.test(name) && identity.length >= MIN_BYTES;
  const entry = {
    type: TYPES[ext],
    identity,
    br: compress ? zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) : null,
    gzip: compress ? zlib.gzipSync(identity, { level: 9 }) : null,
    cacheControl: ext === ".html" ? "no-cache" : "public, max-age=3600",
  };
  files.set(`/${name}`, entry);
  if (name === "index.html") files.set("/", entry);
}

function pickEncoding(acceptEncoding = "") {
  const accepted = acceptEncoding.toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

const server = http.createServer((request, response) => {
  const { pathname, searchParams } = new URL(request.url, "http://baseline");
  if (pathname === "/healthz") {
    response.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    response.end('{"status":"ok"}');
    return;
  }
  const file = files.get(pathname);
  if (!file || (request.method !== "GET" && request.method !== "HEAD")) {
    response.writeHead(file ? 405 : 404, { "Content-Type": "text/plain; charset=utf-8" });
    response.end(file ? "Method Not Allowed" : "Not Found");
    return;
  }
  const encoding = file.br ? pickEncoding(request.headers["accept-encoding"]) : undefined;
  const body = encoding ? file[encoding] : file.identity;
  const headers = {
    "Content-Type": file.type,
    "Content-Length": body.length,
    "Cache-Control": file.cacheControl,
    "X-Content-Type-Options": "nosniff",
  };
  if (file.br) headers.Vary = "Accept-Encoding";
  if (searchParams.get("headers") === "site" && file.type.startsWith("text/html"))
    for (const [name, value] of HARDENING_HEADERS) headers[name] = value;
  if (encoding) headers["Content-Encoding"] = encoding;
  response.writeHead(200, headers);
  response.end(request.method === "HEAD" ? undefined : body);
});
server.keepAliveTimeout = 5_000;

const port = Number(process.env.PORT ?? 4000);
server.listen(port, process.env.HOST ?? "127.0.0.1", () => {
  console.log(JSON.stringify({ event: "baseline.listening", port: server.address().port }));
});
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
