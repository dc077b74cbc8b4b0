import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db";
import type { accountTokens } from "../db/schema";
import { tables } from "../db/tables";

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)["purpose"];
export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** 32 random bytes (256 bits) as base64url: 43 characters. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

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
  const token = randomBytes(32).toString("base64url");
  await db.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    newEmail,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return token;
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

/** The row of this token and purpose, while it is unused and unexpired. */
function isOpenToken(db: Database, purpose: AccountTokenPurpose, token: string, now: Date) {
  const { accountTokens } = tables(db);
  return and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );
}

/** The open token (unused, unexpired) of this purpose, if the text is one. */
export async function findOpenAccountToken(
  db: Database,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date,
): Promise<AccountTokenRow | undefined> {
  const { accountTokens } = tables(db);
  if (!TOKEN_FORMAT.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(isOpenToken(db, purpose, token, now));
  return row;
}

/**
 * Marks an open token used, once: of two requests racing with one link, only one gets the
 * row back. Call it inside the transaction that does what the link allows.
 */
export async function useAccountToken(
  db: Database,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date,
): Promise<AccountTokenRow | undefined> {
  const { accountTokens } = tables(db);
  if (!TOKEN_FORMAT.test(token)) return undefined;
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(isOpenToken(db, purpose, token, now))
    .returning();
  return row;
}
