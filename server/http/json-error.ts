import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { requestIdOf } from "./request-id";

/**
 * Every API error has this one shape: `{ "error": "..." }`, in the visitor's language. A
 * server error (5xx) also names the request's id (request-id.ts), which the log
 * lines of that request carry too; a refusal may name what it refers to in `details`
 * (for a program to act on, e.g. the unknown lesson of a progress report).
 */
export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  headers: Record<string, string> = {},
  details: Record<string, string> = {},
): Response {
  const requestId = status >= 500 ? requestIdOf(c.req.raw) : undefined;
  return c.json(requestId ? { error: message, requestId } : { ...details, error: message }, status, headers);
}

/** Whole seconds until a moment, at least 1: the value of a Retry-After header. */
export function retryAfterSeconds(until: Date, now: Date): string {
  return String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)));
}
