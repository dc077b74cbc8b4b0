import { signAccessToken } from "../access-token";
import { type AuthContext, refuseCookieCall, tooManyRequests, unauthorized } from "../auth-env";
import type { AuthDependencies } from "../config";
import { hitWindowLimit, rateLimitKey } from "../rate-limit";
import { readRefreshCookie, setRefreshCookie } from "../refresh-cookie";
import { rotateRefreshToken } from "../refresh-token";

/**
 * POST /refresh: the cookie's token is exchanged for a new one (rotation) and a new access
 * token. Presenting a token that was already exchanged revokes its whole family: either
 * the visitor or a thief holds a copy, and we cannot tell which.
 */
export function refresh(deps: AuthDependencies) {
  return async (c: AuthContext) => {
    const refused = await refuseCookieCall(c, deps);
    if (refused) return refused;

    const now = deps.clock();
    const address = c.get("address");
    const limit = await hitWindowLimit(deps.db, rateLimitKey("refresh", c.get("addressKey")), deps.config.rateLimits.refreshesPerAddress, now);
    if (limit.limited) {
      deps.log({ event: "auth.rate_limited", limit: "refreshesPerAddress", address });
      return tooManyRequests(c, limit.until, now);
    }

    const secure = deps.isHttps(c.req.raw);
    const token = readRefreshCookie(c, secure);
    if (!token) return unauthorized(c);
    const result = await rotateRefreshToken(deps.db, token, now);
    if (result.outcome === "reused") {
      deps.log({ event: "auth.token_reuse", userId: result.userId, familyId: result.familyId, address });
      return unauthorized(c);
    }
    if (result.outcome === "invalid") {
      deps.log({ event: "auth.refresh_failed", reason: "invalid_token", address });
      return unauthorized(c);
    }
    setRefreshCookie(c, result.issued.token, result.issued.expiresAt, now, secure);
    const accessToken = await signAccessToken(deps.tokens, { userId: result.userId, familyId: result.issued.familyId }, now);
    return c.json({ accessToken }, 200);
  };
}
