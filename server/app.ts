import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createRequestHandler, type ServerBuild } from "react-router";
import { canonicalPaths } from "./canonical-path";
import { compressResponses } from "./compression";
import { deferHydration } from "./defer-hydration";
import { createPageCache } from "./page-cache";
import { servePages } from "./pages";
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

  app.use(canonicalPaths());
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
  app.all("*", servePages((request, nonce) => handlePage(request, { cspNonce: nonce, testHooks }), pageCache));

  return app;
}
