import { type ApiContext, unauthorized } from "../../api/context";
import type { ApiDependencies } from "../../api/dependencies";
import { signedInMember } from "../../api/signed-in";
import { toPublicUser } from "../users";

/** GET /me: the signed-in user. The token's refresh family must still be active, so a logout ends the token at once. */
export function me(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const member = await signedInMember(c, deps);
    if (!member) return unauthorized(c);
    return c.json({ user: toPublicUser(member.user) }, 200);
  };
}
