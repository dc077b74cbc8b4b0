import { CHARTING } from "@shared/site.config";

/**
 * The charting platform as a lesson resource. Its link is an affiliate link: the lesson
 * page marks it as advertising (docs/decisions/006-advertising-claims-and-risk-notes.md)
 * because its address is CHARTING.affiliateUrl.
 */
export const CHARTING_RESOURCE = {
  en: {
    title: CHARTING.providerName,
    description:
      "The charting platform the indicators run on. Affiliate link: we may receive a commission, at no extra cost to you.",
    url: CHARTING.affiliateUrl,
    type: "link",
  },
  de: {
    title: CHARTING.providerName,
    description:
      "Die Chartplattform, auf der die Indikatoren laufen. Affiliate-Link: Wir erhalten eventuell eine Provision, für dich entstehen keine Mehrkosten.",
    url: CHARTING.affiliateUrl,
    type: "link",
  },
} as const;
