import { and, eq, gt, isNull } from "drizzle-orm";
import { normalizeLanguage } from "@shared/language";
import { LINK_TOKEN_PARAM, pageUrl } from "@shared/paths";
import type { Database } from "../db";
import type { accountTokens } from "../db/schema";
import { tables, type UserRow } from "../db/tables";
import { hashSecretToken, isSecretTokenFormat, newSecretToken } from "../api/secret-token";

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)["purpose"];
export type AccountTokenRow = typeof accountTokens.$inferSelect;

/**
 * Issues a link token for a member and purpose. Any open token of the same purpose is
 * deleted first, so an older link stops working as soon as a newer one is sent.
 */
export async function issueAccountToken(
  db: Database,
  {
    userId,
    purpose,
    newEmail,
    lifetimeMs,
  }: { userId: string; purpose: AccountTokenPurpose; newEmail?: string; lifetimeMs: number },
  now: Date,
): Promise<string> {
  const { accountTokens } = tables(db);
  const token = newSecretToken();
  await db.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
  await db.insert(accountTokens).values({
    tokenHash: hashSecretToken(token),
    userId,
    purpose,
    newEmail,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return token;
}

/** A kind of mailed link: its token's purpose and lifetime, and the page that opens it. */
export interface AccountLink {
  purpose: AccountTokenPurpose;
  lifetimeMs: number;
  page: string;
  /** The address the link is bound to: the new address of a change, or the one to confirm. */
  newEmail?: string;
}

/**
 * Issues the member's link (replacing an older one of its purpose) and returns the address
 * of the page that opens it, in the member's language. Call it inside the transaction
 * that queues its mail.
 */
export async function issueAccountLink(
  db: Database,
  user: UserRow,
  link: AccountLink,
  origin: string,
  now: Date,
): Promise<string> {
  const { purpose, lifetimeMs, newEmail } = link;
  const token = await issueAccountToken(db, { userId: user.id, purpose, newEmail, lifetimeMs }, now);
  return `${pageUrl(link.page, normalizeLanguage(user.language), origin)}?${LINK_TOKEN_PARAM}=${token}`;
}

/**
 * Ends every open link of a member, of every purpose. A link dies with the credential or
 * address it was issued for: call it inside the transaction that changes the password or
 * the address, or ends every session (docs/security.md). Used links stay as a record.
 */
export async function endOpenAccountLinks(db: Database, userId: string): Promise<void> {
  const { accountTokens } = tables(db);
  await db.delete(accountTokens).where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
}

/**
 * Which row a link opens: the token's, of this purpose, while it is unused and unexpired;
 * undefined for a text that cannot be a token, which then needs no query.
 */
function openToken(db: Database, purpose: AccountTokenPurpose, token: string, now: Date) {
  if (!isSecretTokenFormat(token)) return undefined;
  const { accountTokens } = tables(db);
  return and(
    eq(accountTokens.tokenHash, hashSecretToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );
}

/** The open token of this purpose, if the text is one; reading it changes nothing. */
export async function findOpenAccountToken(db: Database, purpose: AccountTokenPurpose, token: string, now: Date) {
  const open = openToken(db, purpose, token, now);
  if (!open) return undefined;
  const [row] = await db.select().from(tables(db).accountTokens).where(open);
  return row;
}

/**
 * Marks an open token used, once: of two requests racing with one link, only one gets the
 * row back. Call it inside the transaction that does what the link allows.
 */
export async function useAccountToken(db: Database, purpose: AccountTokenPurpose, token: string, now: Date) {
  const open = openToken(db, purpose, token, now);
  if (!open) return undefined;
  const [row] = await db.update(tables(db).accountTokens).set({ usedAt: now }).where(open).returning();
  return row;
}
