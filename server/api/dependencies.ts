import { availableParallelism } from "node:os";
import type { Database } from "../db";
import { isHttpsRequest } from "../http/forwarded";
import { type StripeApiSettings } from "../payments";
import type { AccessTokenSettings } from "./access-token";
import {
  type AccountMail,
  deriveDeviceKey,
  secondFactorKey,
  createPasswordHasher,
  type HashingParameters,
  type PasswordHasher,
} from "../auth";
import { type AuthEvent, type AuthLogger, emailFingerprinter, jsonLineLogger, logEntry } from "./log";
import {
  ACCESS_TOKEN_TTL_MS,
  HASH_QUEUE,
  MAX_BODY_BYTES,
  MIN_JWT_SECRET_BYTES,
  PASSWORD_HASHING,
  RATE_LIMITS,
  type RateLimits,
  REFRESH_FAMILY_TTL_MS,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from "./constants";
import { createHashQueue } from "./hash-queue";

export type Clock = () => Date;

/** Settings createMemberApi accepts overrides for; the defaults are constants.ts. */
export interface ApiConfig {
  issuer: string;
  audience: string;
  accessTokenTtlMs: number;
  refreshFamilyTtlMs: number;
  maxBodyBytes: number;
  /** argon2id cost; never below OWASP's minimum (PASSWORD_HASHING). */
  hashing: HashingParameters;
  hashQueue: { concurrency: number; maxQueued: number };
  rateLimits: RateLimits;
}

export interface ApiOptions {
  db: Database;
  /** The access-token key, at least 32 bytes (see loadJwtSecret). */
  secret: Uint8Array;
  clock?: Clock;
  logger?: AuthLogger;
  /** How many reverse proxies in front may be trusted for X-Forwarded-For (env TRUSTED_PROXIES). */
  trustedProxies?: number;
  /** Whether a request came over HTTPS (Secure cookie); default: the URL, or X-Forwarded-Proto behind a trusted proxy. */
  isHttps?: (request: Request) => boolean;
  config?: Partial<Omit<ApiConfig, "rateLimits">> & { rateLimits?: Partial<RateLimits> };
  /** Where account mails (welcome, password reset) go; without it none are sent. */
  mail?: AccountMail;
  /** Stripe's signing secret of the webhook endpoint (`whsec_…`); without it the endpoint answers 503. */
  stripeWebhookSecret?: string;
  /** Stripe's API, to end a cancelled subscription with its period; without it the owner does that in Stripe. */
  stripeApi?: StripeApiSettings;
}

/** Everything the route handlers need, resolved once. */
export interface ApiDependencies {
  db: Database;
  clock: Clock;
  log: (event: AuthEvent) => void;
  config: ApiConfig;
  tokens: AccessTokenSettings;
  hasher: PasswordHasher;
  trustedProxies: number;
  isHttps: (request: Request) => boolean;
  /** The HMAC key of device cookies, derived from the secret. */
  deviceKey: Buffer;
  /** The key that encrypts second-factor secrets, derived from the secret (second-factor.ts). */
  secondFactorKey: Buffer;
  /** An e-mail's keyed fingerprint for log lines (log.ts). */
  emailFingerprint: (email: string) => string;
  mail?: AccountMail;
  stripeWebhookSecret?: string;
  stripeApi?: StripeApiSettings;
}

export function resolveDependencies(options: ApiOptions): ApiDependencies {
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
    log: (event) => logger(logEntry(event, clock())),
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
    stripeWebhookSecret: options.stripeWebhookSecret,
    stripeApi: options.stripeApi,
    isHttps: options.isHttps ?? ((request) => isHttpsRequest(request, trustedProxies)),
  };
}
