// The video ids here are stand-ins: the owner's own come from the settings file,
// `lessonVideos` (docs/decisions/043-owner-settings-file.md).
import { EXCHANGES } from "@shared/site.config";
import type { CourseSource } from "./schema";

type Exchange = (typeof EXCHANGES)[number];

function exchange(id: Exchange["id"]): Exchange {
  const found = EXCHANGES.find((entry) => entry.id === id);
  if (!found) throw new Error(`Unknown exchange: ${id}`);
  return found;
}

const BINANCE = exchange("binance");
const KRAKEN = exchange("kraken");
const BYBIT = exchange("bybit");
const BITGET = exchange("bitget");
const OKX = exchange("okx");

function exchangeResource(entry: Exchange) {
  return {
    en: { title: entry.name, description: `Website of ${entry.name}.`, url: entry.url, type: "link" as const },
    de: { title: entry.name, description: `Website von ${entry.name}.`, url: entry.url, type: "link" as const },
  };
}

export const sentimentTraderCourse = {
  id: 4,
  slug: "sentiment-trader",
  title: { en: "Sentiment Trader", de: "Sentiment Trader" },
  description: {
    en: "Back-test and live-test the Sentiment Trader strategy, then let the trading bot trade Bitcoin long and short on your own exchange account.",
    de: "Teste die Strategie des Sentiment Traders im Backtest und im Livetest und lass dann den Trading-Bot Bitcoin long und short auf deinem Börsenkonto handeln.",
  },
  image: "/images/courses/sentiment-trader",
  modules: 1,
  lessons: [
    {
      slug: "sentiment-trader-basics",
      duration: 15,
      videoId: { en: "9900140101", de: "9900140102" },
    },
    {
      slug: "backtest-strategy-tool",
      duration: 20,
      videoId: { en: "9900140201", de: "9900140202" },
    },
    {
      slug: "supported-exchanges",
      duration: 5,
      videoId: { en: "9900140301", de: "9900140302" },
      resources: {
        en: EXCHANGES.map((entry) => exchangeResource(entry).en),
        de: EXCHANGES.map((entry) => exchangeResource(entry).de),
      },
    },
    {
      slug: "start-auto-trading",
      duration: 18,
      videoId: { en: "9900140401", de: "9900140402" },
      resources: { en: [exchangeResource(BINANCE).en], de: [exchangeResource(BINANCE).de] },
    },
    {
      slug: "isolated-vs-cross-margin",
      duration: 12,
      videoId: { en: "9900140501", de: "9900140502" },
    },
    {
      slug: "inverse-contracts",
      duration: 14,
      videoId: { en: "9900140601", de: "9900140602" },
    },
    {
      slug: "exchange-trading-pairs-notes",
      duration: 10,
      videoId: { en: "9900140701", de: "9900140702" },
    },
    {
      slug: "kraken-exchange",
      duration: 8,
      videoId: { en: "9900140801", de: "9900140802" },
      resources: { en: [exchangeResource(KRAKEN).en], de: [exchangeResource(KRAKEN).de] },
    },
    {
      slug: "bybit-exchange",
      duration: 9,
      videoId: { en: "9900140901", de: "9900140902" },
      resources: { en: [exchangeResource(BYBIT).en], de: [exchangeResource(BYBIT).de] },
    },
    {
      slug: "bitget-exchange",
      duration: 8,
      videoId: { en: "9900141001", de: "9900141002" },
      resources: { en: [exchangeResource(BITGET).en], de: [exchangeResource(BITGET).de] },
    },
    {
      slug: "okx-exchange",
      duration: 8,
      videoId: { en: "9900141101", de: "9900141102" },
      resources: { en: [exchangeResource(OKX).en], de: [exchangeResource(OKX).de] },
    },
  ],
} satisfies CourseSource;
