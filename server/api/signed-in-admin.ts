import { type ApiContext, unauthorized } from "./context";
import type { ApiDependencies } from "./dependencies";
import { sessionPassedSecondFactor } from "./sessions";
import { signedInMember } from "./signed-in";
import type { UserRow } from "../db/tables";
import { jsonError } from "../http/json-error";

/**
 * The admin a request's token names, or the 401/403 answer that ends the request. The role
 * is read from the database at every call, not from the token: revoking an admin takes
 * effect with their next call (docs/decisions/015-admin-role.md). An admin without a
 * second factor, or whose session did not pass it, gets 403 with `secondFactor` saying which.
 */
export async function signedInAdmin(c: ApiContext, deps: ApiDependencies): Promise<UserRow | Response> {
  const member = await signedInMember(c, deps);
  if (!member) return unauthorized(c);
  const messages = c.get("messages");
  if (member.user.role !== "admin") return jsonError(c, 403, messages.adminOnly);
  // An admin's session must have passed the second factor (docs/decisions/032-second-factor.md).
  if (!member.user.totpSecret) return jsonError(c, 403, messages.secondFactorAdminSetup, {}, { secondFactor: "setup" });
  if (!(await sessionPassedSecondFactor(deps.db, member.familyId)))
    return jsonError(c, 403, messages.secondFactorAdminSignIn, {}, { secondFactor: "sign-in" });
  return member.user;
}

/**
 * A handler for admins only: it runs with the admin the request names; anyone else gets
 * signedInAdmin's answer (401, or 403 saying why) and the handler does not run.
 */
export function forAdmins(
  deps: ApiDependencies,
  handler: (c: ApiContext, admin: UserRow) => Promise<Response> | Response,
): (c: ApiContext) => Promise<Response> {
  return async (c) => {
    const admin = await signedInAdmin(c, deps);
    return admin instanceof Response ? admin : handler(c, admin);
  };
}
