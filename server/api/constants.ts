import { CREDENTIAL_RULES } from "@shared/credential-rules";

/**
 * Every number of the auth server in one place; the account form's limits come from
 * shared/credential-rules.ts, which the browser's checks share. createMemberApi takes
 * overrides through its config (tests use that; production runs on these).
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const ACCESS_TOKEN_TTL_MS = 15 * MINUTE;
/** A refresh family lives this long from sign-in; rotating its token does not extend it. */
export const REFRESH_FAMILY_TTL_MS = 30 * DAY;

export const TOKEN_ISSUER = "profit-scout";
export const TOKEN_AUDIENCE = "profit-scout-api";
/** The JWT `typ` header of access tokens (RFC 9068), checked when verifying. */
export const ACCESS_TOKEN_TYPE = "at+jwt";
export const MIN_JWT_SECRET_BYTES = 32;

/**
 * The cookie names live in shared/storage-keys.ts (the privacy policy must name each).
 * The refresh cookie's earlier HTTPS name, at the earlier path: no longer read, cleared
 * when a browser still sends it.
 */
export const LEGACY_HTTPS_REFRESH_COOKIE = "__Secure-refresh_token";
export const LEGACY_REFRESH_COOKIE_PATH = "/api/auth";
/**
 * How long a refresh token that was just replaced still tells a page who its member is
 * (server/auth/page-session.ts): a page request may have left before the answer of a
 * refresh in flight set the new cookie.
 */
export const PAGE_ROTATION_GRACE_MS = 30_000;
/** The device cookie (see README): Path=/api/auth, SameSite=Strict, kept this long after the last sign-in. */
export const DEVICE_COOKIE_PATH = "/api/auth";
export const DEVICE_COOKIE_TTL_MS = 365 * DAY;

/** Request bodies larger than this are refused with 413. */
export const MAX_BODY_BYTES = 16 * 1024;

/** Password rules: NIST SP 800-63B style, counted in code points after NFKC. */
export const PASSWORD_MIN_CODE_POINTS = CREDENTIAL_RULES.passwordMinCodePoints;
export const PASSWORD_MAX_CODE_POINTS = CREDENTIAL_RULES.passwordMaxCodePoints;
export const NAME_MAX_CODE_POINTS = CREDENTIAL_RULES.nameMaxCodePoints;
export const EMAIL_MAX_LENGTH = CREDENTIAL_RULES.emailMaxLength;

/** argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane); stored hashes below it are re-hashed at sign-in. */
export const PASSWORD_HASHING = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashing runs on libuv's thread pool; this many at once, this many waiting, then 503. */
export const HASH_QUEUE = { concurrency: 2, maxQueued: 64 } as const;
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** The share of requests that also delete expired rate-limit counters. */
export const PURGE_PROBABILITY = 0.01;

export interface WindowLimit {
  limit: number;
  windowMs: number;
}

export interface InRowLimit {
  threshold: number;
  lockoutMs: number;
  forgetAfterMs: number;
}

export interface RateLimits {
  /** Failed sign-ins in a row for one e-mail from one address (browsers without a device cookie) before the lockout. */
  loginFailuresPerEmailAndAddress: InRowLimit;
  /** Failed sign-ins for one e-mail from all browsers without a device cookie together. */
  loginFailuresPerEmail: WindowLimit;
  /** Failed sign-ins in a row from one browser holding a device cookie for the e-mail. */
  loginFailuresPerDevice: InRowLimit;
  /** Sign-in attempts from one address, successful or not. */
  loginsPerAddress: WindowLimit;
  registrationsPerAddress: WindowLimit;
  refreshesPerAddress: WindowLimit;
  /** Requests for a password-reset link from one address, and for one e-mail from all addresses. */
  passwordResetsPerAddress: WindowLimit;
  passwordResetsPerEmail: WindowLimit;
  /** Attempts to use a reset link from one address (a link cannot be guessed; this keeps trying cheap to refuse). */
  passwordResetConfirmsPerAddress: WindowLimit;
  /** Password checks of a signed-in member (changing the password or the e-mail address, deleting the account). */
  passwordChecksPerMember: WindowLimit;
  /** Requests to change the e-mail address (each mails a link) from one address, and of one member. */
  emailChangesPerAddress: WindowLimit;
  emailChangesPerMember: WindowLimit;
  /** Requests naming one new address (each mails it a link), counted per mailbox (rate-limit.ts mailboxKey). */
  emailChangesPerNewEmail: WindowLimit;
  /** Attempts to use an e-mail change link (checking or confirming it) from one address. */
  emailChangeConfirmsPerAddress: WindowLimit;
  /** Links that confirm the account's address, sent again on the member's request. */
  addressConfirmsPerMember: WindowLimit;
  /** Attempts to use an address-confirmation link (checking or confirming it) from one address. */
  addressConfirmLinksPerAddress: WindowLimit;
  /** Reads and writes of the lesson progress of one member. */
  progressCallsPerMember: WindowLimit;
  /** Cancellations sent from one address, and naming one e-mail address (each mails a receipt). */
  cancellationsPerAddress: WindowLimit;
  cancellationsPerEmail: WindowLimit;
}

export const RATE_LIMITS: RateLimits = {
  loginFailuresPerEmailAndAddress: { threshold: 10, lockoutMs: 15 * MINUTE, forgetAfterMs: DAY },
  loginFailuresPerEmail: { limit: 50, windowMs: HOUR },
  loginFailuresPerDevice: { threshold: 10, lockoutMs: 15 * MINUTE, forgetAfterMs: DAY },
  loginsPerAddress: { limit: 100, windowMs: 15 * MINUTE },
  registrationsPerAddress: { limit: 10, windowMs: HOUR },
  refreshesPerAddress: { limit: 300, windowMs: 15 * MINUTE },
  passwordResetsPerAddress: { limit: 10, windowMs: HOUR },
  passwordResetsPerEmail: { limit: 3, windowMs: HOUR },
  passwordResetConfirmsPerAddress: { limit: 30, windowMs: HOUR },
  passwordChecksPerMember: { limit: 10, windowMs: 15 * MINUTE },
  emailChangesPerAddress: { limit: 10, windowMs: HOUR },
  emailChangesPerMember: { limit: 3, windowMs: HOUR },
  emailChangesPerNewEmail: { limit: 3, windowMs: HOUR },
  emailChangeConfirmsPerAddress: { limit: 30, windowMs: HOUR },
  addressConfirmsPerMember: { limit: 3, windowMs: HOUR },
  addressConfirmLinksPerAddress: { limit: 30, windowMs: HOUR },
  // A playing video reports its position about every 15 s (240 an hour), plus a read on
  // every page load: a member watching all day stays far below this.
  progressCallsPerMember: { limit: 1200, windowMs: HOUR },
  cancellationsPerAddress: { limit: 10, windowMs: HOUR },
  cancellationsPerEmail: { limit: 5, windowMs: HOUR },
};

/** How long a mailed link (password reset, e-mail change) can be used. */
export const ACCOUNT_LINK_TTL_MS = 30 * MINUTE;
/** How long the link that confirms an account's address (in the welcome mail, or sent again) can be used. */
export const ADDRESS_CONFIRM_TTL_MS = 24 * HOUR;

/**
 * IPv6: the per-address limits count each /64 at their limit, and in addition each /56 (a
 * household's or small customer's delegation) and each /48 (a site) at these multiples of
 * it, so that a whole prefix of addresses cannot spread its attempts over many /64s.
 */
export const IPV6_WIDER_NETWORKS = [
  { prefixLength: 56, factor: 4 },
  { prefixLength: 48, factor: 16 },
] as const;
