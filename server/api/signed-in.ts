import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db";
import { momentPlaceholderValue, tables } from "../db/tables";
import { bearerToken, verifyAccessToken } from "./access-token";
import type { ApiContext } from "./context";
import type { ApiDependencies } from "./dependencies";
import { activeFamily } from "./sessions";
import type { UserRow } from "../db/tables";

/**
 * The member of a token whose session is still active, as one query built once per
 * database: every signed-in call runs it, and building its SQL anew cost more than
 * running it (docs/decisions/022-signed-in-call-cost.md).
 */
function memberOfActiveSession(db: Database) {
  const { users } = tables(db);
  const userId = sql.placeholder("userId");
  return db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), activeFamily(db, sql.placeholder("familyId"), userId, sql.placeholder("now"))))
    .limit(1)
    .prepare("member_of_active_session");
}

const preparedQueries = new WeakMap<Database, ReturnType<typeof memberOfActiveSession>>();

/**
 * The member a request's bearer token names, with the refresh family (the session) it
 * belongs to; undefined when the token is missing, invalid, expired, or its session ended.
 */
export async function signedInMember(
  c: ApiContext,
  deps: ApiDependencies,
): Promise<{ user: UserRow; familyId: string } | undefined> {
  const token = bearerToken(c.req.header("authorization"));
  if (!token) return undefined;
  const now = deps.clock();
  const claims = await verifyAccessToken(deps.tokens, token, now);
  if (!claims) return undefined;
  let query = preparedQueries.get(deps.db);
  if (!query) preparedQueries.set(deps.db, (query = memberOfActiveSession(deps.db)));
  const [user] = await query.execute({
    userId: claims.userId,
    familyId: claims.familyId,
    now: momentPlaceholderValue(deps.db, now),
  });
  return user && { user, familyId: claims.familyId };
}
