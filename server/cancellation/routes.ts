import { normalizeLanguage } from "@shared/language";
import { COMPANY } from "@shared/site.config";
import type { RouteTable } from "../auth/api-app";
import { type AuthContext, hitAddressLimits, readValidBody, tooManyRequests } from "../auth/auth-env";
import type { AuthDependencies } from "../auth/config";
import { hitWindowLimit, rateLimitKey } from "../auth/rate-limit";
import { findUserByEmail } from "../auth/users";
import { tables } from "../db/tables";
import { composeMail } from "../mail/compose";
import type { OutgoingMail } from "../mail/outbox";
import { type CancellationInput, validateCancellation } from "./validation";

/**
 * The cancellation button's API (§ 312k BGB, docs/decisions/014-cancellation-button.md),
 * mounted at /api/cancellations. It needs no account: anyone may cancel a contract.
 */
export function cancellationRoutes(deps: AuthDependencies): RouteTable {
  return [["/", { POST: receiveCancellation(deps) }]];
}

/**
 * POST /api/cancellations `{ name, email, contract, kind, reason?, endDate? }`: stores the
 * cancellation with the moment of receipt and, in the same transaction, queues the
 * receipt to the given address in the page's language. Answers 201 with what was stored.
 */
function receiveCancellation(deps: AuthDependencies) {
  const { cancellations } = tables(deps.db);
  return async (c: AuthContext) => {
    const now = deps.clock();
    const limits = deps.config.rateLimits;
    const byAddress = await hitAddressLimits(c, deps, "cancellation-address", limits.cancellationsPerAddress, now);
    if (byAddress.limited) return tooManyRequests(c, byAddress.until, now);
    const input = await readValidBody(c, deps, (body, messages) => validateCancellation(body, messages, now));
    if (input instanceof Response) return input;
    const fields = input.data;
    // A receipt goes to the address typed in: a few an hour at most, so nobody can flood a stranger's inbox.
    const byEmail = await hitWindowLimit(
      deps.db,
      rateLimitKey("cancellation-email", fields.email.toLowerCase()),
      limits.cancellationsPerEmail,
      now,
    );
    if (byEmail.limited) return tooManyRequests(c, byEmail.until, now);

    const language = normalizeLanguage(c.req.header("x-user-language") ?? "en");
    const stored = await deps.db.transaction(async (tx) => {
      const account = await findUserByEmail(tx, fields.email);
      const [row] = await tx
        .insert(cancellations)
        .values({ ...fields, userId: account?.id ?? null, language, receivedAt: now })
        .returning();
      if (deps.mail) await deps.mail.outbox.enqueue(tx, receiptMail(fields, language, now, account?.id));
      return row!;
    });
    deps.mail?.outbox.wake();
    deps.log({ event: "cancellation.received", ...(stored.userId ? { userId: stored.userId } : {}) });
    return c.json(
      {
        cancellation: {
          id: stored.id,
          name: stored.name,
          email: stored.email,
          contract: stored.contract,
          kind: stored.kind,
          reason: stored.reason,
          endDate: stored.endDate,
          receivedAt: stored.receivedAt.toISOString(),
        },
        message: c.get("messages").cancellationReceived,
      },
      201,
    );
  };
}

function receiptMail(
  fields: CancellationInput,
  language: "en" | "de",
  receivedAt: Date,
  userId: string | undefined,
): OutgoingMail {
  return {
    userId,
    kind: "cancellationReceipt",
    to: { name: fields.name, address: fields.email },
    mail: composeMail("cancellationReceipt", language, { ...fields, receivedAt, supportEmail: COMPANY.email }),
  };
}
