import type { Context } from "hono";
import { readJsonBody } from "../http/json-body";
import { jsonError, retryAfterSeconds } from "../http/json-error";
import type { AuthDependencies } from "./config";
import type { Messages } from "./messages";

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
