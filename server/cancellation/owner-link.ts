import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../db";
import type { cancellations } from "../db/schema";
import { tables } from "../db/tables";
import { hashSecretToken, isSecretTokenFormat, newSecretToken } from "../api/secret-token";

/**
 * How long the receipt's "Show my cancellation" link works: long enough to read the mail
 * after a holiday, short enough that an old inbox is no key to a subscription.
 */
export const OWNER_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

type CancellationRow = typeof cancellations.$inferSelect;

/** A new link token and what the cancellation's row keeps of it (only the hash). */
export function newOwnerLink(now: Date): { token: string; ownerLinkHash: string; ownerLinkExpiresAt: Date } {
  const token = newSecretToken();
  return {
    token,
    ownerLinkHash: hashSecretToken(token),
    ownerLinkExpiresAt: new Date(now.getTime() + OWNER_LINK_LIFETIME_MS),
  };
}

/** Which row a link opens while unexpired and unused; undefined for a text that cannot be a token. */
function openLink(db: Database, token: string, now: Date) {
  if (!isSecretTokenFormat(token)) return undefined;
  const { cancellations } = tables(db);
  return and(eq(cancellations.ownerLinkHash, hashSecretToken(token)), gt(cancellations.ownerLinkExpiresAt, now));
}

/** The cancellation an unexpired, unused link belongs to; reading it changes nothing. */
export async function cancellationOfLink(db: Database, token: string, now: Date): Promise<CancellationRow | undefined> {
  const open = openLink(db, token, now);
  if (!open) return undefined;
  const [row] = await db.select().from(tables(db).cancellations).where(open);
  return row;
}

/**
 * Spends the link, in the caller's transaction: only one request can win it, and a link
 * that was used once (or reached its expiry) opens nothing again.
 */
export async function spendOwnerLink(db: Database, token: string, now: Date): Promise<CancellationRow | undefined> {
  const open = openLink(db, token, now);
  if (!open) return undefined;
  const cleared = { ownerLinkHash: null, ownerLinkExpiresAt: null };
  const [row] = await db.update(tables(db).cancellations).set(cleared).where(open).returning();
  return row;
}
