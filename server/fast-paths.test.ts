import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import type { SearchAnswer } from "@shared/search";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type AppOptions, createApp } from "./app";
import { SearchAnswerCache, searchRoutes } from "./search";

/**
 * A stand-in for React Router's build: one route that matches every path, and a document
 * renderer that answers a small page naming its address, with the response's nonce on an
 * inline script and stylesheet (the real build needs `npm run build`).
 */
function standInBuild(): ServerBuild {
  const component = () => null;
  return {
    entry: {
      module: {
        default: (
          request: Request,
          status: number,
          headers: Headers,
          _context: unknown,
          load: { cspNonce: string },
        ) => {
          headers.set("Content-Type", "text/html; charset=utf-8");
          const url = new URL(request.url);
          const body = `<!DOCTYPE html><html><head><style nonce="${load.cspNonce}">p{}</style></head><body><p>${url.pathname}${url.search}</p><script nonce="${load.cspNonce}">window.x=1</script></body></html>`;
          return new Response(body, { status, headers });
        },
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: component } },
      "routes/any": { id: "routes/any", parentId: "root", path: "*", module: { default: component } },
    },
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: {
        root: { id: "root", path: "", module: "/assets/root.js", hasAction: false, hasLoader: false },
        "routes/any": { id: "routes/any", parentId: "root", path: "*", module: "/assets/any.js" },
      },
      url: "/assets/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function listen(listener: RequestListener): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer(listener);
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}

/** One raw HTTP/1.1 request: the target goes out exactly as written. */
function send(server: Server, method: string, target: string, headers: Record<string, string>): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, method, path: target, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          // Responses the app renders carry a fresh nonce each; the rest must be equal.
          const { date: _date, ...rest } = response.headers;
          const policy = rest["content-security-policy"];
          if (typeof policy === "string")
            rest["content-security-policy"] = policy.replace(/'nonce-[^']+'/g, "'nonce-N'");
          const body = Buffer.concat(chunks)
            .toString("latin1")
            .replace(/nonce="[^"]*"/g, 'nonce="N"');
          resolve({ status: response.statusCode ?? 0, headers: rest, body });
        });
      },
    );
    request.on("error", reject);
    request.end();
  });
}

const DOCUMENT = { Accept: "text/html,application/xhtml+xml", "Accept-Encoding": "gzip, deflate, br, zstd" };

/** Requests for kept pages, and requests that some rule of the app acts on. */
const REQUESTS: [string, string, Record<string, string>][] = [
  ["GET", "/", DOCUMENT],
  ["GET", "/?r=12345&utm_source=mail", DOCUMENT],
  ["GET", "/about", DOCUMENT],
  ["GET", "/about", { ...DOCUMENT, "Accept-Encoding": "gzip" }],
  ["GET", "/about", { ...DOCUMENT, "Accept-Encoding": "br;q=0, gzip;q=0" }],
  ["GET", "/about", { Accept: "text/html" }],
  ["HEAD", "/about", DOCUMENT],
  ["GET", "/about", { ...DOCUMENT, "Accept-Language": "de-DE,de;q=0.9" }],
  ["GET", "/about", { ...DOCUMENT, "Accept-Language": "de-DE", Cookie: "language=english" }],
  ["GET", "/about", { ...DOCUMENT, Cookie: "other=1; language=german" }],
  ["GET", "/about", { ...DOCUMENT, "X-Forwarded-Proto": "https" }],
  ["GET", "/de/about", DOCUMENT],
  ["GET", "/de/about", { ...DOCUMENT, "Accept-Language": "de" }],
  // A page that is not kept (neither public nor shared): always handed on and rendered
  // (uncompressed here, so that its fresh nonce can be told from the rest of the answer).
  ["GET", "/admin/tags", { ...DOCUMENT, "Accept-Encoding": "identity" }],
  ["GET", "/login?mode=register&r=1", DOCUMENT],
  ["GET", "/member/account", { ...DOCUMENT, "Accept-Encoding": "identity", Cookie: "refresh_token=x" }],
  ["GET", "/About", DOCUMENT],
  ["GET", "/about/", DOCUMENT],
  ["GET", "//about", DOCUMENT],
  ["GET", "/./about", DOCUMENT],
  ["GET", "/x/../about", DOCUMENT],
  ["GET", "/%ff", DOCUMENT],
  ["GET", "/about", { Accept: "application/json" }],
  ["GET", "/favicon.svg", DOCUMENT],
  ["GET", "/api/nothing", DOCUMENT],
  ["GET", "/healthz", DOCUMENT],
];

/** Requests for files of the build, and for what only looks like one. */
const SCRIPT = "/assets/entry.client-AbC1.js";
const FILE_REQUESTS: [string, string, Record<string, string>][] = [
  ["GET", SCRIPT, { "Accept-Encoding": "gzip, deflate, br, zstd" }],
  ["GET", SCRIPT, { "Accept-Encoding": "gzip" }],
  ["GET", SCRIPT, { "Accept-Encoding": "br;q=0, gzip;q=0" }],
  ["GET", SCRIPT, {}],
  ["HEAD", SCRIPT, { "Accept-Encoding": "br" }],
  ["GET", `${SCRIPT}?v=2`, { "Accept-Encoding": "br" }],
  ["GET", SCRIPT, { "Accept-Encoding": "br", "X-Forwarded-Proto": "https" }],
  ["GET", "/assets/entry.client-AbC1%2Ejs", { "Accept-Encoding": "br" }],
  ["GET", "/assets/entry.client-abc1.js", {}],
  ["GET", "/assets/entry.client-AbC1.js.br", {}],
  ["GET", "//assets/entry.client-AbC1.js", {}],
  ["GET", "/x/../assets/entry.client-AbC1.js", {}],
  ["POST", SCRIPT, {}],
  ["GET", SCRIPT, { Host: "site.test:0" }],
  ["GET", "/favicon.svg", { Accept: "image/avif,image/webp,*/*" }],
  ["GET", "/favicon.svg", { "If-None-Match": 'W/"other", W/"x"' }],
  ["GET", "/images/event-01.webp", DOCUMENT],
  ["GET", "/images/event-01.webp", { ...DOCUMENT, "X-Forwarded-Proto": "https" }],
  ["GET", "/downloads/guide.pdf", DOCUMENT],
];

/** A build folder: a script with its brotli and gzip twins, a picture, an icon and a download. */
function clientFolder(): string {
  const clientDir = mkdtempSync(path.join(tmpdir(), "fast-paths-"));
  for (const folder of ["assets", "images", "downloads"]) mkdirSync(path.join(clientDir, folder));
  const script = Buffer.from(`console.log(${JSON.stringify("x".repeat(2000))});`);
  writeFileSync(path.join(clientDir, SCRIPT), script);
  writeFileSync(path.join(clientDir, `${SCRIPT}.br`), zlib.brotliCompressSync(script));
  writeFileSync(path.join(clientDir, `${SCRIPT}.gz`), zlib.gzipSync(script));
  writeFileSync(path.join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(path.join(clientDir, "images/event-01.webp"), Buffer.from("RIFF0000WEBPVP8 "));
  writeFileSync(path.join(clientDir, "downloads/guide.pdf"), "%PDF-1.4\n%%EOF\n");
  return clientDir;
}

/** One app served two ways: as it is, and with its fast ways in front, which count what they hand on to it. */
interface TwoWays {
  viaApp: Server;
  viaFastPath: Server;
  handedOn: number;
  close: () => void;
}

async function serveTwoWays(options: Pick<AppOptions, "api" | "searchAnswers"> = {}): Promise<TwoWays> {
  const clientDir = clientFolder();
  // One app, so both servers share one page cache; one trusted proxy, for HSTS.
  const { app, fastPathsFirst } = createApp({
    build: standInBuild(),
    clientDir,
    isHttps: (request) => request.headers.get("x-forwarded-proto") === "https",
    trustedProxies: 1,
    ...options,
  });
  const appListener = getRequestListener(app.fetch);
  const viaApp = await listen(appListener);
  const ways: TwoWays = { viaApp, viaFastPath: viaApp, handedOn: 0, close: () => {} };
  ways.viaFastPath = await listen(
    fastPathsFirst((request, response) => {
      ways.handedOn++;
      return appListener(request, response);
    }),
  );
  ways.close = () => {
    ways.viaApp.close();
    ways.viaFastPath.close();
    rmSync(clientDir, { recursive: true, force: true });
  };
  return ways;
}

/** Sends each request both ways and expects the same answer; answers how many of them the fast way handed on. */
async function expectSameAnswers(ways: TwoWays, requests: typeof REQUESTS): Promise<number> {
  ways.handedOn = 0;
  for (const [method, target, headers] of requests) {
    const [fast, slow] = [
      await send(ways.viaFastPath, method, target, headers),
      await send(ways.viaApp, method, target, headers),
    ];
    expect(fast, `${method} ${target} ${JSON.stringify(headers)}`).toEqual(slow);
  }
  return ways.handedOn;
}

describe("kept pages and build files answered in front of the app", () => {
  let ways: TwoWays;

  beforeAll(async () => {
    ways = await serveTwoWays();
    // Fills the cache through the app.
    for (const [method, target, headers] of REQUESTS) await send(ways.viaApp, method, target, headers);
  });

  afterAll(() => ways.close());

  test("answers every request with the same status, headers and body as the app", async () => {
    const handedOn = await expectSameAnswers(ways, REQUESTS);
    // The fast way did answer the kept pages (and handed the rest on).
    expect(handedOn).toBeGreaterThan(0);
    expect(handedOn).toBeLessThan(REQUESTS.length - 8);
  });

  test("a kept page carries its hash policy, and HSTS only for HTTPS visitors", async () => {
    const page = await send(ways.viaFastPath, "GET", "/about", { Accept: "text/html" });
    expect(page.status).toBe(200);
    expect(page.body).toContain("<p>/about</p>");
    expect(page.body).not.toContain("nonce=");
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'sha256-[^']+' 'strict-dynamic' 'self'/);
    expect(page.headers["strict-transport-security"]).toBeUndefined();
    const secure = await send(ways.viaFastPath, "GET", "/about", { Accept: "text/html", "X-Forwarded-Proto": "https" });
    expect(secure.headers["strict-transport-security"]).toContain("max-age=");
  });

  test("answers every request for a file with the same status, headers and body as the app", async () => {
    // Handed on: the wrong spelling, the twin itself, "//", the dot segment, the POST, the odd host.
    expect(await expectSameAnswers(ways, FILE_REQUESTS)).toBe(6);
  });

  test("a script is sent compressed as built, with no more headers than a script needs", async () => {
    const brotli = await send(ways.viaFastPath, "GET", SCRIPT, { "Accept-Encoding": "gzip, br" });
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(Buffer.from(brotli.body, "latin1")).toString()).toContain("console.log");
    expect(brotli.headers).toMatchObject({
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
    });
    // A policy, framing and referrer rules act on documents only; a year-long cache needs no validator.
    for (const name of ["content-security-policy", "x-frame-options", "referrer-policy", "etag", "last-modified"])
      expect(brotli.headers[name], name).toBeUndefined();
    const plain = await send(ways.viaFastPath, "GET", SCRIPT, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("console.log");
    const head = await send(ways.viaFastPath, "HEAD", SCRIPT, { "Accept-Encoding": "br" });
    expect(head.headers["content-length"]).toBe(brotli.headers["content-length"]);
    expect(head.body).toBe("");
  });

  test("what a browser may show as a page keeps the page's protection; a picture gets the image viewer's policy", async () => {
    const icon = await send(ways.viaFastPath, "GET", "/favicon.svg", {});
    expect(icon.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(icon.headers["x-frame-options"]).toBe("DENY");
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    const download = await send(ways.viaFastPath, "GET", "/downloads/guide.pdf", {});
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    const picture = await send(ways.viaFastPath, "GET", "/images/event-01.webp", { "X-Forwarded-Proto": "https" });
    expect(picture.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(picture.headers["strict-transport-security"]).toContain("max-age=");
    expect(icon.headers["strict-transport-security"]).toBeUndefined();
  });

  test("a file cached for an hour is asked again with its tag and answered 304 while unchanged", async () => {
    const icon = await send(ways.viaFastPath, "GET", "/favicon.svg", {});
    const etag = String(icon.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    const again = await send(ways.viaFastPath, "GET", "/favicon.svg", { "If-None-Match": `"x", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["content-security-policy"]).toBe(icon.headers["content-security-policy"]);
    const other = await send(ways.viaFastPath, "GET", "/favicon.svg", { "If-None-Match": 'W/"other"' });
    expect(other.status).toBe(200);
  });
});

/**
 * A stand-in for the site's search: "long" answers with enough text to be sent compressed,
 * anything else with a short answer sent as it is.
 */
function standInSearch(asked: string, language: string): SearchAnswer {
  const text = asked === "long" ? "Hebelwirkung ".repeat(200) : asked;
  return { query: asked, cut: false, results: [{ href: `/${language}`, title: [{ text }], where: [], snippet: [] }] };
}

const JSON_ASKED = { Accept: "*/*", "Accept-Encoding": "gzip, deflate, br, zstd" };

/** Searches as the typing asks for them, and requests the app refuses or that only look like one. */
const SEARCH_REQUESTS: [string, string, Record<string, string>][] = [
  ["GET", "/api/search?q=long&lang=de", JSON_ASKED],
  ["GET", "/api/search?q=long&lang=de", { ...JSON_ASKED, "Accept-Encoding": "gzip" }],
  ["GET", "/api/search?q=long&lang=de", { Accept: "*/*" }],
  ["HEAD", "/api/search?q=long&lang=de", JSON_ASKED],
  ["GET", "/api/search?q=long&lang=de", { ...JSON_ASKED, "X-Forwarded-Proto": "https" }],
  ["GET", "/api/search?lang=en&q=B%C3%B6rse+API", JSON_ASKED],
  ["GET", "/api/search?lang=en", JSON_ASKED],
  // Handed on: refused by the app, or not the plain form of the address.
  ["GET", "/api/search?q=a&q=b&lang=en", JSON_ASKED],
  ["GET", "/api/search?q=long", JSON_ASKED],
  ["GET", "/api/search?q=long&lang=fr", { ...JSON_ASKED, "X-User-Language": "de" }],
  ["GET", "/api/search?q=long&lang=de&lang=de", JSON_ASKED],
  ["POST", "/api/search?q=long&lang=de", JSON_ASKED],
  ["GET", "/api/search/?q=long&lang=de", JSON_ASKED],
  ["GET", "/api/search?q=%22long%22&lang=de#x", JSON_ASKED],
  ["GET", "/api/search?q=long&lang=de", { ...JSON_ASKED, Host: "site.test:0" }],
];
/** How many of SEARCH_REQUESTS the fast way answers once the app has kept their answers. */
const KEPT_SEARCHES = 7;

describe("kept search answers sent in front of the app", () => {
  let ways: TwoWays;

  beforeAll(async () => {
    const searchAnswers = new SearchAnswerCache(standInSearch);
    ways = await serveTwoWays({ api: new Hono().route("/search", searchRoutes(searchAnswers)), searchAnswers });
  });

  afterAll(() => ways.close());

  test("a new search goes to the app; once its answer is kept, the fast way sends the same answer", async () => {
    ways.handedOn = 0;
    const first = await send(ways.viaFastPath, "GET", "/api/search?q=long&lang=en", JSON_ASKED);
    expect(ways.handedOn).toBe(1);
    const again = await send(ways.viaFastPath, "GET", "/api/search?q=long&lang=en", JSON_ASKED);
    expect(ways.handedOn).toBe(1);
    expect(again).toEqual(first);
    expect(again.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(Buffer.from(again.body, "latin1")).toString())).toMatchObject({
      query: "long",
    });
  });

  test("answers every search with the same status, headers and body as the app", async () => {
    // The app keeps the answers (and their compressed forms) first.
    for (const [method, target, headers] of SEARCH_REQUESTS) await send(ways.viaApp, method, target, headers);
    expect(await expectSameAnswers(ways, SEARCH_REQUESTS)).toBe(SEARCH_REQUESTS.length - KEPT_SEARCHES);
  });

  test("a kept answer carries the API's protection, and HSTS only for HTTPS visitors", async () => {
    const plain = await send(ways.viaFastPath, "GET", "/api/search?q=long&lang=de", JSON_ASKED);
    expect(plain.headers).toMatchObject({
      "content-type": "application/json",
      "cache-control": "public, max-age=300",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
    });
    expect(plain.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const secure = await send(ways.viaFastPath, "GET", "/api/search?q=long&lang=de", {
      ...JSON_ASKED,
      "X-Forwarded-Proto": "https",
    });
    expect(secure.headers["strict-transport-security"]).toContain("max-age=");
  });
});
