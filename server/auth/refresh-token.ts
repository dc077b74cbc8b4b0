import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../db";
import { isSqlite, tables } from "../db/tables";
import { hashSecretToken, isSecretTokenFormat, newSecretToken } from "../api/secret-token";

/**
 * Refresh tokens: secret tokens (api/secret-token.ts) handed out once in a cookie. A
 * sign-in starts a family; a refresh rotates the token inside its family.
 */

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  expiresAt: Date;
}

/** Starts a new family for a user (every sign-in does) and returns its first token. */
export async function startRefreshFamily(
  db: Database,
  userId: string,
  lifetimeMs: number,
  now: Date,
): Promise<IssuedRefreshToken> {
  const { refreshTokens } = tables(db);
  const token = newSecretToken();
  const familyId = randomUUID();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await db
    .insert(refreshTokens)
    .values({ tokenHash: hashSecretToken(token), familyId, userId, createdAt: now, expiresAt });
  return { token, familyId, expiresAt };
}

export type RotationResult =
  | { outcome: "rotated"; issued: IssuedRefreshToken; userId: string }
  | { outcome: "reused"; familyId: string; userId: string }
  | { outcome: "invalid" };

/**
 * Rotation and revocation of one family take turns: each runs in a transaction that first
 * takes a transaction-scoped advisory lock named after the family. Without it, on
 * PostgreSQL a revocation's UPDATE (whose snapshot predates a rotation still in flight)
 * would miss the successor that rotation inserts, and the family would live on. Statements
 * after the lock see everything the previous holder committed (READ COMMITTED), so a
 * rotation after a revocation finds its token revoked, and a revocation after a rotation
 * finds the successor. SQLite runs transactions one at a time anyway and needs no lock.
 */
const FAMILY_LOCK_SPACE = 7_261_005;
async function lockFamily(tx: Database, familyId: string): Promise<void> {
  // SQLite's transactions take turns as a whole (server/db/sqlite-client.ts).
  if (isSqlite(tx)) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${FAMILY_LOCK_SPACE}, hashtext(${familyId}))`);
}

/**
 * Exchanges a refresh token for its successor. The presented token is marked rotated by a
 * conditional UPDATE (only while it is neither rotated nor revoked nor expired), so of any
 * number of parallel calls with one token exactly one wins. A token that was already
 * rotated is a reuse: its whole family is revoked.
 */
export async function rotateRefreshToken(db: Database, token: string, now: Date): Promise<RotationResult> {
  const { refreshTokens } = tables(db);
  if (!isSecretTokenFormat(token)) return { outcome: "invalid" };
  const tokenHash = hashSecretToken(token);
  const [known] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!known) return { outcome: "invalid" };

  return db.transaction(async (tx): Promise<RotationResult> => {
    await lockFamily(tx, known.familyId);
    const [previous] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning({
        familyId: refreshTokens.familyId,
        userId: refreshTokens.userId,
        expiresAt: refreshTokens.expiresAt,
      });
    if (previous) {
      const successor = newSecretToken();
      await tx.insert(refreshTokens).values({
        tokenHash: hashSecretToken(successor),
        familyId: previous.familyId,
        userId: previous.userId,
        createdAt: now,
        expiresAt: previous.expiresAt,
      });
      return {
        outcome: "rotated",
        userId: previous.userId,
        issued: { token: successor, familyId: previous.familyId, expiresAt: previous.expiresAt },
      };
    }

    const [state] = await tx
      .select({ rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (state?.rotatedAt && !state.revokedAt) {
      await revokeLockedFamily(tx, known.familyId, now);
      return { outcome: "reused", familyId: known.familyId, userId: known.userId };
    }
    return { outcome: "invalid" };
  });
}

/** Revokes every token of a family; its access tokens stop working at once. */
export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFamily(tx, familyId);
    await revokeLockedFamily(tx, familyId, now);
  });
}

/** Revokes every family of a member but `keep` (a new password ends every other session). */
export async function revokeUserFamilies(db: Database, userId: string, now: Date, keep?: string): Promise<void> {
  const { refreshTokens } = tables(db);
  const families = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  for (const { familyId } of families) if (familyId !== keep) await revokeFamily(db, familyId, now);
}

async function revokeLockedFamily(tx: Database, familyId: string, now: Date): Promise<void> {
  const { refreshTokens } = tables(tx);
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The family and user of a stored token, whatever its state. */
export async function findTokenFamily(
  db: Database,
  token: string,
): Promise<{ familyId: string; userId: string } | undefined> {
  const { refreshTokens } = tables(db);
  if (!isSecretTokenFormat(token)) return undefined;
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecretToken(token)));
  return row;
}

/** Deletes a user's tokens whose family lifetime is over (done at each sign-in). */
export async function purgeExpiredTokens(db: Database, userId: string, now: Date): Promise<void> {
  const { refreshTokens } = tables(db);
  await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, now)));
}
