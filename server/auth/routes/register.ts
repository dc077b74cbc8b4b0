import { jsonError } from "../../http/json-error";
import { type ApiContext, readValidBody } from "../../api/context";
import { welcomeMail } from "../account-mail";
import type { ApiDependencies } from "../../api/dependencies";
import { handOutTokens, startSession } from "../session";
import { createUser, toPublicUser } from "../users";
import { validateRegister } from "../validation";
import { issueAddressConfirmLink } from "./address-confirm";
import { refuseOverLimits } from "../refusals";

/**
 * POST /register: creates the account and signs it in (201). A taken e-mail gets 409 with a
 * message that does not say the account exists; the password is hashed either way, so the
 * two cases take about as long.
 */
export function register(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const messages = c.get("messages");
    const input = await readValidBody(c, deps, validateRegister);
    if (input instanceof Response) return input;

    const now = deps.clock();
    const address = c.get("address");
    const limited = await refuseOverLimits(c, deps, now, [{ name: "registrationsPerAddress", perAddress: "register" }]);
    if (limited) return limited;
    const { name, email, password, language } = input.data;
    const passwordHash = await deps.hasher.hash(password);
    const created = await deps.db.transaction(async (tx) => {
      const user = await createUser(tx, { name, email, passwordHash, language }, now);
      if (!user) return undefined;
      // In the same transaction: the welcome mail exists exactly when the account does.
      if (deps.mail) {
        const confirmUrl = await issueAddressConfirmLink(tx, user, deps.mail.origin, now);
        await deps.mail.outbox.enqueue(tx, welcomeMail(user, confirmUrl, deps.mail.origin));
      }
      return { user, refresh: await startSession(deps, tx, user.id, now) };
    });
    if (!created) {
      deps.log(c.req.raw, {
        event: "auth.register_refused",
        reason: "email_taken",
        emailHash: deps.emailFingerprint(email),
        address,
      });
      return jsonError(c, 409, messages.registrationFailed);
    }

    deps.mail?.outbox.wake();
    const accessToken = await handOutTokens(c, deps, created.user, created.refresh, now);
    deps.log(c.req.raw, {
      event: "auth.register",
      userId: created.user.id,
      familyId: created.refresh.familyId,
      address,
    });
    return c.json({ user: toPublicUser(created.user), accessToken, message: messages.registrationSuccessful }, 201);
  };
}
