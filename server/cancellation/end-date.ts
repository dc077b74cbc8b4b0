import { eq } from "drizzle-orm";
import {
  berlinDay,
  type ContractTerm,
  endDateOf,
  endOfBerlinDay,
  endUnderTerms,
  type EndRule,
  firstTermEndMoment,
  termMonthsOf,
} from "@shared/cancellation-end";
import type { CancellationKind } from "@shared/cancellation-rules";
import type { Database } from "../db";
import { tables } from "../db/tables";
import { planOfPrice } from "../payments";

export interface SubscriptionEnd {
  /** The contract's last day; null when the terms leave it to the owner (extraordinary) or it cannot be known. */
  contractEnd: string | null;
  rule: EndRule | null;
  /** Stripe's cancel_at; null to end with the current period, as before the subscription's start was recorded. */
  cancelAt: Date | null;
}

/** What the end date needs of a subscription: when it began and the price it runs on. */
export interface SubscriptionTerm {
  startedAt: Date | null;
  priceId: string | null;
}

/**
 * When a subscription ends for a cancellation received at `receivedAt`: the terms' day
 * (shared/cancellation-end.ts) or the later day asked for. The site sells to consumers and
 * records no entrepreneurs, so a subscription is a consumer's contract; the owner may
 * end an entrepreneur's differently in Stripe.
 */
export function contractEndOf(
  row: SubscriptionTerm | undefined,
  receivedAt: Date,
  kind: CancellationKind,
  requested: string | null,
): SubscriptionEnd {
  const billing = planOfPrice(row?.priceId ?? null)?.billing;
  if (kind === "extraordinary") return { contractEnd: null, rule: "extraordinary", cancelAt: null };
  if (!row?.startedAt || !billing) return { contractEnd: null, rule: null, cancelAt: null };
  const termMonths = termMonthsOf(billing);
  const firstEnd = firstTermEndMoment(row.startedAt, termMonths);
  const contract: ContractTerm = { termMonths, firstTermEnd: berlinDay(firstEnd), party: "consumer" };
  const underTerms = endUnderTerms(contract, berlinDay(receivedAt), kind);
  const contractEnd = endDateOf(underTerms, requested)!;
  // On the initial term's last day, at the moment its period ends: no new period is billed.
  const cancelAt = contractEnd === contract.firstTermEnd ? firstEnd : endOfBerlinDay(contractEnd);
  return { contractEnd, rule: contractEnd === underTerms.date ? underTerms.rule : null, cancelAt };
}

/** contractEndOf for a stored subscription. */
export async function subscriptionEnd(
  db: Database,
  subscriptionId: string,
  receivedAt: Date,
  kind: CancellationKind,
  requested: string | null,
): Promise<SubscriptionEnd> {
  const { subscriptions } = tables(db);
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  return contractEndOf(row, receivedAt, kind, requested);
}
