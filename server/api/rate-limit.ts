import { createHash } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Database } from "../db";
import { momentValue, tables } from "../db/tables";
import type { WindowLimit } from "./constants";

/**
 * Rate-limit counters in the database, so every server copy sees the same counts. Keys are
 * hashed: the table holds no e-mail addresses or client addresses in the clear.
 */
export function rateLimitKey(kind: string, ...parts: string[]): string {
  return `${kind}:${createHash("sha256").update(parts.join("\u0000")).digest("base64url")}`;
}

/**
 * One mailbox however an address is written: letters in one case, and a "+tag" after the
 * local part dropped (most providers deliver a+news@x to a@x). Limits that count mails to
 * an address key by this, so that a+1@x, a+2@x ... cannot each have a limit of their own.
 */
export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 1) return lower;
  const local = lower.slice(0, at).split("+")[0] || lower.slice(0, at);
  return `${local}${lower.slice(at)}`;
}

export type LimitResult = { limited: false } | { limited: true; until: Date };

/** Counts one hit; limited once the window holds more than `limit` hits. */
export async function hitWindowLimit(
  db: Database,
  key: string,
  { limit, windowMs }: WindowLimit,
  now: Date,
): Promise<LimitResult> {
  const { rateLimits } = tables(db);
  const at = (moment: Date) => momentValue(db, moment);
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

/** Takes back a hit counted by hitWindowLimit for an attempt that turned out not to count (a success). */
export async function releaseWindowHit(db: Database, key: string, now: Date): Promise<void> {
  const { rateLimits } = tables(db);
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0), gt(rateLimits.windowEndsAt, now)));
}

export interface InRowRule {
  threshold: number;
  lockoutMs: number;
  forgetAfterMs: number;
}

export type AttemptResult = { allowed: true; startsLockout: boolean } | { allowed: false; until: Date };

/**
 * Counts one attempt of a series (sign-ins that may fail) before it is checked, in one
 * statement: parallel attempts each get their own number, so no more than `threshold` of
 * them are ever let through to the password check. The `threshold`-th attempt blocks the
 * key for `lockoutMs` at once (a success lifts the block again with clearKey); attempts
 * while the key is blocked are refused and counted past the threshold, which is how they
 * are told apart. A series is forgotten `forgetAfterMs` after its first attempt, and a
 * lockout that is over starts a new one.
 */
export async function reserveAttemptInRow(
  db: Database,
  key: string,
  { threshold, lockoutMs, forgetAfterMs }: InRowRule,
  now: Date,
): Promise<AttemptResult> {
  const { rateLimits } = tables(db);
  const at = (moment: Date) => momentValue(db, moment);
  const lockedUntil = at(new Date(now.getTime() + lockoutMs));
  const forgetAt = at(new Date(now.getTime() + forgetAfterMs));
  const blockedNow = sql`(${rateLimits.blockedUntil} is not null and ${rateLimits.blockedUntil} > ${at(now)})`;
  const startsAgain = sql`(${rateLimits.windowEndsAt} <= ${at(now)} or ${rateLimits.blockedUntil} is not null)`;
  const next = sql`case when ${startsAgain} then 1 else ${rateLimits.count} + 1 end`;
  const [row] = await db
    .insert(rateLimits)
    .values({
      key,
      count: 1,
      windowEndsAt: new Date(now.getTime() + forgetAfterMs),
      blockedUntil: threshold <= 1 ? new Date(now.getTime() + lockoutMs) : null,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${blockedNow} then ${rateLimits.count} + 1 else ${next} end`,
        windowEndsAt: sql`case when ${blockedNow} then ${rateLimits.windowEndsAt} when ${startsAgain} then ${forgetAt} else ${rateLimits.windowEndsAt} end`,
        blockedUntil: sql`case when ${blockedNow} then ${rateLimits.blockedUntil} when ${next} >= ${threshold} then ${lockedUntil} else null end`,
      },
    })
    .returning({ count: rateLimits.count, blockedUntil: rateLimits.blockedUntil });
  if (!row) throw new Error("The rate-limit counter returned no row.");
  if (row.count > threshold) return { allowed: false, until: row.blockedUntil ?? new Date(now.getTime() + lockoutMs) };
  return { allowed: true, startsLockout: row.count === threshold };
}

export async function clearKey(db: Database, key: string): Promise<void> {
  const { rateLimits } = tables(db);
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops counters whose window and block are both over. */
export async function purgeExpiredLimits(db: Database, now: Date): Promise<void> {
  const { rateLimits } = tables(db);
  const at = (moment: Date) => momentValue(db, moment);
  await db
    .delete(rateLimits)
    .where(
      and(
        lte(rateLimits.windowEndsAt, now),
        sql`(${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= ${at(now)})`,
      ),
    );
}
