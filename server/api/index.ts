import { availableParallelism } from "node:os";
import { Hono } from "hono";
import { adminRoutes } from "../admin/routes";
import { type PageBearer, pageBearer } from "../auth";
import { authRoutes } from "../auth/routes";
import { cancellationRoutes } from "../cancellation/routes";
import { crmRoutes } from "../crm/routes";
import { insightRoutes } from "../insight/routes";
import { stripeRoutes, subscriptionRoutes } from "../payments/routes";
import { progressRoutes } from "../progress/routes";
import { SearchAnswerCache, searchRoutes } from "../search";
import { purgeOldAuditEntries } from "../crm";
import { createApiApp, type RouteTable } from "./app";
import { createPasswordHasher, deriveDeviceKey, secondFactorKey } from "../auth";
import { isHttpsRequest } from "../http/forwarded";
import {
  ACCESS_TOKEN_TTL_MS,
  HASH_QUEUE,
  MAX_BODY_BYTES,
  MIN_JWT_SECRET_BYTES,
  PASSWORD_HASHING,
  RATE_LIMITS,
  REFRESH_FAMILY_TTL_MS,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from "./constants";
import { requestIdOf } from "../http/request-id";
import { createHashQueue } from "./hash-queue";
import { emailFingerprinter, jsonLineLogger, logEntry } from "./log";
import type { ApiConfig, ApiDependencies, ApiOptions } from "./dependencies";

export type { ApiConfig, ApiOptions, Clock } from "./dependencies";
export type { AuthLogEntry, AuthLogger } from "./log";
export { loadJwtSecret, parseJwtSecret, type PageBearer } from "../auth";

/**
 * The API, to be mounted with `app.route("/api", createMemberApi(...))`: each feature
 * under its own path (its routes.ts), every one with the rules of createApiApp (app.ts). The account
 * under /auth, the member's lesson progress under /progress, the cancellation button's
 * call under /cancellations (no account needed), Stripe's events under /stripe, and the
 * owner's dashboard under /admin and /crm (admins only). Stateless apart from the
 * database: any number of copies can share one PostgreSQL.
 */
export function createMemberApi(options: ApiOptions): Hono {
  return createMemberServices(options).api;
}

/** The API and, for the site's pages, who a page request's member is (auth/page-session.ts). */
export function createMemberServices(options: ApiOptions): {
  api: Hono;
  pageBearer: PageBearer;
  searchAnswers?: SearchAnswerCache;
} {
  const deps = resolveDependencies(options);
  // One memory of search answers for the endpoint and the fast way in front of the app.
  const searchAnswers = options.siteSearch && new SearchAnswerCache(options.siteSearch);
  // Every feature's requests now and then clear what has expired in any of them.
  const mount = (routes: RouteTable) => createApiApp(deps, routes, [purgeOldAuditEntries]);
  const api = new Hono()
    .route("/auth", mount(authRoutes(deps)))
    .route("/progress", mount(progressRoutes(deps)))
    .route("/cancellations", mount(cancellationRoutes(deps)))
    .route("/admin", mount(adminRoutes(deps)))
    .route("/crm", mount(crmRoutes(deps)))
    .route("/insight", mount(insightRoutes(deps)))
    .route("/search", searchRoutes(searchAnswers))
    .route("/stripe", mount(stripeRoutes(deps)))
    .route("/subscriptions", mount(subscriptionRoutes(deps)));
  return { api, pageBearer: pageBearer(deps), searchAnswers };
}

/** Everything the route handlers need, built once from the options createMemberApi is given. */
function resolveDependencies(options: ApiOptions): ApiDependencies {
  if (options.secret.byteLength < MIN_JWT_SECRET_BYTES) {
    throw new Error(`The JWT secret must hold at least ${MIN_JWT_SECRET_BYTES} bytes.`);
  }
  const overrides = options.config ?? {};
  const config: ApiConfig = {
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    accessTokenTtlMs: ACCESS_TOKEN_TTL_MS,
    refreshFamilyTtlMs: REFRESH_FAMILY_TTL_MS,
    maxBodyBytes: MAX_BODY_BYTES,
    hashing: { ...PASSWORD_HASHING },
    hashQueue: {
      concurrency: Math.min(HASH_QUEUE.concurrency, availableParallelism()) || 1,
      maxQueued: HASH_QUEUE.maxQueued,
    },
    ...overrides,
    rateLimits: { ...RATE_LIMITS, ...overrides.rateLimits },
  };
  const { hashing } = config;
  if (
    hashing.memoryCost < PASSWORD_HASHING.memoryCost ||
    hashing.timeCost < PASSWORD_HASHING.timeCost ||
    hashing.parallelism < PASSWORD_HASHING.parallelism
  ) {
    throw new Error("Password hashing below OWASP's minimum (argon2id, 19 MiB, 2 passes, 1 lane) is not allowed.");
  }

  const clock = options.clock ?? (() => new Date());
  const logger = options.logger ?? jsonLineLogger;
  const trustedProxies = options.trustedProxies ?? 0;
  return {
    db: options.db,
    clock,
    log: (request, event) => logger(logEntry(event, clock(), requestIdOf(request))),
    config,
    tokens: {
      secret: options.secret,
      issuer: config.issuer,
      audience: config.audience,
      ttlMs: config.accessTokenTtlMs,
    },
    hasher: createPasswordHasher(hashing, createHashQueue(config.hashQueue)),
    trustedProxies,
    deviceKey: deriveDeviceKey(options.secret),
    emailFingerprint: emailFingerprinter(options.secret),
    secondFactorKey: secondFactorKey(options.secret),
    mail: options.mail,
    contractTerms: options.contractTerms,
    stripeWebhookSecret: options.stripeWebhookSecret,
    stripeApi: options.stripeApi,
    isHttps: options.isHttps ?? ((request) => isHttpsRequest(request, trustedProxies)),
  };
}
