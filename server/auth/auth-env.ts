import type { Context } from "hono";
import { readJsonBody } from "../http/json-body";
import { jsonError, retryAfterSeconds } from "../http/json-error";
import type { AuthDependencies } from "./config";
import { isCrossSiteRequest } from "./cross-site";
import type { Messages } from "./messages";
import { validateEmpty } from "./validation";

/** What the auth API's middleware puts on every request's context. */
export interface AuthEnv {
  Variables: {
    messages: Messages;
    /** The client's address (see client-address.ts). */
    address: string;
    /** The address as rate limits count it (IPv6 by /64). */
    addressKey: string;
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

export function tooManyRequests(c: AuthContext, until: Date, now: Date): Response {
  return jsonError(c, 429, c.get("messages").tooManyAttempts, { "Retry-After": retryAfterSeconds(until, now) });
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
  if (isCrossSiteRequest(c.req.raw, deps.trustedProxies)) return jsonError(c, 403, messages.crossSite);
  const body = await readBody(c, deps, true);
  if (body instanceof Response) return body;
  const input = validateEmpty(body.value, body.empty, messages);
  if (!input.ok) return jsonError(c, input.status, input.message);
  return undefined;
}
