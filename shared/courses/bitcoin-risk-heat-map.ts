// The video ids here are stand-ins: the owner's own come from the settings file,
// `lessonVideos` (docs/decisions/043-owner-settings-file.md).
import { CHARTING, GUIDE_PDF_PATH } from "@shared/site.config";
import type { CourseSource } from "./schema";

export const bitcoinRiskHeatMapCourse = {
  id: 3,
  slug: "bitcoin-risk-heat-map",
  title: { en: "Bitcoin Risk Heat Map", de: "Bitcoin Risk Heat Map" },
  description: {
    en: "Read Bitcoin's risk score from 0 to 1 and use it to decide when to buy more and when to take profits.",
    de: "Lies den Risikowert von Bitcoin zwischen 0 und 1 und entscheide damit, wann du zukaufst und wann du Gewinne mitnimmst.",
  },
  image: "/images/courses/bitcoin-risk-heat-map",
  modules: 1,
  lessons: [
    {
      slug: "settings",
      duration: 10,
      videoId: { en: "9900130101", de: "9900130102" },
      resources: {
        en: [
          {
            title: CHARTING.providerName,
            description:
              "The charting platform the Heat Map runs on. Affiliate link: we may receive a commission, at no extra cost to you.",
            url: CHARTING.affiliateUrl,
            type: "link",
          },
          {
            title: "Quick-start guide (PDF)",
            description: "Setup steps and the recommended settings of all indicators at a glance.",
            url: GUIDE_PDF_PATH,
            type: "download",
          },
        ],
        de: [
          {
            title: CHARTING.providerName,
            description:
              "Die Chartplattform, auf der die Heat Map läuft. Affiliate-Link: Wir erhalten eventuell eine Provision, für dich entstehen keine Mehrkosten.",
            url: CHARTING.affiliateUrl,
            type: "link",
          },
          {
            title: "Schnellstart-Anleitung (PDF)",
            description: "Die Einrichtung und die empfohlenen Einstellungen aller Indikatoren auf einen Blick.",
            url: GUIDE_PDF_PATH,
            type: "download",
          },
        ],
      },
    },
    {
      slug: "strategy",
      duration: 15,
      videoId: { en: "9900130201", de: "9900130202" },
    },
  ],
} satisfies CourseSource;
