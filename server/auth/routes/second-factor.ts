import { eq } from "drizzle-orm";
import { tables } from "../../db/tables";
import { jsonError } from "../../http/json-error";
import { type ApiContext, readValidBody, unauthorized } from "../../api/context";
import type { ApiDependencies } from "../../api/dependencies";
import { refuseCurrentPassword } from "../current-password";
import {
  decryptSecret,
  encryptSecret,
  markSessionVerified,
  newRecoveryCodes,
  newSecretForApp,
  removeSecondFactor,
  saveRecoveryCodes,
  spendSecondFactorCode,
  stepOfCode,
} from "../second-factor";
import { signedInMember } from "../../api/signed-in";
import { toPublicUser } from "../users";
import { validateSecondFactorCode, validateSecondFactorDisable, validateSecondFactorSetup } from "../validation";

/**
 * A member's second factor on the account page (docs/decisions/032-second-factor.md):
 * set-up asks for the password and shows a new secret; the first right code from the app
 * turns it on and hands out the recovery codes once; turning it off asks for the password
 * and a code. Every call needs the bearer token of an active session.
 */

/** POST /second-factor/setup `{ password }`: 200 `{ secret, uri, qr, message }`, the app's secret to scan. */
export function setUpSecondFactor(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const member = await signedInMember(c, deps);
    if (!member) return unauthorized(c);
    const input = await readValidBody(c, deps, validateSecondFactorSetup);
    if (input instanceof Response) return input;
    const { user } = member;
    if (user.totpSecret) return jsonError(c, 409, c.get("messages").secondFactorAlreadyOn);
    const refused = await refuseCurrentPassword(c, deps, user, input.data.password);
    if (refused) return refused;
    const forApp = await newSecretForApp(user.email);
    const { users } = tables(deps.db);
    await deps.db
      .update(users)
      .set({ totpPendingSecret: encryptSecret(deps.secondFactorKey, forApp.secret) })
      .where(eq(users.id, user.id));
    deps.log(c.req.raw, { event: "auth.second_factor_setup", userId: user.id });
    return c.json({ ...forApp, message: c.get("messages").secondFactorScan }, 200);
  };
}

/** POST /second-factor/enable `{ code }`: 200 `{ user, recoveryCodes, message }`; 422 for a wrong code. */
export function enableSecondFactor(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const member = await signedInMember(c, deps);
    if (!member) return unauthorized(c);
    const messages = c.get("messages");
    const input = await readValidBody(c, deps, validateSecondFactorCode);
    if (input instanceof Response) return input;
    const { user, familyId } = member;
    if (user.totpSecret) return jsonError(c, 409, messages.secondFactorAlreadyOn);
    if (!user.totpPendingSecret) return jsonError(c, 409, messages.secondFactorSetupFirst);
    const now = deps.clock();
    const step = stepOfCode(decryptSecret(deps.secondFactorKey, user.totpPendingSecret), input.data.code, now);
    if (step === undefined) return jsonError(c, 422, messages.secondFactorWrong);

    const recoveryCodes = newRecoveryCodes();
    const { users } = tables(deps.db);
    const enabled = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
        .where(eq(users.id, user.id))
        .returning();
      await saveRecoveryCodes(tx, user.id, recoveryCodes);
      // This session has just shown the code.
      await markSessionVerified(tx, user.id, familyId, now);
      return row;
    });
    if (!enabled) return unauthorized(c);
    deps.log(c.req.raw, { event: "auth.second_factor_enabled", userId: user.id });
    return c.json({ user: toPublicUser(enabled), recoveryCodes, message: messages.secondFactorEnabled }, 200);
  };
}

/** POST /second-factor/disable `{ password, code }`: 200 `{ user, message }`; 403 wrong password, 422 wrong code. */
export function disableSecondFactor(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const member = await signedInMember(c, deps);
    if (!member) return unauthorized(c);
    const messages = c.get("messages");
    const input = await readValidBody(c, deps, validateSecondFactorDisable);
    if (input instanceof Response) return input;
    const { user } = member;
    if (!user.totpSecret) return jsonError(c, 409, messages.secondFactorNotOn);
    const refused = await refuseCurrentPassword(c, deps, user, input.data.password);
    if (refused) return refused;
    const now = deps.clock();
    if (!(await spendSecondFactorCode(deps.db, deps.secondFactorKey, user, input.data.code, now)))
      return jsonError(c, 422, messages.secondFactorWrong);
    await deps.db.transaction((tx) => removeSecondFactor(tx, user.id));
    deps.log(c.req.raw, { event: "auth.second_factor_disabled", userId: user.id });
    return c.json(
      {
        user: toPublicUser({ ...user, totpSecret: null, totpPendingSecret: null }),
        message: messages.secondFactorDisabled,
      },
      200,
    );
  };
}
