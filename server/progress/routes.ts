import type { RouteTable } from "../api/app";
import { type ApiContext, readValidBody, tooManyRequests, unauthorized } from "../api/context";
import type { ApiDependencies } from "../api/dependencies";
import { hitWindowLimit, rateLimitKey } from "../api/rate-limit";
import { signedInMember } from "../api/signed-in";
import { mergeProgress, readProgress } from "./store";
import { validateProgressReport } from "./validation";

/**
 * The signed-in member's lesson progress (docs/decisions/013-synced-progress.md), mounted
 * at /api/progress. A member reaches only their own: the member comes from the bearer
 * token, never from the request.
 */
export function progressRoutes(deps: ApiDependencies): RouteTable {
  return [["/", { GET: readMemberProgress(deps), POST: reportMemberProgress(deps) }]];
}

/** The key of a member's progress calls in the rate-limit table (deleted with the account). */
export const progressLimitKey = (userId: string) => rateLimitKey("progress", userId);

/**
 * The member, or the 401/429 answer that ends the request. The member's calls of the
 * progress and the subscriptions share this budget: the account page reads both.
 */
export async function allowedMember(c: ApiContext, deps: ApiDependencies) {
  const member = await signedInMember(c, deps);
  if (!member) return unauthorized(c);
  const now = deps.clock();
  const limit = await hitWindowLimit(
    deps.db,
    progressLimitKey(member.user.id),
    deps.config.rateLimits.progressCallsPerMember,
    now,
  );
  if (limit.limited) return tooManyRequests(c, limit.until, now);
  return { userId: member.user.id, now };
}

/** GET /api/progress: `{ lessons: [...] }`, every lesson the member ever touched. */
function readMemberProgress(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const member = await allowedMember(c, deps);
    if (member instanceof Response) return member;
    return c.json({ lessons: await readProgress(deps.db, member.userId) }, 200);
  };
}

/**
 * POST /api/progress `{ lessons: [{ course, lesson, completed?, position?, watchedSeconds? }] }`:
 * merges the report into the stored progress and answers with the result, as GET does, so
 * a browser writes and catches up in one call. Sending the same report again changes nothing.
 */
function reportMemberProgress(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const member = await allowedMember(c, deps);
    if (member instanceof Response) return member;
    const input = await readValidBody(c, deps, validateProgressReport);
    if (input instanceof Response) return input;
    await mergeProgress(deps.db, member.userId, input.data, member.now);
    return c.json({ lessons: await readProgress(deps.db, member.userId) }, 200);
  };
}
