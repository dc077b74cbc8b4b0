import { bearerToken, verifyAccessToken } from "../../api/access-token";
import { type ApiContext } from "../../api/context";
import { refuseCookieCall } from "../refusals";
import type { ApiDependencies } from "../../api/dependencies";
import { clearRefreshCookie, readRefreshCookie, refreshCookieTokens } from "../refresh-cookie";
import { findTokenFamily, revokeFamily } from "../refresh-token";

/**
 * POST /logout: revokes the family of the cookie's token (and of the access token, when one
 * is sent) and clears the cookie. It always answers 200: being signed out is the goal,
 * whatever state the tokens were in.
 */
export function logout(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const refused = await refuseCookieCall(c, deps);
    if (refused) return refused;
    const messages = c.get("messages");

    const now = deps.clock();
    const secure = deps.isHttps(c.req.raw);
    const families = new Map<string, string>();
    // Every refresh cookie of the name: if one was planted, ending its family harms no one
    // but whoever planted it, and the visitor's own one ends as asked.
    for (const token of refreshCookieTokens(readRefreshCookie(c, secure))) {
      const fromCookie = await findTokenFamily(deps.db, token);
      if (fromCookie) families.set(fromCookie.familyId, fromCookie.userId);
    }
    const bearer = bearerToken(c.req.header("authorization"));
    const fromBearer = bearer ? await verifyAccessToken(deps.tokens, bearer, now) : undefined;
    if (fromBearer) families.set(fromBearer.familyId, fromBearer.userId);

    for (const [familyId, userId] of families) {
      await revokeFamily(deps.db, familyId, now);
      deps.log(c.req.raw, { event: "auth.logout", userId, familyId, address: c.get("address") });
    }
    clearRefreshCookie(c, secure);
    return c.json({ message: messages.logoutSuccessful }, 200);
  };
}
