import { createHash } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Database } from "../db";
import { rateLimits } from "../db/schema";
import type { WindowLimit } from "./constants";

/**
 * Rate-limit counters in the database, so every server copy sees the same counts. Keys are
 * hashed: the table holds no e-mail addresses or client addresses in the clear.
 */
export function rateLimitKey(kind: string, ...parts: string[]): string {
  return `${kind}:${createHash("sha256").update(parts.join("\u0000")).digest("base64url")}`;
}

export type LimitResult = { limited: false } | { limited: true; until: Date };

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** Counts one hit; limited once the window holds more than `limit` hits. */
export async function hitWindowLimit(db: Database, key: string, { limit, windowMs }: WindowLimit, now: Date): Promise<LimitResult> {
  const expired = sql`${rateLimits.windowEndsAt} <= ${at(now)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${expired} then ${at(new Date(now.getTime() + windowMs))} else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt });
  if (!row || row.count <= limit) return { limited: false };
  return { limited: true, until: row.windowEndsAt };
}

/** Whether a key already reached its limit in the current window, without counting. */
export async function peekWindowLimit(db: Database, key: string, { limit }: WindowLimit, now: Date): Promise<LimitResult> {
  const [row] = await db
    .select({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowEndsAt, now)));
  if (!row || row.count < limit) return { limited: false };
  return { limited: true, until: row.windowEndsAt };
}

/** The moment a key is blocked until, if it is blocked now. */
export async function blockedUntil(db: Database, key: string, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ blockedUntil: rateLimits.blockedUntil })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.blockedUntil, now)));
  return row?.blockedUntil ?? undefined;
}

/**
 * Counts a failure in a row; the `threshold`-th blocks the key for `lockoutMs` and starts
 * the count again. Failures are forgotten `forgetAfterMs` after the first of a series.
 * Returns whether this failure started a lockout.
 */
export async function recordFailureInRow(
  db: Database,
  key: string,
  { threshold, lockoutMs, forgetAfterMs }: { threshold: number; lockoutMs: number; forgetAfterMs: number },
  now: Date,
): Promise<{ lockedUntil?: Date }> {
  const outcome = await hitWindowLimit(db, key, { limit: threshold - 1, windowMs: forgetAfterMs }, now);
  if (!outcome.limited) return {};
  const lockedUntil = new Date(now.getTime() + lockoutMs);
  await db.update(rateLimits).set({ count: 0, blockedUntil: lockedUntil }).where(eq(rateLimits.key, key));
  return { lockedUntil };
}

export async function clearKey(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops counters whose window and block are both over. */
export async function purgeExpiredLimits(db: Database, now: Date): Promise<void> {
  await db
    .delete(rateLimits)
    .where(and(lte(rateLimits.windowEndsAt, now), sql`(${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= ${at(now)})`));
}
