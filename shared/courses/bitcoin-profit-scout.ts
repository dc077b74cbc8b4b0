// The video ids here are stand-ins: the owner's own come from the settings file,
// `lessonVideos` (docs/decisions/043-owner-settings-file.md).
import { GROUP_CHAT, GUIDE_PDF_PATH } from "@shared/site.config";
import { CHARTING_RESOURCE } from "./charting-resource";
import type { CourseSource } from "./schema";

export const bitcoinProfitScoutCourse = {
  id: 1,
  slug: "bitcoin-profit-scout",
  title: { en: "Bitcoin Profit Scout", de: "Bitcoin Profit Scout" },
  description: {
    en: "Set up the Bitcoin Profit Scout indicator on TradingView and learn the market knowledge and the strategy behind its signals.",
    de: "Richte den Bitcoin-Profit-Scout-Indikator auf TradingView ein und lerne das Marktwissen und die Strategie hinter seinen Signalen kennen.",
  },
  image: "/images/courses/bitcoin-profit-scout",
  modules: 1,
  lessons: [
    {
      slug: "about-marco",
      duration: 8,
      videoId: { en: "9900110101", de: "9900110102" },
    },
    {
      slug: "member-area-support",
      duration: 12,
      videoId: { en: "9900110201", de: "9900110202" },
      resources: {
        en: [
          {
            title: `${GROUP_CHAT.providerName} group (English)`,
            description: "Signals in real time, questions and answers, announcements.",
            url: GROUP_CHAT.inviteUrl.en,
            type: "link",
          },
        ],
        de: [
          {
            title: `${GROUP_CHAT.providerName}-Gruppe (Deutsch)`,
            description: "Signale in Echtzeit, Fragen und Antworten, Ankündigungen.",
            url: GROUP_CHAT.inviteUrl.de,
            type: "link",
          },
        ],
      },
    },
    {
      slug: "setup-indicator",
      duration: 15,
      videoId: { en: "9900110301", de: "9900110302" },
      resources: {
        en: [
          {
            title: "Quick-start guide (PDF)",
            description: "All setup steps, how to read the signals and the recommended settings at a glance.",
            url: GUIDE_PDF_PATH,
            type: "download",
          },
          CHARTING_RESOURCE.en,
        ],
        de: [
          {
            title: "Schnellstart-Anleitung (PDF)",
            description:
              "Alle Schritte zur Einrichtung, das Lesen der Signale und die empfohlenen Einstellungen auf einen Blick.",
            url: GUIDE_PDF_PATH,
            type: "download",
          },
          CHARTING_RESOURCE.de,
        ],
      },
    },
    {
      slug: "trading-vs-investing",
      duration: 18,
      videoId: { en: "9900110401", de: "9900110402" },
    },
    {
      slug: "bitcoin-price-movements",
      duration: 22,
      videoId: { en: "9900110501", de: "9900110502" },
      resources: {
        en: [
          {
            title: "Bitcoin whitepaper",
            description: "Satoshi Nakamoto's original paper from 2008, nine pages.",
            url: "https://bitcoin.org/bitcoin.pdf",
            type: "download",
          },
        ],
        de: [
          {
            title: "Bitcoin-Whitepaper",
            description: "Das Originaldokument von Satoshi Nakamoto aus dem Jahr 2008, neun Seiten (Englisch).",
            url: "https://bitcoin.org/bitcoin.pdf",
            type: "download",
          },
        ],
      },
    },
    {
      slug: "methods-of-analysis",
      duration: 25,
      videoId: { en: "9900110601", de: "9900110602" },
    },
    {
      slug: "bitcoin-volatility",
      duration: 20,
      videoId: { en: "9900110701", de: "9900110702" },
    },
    {
      slug: "cost-average-effect",
      duration: 16,
      videoId: { en: "9900110801", de: "9900110802" },
    },
    {
      slug: "types-of-signals",
      duration: 14,
      videoId: { en: "9900110901", de: "9900110902" },
    },
    {
      slug: "trading-strategy",
      duration: 28,
      videoId: { en: "9900111001", de: "9900111002" },
    },
    {
      slug: "why-few-signals",
      duration: 12,
      videoId: { en: "9900111101", de: "9900111102" },
    },
    {
      slug: "backtest-results",
      duration: 18,
      videoId: { en: "9900111201", de: "9900111202" },
    },
    {
      slug: "update-profit-scout",
      duration: 10,
      videoId: { en: "9900111301", de: "9900111302" },
      resources: { en: [CHARTING_RESOURCE.en], de: [CHARTING_RESOURCE.de] },
    },
    { sharedFrom: "altcoin-profit-scout", slug: "altcoin-dynamics" },
    { sharedFrom: "altcoin-profit-scout", slug: "how-we-trade-altcoins" },
    { sharedFrom: "altcoin-profit-scout", slug: "altcoin-profit-scout-2" },
    { sharedFrom: "altcoin-profit-scout", slug: "altcoin-index" },
    { sharedFrom: "altcoin-profit-scout", slug: "signals-and-settings" },
  ],
} satisfies CourseSource;
