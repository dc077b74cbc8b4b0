import { jsonError } from "../http/json-error";
import type { ApiContext } from "../api/context";
import type { ApiDependencies } from "../api/dependencies";
import { rateLimitKey } from "../api/rate-limit";
import { refuseOverLimits } from "./refusals";
import type { UserRow } from "./users";

/** The counter of a member's password checks (deleting the account removes it). */
export const passwordCheckKey = (userId: string) => rateLimitKey("password-check", userId);

/**
 * Checks a signed-in member's password once more (changing the password or the e-mail
 * address, deleting the account), counted per member: a stolen session must not become a
 * way to guess the password. Returns the answer that ends the request (429, 403), or
 * undefined when the password is right.
 */
export async function refuseCurrentPassword(
  c: ApiContext,
  deps: ApiDependencies,
  user: UserRow,
  password: string,
): Promise<Response | undefined> {
  const now = deps.clock();
  const limited = await refuseOverLimits(
    c,
    deps,
    now,
    [{ name: "passwordChecksPerMember", key: passwordCheckKey(user.id) }],
    {
      userId: user.id,
    },
  );
  if (limited) return limited;
  if (await deps.hasher.verify(user.passwordHash, password)) return undefined;
  deps.log(c.req.raw, { event: "auth.password_check_failed", userId: user.id, address: c.get("address") });
  return jsonError(c, 403, c.get("messages").currentPassword);
}
