import { type AuthContext, unauthorized } from "../auth/auth-env";
import type { AuthDependencies } from "../auth/config";
import { signedInMember } from "../auth/signed-in";
import type { UserRow } from "../auth/users";
import { jsonError } from "../http/json-error";

/**
 * The admin a request's token names, or the 401/403 answer that ends the request. The role
 * is read from the database at every call, not from the token: revoking an admin takes
 * effect with their next call (docs/decisions/015-admin-role.md).
 */
export async function signedInAdmin(c: AuthContext, deps: AuthDependencies): Promise<UserRow | Response> {
  const member = await signedInMember(c, deps);
  if (!member) return unauthorized(c);
  if (member.user.role !== "admin") return jsonError(c, 403, c.get("messages").adminOnly);
  return member.user;
}
