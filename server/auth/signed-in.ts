import { and, eq } from "drizzle-orm";
import { tables } from "../db/tables";
import { bearerToken, verifyAccessToken } from "./access-token";
import type { AuthContext } from "./auth-env";
import type { AuthDependencies } from "./config";
import { activeFamily } from "./refresh-token";
import type { UserRow } from "./users";

/**
 * The member a request's bearer token names, with the refresh family (the session) it
 * belongs to; undefined when the token is missing, invalid, expired, or its session ended.
 */
export async function signedInMember(
  c: AuthContext,
  deps: AuthDependencies,
): Promise<{ user: UserRow; familyId: string } | undefined> {
  const token = bearerToken(c.req.header("authorization"));
  if (!token) return undefined;
  const now = deps.clock();
  const claims = await verifyAccessToken(deps.tokens, token, now);
  if (!claims) return undefined;
  const { users } = tables(deps.db);
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, claims.userId), activeFamily(deps.db, claims.familyId, claims.userId, now)))
    .limit(1);
  return user && { user, familyId: claims.familyId };
}
