import { type Language, normalizeLanguage } from "@shared/language";
import { COMPANY } from "@shared/site.config";
import type { RouteTable } from "../api/app";
import { type ApiContext, hitAddressLimits, readValidBody, tooManyRequests } from "../api/context";
import type { ApiDependencies } from "../api/dependencies";
import { hitWindowLimit, mailboxKey, rateLimitKey } from "../api/rate-limit";
import { findUserByEmail } from "../auth";
import { eq } from "drizzle-orm";
import type { Database } from "../db";
import type { cancellations } from "../db/schema";
import { tables } from "../db/tables";
import { jsonError } from "../http/json-error";
import { scheduleSubscriptionEnd, subscriptionsOf } from "../payments";
import { signedInMember } from "../api/signed-in";
import { composeMail, type OutgoingMail } from "../mail";
import { type CancellationInput, validateCancellation } from "./validation";

/**
 * The cancellation button's API (§ 312k BGB, docs/decisions/014-cancellation-button.md),
 * mounted at /api/cancellations. It needs no account: anyone may cancel a contract.
 */
export function cancellationRoutes(deps: ApiDependencies): RouteTable {
  return [["/", { POST: receiveCancellation(deps) }]];
}

/**
 * POST /api/cancellations `{ name, email, contract, kind, reason?, endDate? }`: stores the
 * cancellation with the moment of receipt and, in the same transaction, queues the
 * receipt to the given address in the page's language. Answers 201 with what was stored.
 */
function receiveCancellation(deps: ApiDependencies) {
  const { cancellations } = tables(deps.db);
  return async (c: ApiContext) => {
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
      rateLimitKey("cancellation-email", mailboxKey(fields.email)),
      limits.cancellationsPerEmail,
      now,
    );
    if (byEmail.limited) return tooManyRequests(c, byEmail.until, now);

    // A subscription chosen on the page must be the signed-in member's own.
    const member = fields.subscription ? await signedInMember(c, deps) : undefined;
    if (fields.subscription && !member) return jsonError(c, 422, c.get("messages").cancellationSubscription);

    const language = normalizeLanguage(c.req.header("x-user-language") ?? "en");
    const { subscription: chosen, ...declared } = fields;
    let stored = await deps.db.transaction(async (tx) => {
      const account = member?.user ?? (await findUserByEmail(tx, fields.email));
      const match = account ? await matchSubscription(tx, account.id, chosen) : { subscriptionId: null, outcome: null };
      if (match === "not_own") return undefined;
      const [row] = await tx
        .insert(cancellations)
        .values({
          ...declared,
          userId: account?.id ?? null,
          language,
          receivedAt: now,
          subscriptionId: match.subscriptionId,
          stripeOutcome: match.subscriptionId && !deps.stripeApi ? "not_configured" : match.outcome,
        })
        .returning();
      if (deps.mail)
        await deps.mail.outbox.enqueue(tx, receiptMail(fields, language, now, account?.id, deps.mail.origin));
      return row!;
    });
    if (!stored) return jsonError(c, 422, c.get("messages").cancellationSubscription);
    deps.mail?.outbox.wake();

    // After the cancellation is safely stored: Stripe may be slow or away, the receipt stands.
    if (stored.subscriptionId && deps.stripeApi && stored.stripeOutcome === null) {
      const ended = await scheduleSubscriptionEnd(deps.stripeApi, stored.subscriptionId);
      stored = await recordOutcome(deps, stored.id, stored.subscriptionId, ended ? "scheduled" : "failed");
    }
    deps.log({
      event: "cancellation.received",
      ...(stored.userId ? { userId: stored.userId } : {}),
      ...(stored.stripeOutcome ? { reason: `stripe_${stored.stripeOutcome}` } : {}),
    });
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

type Match = { subscriptionId: string | null; outcome: "ambiguous" | null };

/**
 * The running subscription a cancellation ends: the one the signed-in member chose, or
 * else the member's only one that is not ending already. Several and none chosen: the
 * owner decides ("ambiguous").
 */
async function matchSubscription(tx: Database, userId: string, chosen: string | null): Promise<Match | "not_own"> {
  const running = (await subscriptionsOf(tx, userId, "running")).filter(
    (row) => !row.cancelAtPeriodEnd || row.id === chosen,
  );
  if (chosen) return running.some((row) => row.id === chosen) ? { subscriptionId: chosen, outcome: null } : "not_own";
  if (running.length === 1) return { subscriptionId: running[0]!.id, outcome: null };
  return { subscriptionId: null, outcome: running.length > 1 ? "ambiguous" : null };
}

async function recordOutcome(
  deps: ApiDependencies,
  id: string,
  subscriptionId: string,
  outcome: "scheduled" | "failed",
): Promise<typeof cancellations.$inferSelect> {
  const { cancellations, subscriptions } = tables(deps.db);
  return deps.db.transaction(async (tx) => {
    // Stripe sends the same as an event; marking it here shows it on the account page at once.
    if (outcome === "scheduled")
      await tx.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.id, subscriptionId));
    const [row] = await tx
      .update(cancellations)
      .set({ stripeOutcome: outcome })
      .where(eq(cancellations.id, id))
      .returning();
    return row!;
  });
}

function receiptMail(
  fields: CancellationInput,
  language: Language,
  receivedAt: Date,
  userId: string | undefined,
  origin: string,
): OutgoingMail {
  return {
    userId,
    kind: "cancellationReceipt",
    to: { name: fields.name, address: fields.email },
    mail: composeMail("cancellationReceipt", language, { ...fields, receivedAt, supportEmail: COMPANY.email }, origin),
  };
}
