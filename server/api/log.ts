import { createHmac, hkdfSync } from "node:crypto";

/**
 * Auth events as structured log lines: one JSON object per line on stdout by default. No
 * entry ever holds a password or a token; e-mail addresses appear only as a short hash
 * (people type passwords into the e-mail field), enough to follow one address's attempts.
 */
export type AuthEventName =
  | "auth.register"
  | "auth.register_refused"
  | "auth.login_succeeded"
  | "auth.login_failed"
  | "auth.lockout"
  | "auth.rate_limited"
  | "auth.refresh_failed"
  | "auth.token_reuse"
  | "auth.logout"
  | "auth.password_reset_requested"
  | "auth.password_reset"
  | "auth.password_reset_refused"
  | "auth.profile_changed"
  | "auth.password_changed"
  | "auth.password_check_failed"
  | "auth.logout_everywhere"
  | "auth.data_exported"
  | "auth.account_deleted"
  | "auth.email_change_requested"
  | "auth.email_change_refused"
  | "auth.email_changed"
  | "auth.address_confirm_requested"
  | "auth.address_confirm_refused"
  | "auth.address_confirmed"
  | "auth.second_factor_setup"
  | "auth.second_factor_enabled"
  | "auth.second_factor_disabled"
  | "auth.second_factor_reset"
  | "crm.contact_deleted"
  | "cancellation.received"
  | "cancellation.carried_out"
  | "cancellation.link_refused"
  | "stripe.event_recorded"
  | "stripe.event_unreadable"
  | "stripe.event_replayed"
  | "stripe.signature_refused"
  | "stripe.portal_opened"
  | "stripe.portal_failed"
  | "auth.database_unavailable"
  | "auth.untrusted_proxy_headers"
  | "auth.error";

export interface AuthEvent {
  event: AuthEventName;
  userId?: string;
  familyId?: string;
  address?: string;
  emailHash?: string;
  reason?: string;
  limit?: string;
  until?: string;
  /** A database's or the system's error code (never an error message). */
  code?: string;
  /** A Stripe event's id and type (they carry no personal data). */
  stripeEvent?: string;
  stripeType?: string;
}

export interface AuthLogEntry extends AuthEvent {
  time: string;
  level: "info" | "warn" | "error";
  /** The id of the request that caused it (server/http/request-id.ts). */
  requestId?: string;
}

export type AuthLogger = (entry: AuthLogEntry) => void;

export const jsonLineLogger: AuthLogger = (entry) => {
  process.stdout.write(`${JSON.stringify(entry)}\n`);
};

const WARNINGS = new Set<AuthEventName>([
  "stripe.portal_failed",
  "auth.lockout",
  "auth.token_reuse",
  "auth.rate_limited",
  "auth.database_unavailable",
  "auth.untrusted_proxy_headers",
  "stripe.signature_refused",
  "stripe.event_unreadable",
]);

export function logEntry(event: AuthEvent, now: Date, requestId?: string): AuthLogEntry {
  const level = event.event === "auth.error" ? "error" : WARNINGS.has(event.event) ? "warn" : "info";
  return { time: now.toISOString(), level, ...event, ...(requestId ? { requestId } : {}) };
}

/**
 * The e-mail's fingerprint in log lines: an HMAC with a key derived from the server's
 * secret, so that nobody holding the log can recover addresses by hashing a list of them;
 * 16 hex digits are enough to follow one address's attempts.
 */
export function emailFingerprinter(secret: Uint8Array): (email: string) => string {
  const key = Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), "profit-scout log fingerprint v1", 32));
  return (email) => createHmac("sha256", key).update(email.toLowerCase()).digest("hex").slice(0, 16);
}
