import { bearerToken, verifyAccessToken } from "../access-token";
import { type AuthContext, unauthorized } from "../auth-env";
import type { AuthDependencies } from "../config";
import { isFamilyActive } from "../refresh-token";
import { findUserById, toPublicUser } from "../users";

/** GET /me: the signed-in user. The token's refresh family must still be active, so a logout ends the token at once. */
export function me(deps: AuthDependencies) {
  return async (c: AuthContext) => {
    const token = bearerToken(c.req.header("authorization"));
    if (!token) return unauthorized(c);
    const now = deps.clock();
    const claims = await verifyAccessToken(deps.tokens, token, now);
    if (!claims || !(await isFamilyActive(deps.db, claims.familyId, claims.userId, now))) return unauthorized(c);
    const user = await findUserById(deps.db, claims.userId);
    if (!user) return unauthorized(c);
    return c.json({ user: toPublicUser(user) }, 200);
  };
}
