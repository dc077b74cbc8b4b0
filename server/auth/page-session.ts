import { and, eq, gt, isNull } from "drizzle-orm";
import { tables } from "../db/tables";
import { signAccessToken } from "../api/access-token";
import type { ApiDependencies } from "../api/dependencies";
import { PAGE_ROTATION_GRACE_MS } from "../api/constants";
import { cookieValues } from "./cookie-header";
import { hashSecretToken, isSecretTokenFormat } from "../api/secret-token";
import { revokeFamily } from "./refresh-token";
import { refreshCookieName } from "./refresh-cookie";

/** A page request's member, as an access token for the page's in-process API calls. */
export type PageBearer = (page: Request) => Promise<string | undefined>;

/**
 * Who a page request comes from: the member whose refresh cookie it carries, so that the
 * account page and its forms work without JavaScript (docs/decisions/019-account-page-without-javascript.md).
 * A page never rotates the refresh token: only the browser's own POST /auth/refresh does,
 * so a page load and a refresh in flight cannot turn into a "reuse" that ends the session.
 * The token the cookie names must be the family's current one, or one that was replaced
 * moments ago (the page request left before the refresh's answer arrived); a token replaced
 * longer ago is a stolen copy, and ends its family as a refresh with it would. The page
 * gets a short-lived access token, which the API checks like any other.
 */
export function pageBearer(deps: ApiDependencies): PageBearer {
  return async (page) => {
    const [token, ...others] = cookieValues(page.headers.get("cookie"), refreshCookieName(deps.isHttps(page)));
    if (!token || others.length > 0 || !isSecretTokenFormat(token)) return undefined;
    const now = deps.clock();
    const { refreshTokens } = tables(deps.db);
    const [row] = await deps.db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId, rotatedAt: refreshTokens.rotatedAt })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.tokenHash, hashSecretToken(token)),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    if (row.rotatedAt && now.getTime() - row.rotatedAt.getTime() > PAGE_ROTATION_GRACE_MS) {
      // A replaced token presented again: a copy is in other hands, as at POST /refresh.
      await revokeFamily(deps.db, row.familyId, now);
      deps.log(page, { event: "auth.token_reuse", userId: row.userId, familyId: row.familyId, reason: "page" });
      return undefined;
    }
    return signAccessToken(deps.tokens, { userId: row.userId, familyId: row.familyId }, now);
  };
}
