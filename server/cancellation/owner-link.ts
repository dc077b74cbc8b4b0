import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../db";
import type { cancellations } from "../db/schema";
import { tables } from "../db/tables";

/**
 * How long the receipt's "Show my cancellation" link works: long enough to read the mail
 * after a holiday, short enough that an old inbox is no key to a subscription.
 */
export const OWNER_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes (256 bits) as base64url: 43 characters, as the account links. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new link token and what the cancellation's row keeps of it (only the hash). */
export function newOwnerLink(now: Date): { token: string; ownerLinkHash: string; ownerLinkExpiresAt: Date } {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    ownerLinkHash: hashToken(token),
    ownerLinkExpiresAt: new Date(now.getTime() + OWNER_LINK_LIFETIME_MS),
  };
}

function isOpenLink(db: Database, token: string, now: Date) {
  const { cancellations } = tables(db);
  return and(eq(cancellations.ownerLinkHash, hashToken(token)), gt(cancellations.ownerLinkExpiresAt, now));
}

/** The cancellation an unexpired, unused link belongs to; reading it changes nothing. */
export async function cancellationOfLink(
  db: Database,
  token: string,
  now: Date,
): Promise<typeof cancellations.$inferSelect | undefined> {
  if (!TOKEN_FORMAT.test(token)) return undefined;
  const { cancellations } = tables(db);
  const [row] = await db
    .select()
    .from(cancellations)
    .where(isOpenLink(db, token, now));
  return row;
}

/**
 * Spends the link, in the caller's transaction: only one request can win it, and a link
 * that was used once (or reached its expiry) opens nothing again.
 */
export async function spendOwnerLink(
  db: Database,
  token: string,
  now: Date,
): Promise<typeof cancellations.$inferSelect | undefined> {
  if (!TOKEN_FORMAT.test(token)) return undefined;
  const { cancellations } = tables(db);
  const [row] = await db
    .update(cancellations)
    .set({ ownerLinkHash: null, ownerLinkExpiresAt: null })
    .where(isOpenLink(db, token, now))
    .returning();
  return row;
}
