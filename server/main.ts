// First of the server's own modules: it changes where V8 puts what the server allocates.
import "./memory-settings";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import type { ContractTermsSource } from "@shared/contract-terms";
import type { SiteSearch } from "@shared/search";
import { createApp } from "./app";
import { createMemberServices, loadJwtSecret } from "./api";
import { openDatabase } from "./db";
import { runStatement } from "./db/tables";
import { type Env, readEnv } from "./env";
import { isHttpsRequest } from "./http/forwarded";
import { createLifecycle } from "./lifecycle";
import { logLine, reloadLogLevel } from "./log";
import { createMailOutbox, createMailTransport } from "./mail";
import { logProcessFailures } from "./process-failures";
import { createLoggedServer } from "./request-log";
import { checkBeforeListening, warnOfOpenSetup, warnOfSmtpProblem } from "./startup-check";
import { EXIT_STATUS, StartupProblem } from "./startup-problem";

/** After the drain, requests still in flight get this long to finish. */
const SHUTDOWN_GRACE_MS = 10_000;
const READINESS_QUERY_TIMEOUT_MS = 2_000;

logProcessFailures();
let env: Env;
try {
  env = readEnv();
  // What can fail before listening is found before listening (startup-check.ts).
  await checkBeforeListening(env);
} catch (error) {
  // The operator's own settings: the message names the variable and says what to do.
  const problem = error instanceof StartupProblem ? error : undefined;
  logLine({
    level: "error",
    event: "server.cannot_start",
    variable: problem?.variable,
    reason: (error as Error).message,
  });
  process.exit(problem?.exitStatus ?? EXIT_STATUS.config);
}
reloadLogLevel();
warnOfOpenSetup(env);

const lifecycle = createLifecycle({
  // Asked only once ready, when `opened` below exists.
  databaseAnswers: async () => {
    const query = runStatement(opened.db, sql`select 1`).then(() => true);
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), READINESS_QUERY_TIMEOUT_MS));
    return Promise.race([query, timeout]);
  },
});

// Listening comes first: while the database opens and migrates, /healthz says the process
// is alive and /readyz (and every page) answers 503.
const server = createLoggedServer(lifecycle.listener, { trustedProxies: env.TRUSTED_PROXIES });
// Slow clients must not hold connections open: headers within 10 s, a request within 30 s.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;
server.keepAliveTimeout = 5_000;
server.listen(env.PORT, env.HOST, () => {
  logLine({ event: "server.listening", port: env.PORT, url: `http://localhost:${env.PORT}` });
});

const buildDir = path.resolve("build");
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
// The terms the contract confirmation carries, from the same Markdown as the legal page;
// the site's search, from the same index as the search page (GET /api/search).
const { contractTerms, siteSearch } = build.entry.module as {
  contractTerms?: ContractTermsSource;
  siteSearch?: SiteSearch;
};

// One reading of X-Forwarded-Proto for the whole server: HSTS and the auth cookies agree.
const isHttps = (request: Request) => isHttpsRequest(request, env.TRUSTED_PROXIES);

// The database is migrated before the first request is served.
const opened = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
const secret = await loadJwtSecret({ value: env.JWT_SECRET, dataDir: env.DATA_DIR });

// Mail waits in the database and goes out after the response (server/mail/outbox.ts).
const transport = createMailTransport({
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM,
  outboxDir: path.join(env.DATA_DIR, "outbox"),
  log: logLine,
});
const outbox = createMailOutbox({ db: opened.db, transport, log: logLine });
outbox.wake(); // what waited while the server was down
/** The end-to-end tests' stand-in for Stripe's API; never read without ENABLE_TEST_HOOKS. */
function testStripeHost() {
  if (!env.ENABLE_TEST_HOOKS || !env.STRIPE_API_URL) return {};
  const url = new URL(env.STRIPE_API_URL);
  return { host: url.hostname, port: Number(url.port), protocol: url.protocol === "http:" ? "http" : "https" } as const;
}
const { api, pageBearer, searchAnswers } = createMemberServices({
  db: opened.db,
  secret,
  trustedProxies: env.TRUSTED_PROXIES,
  isHttps,
  logger: (entry) => logLine({ ...entry }),
  mail: { outbox, origin: env.PUBLIC_ORIGIN },
  contractTerms,
  siteSearch,
  stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
  stripeApi: env.STRIPE_SECRET_KEY ? { secretKey: env.STRIPE_SECRET_KEY, ...testStripeHost() } : undefined,
});

const { app, fastPathsFirst } = createApp({
  build,
  clientDir: path.relative(process.cwd(), path.join(buildDir, "client")),
  api,
  pageBearer,
  isHttps,
  testHooks: env.ENABLE_TEST_HOOKS,
  trustedProxies: env.TRUSTED_PROXIES,
  searchAnswers,
});

// Build files, kept pages and kept search answers are answered before Hono sees the
// request; everything else goes to the app.
lifecycle.ready(fastPathsFirst(getRequestListener(app.fetch, { hostname: env.HOST })));
logLine({ event: "server.ready", database: opened.kind, mail: transport.kind });
// After the start, never holding it up: a wrong SMTP_URL is a warning (startup-check.ts).
// Not earlier: loading the build would hold up the event loop past the check's timeouts.
void warnOfSmtpProblem(env);

/**
 * SIGTERM: /readyz answers 503 at once and responses close their connections, while
 * requests are still served for DRAIN_SECONDS so the load balancer notices without a
 * visitor seeing an error. Then the listener closes, requests in flight finish (at most
 * SHUTDOWN_GRACE_MS), the outbox stops after the message it is sending, and the process exits.
 */
function shutDown(signal: string) {
  logLine({ event: "server.draining", signal, drainSeconds: env.DRAIN_SECONDS });
  lifecycle.drain();
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  setTimeout(() => {
    logLine({ event: "server.stopping", signal });
    const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    deadline.unref();
    server.close(() => {
      clearInterval(idleSweep);
      clearTimeout(deadline);
      outbox
        .stop()
        .then(() => transport.close())
        .then(() => opened.close())
        .finally(() => process.exit(0));
    });
  }, env.DRAIN_SECONDS * 1000);
}

process.once("SIGTERM", () => shutDown("SIGTERM"));
process.once("SIGINT", () => shutDown("SIGINT"));
