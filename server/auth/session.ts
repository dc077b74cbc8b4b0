import type { Database } from "../db";
import { signAccessToken } from "./access-token";
import type { AuthContext } from "./auth-env";
import type { AuthDependencies } from "./config";
import { setRefreshCookie } from "./refresh-cookie";
import { type IssuedRefreshToken, startRefreshFamily } from "./refresh-token";

/**
 * A sign-in (registration or login) starts a new refresh family: its first token goes into
 * the cookie, and an access token naming the family goes into the response body.
 */
export async function startSession(deps: AuthDependencies, db: Database, userId: string, now: Date): Promise<IssuedRefreshToken> {
  return startRefreshFamily(db, userId, deps.config.refreshFamilyTtlMs, now);
}

export async function handOutTokens(
  c: AuthContext,
  deps: AuthDependencies,
  userId: string,
  refresh: IssuedRefreshToken,
  now: Date,
): Promise<string> {
  setRefreshCookie(c, refresh.token, refresh.expiresAt, now, deps.isHttps(c.req.raw));
  return signAccessToken(deps.tokens, { userId, familyId: refresh.familyId }, now);
}
