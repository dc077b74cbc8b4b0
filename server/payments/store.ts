import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { readPurchaseReference } from "@shared/checkout-link";
import { accountLanguage, type Language, normalizeLanguage } from "@shared/language";
import type { Database } from "../db";
import { tables } from "../db/tables";
import { accountForPurchase, findUserById, type UserRow } from "../auth";
import { contractConfirmationMail, type PaymentMail, paymentFailedMail } from "./payment-mail";
import { planOfPrice } from "./plans";
import { charge, checkoutSession, failedInvoice, invoice, type StripeEvent, subscription } from "./stripe-objects";

/** The Stripe statuses in which a subscription still gives access and renews or ends later. */
export const ACTIVE_STATUSES = ["active", "trialing", "past_due"];

const fromSeconds = (seconds: number) => new Date(seconds * 1000);

/** What became of a verified event: recorded, a replay of one handled before, or unreadable (kept as such). */
export type EventOutcome = "recorded" | "replayed" | "unreadable";

/**
 * Records one verified Stripe event, inside the caller's transaction, once: a replay or a
 * retry changes nothing. Events may come in any order: a subscription or invoice before its
 * checkout, an older subscription update after a newer one, a refund before its invoice.
 * An event of a known type whose object does not have the fields the site reads is kept
 * with its problem and changes nothing else: Stripe would retry it for days, and the owner
 * sees it on the dashboard.
 */
export async function recordStripeEvent(
  tx: Database,
  event: StripeEvent,
  now: Date,
  mail?: PaymentMail,
): Promise<EventOutcome> {
  const { stripeEvents } = tables(tx);
  const [fresh] = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  if (!fresh) return "replayed";

  const object = event.data.object;
  const at = fromSeconds(event.created);
  const read = <T>(schema: z.ZodType<T>, save: (value: T) => Promise<void>) => {
    const parsed = schema.safeParse(object);
    return parsed.success ? save(parsed.data).then(() => undefined) : Promise.resolve(problemOf(parsed.error));
  };
  let problem: string | undefined;
  switch (event.type) {
    case "checkout.session.completed":
      problem = await read(checkoutSession, async (session) => {
        const email = session.customer_details?.email ?? session.customer_email;
        if (!session.customer || !email) return;
        // The checkout's language: the site's reference, else the language Stripe's page was in.
        const reference = readPurchaseReference(session.client_reference_id);
        const language: Language | undefined =
          reference?.language ?? (session.locale?.toLowerCase().startsWith("de") ? "de" : undefined);
        const buyer = await linkCustomer(tx, session.customer, email, session.customer_details?.name, language, now);
        // Sent with the event's record: a replayed event (the same id) sends nothing again.
        if (mail) {
          const bought = reference ?? (await planOfSubscription(tx, session.subscription));
          await mail.outbox.enqueue(
            tx,
            contractConfirmationMail(
              mail,
              buyer,
              session,
              {
                language: language ?? normalizeLanguage(buyer.language),
                plan: bought?.plan ?? null,
                billing: bought?.billing ?? null,
              },
              at,
            ),
          );
        }
      });
      break;
    case "invoice.payment_failed":
      problem = await read(failedInvoice, async (failed) => {
        if (!mail) return;
        const userId = await memberOfCustomer(tx, failed.customer);
        const member = userId ? await findUserById(tx, userId) : undefined;
        const to =
          member ??
          (failed.customer_email
            ? {
                name: contactName(failed.customer_name, failed.customer_email),
                email: failed.customer_email,
                language: "english",
              }
            : undefined);
        if (!to) return;
        const line = failed.lines?.data[0];
        const bought =
          planOfPrice(line?.price?.id ?? line?.pricing?.price_details?.price ?? null) ??
          (await planOfSubscription(tx, failed.subscription ?? failed.parent?.subscription_details?.subscription));
        await mail.outbox.enqueue(
          tx,
          paymentFailedMail(mail, to, failed, { plan: bought?.plan ?? null, billing: bought?.billing ?? null }),
        );
      });
      break;
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      problem = await read(subscription, (sub) => saveSubscription(tx, sub, at));
      break;
    case "invoice.paid":
      problem = await read(invoice, (paid) => savePayment(tx, paid, at, now));
      break;
    case "charge.refunded":
      problem = await read(charge, (refund) => saveRefund(tx, refund, at));
      break;
    default:
      // Another event the endpoint was subscribed to: acknowledged, nothing to record.
      break;
  }
  if (problem === undefined) return "recorded";
  await tx.update(stripeEvents).set({ problem }).where(eq(stripeEvents.id, event.id));
  return "unreadable";
}

/** Which fields did not fit, by their path; never their values (they may hold personal data). */
function problemOf(error: z.ZodError): string {
  const fields = [...new Set(error.issues.map((issue) => issue.path.join(".") || "(object)"))];
  return `Unreadable fields: ${fields.slice(0, 5).join(", ")}`;
}

/** The newest events that could not be read, for the owner's dashboard. */
export async function unreadableStripeEvents(
  db: Database,
  limit: number,
): Promise<{ id: string; type: string; receivedAt: Date; problem: string | null }[]> {
  const { stripeEvents } = tables(db);
  return db
    .select({
      id: stripeEvents.id,
      type: stripeEvents.type,
      receivedAt: stripeEvents.receivedAt,
      problem: stripeEvents.problem,
    })
    .from(stripeEvents)
    .where(isNotNull(stripeEvents.problem))
    .orderBy(desc(stripeEvents.receivedAt))
    .limit(limit);
}

/**
 * Links a Stripe customer to the account of the e-mail (accountForPurchase: a contact
 * without a password when there is none, an unconfirmed account's password ended), and
 * gives that account whatever of the customer's subscriptions and payments arrived before.
 */
async function linkCustomer(
  tx: Database,
  customerId: string,
  email: string,
  name: string | null | undefined,
  language: Language | undefined,
  now: Date,
): Promise<UserRow> {
  const { stripeCustomers, subscriptions, payments } = tables(tx);
  const contact = { name: contactName(name, email), email, language: accountLanguage(language ?? "en") };
  const { user: member } = await accountForPurchase(tx, contact, await memberOfCustomer(tx, customerId), now);
  await tx
    .insert(stripeCustomers)
    .values({ id: customerId, userId: member.id, email })
    .onConflictDoUpdate({ target: stripeCustomers.id, set: { userId: member.id, email } });
  await tx
    .update(subscriptions)
    .set({ userId: member.id })
    .where(and(eq(subscriptions.customerId, customerId), isNull(subscriptions.userId)));
  await tx
    .update(payments)
    .set({ userId: member.id })
    .where(and(eq(payments.customerId, customerId), isNull(payments.userId)));
  return member;
}

/** The plan of a subscription already recorded (its event may come before or after the checkout). */
async function planOfSubscription(tx: Database, subscriptionId: string | null | undefined) {
  if (!subscriptionId) return undefined;
  const { subscriptions } = tables(tx);
  const [row] = await tx
    .select({ priceId: subscriptions.priceId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  return planOfPrice(row?.priceId ?? null);
}

/** The name Stripe collected, or the e-mail's local part; within the account's name rules. */
function contactName(name: string | null | undefined, email: string): string {
  const printable = (name ?? "")
    .replace(/[\p{C}]/gu, "")
    .trim()
    .slice(0, 100);
  return printable || email.split("@")[0]!.slice(0, 100);
}

async function memberOfCustomer(tx: Database, customerId: string): Promise<string | null> {
  const { stripeCustomers } = tables(tx);
  const [row] = await tx
    .select({ userId: stripeCustomers.userId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.id, customerId));
  return row?.userId ?? null;
}

/** Writes the subscription as the event shows it, unless a newer event has written it already. */
async function saveSubscription(tx: Database, sub: ReturnType<typeof subscription.parse>, at: Date): Promise<void> {
  const { subscriptions } = tables(tx);
  const item = sub.items?.data[0];
  const periodEnd = sub.current_period_end ?? item?.current_period_end;
  const values = {
    customerId: sub.customer,
    priceId: item?.price?.id ?? null,
    status: sub.status,
    currentPeriodEnd: periodEnd ? fromSeconds(periodEnd) : null,
    startedAt: sub.start_date ? fromSeconds(sub.start_date) : null,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    changedAt: at,
  };
  await tx
    .insert(subscriptions)
    .values({ id: sub.id, userId: await memberOfCustomer(tx, sub.customer), ...values })
    .onConflictDoUpdate({
      target: subscriptions.id,
      set: values,
      setWhere: sql`${subscriptions.changedAt} <= excluded.changed_at`,
    });
}

async function savePayment(tx: Database, paid: ReturnType<typeof invoice.parse>, at: Date, now: Date): Promise<void> {
  const { payments } = tables(tx);
  if (paid.customer_email)
    await linkCustomer(tx, paid.customer, paid.customer_email, paid.customer_name, undefined, now);
  const paidAt = paid.status_transitions?.paid_at;
  await tx
    .insert(payments)
    .values({
      id: paid.id,
      customerId: paid.customer,
      userId: await memberOfCustomer(tx, paid.customer),
      subscriptionId: paid.subscription ?? paid.parent?.subscription_details?.subscription ?? null,
      amountCents: paid.amount_paid,
      currency: paid.currency,
      paidAt: paidAt ? fromSeconds(paidAt) : at,
    })
    .onConflictDoNothing();
}

/** Stripe reports the refunded total of a charge: the larger figure is the later one. */
async function saveRefund(tx: Database, refunded: ReturnType<typeof charge.parse>, at: Date): Promise<void> {
  const { refunds } = tables(tx);
  await tx
    .insert(refunds)
    .values({
      chargeId: refunded.id,
      customerId: refunded.customer ?? null,
      amountCents: refunded.amount_refunded,
      currency: refunded.currency,
      changedAt: at,
    })
    .onConflictDoUpdate({
      target: refunds.chargeId,
      set: { amountCents: refunded.amount_refunded, changedAt: at },
      setWhere: sql`${refunds.amountCents} < excluded.amount_cents`,
    });
}

export interface MemberSubscription {
  id: string;
  priceId: string | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When it began (Stripe's start_date): its initial term runs from here. */
  startedAt: Date | null;
}

/**
 * A member's subscriptions, as the account page, the data export and the dashboard show
 * them: every one, the latest change first, or only those that still run, the one ending
 * first first.
 */
export async function subscriptionsOf(
  db: Database,
  userId: string,
  which: "all" | "running" = "all",
): Promise<MemberSubscription[]> {
  const { subscriptions } = tables(db);
  const query = db
    .select({
      id: subscriptions.id,
      priceId: subscriptions.priceId,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      startedAt: subscriptions.startedAt,
    })
    .from(subscriptions);
  return which === "all"
    ? query.where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.changedAt), subscriptions.id)
    : query
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ACTIVE_STATUSES)))
        .orderBy(subscriptions.currentPeriodEnd, subscriptions.id);
}

/** Paid invoices less refunds, per currency, in the currency's smallest unit. */
export async function revenueByCurrency(db: Database): Promise<{ currency: string; amountCents: number }[]> {
  const { payments, refunds } = tables(db);
  const paid = await db
    .select({ currency: payments.currency, total: sql<number>`sum(${payments.amountCents})`.mapWith(Number) })
    .from(payments)
    .groupBy(payments.currency);
  const refunded = await db
    .select({ currency: refunds.currency, total: sql<number>`sum(${refunds.amountCents})`.mapWith(Number) })
    .from(refunds)
    .groupBy(refunds.currency);
  const totals = new Map<string, number>();
  for (const row of paid) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.total);
  for (const row of refunded) totals.set(row.currency, (totals.get(row.currency) ?? 0) - row.total);
  return [...totals]
    .map(([currency, amountCents]) => ({ currency, amountCents }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

export async function countActiveSubscriptions(db: Database): Promise<number> {
  const { subscriptions } = tables(db);
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(subscriptions)
    .where(inArray(subscriptions.status, ACTIVE_STATUSES));
  return row?.total ?? 0;
}

/**
 * The member's Stripe customer: the one of their latest subscription, else any linked to
 * them (a buyer whose subscription event has not arrived yet).
 */
export async function customerOf(db: Database, userId: string): Promise<string | undefined> {
  const { stripeCustomers, subscriptions } = tables(db);
  const [latest] = await db
    .select({ id: subscriptions.customerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.changedAt))
    .limit(1);
  if (latest) return latest.id;
  const [any] = await db
    .select({ id: stripeCustomers.id })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, userId))
    .orderBy(stripeCustomers.id)
    .limit(1);
  return any?.id;
}
