import { type AuthContext, unauthorized } from "../auth-env";
import type { AuthDependencies } from "../config";
import { signedInMember } from "../signed-in";
import { toPublicUser } from "../users";

/** GET /me: the signed-in user. The token's refresh family must still be active, so a logout ends the token at once. */
export function me(deps: AuthDependencies) {
  return async (c: AuthContext) => {
    const member = await signedInMember(c, deps);
    if (!member) return unauthorized(c);
    return c.json({ user: toPublicUser(member.user) }, 200);
  };
}
