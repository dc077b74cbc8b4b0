import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "./app";

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
  ["GET", "/login?mode=register&r=1", DOCUMENT],
  ["GET", "/login?mode=nonsense", DOCUMENT],
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

describe("kept pages answered in front of the app", () => {
  let viaFastPath: Server;
  let viaApp: Server;
  let handedOn = 0;

  beforeAll(async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), "kept-pages-"));
    writeFileSync(path.join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    // One app, so both servers share one page cache; one trusted proxy, for HSTS.
    const { app, keptPagesFirst } = createApp({
      build: standInBuild(),
      clientDir,
      isHttps: (request) => request.headers.get("x-forwarded-proto") === "https",
      trustedProxies: 1,
    });
    const appListener = getRequestListener(app.fetch);
    viaApp = await listen(appListener);
    viaFastPath = await listen(
      keptPagesFirst((request, response) => {
        handedOn++;
        return appListener(request, response);
      }),
    );
    // Fills the cache through the app.
    for (const [method, target, headers] of REQUESTS) await send(viaApp, method, target, headers);
  });

  afterAll(() => {
    viaApp.close();
    viaFastPath.close();
  });

  test("answers every request with the same status, headers and body as the app", async () => {
    handedOn = 0;
    for (const [method, target, headers] of REQUESTS) {
      const [fast, slow] = [
        await send(viaFastPath, method, target, headers),
        await send(viaApp, method, target, headers),
      ];
      expect(fast, `${method} ${target} ${JSON.stringify(headers)}`).toEqual(slow);
    }
    // The fast way did answer the kept pages (and handed the rest on).
    expect(handedOn).toBeGreaterThan(0);
    expect(handedOn).toBeLessThan(REQUESTS.length - 8);
  });

  test("a kept page carries its hash policy, and HSTS only for HTTPS visitors", async () => {
    const page = await send(viaFastPath, "GET", "/about", { Accept: "text/html" });
    expect(page.status).toBe(200);
    expect(page.body).toContain("<p>/about</p>");
    expect(page.body).not.toContain("nonce=");
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'sha256-[^']+' 'strict-dynamic' 'self'/);
    expect(page.headers["strict-transport-security"]).toBeUndefined();
    const secure = await send(viaFastPath, "GET", "/about", { Accept: "text/html", "X-Forwarded-Proto": "https" });
    expect(secure.headers["strict-transport-security"]).toContain("max-age=");
  });
});
