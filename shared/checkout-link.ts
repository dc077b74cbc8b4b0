import type { Language } from "./language";
import { CHECKOUT } from "./site.config";

export type CheckoutPlan = keyof typeof CHECKOUT.paymentLinks;
export type CheckoutBilling = keyof (typeof CHECKOUT.paymentLinks)[CheckoutPlan];

/** What a checkout was for, and in which language the buyer ordered. */
export interface Purchase {
  language: Language;
  plan: CheckoutPlan;
  billing: CheckoutBilling;
}

/**
 * The reference the site gives a Payment Link (Stripe's `client_reference_id`, letters,
 * digits, "-" and "_"), which Stripe hands back with the completed checkout: the contract
 * confirmation is written in that language (docs/decisions/039-contract-mails.md).
 * "de_pro_btc-yearly" is a German order of Pro, paid yearly in Bitcoin.
 */
export function purchaseReference({ language, plan, billing }: Purchase): string {
  return `${language}_${plan}_${billing}`;
}

export function readPurchaseReference(reference: string | null | undefined): Purchase | undefined {
  const match = /^(en|de)_([a-z]+)_([a-z-]+)$/.exec(reference ?? "");
  if (!match) return undefined;
  const [, language, plan, billing] = match as unknown as [string, Language, string, string];
  const links = (CHECKOUT.paymentLinks as Record<string, Record<string, string>>)[plan];
  if (!links || !(billing in links)) return undefined;
  return { language, plan: plan as CheckoutPlan, billing: billing as CheckoutBilling };
}

/** The Payment Link of a plan, carrying the reference and the language of Stripe's page. */
export function checkoutLink(purchase: Purchase): string {
  const url = new URL(CHECKOUT.paymentLinks[purchase.plan][purchase.billing]);
  url.searchParams.set("client_reference_id", purchaseReference(purchase));
  url.searchParams.set("locale", purchase.language);
  return url.toString();
}
