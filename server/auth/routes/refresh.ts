import { signAccessToken } from "../../api/access-token";
import { type ApiContext, unauthorized } from "../../api/context";
import { refuseCookieCall, refuseOverLimits } from "../refusals";
import type { ApiDependencies } from "../../api/dependencies";
import { readRefreshCookie, setRefreshCookie } from "../refresh-cookie";
import { rotateRefreshToken } from "../refresh-token";

/**
 * POST /refresh: the cookie's token is exchanged for a new one (rotation) and a new access
 * token. Presenting a token that was already exchanged revokes its whole family: either
 * the visitor or a thief holds a copy, and we cannot tell which.
 */
export function refresh(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const refused = await refuseCookieCall(c, deps);
    if (refused) return refused;

    const now = deps.clock();
    const address = c.get("address");
    const limited = await refuseOverLimits(c, deps, now, [{ name: "refreshesPerAddress", perAddress: "refresh" }]);
    if (limited) return limited;

    const secure = deps.isHttps(c.req.raw);
    const cookie = readRefreshCookie(c, secure);
    if (cookie.kind === "none") return unauthorized(c);
    if (cookie.kind === "several") {
      // Another host or path planted one of them, and which one is ours cannot be told:
      // rotating the planted one would sign this browser in to someone else's account.
      deps.log(c.req.raw, { event: "auth.refresh_failed", reason: "several_cookies", address });
      return unauthorized(c);
    }
    const result = await rotateRefreshToken(deps.db, cookie.token, now);
    if (result.outcome === "reused") {
      deps.log(c.req.raw, { event: "auth.token_reuse", userId: result.userId, familyId: result.familyId, address });
      return unauthorized(c);
    }
    if (result.outcome === "invalid") {
      deps.log(c.req.raw, { event: "auth.refresh_failed", reason: "invalid_token", address });
      return unauthorized(c);
    }
    setRefreshCookie(c, result.issued.token, result.issued.expiresAt, now, secure);
    const accessToken = await signAccessToken(
      deps.tokens,
      { userId: result.userId, familyId: result.issued.familyId },
      now,
    );
    return c.json({ accessToken }, 200);
  };
}
