import { and, eq, exists, gt, isNull, type Placeholder, type SQL } from "drizzle-orm";
import type { Database } from "../db";
import { tables } from "../db/tables";

/** What a call's session is: still active, and whether its sign-in passed the second factor. */

/**
 * The condition that a family may still be used: not revoked and not past its lifetime. A
 * condition rather than a query, so that the member's own row is read in the same query
 * (signed-in.ts): every call with a token costs one round trip to the database, not two.
 * Each value may be a placeholder of a prepared query.
 */
export function activeFamily(
  db: Database,
  familyId: string | Placeholder,
  userId: string | Placeholder,
  now: Date | Placeholder,
): SQL {
  const { refreshTokens } = tables(db);
  const family = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  return exists(family);
}

/** Whether this session's sign-in passed the member's second factor. */
export async function sessionPassedSecondFactor(db: Database, familyId: string): Promise<boolean> {
  const { secondFactorSessions } = tables(db);
  const [row] = await db
    .select({ familyId: secondFactorSessions.familyId })
    .from(secondFactorSessions)
    .where(eq(secondFactorSessions.familyId, familyId))
    .limit(1);
  return row !== undefined;
}
