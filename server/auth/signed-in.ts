import { bearerToken, verifyAccessToken } from "./access-token";
import type { AuthContext } from "./auth-env";
import type { AuthDependencies } from "./config";
import { isFamilyActive } from "./refresh-token";
import { findUserById, type UserRow } from "./users";

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
  if (!claims || !(await isFamilyActive(deps.db, claims.familyId, claims.userId, now))) return undefined;
  const user = await findUserById(deps.db, claims.userId);
  return user && { user, familyId: claims.familyId };
}
