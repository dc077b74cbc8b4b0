import path from "node:path";
import { pathToFileURL } from "node:url";
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { createAuthApi, loadJwtSecret } from "./auth";
import { openDatabase } from "./db";
import { readEnv } from "./env";
import { isHttpsRequest } from "./http/forwarded";
import { logLine } from "./log";
import { createMailOutbox } from "./mail/outbox";
import { createMailTransport } from "./mail/transport";
import { logProcessFailures } from "./process-failures";

const SHUTDOWN_GRACE_MS = 10_000;

logProcessFailures();
const env = readEnv();
const buildDir = path.resolve("build");
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;

// One reading of X-Forwarded-Proto for the whole server: HSTS and the auth cookies agree.
const isHttps = (request: Request) => isHttpsRequest(request, env.TRUSTED_PROXIES);

// The database is migrated before the first request is accepted.
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
const secret = await loadJwtSecret({ value: env.JWT_SECRET, dataDir: env.DATA_DIR });
// Mail waits in the database and goes out after the response (server/mail/outbox.ts).
const transport = createMailTransport({
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM,
  outboxDir: path.join(env.DATA_DIR, "outbox"),
  log: logLine,
});
const outbox = createMailOutbox({ db: database.db, transport, log: logLine });
outbox.wake(); // what waited while the server was down
const api = new Hono().route(
  "/auth",
  createAuthApi({
    db: database.db,
    secret,
    trustedProxies: env.TRUSTED_PROXIES,
    isHttps,
    mail: { outbox, origin: env.PUBLIC_ORIGIN },
  }),
);

const { app, keptPagesFirst } = createApp({
  build,
  clientDir: path.relative(process.cwd(), path.join(buildDir, "client")),
  api,
  isHttps,
  testHooks: env.ENABLE_TEST_HOOKS,
  trustedProxies: env.TRUSTED_PROXIES,
});

// Kept pages are answered before Hono sees the request; everything else goes to the app.
const server = createServer(keptPagesFirst(getRequestListener(app.fetch, { hostname: env.HOST })));
server.listen(env.PORT, env.HOST, () => {
  logLine({ event: "server.listening", port: env.PORT, url: `http://localhost:${env.PORT}` });
});

// Slow clients must not hold connections open: headers within 10 s, a request within 30 s.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;
server.keepAliveTimeout = 5_000;

/**
 * SIGTERM: stop accepting connections, let requests in flight finish, and close idle
 * keep-alive connections (server.close() alone would wait for them).
 */
function shutDown(signal: string) {
  logLine({ event: "server.stopping", signal });
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  deadline.unref();
  server.close(() => {
    clearInterval(idleSweep);
    clearTimeout(deadline);
    outbox
      .stop()
      .then(() => transport.close())
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

process.once("SIGTERM", () => shutDown("SIGTERM"));
process.once("SIGINT", () => shutDown("SIGINT"));
