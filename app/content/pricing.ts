/**
 * Plans and billing options: the displayed monthly price is the base price times one
 * minus the option's discount, rounded to whole euros, incl. VAT
 * (docs/decisions/006-advertising-claims-and-risk-notes.md).
 */

export const PLANS = {
  basic: { basePrice: 107 },
  pro: { basePrice: 299 },
} as const;
export type PlanId = keyof typeof PLANS;
export const PLAN_IDS = Object.keys(PLANS) as PlanId[];

export const BILLING_OPTIONS = {
  monthly: { discountPercent: 0, monthsBilled: 1 },
  yearly: { discountPercent: 24, monthsBilled: 12 },
  "btc-yearly": { discountPercent: 35, monthsBilled: 12 },
} as const;
export type BillingOption = keyof typeof BILLING_OPTIONS;
export const BILLING_OPTION_IDS = Object.keys(BILLING_OPTIONS) as BillingOption[];

export const DEFAULT_BILLING_OPTION: BillingOption = "monthly";

export interface PlanPrice {
  /** Euros per month, incl. VAT. */
  monthly: number;
  /** Euros charged per billing period: the monthly price times the months billed. */
  charged: number;
  discountPercent: number;
  billedAnnually: boolean;
}

export function priceFor(plan: PlanId, option: BillingOption): PlanPrice {
  const { basePrice } = PLANS[plan];
  const { discountPercent, monthsBilled } = BILLING_OPTIONS[option];
  const monthly = Math.round(basePrice * (1 - discountPercent / 100));
  return { monthly, charged: monthly * monthsBilled, discountPercent, billedAnnually: monthsBilled === 12 };
}
