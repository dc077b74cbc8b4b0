import { type Language, normalizeLanguage } from "@shared/language";
import { COMPANY } from "@shared/site.config";
import type { RouteTable } from "../api/app";
import { type ApiContext, hitAddressLimits, readValidBody, tooManyRequests } from "../api/context";
import type { ApiDependencies } from "../api/dependencies";
import { hitWindowLimit, mailboxKey, rateLimitKey } from "../api/rate-limit";
import { findUserByEmail } from "../auth";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db";
import type { cancellations } from "../db/schema";
import { tables } from "../db/tables";
import { jsonError } from "../http/json-error";
import { scheduleSubscriptionEnd, subscriptionsOf } from "../payments";
import { signedInMember } from "../api/signed-in";
import { forAdmins } from "../api/signed-in-admin";
import { z } from "zod";
import { mailTo, type OutgoingMail } from "../mail";
import { LINK_TOKEN_PARAM, PATHS, pageUrl } from "@shared/paths";
import { subscriptionEnd } from "./end-date";
import { cancellationOfLink, newOwnerLink, spendOwnerLink } from "./owner-link";
import { type CancellationInput, validateCancellation, validateOwnerLinkToken } from "./validation";

/**
 * The cancellation button's API (§ 312k BGB, docs/decisions/014-cancellation-button.md),
 * mounted at /api/cancellations. It needs no account: anyone may cancel a contract.
 */
export function cancellationRoutes(deps: ApiDependencies): RouteTable {
  return [
    ["/", { POST: receiveCancellation(deps) }],
    ["/link/check", { POST: checkOwnerLink(deps) }],
    ["/link/carry-out", { POST: carryOutByLink(deps) }],
  ];
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
    const member = await signedInMember(c, deps);
    if (fields.subscription && !member) return jsonError(c, 422, c.get("messages").cancellationSubscription);
    // Carried out at once only for a signed-in member cancelling their own contract. Anyone
    // may type any address: such a cancellation is stored and receipted (§ 312k BGB), and
    // reaches Stripe only through the receipt's link or the owner's dashboard.
    const own = member !== undefined && (fields.subscription !== null || sameAddress(member.user.email, fields.email));

    const language = normalizeLanguage(c.req.header("x-user-language") ?? "en");
    const { subscription: chosen, ...declared } = fields;
    const link = own ? undefined : newOwnerLink(now);
    let stored = await deps.db.transaction(async (tx) => {
      const account = own ? member.user : await findUserByEmail(tx, fields.email);
      const match = account ? await matchSubscription(tx, account.id, chosen) : { subscriptionId: null, outcome: null };
      if (match === "not_own") return undefined;
      const outcome = !match.subscriptionId
        ? match.outcome
        : declared.kind === "extraordinary"
          ? "owner_decides"
          : !own
            ? "awaiting_owner"
            : deps.stripeApi
              ? null
              : "not_configured";
      const end = match.subscriptionId
        ? await subscriptionEnd(tx, match.subscriptionId, now, declared.kind, declared.endDate)
        : undefined;
      const [row] = await tx
        .insert(cancellations)
        .values({
          ...declared,
          userId: account?.id ?? null,
          language,
          receivedAt: now,
          subscriptionId: match.subscriptionId,
          stripeOutcome: outcome,
          ownerLinkHash: link?.ownerLinkHash ?? null,
          ownerLinkExpiresAt: link?.ownerLinkExpiresAt ?? null,
          contractEnd: end?.contractEnd ?? null,
        })
        .returning();
      if (deps.mail) {
        const linkUrl = link && ownerLinkUrl(link.token, language, deps.mail.origin);
        await deps.mail.outbox.enqueue(
          tx,
          receiptMail(fields, end?.contractEnd ?? null, language, now, account?.id, deps.mail.origin, linkUrl),
        );
      }
      return row!;
    });
    if (!stored) return jsonError(c, 422, c.get("messages").cancellationSubscription);
    deps.mail?.outbox.wake();

    // After the cancellation is safely stored: Stripe may be slow or away, the receipt stands.
    stored = await endInStripe(deps, stored);
    deps.log(c.req.raw, {
      event: "cancellation.received",
      ...(stored.userId ? { userId: stored.userId } : {}),
      ...(stored.stripeOutcome ? { reason: `stripe_${stored.stripeOutcome}` } : {}),
    });
    return c.json(
      {
        // Whoever typed an address learns nothing of that address's subscription: its end date only in the mail to it.
        cancellation: { ...receiptOf(stored), contractEnd: own ? stored.contractEnd : null },
        /** Set to end in Stripe at once: a signed-in member's own subscription. */
        carriedOut: stored.stripeOutcome === "scheduled",
        /** Sent without signing in: it reaches Stripe only through the receipt's link or the dashboard. */
        awaitingOwner: !own,
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

type CancellationRow = typeof cancellations.$inferSelect;

/** A cancellation as the API answers it: what was sent, and when it arrived. */
function receiptOf(row: CancellationRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    contract: row.contract,
    kind: row.kind,
    reason: row.reason,
    endDate: row.endDate,
    contractEnd: row.contractEnd,
    receivedAt: row.receivedAt.toISOString(),
  };
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Where the receipt's "Show my cancellation" link leads. */
function ownerLinkUrl(token: string, language: Language, origin: string): string {
  return `${pageUrl(PATHS.cancellationLink, language, origin)}?${LINK_TOKEN_PARAM}=${token}`;
}

/**
 * Sets the cancellation's subscription to end in Stripe when it is to be carried out now
 * (matched, not waiting for its owner, not done yet), and records what Stripe answered.
 */
export async function endInStripe(deps: ApiDependencies, row: CancellationRow): Promise<CancellationRow> {
  if (!row.subscriptionId || row.stripeOutcome !== null) return row;
  if (!deps.stripeApi) return recordOutcome(deps, row.id, row.subscriptionId, "not_configured");
  // Counted from the moment the cancellation arrived, whenever it is carried out.
  const { cancelAt } = await subscriptionEnd(deps.db, row.subscriptionId, row.receivedAt, row.kind, row.endDate);
  const ended = await scheduleSubscriptionEnd(deps.stripeApi, row.subscriptionId, cancelAt);
  return recordOutcome(deps, row.id, row.subscriptionId, ended ? "scheduled" : "failed");
}

/**
 * Takes a cancellation that waits for its owner into carrying out, in the caller's
 * transaction: only while its subscription still belongs to the account of the address
 * it was sent from (an address changed since is no longer the owner's). Of two requests
 * racing, one wins. Undefined when there is nothing to carry out.
 */
export async function takeForCarryingOut(tx: Database, row: CancellationRow): Promise<CancellationRow | undefined> {
  if (row.stripeOutcome !== "awaiting_owner" || !row.subscriptionId) return undefined;
  const account = await findUserByEmail(tx, row.email);
  const running = account ? await subscriptionsOf(tx, account.id, "running") : [];
  if (!running.some((subscription) => subscription.id === row.subscriptionId)) return undefined;
  const { cancellations } = tables(tx);
  const [taken] = await tx
    .update(cancellations)
    .set({ stripeOutcome: null, ownerLinkHash: null, ownerLinkExpiresAt: null })
    .where(and(eq(cancellations.id, row.id), eq(cancellations.stripeOutcome, "awaiting_owner")))
    .returning();
  return taken;
}

/** The token a link's call sends as `{ token }`, after the attempt is counted against the client's limit. */
async function readOwnerLinkToken(
  c: ApiContext,
  deps: ApiDependencies,
): Promise<{ token: string; now: Date } | Response> {
  const now = deps.clock();
  const limited = await hitAddressLimits(
    c,
    deps,
    "cancellation-link",
    deps.config.rateLimits.cancellationsPerAddress,
    now,
  );
  if (limited.limited) return tooManyRequests(c, limited.until, now);
  const input = await readValidBody(c, deps, validateOwnerLinkToken);
  if (input instanceof Response) return input;
  return { token: input.data.token, now };
}

/**
 * POST /api/cancellations/link/check `{ token }`: 200 `{ cancellation, awaitingOwner }` while
 * the receipt's link is open; 400 otherwise. Changes nothing: a mail scanner may open links.
 */
function checkOwnerLink(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const posted = await readOwnerLinkToken(c, deps);
    if (posted instanceof Response) return posted;
    const row = await cancellationOfLink(deps.db, posted.token, posted.now);
    if (!row) return jsonError(c, 400, c.get("messages").linkInvalid);
    return c.json({ cancellation: receiptOf(row), awaitingOwner: row.stripeOutcome === "awaiting_owner" }, 200);
  };
}

/**
 * POST /api/cancellations/link/carry-out `{ token }`: the address's owner carries out their
 * cancellation. The link is spent whatever follows; 200 `{ cancellation, outcome, message }`,
 * 400 for a link that cannot be used, 409 when the subscription is no longer that address's.
 */
function carryOutByLink(deps: ApiDependencies) {
  return async (c: ApiContext) => {
    const messages = c.get("messages");
    const posted = await readOwnerLinkToken(c, deps);
    if (posted instanceof Response) return posted;
    const taken = await deps.db.transaction(async (tx) => {
      const spent = await spendOwnerLink(tx, posted.token, posted.now);
      return spent && { spent, taken: await takeForCarryingOut(tx, spent) };
    });
    if (!taken) return jsonError(c, 400, messages.linkInvalid);
    if (!taken.taken) {
      deps.log(c.req.raw, {
        event: "cancellation.link_refused",
        reason: taken.spent.stripeOutcome ?? "no_subscription",
      });
      return jsonError(c, 409, messages.cancellationNotCarriedOut);
    }
    const done = await endInStripe(deps, taken.taken);
    deps.log(c.req.raw, { event: "cancellation.carried_out", reason: `stripe_${done.stripeOutcome ?? "none"}` });
    return c.json(
      {
        cancellation: receiptOf(done),
        outcome: done.stripeOutcome,
        message: done.stripeOutcome === "scheduled" ? messages.cancellationCarriedOut : messages.cancellationPassedOn,
      },
      200,
    );
  };
}

const cancellationId = z.uuid();

/**
 * POST /api/admin/cancellations/:id/carry-out (admins only): the site owner carries out a
 * cancellation sent without signing in, having checked it ("Carry out" on the dashboard).
 * 200 `{ outcome, message }`; 404 for an unknown one; 409 when it waits for nobody (carried
 * out already, or no subscription of its address to end).
 */
export function carryOutByOwner(deps: ApiDependencies) {
  return forAdmins(deps, async (c, admin) => {
    const messages = c.get("messages");
    const id = c.req.param("id") ?? "";
    const { cancellations } = tables(deps.db);
    const found = await deps.db.transaction(async (tx) => {
      if (!cancellationId.safeParse(id).success) return undefined;
      const [row] = await tx.select().from(cancellations).where(eq(cancellations.id, id));
      return row && { taken: await takeForCarryingOut(tx, row) };
    });
    if (!found) return jsonError(c, 404, messages.cancellationNotFound);
    if (!found.taken) return jsonError(c, 409, messages.cancellationNotCarriedOut);
    const done = await endInStripe(deps, found.taken);
    deps.log(c.req.raw, {
      event: "cancellation.carried_out",
      userId: admin.id,
      reason: `stripe_${done.stripeOutcome ?? "none"}`,
    });
    return c.json(
      {
        outcome: done.stripeOutcome,
        message: done.stripeOutcome === "scheduled" ? messages.cancellationCarriedOut : messages.cancellationPassedOn,
      },
      200,
    );
  });
}

async function recordOutcome(
  deps: ApiDependencies,
  id: string,
  subscriptionId: string,
  outcome: "scheduled" | "failed" | "not_configured",
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
  contractEnd: string | null,
  language: Language,
  receivedAt: Date,
  userId: string | undefined,
  origin: string,
  ownerLink: string | undefined,
): OutgoingMail {
  return mailTo(
    "cancellationReceipt",
    { id: userId, name: fields.name, email: fields.email, language },
    () => ({ ...fields, contractEnd, receivedAt, supportEmail: COMPANY.email, ownerLink }),
    origin,
  );
}
