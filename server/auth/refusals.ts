import { jsonError } from "../http/json-error";
import { isSameOriginRequest } from "../http/same-origin";
import type { RateLimits } from "../api/constants";
import { type ApiContext, hitAddressLimits, readBody, readValidBody, tooManyRequests } from "../api/context";
import type { ApiDependencies } from "../api/dependencies";
import { validateEmpty, validateLinkToken } from "./validation";

/** The account calls' own refusals, before they read or change anything. */

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
  c: ApiContext,
  deps: ApiDependencies,
  kind: keyof typeof LINK_ATTEMPT_LIMITS,
  now: Date,
): Promise<Response | undefined> {
  const limitName = LINK_ATTEMPT_LIMITS[kind];
  const limit = await hitAddressLimits(c, deps, kind, deps.config.rateLimits[limitName], now);
  if (!limit.limited) return undefined;
  deps.log({ event: "auth.rate_limited", limit: limitName, address: c.get("address") });
  return tooManyRequests(c, limit.until, now);
}

/**
 * The checks of the calls that act on the refresh cookie (refresh, logout): not sent by
 * another site, and no body or an empty JSON object. Returns the answer that ends the
 * request, or undefined when it may go on.
 */
export async function refuseCookieCall(c: ApiContext, deps: ApiDependencies): Promise<Response | undefined> {
  const messages = c.get("messages");
  if (!isSameOriginRequest(c.req.raw, deps.trustedProxies)) return jsonError(c, 403, messages.crossSite);
  const body = await readBody(c, deps, true);
  if (body instanceof Response) return body;
  const input = validateEmpty(body.value, body.empty, messages);
  if (!input.ok) return jsonError(c, input.status, input.message);
  return undefined;
}

/**
 * The token a mailed link's call (`/check`, `/confirm`) sends as `{ token }`, once the
 * attempt is counted against the link's limit; or the answer that ends the request.
 */
export async function readLinkToken(
  c: ApiContext,
  deps: ApiDependencies,
  kind: keyof typeof LINK_ATTEMPT_LIMITS,
): Promise<{ token: string; now: Date } | Response> {
  const input = await readValidBody(c, deps, validateLinkToken);
  if (input instanceof Response) return input;
  const now = deps.clock();
  return (await refuseLinkAttempt(c, deps, kind, now)) ?? { token: input.data.token, now };
}
