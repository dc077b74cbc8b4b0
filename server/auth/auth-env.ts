import type { Context } from "hono";
import { readJsonBody } from "../http/json-body";
import { jsonError, retryAfterSeconds } from "../http/json-error";
import type { AuthDependencies } from "./config";
import type { RateLimits, WindowLimit } from "./constants";
import { hitWindowLimit, type LimitResult, rateLimitKey } from "./rate-limit";
import { isSameOriginRequest } from "../http/same-origin";
import type { Messages } from "./messages";
import { validateEmpty, type Validated } from "./validation";

/** What the auth API's middleware puts on every request's context. */
export interface AuthEnv {
  Variables: {
    messages: Messages;
    /** The client's address (see client-address.ts). */
    address: string;
    /** The address as rate limits count it (IPv6 by /64). */
    addressKey: string;
    /** Every key the per-address limits count the address under (IPv6: /64, /56, /48), with its multiple of the limit. */
    addressNetworks: { key: string; factor: number }[];
  };
}

export type AuthContext = Context<AuthEnv>;

/** The request's JSON body, or the 4xx answer that ends the request (415, 413, 400). */
export async function readBody(
  c: AuthContext,
  deps: AuthDependencies,
  optional = false,
): Promise<{ value: unknown; empty: boolean } | Response> {
  const messages = c.get("messages");
  const body = await readJsonBody(c.req.raw, { maxBytes: deps.config.maxBodyBytes, optional });
  if (body.ok) return body;
  switch (body.problem) {
    case "unsupported-media-type":
      return jsonError(c, 415, messages.unsupportedMediaType);
    case "too-large":
      return jsonError(c, 413, messages.payloadTooLarge, { Connection: "close" });
    case "invalid-json":
      return jsonError(c, 400, messages.invalidJson);
  }
}

/**
 * The request's JSON body checked by `validate`, or the 4xx answer that ends the request:
 * the body's own problems (415, 413, 400) or the check's (400, 422), in the visitor's language.
 */
export async function readValidBody<T>(
  c: AuthContext,
  deps: AuthDependencies,
  validate: (body: unknown, messages: Messages) => Validated<T>,
): Promise<{ data: T } | Response> {
  const body = await readBody(c, deps);
  if (body instanceof Response) return body;
  const input = validate(body.value, c.get("messages"));
  return input.ok ? input : jsonError(c, input.status, input.message, {}, input.details);
}

export function tooManyRequests(c: AuthContext, until: Date, now: Date): Response {
  return jsonError(c, 429, c.get("messages").tooManyAttempts, { "Retry-After": retryAfterSeconds(until, now) });
}

/**
 * Counts a request against a per-address limit under every key of the address, narrowest
 * first (IPv6: its /64 at the limit, its /56 and /48 at multiples of it). The first key
 * that is over its limit refuses the request; wider ones are then not counted, so one busy
 * /64 does not use up its neighbours' share with requests that were refused anyway.
 */
export async function hitAddressLimits(
  c: AuthContext,
  deps: AuthDependencies,
  kind: string,
  rule: WindowLimit,
  now: Date,
): Promise<LimitResult> {
  for (const { key, factor } of c.get("addressNetworks")) {
    const hit = await hitWindowLimit(
      deps.db,
      rateLimitKey(kind, key),
      { limit: rule.limit * factor, windowMs: rule.windowMs },
      now,
    );
    if (hit.limited) return hit;
  }
  return { limited: false };
}

/** The limits of attempts to use a mailed link (checking or confirming it), one per kind of link. */
const LINK_ATTEMPT_LIMITS = {
  "password-reset-confirm": "passwordResetConfirmsPerAddress",
  "email-change-confirm": "emailChangeConfirmsPerAddress",
  "address-confirm-link": "addressConfirmLinksPerAddress",
} as const satisfies Record<string, keyof RateLimits>;

/**
 * Counts an attempt to use a mailed link from this address (a link cannot be guessed; the
 * limit keeps trying cheap to refuse); the 429 that ends the request when over the limit.
 */
export async function refuseLinkAttempt(
  c: AuthContext,
  deps: AuthDependencies,
  kind: keyof typeof LINK_ATTEMPT_LIMITS,
  now: Date,
): Promise<Response | undefined> {
  const limitName = LINK_ATTEMPT_LIMITS[kind];
  const limit = await hitAddressLimits(c, deps, kind, deps.config.rateLimits[limitName], now);
  if (!limit.limited) return undefined;
  deps.log({ event: "auth.rate_limited", limit: limitName, address: c.get("address") });
  return tooManyRequests(c, limit.until, now);
}

export function unauthorized(c: AuthContext, message = c.get("messages").unauthorized): Response {
  return jsonError(c, 401, message, { "WWW-Authenticate": 'Bearer realm="api"' });
}

/**
 * The checks of the calls that act on the refresh cookie (refresh, logout): not sent by
 * another site, and no body or an empty JSON object. Returns the answer that ends the
 * request, or undefined when it may go on.
 */
export async function refuseCookieCall(c: AuthContext, deps: AuthDependencies): Promise<Response | undefined> {
  const messages = c.get("messages");
  if (!isSameOriginRequest(c.req.raw, deps.trustedProxies)) return jsonError(c, 403, messages.crossSite);
  const body = await readBody(c, deps, true);
  if (body instanceof Response) return body;
  const input = validateEmpty(body.value, body.empty, messages);
  if (!input.ok) return jsonError(c, input.status, input.message);
  return undefined;
}
