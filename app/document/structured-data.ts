import {
  BILLING_OPTION_IDS,
  BILLING_OPTIONS,
  type BillingOption,
  PLAN_IDS,
  type PlanId,
  priceFor,
} from "~/content/pricing";
import { CHECKOUT, COMPANY_EMAIL, COMPANY_NAME, SITE } from "@shared/site.config";
import { OG_IMAGE } from "./meta";

/** The organisation behind the site, for search engines (schema.org). */
export function organizationData(logoPath = "/apple-touch-icon.png") {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE.name,
    url: SITE.origin,
    logo: SITE.origin + logoPath,
    foundingDate: String(SITE.foundedYear),
    email: COMPANY_EMAIL,
    ...(SITE.profiles.length > 0 ? { sameAs: SITE.profiles } : {}),
  };
}

export interface MembershipTexts {
  /** The product's name in the page's language. */
  name: string;
  description: string;
  planName: (plan: PlanId) => string;
  optionName: (option: BillingOption) => string;
}

const euros = (amount: number) => ({ price: amount, priceCurrency: "EUR", valueAddedTaxIncluded: true });
const months = (value: number) => ({ "@type": "QuantitativeValue", value, unitCode: "MON" });

/**
 * The former subscription plans as one product, with an offer per plan and billing option
 * (docs/decisions/009-contract-partner-and-legal-wording.md). Each offer states its price
 * per month, as the cards show it, and the total charged per billing period; the lowest
 * price is the lowest monthly figure on the page.
 */
export function membershipData({ name, description, planName, optionName }: MembershipTexts) {
  const offers = PLAN_IDS.flatMap((plan) =>
    BILLING_OPTION_IDS.map((option) => {
      const price = priceFor(plan, option);
      const { monthsBilled } = BILLING_OPTIONS[option];
      return {
        "@type": "Offer",
        name: `${planName(plan)} – ${optionName(option)}`,
        ...euros(price.monthly),
        priceSpecification: [
          {
            "@type": "UnitPriceSpecification",
            ...euros(price.monthly),
            referenceQuantity: months(1),
            billingDuration: months(monthsBilled),
          },
          { "@type": "UnitPriceSpecification", ...euros(price.charged), referenceQuantity: months(monthsBilled) },
        ],
        url: CHECKOUT.paymentLinks[plan][option],
        seller: { "@type": "Organization", name: COMPANY_NAME },
      };
    }),
  );
  const monthlyPrices = offers.map((offer) => offer.price);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    description,
    image: SITE.origin + OG_IMAGE.path,
    brand: { "@type": "Brand", name: SITE.name },
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "EUR",
      lowPrice: Math.min(...monthlyPrices),
      highPrice: Math.max(...monthlyPrices),
      offerCount: offers.length,
      offers,
    },
  };
}
