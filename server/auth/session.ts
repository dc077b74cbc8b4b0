import type { Database } from "../db";
import { signAccessToken } from "../api/access-token";
import type { ApiContext } from "../api/context";
import type { ApiDependencies } from "../api/dependencies";
import { DEVICE_COOKIE_TTL_MS } from "../api/constants";
import { setDeviceCookie } from "./device-cookie";
import { readRefreshCookie, refreshCookieTokens, setRefreshCookie } from "./refresh-cookie";
import { findTokenFamily, type IssuedRefreshToken, revokeFamily, startRefreshFamily } from "./refresh-token";

/**
 * A sign-in (registration or login) starts a new refresh family: its first token goes into
 * the cookie, and an access token naming the family goes into the response body.
 */
export async function startSession(
  deps: ApiDependencies,
  db: Database,
  userId: string,
  now: Date,
): Promise<IssuedRefreshToken> {
  return startRefreshFamily(db, userId, deps.config.refreshFamilyTtlMs, now);
}

/**
 * Hands the new session to the browser. The refresh cookie it held until now is replaced,
 * so that cookie's family ends here (whoever else holds a copy of it loses it too); the
 * browser also gets a device cookie for the e-mail it signed in with.
 */
export async function handOutTokens(
  c: ApiContext,
  deps: ApiDependencies,
  user: { id: string; email: string },
  refresh: IssuedRefreshToken,
  now: Date,
): Promise<string> {
  const secure = deps.isHttps(c.req.raw);
  for (const token of refreshCookieTokens(readRefreshCookie(c, secure))) {
    const replaced = await findTokenFamily(deps.db, token);
    if (!replaced || replaced.familyId === refresh.familyId) continue;
    await revokeFamily(deps.db, replaced.familyId, now);
    deps.log(c.req.raw, {
      event: "auth.logout",
      reason: "replaced_by_sign_in",
      userId: replaced.userId,
      familyId: replaced.familyId,
      address: c.get("address"),
    });
  }
  setRefreshCookie(c, refresh.token, refresh.expiresAt, now, secure);
  setDeviceCookie(c, deps.deviceKey, user.email, now, DEVICE_COOKIE_TTL_MS, secure);
  return signAccessToken(deps.tokens, { userId: user.id, familyId: refresh.familyId }, now);
}
