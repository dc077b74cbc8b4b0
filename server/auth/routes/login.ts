import { jsonError } from "../../http/json-error";
import { type AuthContext, readBody, tooManyRequests } from "../auth-env";
import { hashEmailForLog } from "../auth-log";
import type { AuthDependencies } from "../config";
import { purgeExpiredTokens } from "../refresh-token";
import { blockedUntil, clearKey, hitWindowLimit, peekWindowLimit, rateLimitKey, recordFailureInRow } from "../rate-limit";
import { handOutTokens, startSession } from "../session";
import { findUserByEmail, recordSignIn, toPublicUser } from "../users";
import { validateLogin } from "../validation";

/**
 * POST /login. An unknown e-mail and a wrong password get the same answer after the same
 * work (a dummy hash is verified for unknown e-mails), and count against the same limits.
 */
export function login(deps: AuthDependencies) {
  const limits = deps.config.rateLimits;

  return async (c: AuthContext) => {
    const messages = c.get("messages");
    const body = await readBody(c, deps);
    if (body instanceof Response) return body;
    const input = validateLogin(body.value, messages);
    if (!input.ok) return jsonError(c, input.status, input.message);

    const { db } = deps;
    const now = deps.clock();
    const address = c.get("address");
    const email = input.data.email.toLowerCase();
    const emailHash = hashEmailForLog(email);

    const perAddress = await hitWindowLimit(db, rateLimitKey("login", c.get("addressKey")), limits.loginsPerAddress, now);
    if (perAddress.limited) {
      deps.log({ event: "auth.rate_limited", limit: "loginsPerAddress", address, emailHash });
      return tooManyRequests(c, perAddress.until, now);
    }
    const pairKey = rateLimitKey("login-failures", email, c.get("addressKey"));
    const emailKey = rateLimitKey("login-failures-email", email);
    const locked = await blockedUntil(db, pairKey, now);
    if (locked) {
      deps.log({ event: "auth.rate_limited", limit: "loginFailuresPerEmailAndAddress", address, emailHash });
      return tooManyRequests(c, locked, now);
    }
    const perEmail = await peekWindowLimit(db, emailKey, limits.loginFailuresPerEmail, now);
    if (perEmail.limited) {
      deps.log({ event: "auth.rate_limited", limit: "loginFailuresPerEmail", address, emailHash });
      return tooManyRequests(c, perEmail.until, now);
    }

    const user = await findUserByEmail(db, email);
    const valid = await deps.hasher.verify(user?.passwordHash, input.data.password);
    if (!user || !valid) {
      const { lockedUntil } = await recordFailureInRow(db, pairKey, limits.loginFailuresPerEmailAndAddress, now);
      await hitWindowLimit(db, emailKey, limits.loginFailuresPerEmail, now);
      deps.log({ event: "auth.login_failed", reason: user ? "wrong_password" : "unknown_email", userId: user?.id, address, emailHash });
      if (lockedUntil) deps.log({ event: "auth.lockout", address, emailHash, userId: user?.id, until: lockedUntil.toISOString() });
      return jsonError(c, 401, messages.invalidCredentials);
    }

    await clearKey(db, pairKey);
    const strongerHash = deps.hasher.needsRehash(user.passwordHash) ? await deps.hasher.hash(input.data.password) : undefined;
    const signedIn = await recordSignIn(db, user.id, now, strongerHash);
    if (!signedIn) return jsonError(c, 401, messages.invalidCredentials);
    await purgeExpiredTokens(db, user.id, now);
    const refresh = await startSession(deps, db, user.id, now);
    const accessToken = await handOutTokens(c, deps, user.id, refresh, now);
    deps.log({ event: "auth.login_succeeded", userId: user.id, familyId: refresh.familyId, address, reason: strongerHash ? "rehashed" : undefined });
    return c.json({ user: toPublicUser(signedIn), accessToken, message: messages.loginSuccessful }, 200);
  };
}
