import { jsonError } from "../http/json-error";
import { isSameOriginRequest } from "../http/same-origin";
import type { RateLimits, WindowLimit } from "../api/constants";
import { type ApiContext, hitAddressLimits, readBody, readValidBody, tooManyRequests } from "../api/context";
import type { ApiDependencies } from "../api/dependencies";
import type { AuthEvent } from "../api/log";
import { hitWindowLimit, type LimitResult } from "../api/rate-limit";
import { type AccountTokenPurpose, type AccountTokenRow, findOpenAccountToken } from "./account-tokens";
import { validateEmpty, validateLinkToken } from "./validation";

/** The account calls' own refusals, before they read or change anything. */

/**
 * One limit a call counts against: per address of the caller (under every key of the
 * address, as `hitAddressLimits` counts), or under a key of its own (a member, a mailbox).
 */
export type CallLimit = { name: WindowLimitName } & ({ perAddress: string } | { key: string });

type WindowLimitName = {
  [Name in keyof RateLimits]: RateLimits[Name] extends WindowLimit ? Name : never;
}[keyof RateLimits];

/**
 * Counts the call against its limits in the order given. The first one that is over ends
 * the request with a 429 and a log line naming that limit; the limits after it are then
 * not counted. Returns undefined when the call may go on.
 */
export async function refuseOverLimits(
  c: ApiContext,
  deps: ApiDependencies,
  now: Date,
  limits: CallLimit[],
  logged: Pick<AuthEvent, "userId" | "emailHash"> = {},
): Promise<Response | undefined> {
  for (const limit of limits) {
    const rule = deps.config.rateLimits[limit.name];
    const hit: LimitResult =
      "perAddress" in limit
        ? await hitAddressLimits(c, deps, limit.perAddress, rule, now)
        : await hitWindowLimit(deps.db, limit.key, rule, now);
    if (!hit.limited) continue;
    deps.log(c.req.raw, { event: "auth.rate_limited", limit: limit.name, address: c.get("address"), ...logged });
    return tooManyRequests(c, hit.until, now);
  }
  return undefined;
}

/**
 * The kinds of mailed link: the limit of attempts to use one (checking or confirming it)
 * and the purpose of the account token it carries.
 */
const MAILED_LINKS = {
  "password-reset-confirm": { limit: "passwordResetConfirmsPerAddress", purpose: "password_reset" },
  "email-change-confirm": { limit: "emailChangeConfirmsPerAddress", purpose: "email_change" },
  "address-confirm-link": { limit: "addressConfirmLinksPerAddress", purpose: "email_confirm" },
} as const satisfies Record<string, { limit: WindowLimitName; purpose: AccountTokenPurpose }>;

type MailedLink = keyof typeof MAILED_LINKS;

/**
 * Counts an attempt to use a mailed link from this address (a link cannot be guessed; the
 * limit keeps trying cheap to refuse); the 429 that ends the request when over the limit.
 */
export async function refuseLinkAttempt(
  c: ApiContext,
  deps: ApiDependencies,
  kind: MailedLink,
  now: Date,
): Promise<Response | undefined> {
  return refuseOverLimits(c, deps, now, [{ name: MAILED_LINKS[kind].limit, perAddress: kind }]);
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
  kind: MailedLink,
): Promise<{ token: string; now: Date } | Response> {
  const input = await readValidBody(c, deps, validateLinkToken);
  if (input instanceof Response) return input;
  const now = deps.clock();
  return (await refuseLinkAttempt(c, deps, kind, now)) ?? { token: input.data.token, now };
}

/**
 * The open account token a link's `/check` call presents, once the attempt is counted; or
 * the answer that ends the request (400 when the link cannot be used).
 */
export async function readOpenLink(
  c: ApiContext,
  deps: ApiDependencies,
  kind: MailedLink,
): Promise<AccountTokenRow | Response> {
  const link = await readLinkToken(c, deps, kind);
  if (link instanceof Response) return link;
  const open = await findOpenAccountToken(deps.db, MAILED_LINKS[kind].purpose, link.token, link.now);
  return open ?? jsonError(c, 400, c.get("messages").linkInvalid);
}
