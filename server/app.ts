import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createRequestHandler, type ServerBuild } from "react-router";
import { compressResponses } from "./compression";
import { deferHydration } from "./defer-hydration";
import { createPageCache, NONCE_PLACEHOLDER } from "./page-cache";
import { redirectToVisitorLanguage } from "./language-redirect";
import { type SecurityEnv, securityHeaders } from "./security-headers";
import { staticFiles } from "./static-files";

export interface AppOptions {
  /** React Router's server build (build/server/index.js). */
  build: ServerBuild;
  /** Folder of the client build (build/client). */
  clientDir: string;
  /** The JSON API, mounted under /api. */
  api?: Hono;
  /** Whether the visitor came over HTTPS (for HSTS and secure cookies). */
  isHttps: (request: Request) => boolean;
  testHooks?: boolean;
}

const PAGE_BODY_LIMIT_BYTES = 64 * 1024;

/** The whole site as one Hono app: wiring only; the logic lives in app/ and server/auth. */
export function createApp({ build, clientDir, api, isHttps, testHooks = false }: AppOptions) {
  const app = new Hono<SecurityEnv>();
  const handlePage = createRequestHandler(build, "production");

  app.use(securityHeaders(isHttps));
  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" }));
  // Browsers ask for /favicon.ico where no page names the icon (an image opened on its own).
  app.get("/favicon.ico", (c) => c.redirect("/favicon.svg", 301));

  app.use("/api/*", compressResponses());
  if (api) app.route("/api", api);
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

  app.use(staticFiles(clientDir));
  app.use(redirectToVisitorLanguage());
  app.use(compressResponses());
  app.use(
    bodyLimit({
      maxSize: PAGE_BODY_LIMIT_BYTES,
      onError: (c) => c.text("Payload Too Large", 413),
    }),
  );
  const pageCache = createPageCache({ rewrite: deferHydration });
  app.all("*", async (c) => {
    const nonce = c.get("cspNonce");
    // Documents are the same for every visitor of an address; data requests and other
    // methods always go to React Router.
    const cacheable = c.req.method === "GET" && (c.req.header("Accept") ?? "").includes("text/html");
    if (!cacheable) return handlePage(c.req.raw, { cspNonce: nonce, testHooks });
    const url = new URL(c.req.url);
    const key = url.pathname + url.search;
    const acceptEncoding = c.req.header("Accept-Encoding");
    const cached = pageCache.get(key, nonce, acceptEncoding);
    if (cached) return cached;
    const response = await handlePage(c.req.raw, { cspNonce: NONCE_PLACEHOLDER, testHooks });
    return pageCache.store(key, response, nonce, acceptEncoding);
  });

  return app;
}
