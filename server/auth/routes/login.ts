import { jsonError } from "../../http/json-error";
import { type ApiContext, hitAddressLimits, readValidBody, tooManyRequests } from "../../api/context";
import type { ApiDependencies } from "../../api/dependencies";
import { trustedDeviceId } from "../device-cookie";
import { purgeExpiredTokens } from "../refresh-token";
import { clearKey, hitWindowLimit, rateLimitKey, releaseWindowHit, reserveAttemptInRow } from "../../api/rate-limit";
import { markSessionVerified, spendSecondFactorCode } from "../second-factor";
import { handOutTokens, startSession } from "../session";
import { findUserByEmail, recordSignIn, toPublicUser } from "../users";
import { validateLogin } from "../validation";

/**
 * POST /login. An unknown e-mail and a wrong password get the same answer after the same
 * work (a dummy hash is verified for unknown e-mails), and count against the same limits.
 *
 * Every attempt is counted before its password is checked, each counter in one atomic
 * statement, so parallel attempts beyond a limit are refused without a check. A browser
 * holding a device cookie for the e-mail counts in its own bucket; every other client
 * counts per e-mail and address and per e-mail (see device-cookie.ts and the README).
 */
export function login(deps: ApiDependencies) {
  const limits = deps.config.rateLimits;

  return async (c: ApiContext) => {
    const messages = c.get("messages");
    const input = await readValidBody(c, deps, validateLogin);
    if (input instanceof Response) return input;

    const { db } = deps;
    const now = deps.clock();
    const address = c.get("address");
    const email = input.data.email.toLowerCase();
    const emailHash = deps.emailFingerprint(email);
    const refuse = (limit: string, until: Date) => {
      deps.log(c.req.raw, { event: "auth.rate_limited", limit, address, emailHash });
      return tooManyRequests(c, until, now);
    };

    const perAddress = await hitAddressLimits(c, deps, "login", limits.loginsPerAddress, now);
    if (perAddress.limited) return refuse("loginsPerAddress", perAddress.until);

    const deviceId = trustedDeviceId(c, deps.deviceKey, email, deps.isHttps(c.req.raw));
    // The key of the series this attempt belongs to, and the per-e-mail hit to take back on success.
    let seriesKey: string;
    let emailKey: string | undefined;
    let startsLockout: boolean;
    if (deviceId) {
      seriesKey = rateLimitKey("login-failures-device", deviceId);
      const attempt = await reserveAttemptInRow(db, seriesKey, limits.loginFailuresPerDevice, now);
      if (!attempt.allowed) return refuse("loginFailuresPerDevice", attempt.until);
      startsLockout = attempt.startsLockout;
    } else {
      emailKey = rateLimitKey("login-failures-email", email);
      const perEmail = await hitWindowLimit(db, emailKey, limits.loginFailuresPerEmail, now);
      if (perEmail.limited) return refuse("loginFailuresPerEmail", perEmail.until);
      seriesKey = rateLimitKey("login-failures", email, c.get("addressKey"));
      const attempt = await reserveAttemptInRow(db, seriesKey, limits.loginFailuresPerEmailAndAddress, now);
      if (!attempt.allowed) {
        // Refused before the check: it does not count as a failure for the e-mail.
        await releaseWindowHit(db, emailKey, now);
        return refuse("loginFailuresPerEmailAndAddress", attempt.until);
      }
      startsLockout = attempt.startsLockout;
    }

    const user = await findUserByEmail(db, email);
    const valid = await deps.hasher.verify(user?.passwordHash, input.data.password);
    if (!user || !valid) {
      deps.log(c.req.raw, {
        event: "auth.login_failed",
        reason: user ? "wrong_password" : "unknown_email",
        userId: user?.id,
        address,
        emailHash,
      });
      if (startsLockout) {
        const until = new Date(
          now.getTime() + (deviceId ? limits.loginFailuresPerDevice : limits.loginFailuresPerEmailAndAddress).lockoutMs,
        );
        deps.log(c.req.raw, {
          event: "auth.lockout",
          address,
          emailHash,
          userId: user?.id,
          until: until.toISOString(),
          reason: deviceId ? "device" : "email_and_address",
        });
      }
      return jsonError(c, 401, messages.invalidCredentials);
    }

    // With a second factor the password alone is not a success: a missing or wrong code
    // stays counted in the series, so codes cannot be guessed beyond its lockout.
    if (user.totpSecret) {
      const code = input.data.code;
      const passed = code !== undefined && (await spendSecondFactorCode(db, deps.secondFactorKey, user, code, now));
      if (!passed) {
        deps.log(c.req.raw, {
          event: "auth.login_failed",
          reason: code === undefined ? "second_factor_required" : "wrong_second_factor",
          userId: user.id,
          address,
          emailHash,
        });
        const message = code === undefined ? messages.secondFactorRequired : messages.secondFactorWrong;
        return jsonError(c, 401, message, {}, { secondFactor: "required" });
      }
    }

    await clearKey(db, seriesKey);
    if (emailKey) await releaseWindowHit(db, emailKey, now);
    const strongerHash = deps.hasher.needsRehash(user.passwordHash)
      ? await deps.hasher.hash(input.data.password)
      : undefined;
    const signedIn = await recordSignIn(db, user.id, now, strongerHash);
    if (!signedIn) return jsonError(c, 401, messages.invalidCredentials);
    await purgeExpiredTokens(db, user.id, now);
    const refresh = await startSession(deps, db, user.id, now);
    if (user.totpSecret) await markSessionVerified(db, user.id, refresh.familyId, now);
    const accessToken = await handOutTokens(c, deps, { id: user.id, email }, refresh, now);
    deps.log(c.req.raw, {
      event: "auth.login_succeeded",
      userId: user.id,
      familyId: refresh.familyId,
      address,
      reason: strongerHash ? "rehashed" : undefined,
    });
    return c.json({ user: toPublicUser(signedIn), accessToken, message: messages.loginSuccessful }, 200);
  };
}
