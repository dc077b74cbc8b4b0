import { eq } from "drizzle-orm";
import type { Database } from "../../db";
import { tables } from "../../db/tables";
import { normalizeLanguage } from "@shared/language";
import { jsonError } from "../../http/json-error";
import { readProgress } from "../../progress";
import { subscriptionsOf } from "../../payments";
import { cancellationsOf } from "../../cancellation";
import { passwordChangedMail } from "../account-mail";
import { endOpenAccountLinks } from "../account-tokens";
import { removeMember } from "../remove-member";
import { type ApiContext, readValidBody, unauthorized } from "../../api/context";
import type { ApiDependencies } from "../../api/dependencies";
import { refuseCurrentPassword } from "../current-password";
import { messagesFor } from "../../api/messages";
import { checkNewPassword } from "../password-policy";
import { clearRefreshCookie } from "../refresh-cookie";
import { revokeUserFamilies } from "../refresh-token";
import { signedInMember } from "../../api/signed-in";
import { toPublicUser } from "../users";
import { validatePasswordChange, validatePasswordConfirm, validateProfile } from "../validation";

/**
 * The signed-in member's own account: profile, password, sessions, their data, and
 * deleting it all. Every call needs the bearer token of an active session.
 */

/** PATCH /me `{ name?, language? }`: 200 `{ user, message }`. */
export function updateProfile(deps: ApiDependencies) {
  const { users } = tables(deps.db);
  return async (c: ApiContext) => {
    const member = await signedInMember(c, deps);
    if (!member) return unauthorized(c);
    const messages = c.get("messages");
    const input = await readValidBody(c, deps, validateProfile);
    if (input instanceof Response) return input;
    const [user] = await deps.db
      .update(users)
      .set({
        ...(input.data.name ? { name: input.data.name } : {}),
        ...(input.data.language ? { language: input.data.language } : {}),
      })
      .where(eq(users.id, member.user.id))
      .returning();
    if (!user) return unauthorized(c);
    deps.log(c.req.raw, { event: "auth.profile_changed", userId: user.id });
    // A member who has just chosen a language reads the answer in it: the page follows it.
    const answer = input.data.language ? messagesFor(normalizeLanguage(input.data.language)) : messages;
    return c.json({ user: toPublicUser(user), message: answer.profileSaved }, 200);
  };
}

/** POST /password `{ currentPassword, newPassword }`: every other session ends; this one stays. */
export function changePassword(deps: ApiDependencies) {
  const { users } = tables(deps.db);
  return async (c: ApiContext) => {
    const member = await signedInMember(c, deps);
    if (!member) return unauthorized(c);
    const messages = c.get("messages");
    const input = await readValidBody(c, deps, validatePasswordChange);
    if (input instanceof Response) return input;
    const { user, familyId } = member;
    if (checkNewPassword(input.data.newPassword, user.email) === "is-email")
      return jsonError(c, 422, messages.passwordIsEmail);
    const refused = await refuseCurrentPassword(c, deps, user, input.data.currentPassword);
    if (refused) return refused;
    // Checked once the current password is known right: it would end every other session
    // and change nothing.
    if (input.data.newPassword === input.data.currentPassword) return jsonError(c, 422, messages.passwordUnchanged);

    const passwordHash = await deps.hasher.hash(input.data.newPassword);
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await revokeUserFamilies(tx, user.id, now, familyId);
      await endOpenAccountLinks(tx, user.id);
      if (deps.mail) await deps.mail.outbox.enqueue(tx, passwordChangedMail(user, now, deps.mail.origin));
    });
    deps.mail?.outbox.wake();
    deps.log(c.req.raw, { event: "auth.password_changed", userId: user.id, familyId });
    return c.json({ message: messages.passwordChanged }, 200);
  };
}

/** POST /logout-everywhere: ends every session of the member, this one too. */
export function logoutEverywhere(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const member = await signedInMember(c, deps);
    if (!member) return unauthorized(c);
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      await revokeUserFamilies(tx, member.user.id, now);
      // Whoever ends every session may be shutting someone out: their open links end too.
      await endOpenAccountLinks(tx, member.user.id);
    });
    clearRefreshCookie(c, deps.isHttps(c.req.raw));
    deps.log(c.req.raw, { event: "auth.logout_everywhere", userId: member.user.id });
    return c.json({ message: c.get("messages").signedOutEverywhere }, 200);
  };
}

/**
 * Everything stored about a member, table by table (GDPR Art. 15 and 20). A new table
 * that refers to members adds one entry here; secrets (password hash, token hashes, the
 * bodies of mails that carried links) are never part of it.
 */
const EXPORT_SECTIONS = {
  progress: readProgress,
  cancellations: cancellationsOf,
  sessions: (db: Database, userId: string) => {
    const { refreshTokens } = tables(db);
    return db
      .select({
        familyId: refreshTokens.familyId,
        createdAt: refreshTokens.createdAt,
        expiresAt: refreshTokens.expiresAt,
        rotatedAt: refreshTokens.rotatedAt,
        revokedAt: refreshTokens.revokedAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId));
  },
  mails: (db: Database, userId: string) => {
    const { mailOutbox } = tables(db);
    return db
      .select({
        kind: mailOutbox.kind,
        to: mailOutbox.recipientAddress,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.userId, userId));
  },
  subscriptions: (db: Database, userId: string) => subscriptionsOf(db, userId),
  payments: (db: Database, userId: string) => {
    const { payments } = tables(db);
    return db
      .select({
        invoice: payments.id,
        amountCents: payments.amountCents,
        currency: payments.currency,
        paidAt: payments.paidAt,
      })
      .from(payments)
      .where(eq(payments.userId, userId));
  },
  links: (db: Database, userId: string) => {
    const { accountTokens } = tables(db);
    return db
      .select({
        purpose: accountTokens.purpose,
        newEmail: accountTokens.newEmail,
        createdAt: accountTokens.createdAt,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
      })
      .from(accountTokens)
      .where(eq(accountTokens.userId, userId));
  },
} as const;

/** GET /me/export: a JSON file with the member's data. */
export function exportData(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const member = await signedInMember(c, deps);
    if (!member) return unauthorized(c);
    const now = deps.clock();
    const sections = Object.fromEntries(
      await Promise.all(
        Object.entries(EXPORT_SECTIONS).map(async ([name, read]) => [name, await read(deps.db, member.user.id)]),
      ),
    );
    deps.log(c.req.raw, { event: "auth.data_exported", userId: member.user.id });
    const date = now.toISOString().slice(0, 10);
    c.header("Content-Disposition", `attachment; filename="profit-scout-data-${date}.json"`);
    return c.json({ exportedAt: now.toISOString(), account: toPublicUser(member.user), ...sections }, 200);
  };
}

/** DELETE /me `{ password }`: removes the member and everything of theirs (removeMember). */
export function deleteAccount(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const member = await signedInMember(c, deps);
    if (!member) return unauthorized(c);
    const messages = c.get("messages");
    const input = await readValidBody(c, deps, validatePasswordConfirm);
    if (input instanceof Response) return input;
    const { user } = member;
    const refused = await refuseCurrentPassword(c, deps, user, input.data.password);
    if (refused) return refused;

    await deps.db.transaction((tx) => removeMember(tx, user));
    clearRefreshCookie(c, deps.isHttps(c.req.raw));
    deps.log(c.req.raw, { event: "auth.account_deleted", userId: user.id });
    return c.json({ message: messages.accountDeleted }, 200);
  };
}
