import { CHECKOUT } from "@shared/site.config";

export type PlanId = keyof typeof CHECKOUT.priceIds;
export type BillingOption = keyof (typeof CHECKOUT.priceIds)[PlanId];

/** The plan and billing option a Stripe price stands for; undefined for a price the site does not know. */
export function planOfPrice(priceId: string | null): { plan: PlanId; billing: BillingOption } | undefined {
  if (!priceId) return undefined;
  for (const [plan, prices] of Object.entries(CHECKOUT.priceIds) as [PlanId, Record<BillingOption, string>][]) {
    for (const [billing, id] of Object.entries(prices) as [BillingOption, string][])
      if (id === priceId) return { plan, billing };
  }
  return undefined;
}
