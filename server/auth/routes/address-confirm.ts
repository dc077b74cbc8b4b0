import { eq } from "drizzle-orm";
import { PATHS } from "@shared/paths";
import type { Database } from "../../db";
import { tables } from "../../db/tables";
import { jsonError } from "../../http/json-error";
import { addressConfirmMail, mailAccountLink } from "../account-mail";
import { type AccountLink, issueAccountLink, useAccountToken } from "../account-tokens";
import { type ApiContext, unauthorized } from "../../api/context";
import { readLinkToken, readOpenLink, refuseOverLimits } from "../refusals";
import type { ApiDependencies } from "../../api/dependencies";
import { ADDRESS_CONFIRM_TTL_MS } from "../../api/constants";
import { rateLimitKey } from "../../api/rate-limit";
import { signedInMember } from "../../api/signed-in";
import { findUserById, toPublicUser, type UserRow } from "../users";

/**
 * A new account's address counts as the member's only once its owner opens the link mailed
 * to it (docs/decisions/031-confirmed-addresses.md). The link is bound to the address it
 * was sent to: single-use, 24 hours, a newer one replaces the older.
 */

/** The counter of a member's requests for a new link (deleting the account removes it). */
export const addressConfirmKey = (userId: string) => rateLimitKey("address-confirm-member", userId);

/** The link that confirms the member's current address, bound to it. */
const addressConfirmLink = (user: UserRow): AccountLink => ({
  purpose: "email_confirm",
  lifetimeMs: ADDRESS_CONFIRM_TTL_MS,
  page: PATHS.confirmAddress,
  newEmail: user.email,
});

/** Issues a confirmation link for the member's current address; call it inside the transaction that mails it. */
export function issueAddressConfirmLink(tx: Database, user: UserRow, origin: string, now: Date): Promise<string> {
  return issueAccountLink(tx, user, addressConfirmLink(user), origin, now);
}

/** Marks the member's address confirmed (a reset or e-mail change link proved the mailbox too). */
export async function markAddressConfirmed(tx: Database, userId: string, now: Date): Promise<UserRow | undefined> {
  const { users } = tables(tx);
  const [user] = await tx.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, userId)).returning();
  return user;
}

/** POST /email-confirm (Bearer): mails a new link to the member's address. 202; 409 when it is confirmed already. */
export function requestAddressConfirm(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const member = await signedInMember(c, deps);
    if (!member) return unauthorized(c);
    const messages = c.get("messages");
    const { user } = member;
    if (user.emailConfirmedAt) return jsonError(c, 409, messages.addressAlreadyConfirmed);
    const now = deps.clock();
    const limited = await refuseOverLimits(
      c,
      deps,
      now,
      [{ name: "addressConfirmsPerMember", key: addressConfirmKey(user.id) }],
      {
        userId: user.id,
      },
    );
    if (limited) return limited;
    const mailOf = (url: string, origin: string) => addressConfirmMail(user, url, origin);
    await mailAccountLink(deps, user, addressConfirmLink(user), mailOf, now);
    deps.log(c.req.raw, { event: "auth.address_confirm_requested", userId: user.id });
    return c.json({ message: messages.addressConfirmSent(user.email) }, 202);
  };
}

/** POST /email-confirm/check `{ token }`: 200 `{ email }` while the link can be used, else 400. */
export function checkAddressConfirm(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const open = await readOpenLink(c, deps, "address-confirm-link");
    if (open instanceof Response) return open;
    const user = await findUserById(deps.db, open.userId);
    if (!open.newEmail || !user || !sameAddress(user.email, open.newEmail))
      return jsonError(c, 400, c.get("messages").linkInvalid);
    return c.json({ email: user.email }, 200);
  };
}

/** POST /email-confirm/confirm `{ token }`: 200 `{ user, message }`; 400 for a link that cannot be used. */
export function confirmAddress(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const messages = c.get("messages");
    const posted = await readLinkToken(c, deps, "address-confirm-link");
    if (posted instanceof Response) return posted;
    const { token, now } = posted;
    const confirmed = await deps.db.transaction(async (tx) => {
      // Marked used here, once: of two requests racing with one link, one wins.
      const link = await useAccountToken(tx, "email_confirm", token, now);
      const user = link && (await findUserById(tx, link.userId));
      // Bound to the address it was sent to: an address changed since is not confirmed by it.
      if (!link?.newEmail || !user || !sameAddress(user.email, link.newEmail)) return undefined;
      return user.emailConfirmedAt ? user : markAddressConfirmed(tx, user.id, now);
    });
    if (!confirmed) {
      deps.log(c.req.raw, { event: "auth.address_confirm_refused", reason: "invalid_link", address: c.get("address") });
      return jsonError(c, 400, messages.linkInvalid);
    }
    deps.log(c.req.raw, { event: "auth.address_confirmed", userId: confirmed.id });
    return c.json({ user: toPublicUser(confirmed), message: messages.addressConfirmed }, 200);
  };
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
