import { eq } from "drizzle-orm";
import { PATHS } from "@shared/paths";
import { tables } from "../../db/tables";
import { jsonError } from "../../http/json-error";
import { emailChangeConfirmMail, emailChangedMail, mailAccountLink, mailAfterAnswer } from "../account-mail";
import { type AccountLink, endOpenAccountLinks, useAccountToken } from "../account-tokens";
import { type ApiContext, readValidBody, unauthorized } from "../../api/context";
import { readLinkToken, readOpenLink, refuseOverLimits } from "../refusals";
import type { ApiDependencies } from "../../api/dependencies";
import { ACCOUNT_LINK_TTL_MS } from "../../api/constants";
import { refuseCurrentPassword } from "../current-password";
import { mailboxKey, rateLimitKey } from "../../api/rate-limit";
import { signedInMember } from "../../api/signed-in";
import { findUserByEmail, findUserById, isEmailTakenError, toPublicUser } from "../users";
import { validateEmailChange } from "../validation";

/**
 * A member moves their account to another e-mail address: the new address gets a link,
 * and only that link (single-use, 30 minutes) changes the address; the old address is
 * told afterwards.
 */

/** The counter of a member's requests (deleting the account removes it). */
export const emailChangeKey = (userId: string) => rateLimitKey("email-change-member", userId);

/** The link that confirms a new address, bound to that address. */
const emailChangeLink = (newEmail: string): AccountLink => ({
  purpose: "email_change",
  lifetimeMs: ACCOUNT_LINK_TTL_MS,
  page: PATHS.confirmEmail,
  newEmail,
});

/**
 * POST /email-change `{ newEmail, currentPassword }` (Bearer): 202 with the same message
 * whether the new address is free or another account's. Whether it is free is looked up
 * after the answer has gone out, so the answer also takes the same time; a taken address
 * gets no mail.
 */
export function requestEmailChange(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const member = await signedInMember(c, deps);
    if (!member) return unauthorized(c);
    const messages = c.get("messages");
    const input = await readValidBody(c, deps, validateEmailChange);
    if (input instanceof Response) return input;

    const { user } = member;
    const { newEmail, currentPassword } = input.data;
    const now = deps.clock();
    const address = c.get("address");
    const limited = await refuseOverLimits(
      c,
      deps,
      now,
      [
        { name: "emailChangesPerAddress", perAddress: "email-change" },
        { name: "emailChangesPerMember", key: emailChangeKey(user.id) },
        // Each request mails the new address: however it is spelled, it gets a few an hour.
        { name: "emailChangesPerNewEmail", key: rateLimitKey("email-change-new-email", mailboxKey(newEmail)) },
      ],
      { userId: user.id },
    );
    if (limited) return limited;
    if (newEmail.toLowerCase() === user.email.toLowerCase()) return jsonError(c, 422, messages.emailUnchanged);
    const refused = await refuseCurrentPassword(c, deps, user, currentPassword);
    if (refused) return refused;

    // Whether the new address is taken is not told: a taken one gets no mail, silently.
    mailAfterAnswer(deps.log, c.req.raw, "email_change_mail", async () => {
      const holder = await findUserByEmail(deps.db, newEmail);
      const taken = holder !== undefined && holder.id !== user.id;
      deps.log(c.req.raw, {
        event: "auth.email_change_requested",
        userId: user.id,
        address,
        emailHash: deps.emailFingerprint(newEmail),
        reason: taken ? "email_taken" : undefined,
      });
      if (taken) return;
      const mailOf = (url: string, origin: string) => emailChangeConfirmMail(user, newEmail, url, origin);
      await mailAccountLink(deps, user, emailChangeLink(newEmail), mailOf, now);
    });
    return c.json({ message: messages.emailChangeRequested }, 202);
  };
}

/** POST /email-change/check `{ token }`: 200 `{ newEmail }` while the link can be used, else 400. */
export function checkEmailChange(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const open = await readOpenLink(c, deps, "email-change-confirm");
    if (open instanceof Response) return open;
    if (!open.newEmail) return jsonError(c, 400, c.get("messages").linkInvalid);
    return c.json({ newEmail: open.newEmail }, 200);
  };
}

/** Thrown inside the transaction to roll it back: the address was taken since the link was sent. */
class EmailTakenMeanwhile extends Error {}

/**
 * POST /email-change/confirm `{ token }`: in one transaction the link is spent, the address
 * checked once more and saved, and the old address told. 200 `{ user, message }`; 400 for a
 * link that cannot be used, 409 (and no change at all) when the address has been taken since.
 */
export function confirmEmailChange(deps: ApiDependencies) {
  const { users } = tables(deps.db);
  return async (c: ApiContext) => {
    const messages = c.get("messages");
    const address = c.get("address");
    const posted = await readLinkToken(c, deps, "email-change-confirm");
    if (posted instanceof Response) return posted;
    const { token, now } = posted;

    const changed = await deps.db
      .transaction(async (tx) => {
        // Marked used here, once: of two requests racing with one link, one wins.
        const link = await useAccountToken(tx, "email_change", token, now);
        const user = link && (await findUserById(tx, link.userId));
        if (!link?.newEmail || !user) return undefined;
        const holder = await findUserByEmail(tx, link.newEmail);
        if (holder && holder.id !== user.id) throw new EmailTakenMeanwhile();
        const [updated] = await tx
          .update(users)
          .set({ email: link.newEmail, emailConfirmedAt: now })
          .where(eq(users.id, user.id))
          .returning();
        if (!updated) return undefined;
        // A link mailed to the old address (a reset, another change) must not outlive the change.
        await endOpenAccountLinks(tx, user.id);
        if (deps.mail)
          await deps.mail.outbox.enqueue(tx, emailChangedMail(updated, user.email, updated.email, deps.mail.origin));
        return updated;
      })
      .catch((error: unknown) => {
        // Taken meanwhile: found above, or by the unique index when another change won a race.
        if (error instanceof EmailTakenMeanwhile || isEmailTakenError(error)) return "taken" as const;
        throw error;
      });
    if (changed === "taken") {
      deps.log(c.req.raw, { event: "auth.email_change_refused", reason: "email_taken", address });
      return jsonError(c, 409, messages.emailTaken);
    }
    if (!changed) {
      deps.log(c.req.raw, { event: "auth.email_change_refused", reason: "invalid_link", address });
      return jsonError(c, 400, messages.linkInvalid);
    }
    deps.mail?.outbox.wake();
    deps.log(c.req.raw, { event: "auth.email_changed", userId: changed.id, address });
    return c.json({ user: toPublicUser(changed), message: messages.emailChanged }, 200);
  };
}
