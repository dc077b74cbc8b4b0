import type { Context } from "hono";
import { readJsonBody } from "../http/json-body";
import { jsonError, retryAfterSeconds } from "../http/json-error";
import type { ApiDependencies } from "./dependencies";
import type { WindowLimit } from "./constants";
import { hitWindowLimit, type LimitResult, rateLimitKey } from "./rate-limit";
import type { Messages } from "./messages";
import type { Validated } from "./validation";

/** What the API's middleware puts on every request's context. */
export interface ApiEnv {
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

export type ApiContext = Context<ApiEnv>;

/** The request's JSON body, or the 4xx answer that ends the request (415, 413, 400). */
export async function readBody(
  c: ApiContext,
  deps: ApiDependencies,
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
  c: ApiContext,
  deps: ApiDependencies,
  validate: (body: unknown, messages: Messages) => Validated<T>,
): Promise<{ data: T } | Response> {
  const body = await readBody(c, deps);
  if (body instanceof Response) return body;
  const input = validate(body.value, c.get("messages"));
  return input.ok ? input : jsonError(c, input.status, input.message, {}, input.details);
}

export function tooManyRequests(c: ApiContext, until: Date, now: Date): Response {
  return jsonError(c, 429, c.get("messages").tooManyAttempts, { "Retry-After": retryAfterSeconds(until, now) });
}

/**
 * Counts a request against a per-address limit under every key of the address, narrowest
 * first (IPv6: its /64 at the limit, its /56 and /48 at multiples of it). The first key
 * that is over its limit refuses the request; wider ones are then not counted, so one busy
 * /64 does not use up its neighbours' share with requests that were refused anyway.
 */
export async function hitAddressLimits(
  c: ApiContext,
  deps: ApiDependencies,
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

export function unauthorized(c: ApiContext, message = c.get("messages").unauthorized): Response {
  return jsonError(c, 401, message, { "WWW-Authenticate": 'Bearer realm="api"' });
}
