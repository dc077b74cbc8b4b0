import type { ContractTermsSource } from "@shared/contract-terms";
import type { SiteSearch } from "@shared/search";
import type { Database } from "../db";
import type { AccountMail, HashingParameters, PasswordHasher } from "../auth";
import type { StripeApiSettings } from "../payments";
import type { AccessTokenSettings } from "./access-token";
import type { RateLimits } from "./constants";
import type { AuthEvent, AuthLogger } from "./log";

export type Clock = () => Date;

/** Settings createMemberApi accepts overrides for; the defaults are constants.ts (resolved in index.ts). */
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
  /** The terms the contract confirmation carries in full (the app's server entry renders them). */
  contractTerms?: ContractTermsSource;
  /** Stripe's signing secret of the webhook endpoint (`whsec_…`); without it the endpoint answers 503. */
  stripeWebhookSecret?: string;
  /** Stripe's API, to end a cancelled subscription with its period; without it the owner does that in Stripe. */
  stripeApi?: StripeApiSettings;
  /** The site's search (the app's server entry), answered at /api/search; without it that is a 404. */
  siteSearch?: SiteSearch;
}

/** Everything the route handlers need, resolved once. */
export interface ApiDependencies {
  db: Database;
  clock: Clock;
  /** Logs `event` as caused by `request`, whose id the line carries. */
  log: (request: Request, event: AuthEvent) => void;
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
  contractTerms?: ContractTermsSource;
  stripeWebhookSecret?: string;
  stripeApi?: StripeApiSettings;
}
