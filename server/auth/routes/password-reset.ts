import { PATHS } from "@shared/paths";
import { jsonError } from "../../http/json-error";
import { mailAccountLink, mailAfterAnswer, passwordChangedMail, passwordResetMail } from "../account-mail";
import { type AccountLink, endOpenAccountLinks, findOpenAccountToken, useAccountToken } from "../account-tokens";
import { type ApiContext, readValidBody } from "../../api/context";
import { readOpenLink, refuseLinkAttempt, refuseOverLimits } from "../refusals";
import type { ApiDependencies } from "../../api/dependencies";
import { ACCOUNT_LINK_TTL_MS } from "../../api/constants";
import { checkNewPassword } from "../password-policy";
import { mailboxKey, rateLimitKey } from "../../api/rate-limit";
import { revokeUserFamilies } from "../refresh-token";
import { handOutTokens, startSession } from "../session";
import { findUserByEmail, findUserById, recordSignIn, toPublicUser } from "../users";
import { markAddressConfirmed } from "./address-confirm";
import { validatePasswordResetConfirm, validatePasswordResetRequest } from "../validation";

const RESET_LINK: AccountLink = {
  purpose: "password_reset",
  lifetimeMs: ACCOUNT_LINK_TTL_MS,
  page: PATHS.resetPassword,
};

/**
 * POST /password-reset `{ email }`: always 202 with the same message. Whether the address
 * belongs to an account is looked up only after the answer has gone out, so the answer
 * takes the same time either way; the limits count every request alike.
 */
export function requestPasswordReset(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const messages = c.get("messages");
    const input = await readValidBody(c, deps, validatePasswordResetRequest);
    if (input instanceof Response) return input;

    const now = deps.clock();
    const address = c.get("address");
    const email = input.data.email.toLowerCase();
    const emailHash = deps.emailFingerprint(email);
    const limited = await refuseOverLimits(
      c,
      deps,
      now,
      [
        { name: "passwordResetsPerAddress", perAddress: "password-reset" },
        { name: "passwordResetsPerEmail", key: rateLimitKey("password-reset-email", mailboxKey(email)) },
      ],
      { emailHash },
    );
    if (limited) return limited;

    mailAfterAnswer(deps.log, c.req.raw, "password_reset_mail", async () => {
      const user = await findUserByEmail(deps.db, email);
      deps.log(c.req.raw, {
        event: "auth.password_reset_requested",
        userId: user?.id,
        address,
        emailHash,
        reason: user ? undefined : "unknown_email",
      });
      if (user)
        await mailAccountLink(deps, user, RESET_LINK, (url, origin) => passwordResetMail(user, url, origin), now);
    });
    return c.json({ message: messages.passwordResetRequested }, 202);
  };
}

/** POST /password-reset/check `{ token }`: 200 while the link can be used, else 400 with what to do. */
export function checkPasswordReset(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const open = await readOpenLink(c, deps, "password-reset-confirm");
    if (open instanceof Response) return open;
    return c.json({ valid: true }, 200);
  };
}

/**
 * POST /password-reset/confirm `{ token, password }`: saves the new password, ends every
 * session of the member and signs this browser in (200 as a login). The link works once.
 */
export function confirmPasswordReset(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const messages = c.get("messages");
    const input = await readValidBody(c, deps, validatePasswordResetConfirm);
    if (input instanceof Response) return input;

    const now = deps.clock();
    const address = c.get("address");
    const limited = await refuseLinkAttempt(c, deps, "password-reset-confirm", now);
    if (limited) return limited;

    const { token, password } = input.data;
    const open = await findOpenAccountToken(deps.db, "password_reset", token, now);
    const user = open && (await findUserById(deps.db, open.userId));
    if (!open || !user) {
      deps.log(c.req.raw, { event: "auth.password_reset_refused", reason: "invalid_link", address });
      return jsonError(c, 400, messages.linkInvalid);
    }
    if (checkNewPassword(password, user.email) === "is-email") return jsonError(c, 422, messages.passwordIsEmail);

    const passwordHash = await deps.hasher.hash(password);
    const changed = await deps.db.transaction(async (tx) => {
      // Marked used here, once: of two requests racing with one link, one wins.
      if (!(await useAccountToken(tx, "password_reset", token, now))) return undefined;
      const recorded = await recordSignIn(tx, user.id, now, passwordHash);
      // The link came to the account's address: its owner has proved the mailbox.
      const signedIn = recorded?.emailConfirmedAt ? recorded : await markAddressConfirmed(tx, user.id, now);
      if (!signedIn) return undefined;
      await revokeUserFamilies(tx, user.id, now);
      await endOpenAccountLinks(tx, user.id);
      if (deps.mail) await deps.mail.outbox.enqueue(tx, passwordChangedMail(signedIn, now, deps.mail.origin));
      // A mailbox alone does not pass a second factor: such a member signs in with the code.
      if (signedIn.totpSecret) return { user: signedIn, refresh: undefined };
      return { user: signedIn, refresh: await startSession(deps, tx, user.id, now) };
    });
    if (!changed) {
      deps.log(c.req.raw, {
        event: "auth.password_reset_refused",
        reason: "link_used_meanwhile",
        userId: user.id,
        address,
      });
      return jsonError(c, 400, messages.linkInvalid);
    }
    deps.mail?.outbox.wake();
    if (!changed.refresh) {
      deps.log(c.req.raw, { event: "auth.password_reset", userId: user.id, address, reason: "second_factor_required" });
      return c.json({ message: messages.passwordResetDoneSecondFactor }, 200);
    }
    const accessToken = await handOutTokens(c, deps, changed.user, changed.refresh, now);
    deps.log(c.req.raw, { event: "auth.password_reset", userId: user.id, familyId: changed.refresh.familyId, address });
    return c.json({ user: toPublicUser(changed.user), accessToken, message: messages.passwordResetDone }, 200);
  };
}
