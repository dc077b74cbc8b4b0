import { courseVideos } from "@shared/courses";
import type { Language } from "@shared/language";

/** The course's videos, counted from the course data rather than written down. */
const VIDEOS = { en: /* @__PURE__ */ courseVideos("en"), de: /* @__PURE__ */ courseVideos("de") };

/**
 * The FAQ as it was written over time. Only items with a question and an answer in both
 * languages are shown (today ids 1, 3, 4, 5, 6, 7, 8, 10); the others wait for their
 * translation.
 */
interface FaqSource {
  id: number;
  question: Partial<Record<Language, string>>;
  answer: Partial<Record<Language, string>>;
}

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

const FAQ_SOURCE: FaqSource[] = [
  {
    id: 1,
    question: { en: "What is Profit Scout?", de: "Was ist Profit Scout?" },
    answer: {
      en: "Profit Scout is a set of trading algorithms for Bitcoin and altcoins: signal indicators for TradingView, a trading bot, the Sentiment Trader and the Bitcoin Risk Heat Map. A video course explains how to use them, and a group chat connects you with other traders.",
      de: "Profit Scout ist eine Sammlung von Trading-Algorithmen für Bitcoin und Altcoins: Signal-Indikatoren für TradingView, ein Trading-Bot, der Sentiment Trader und die Bitcoin Risk Heat Map. Ein Videokurs erklärt dir die Anwendung, und im Gruppenchat tauschst du dich mit anderen Tradern aus.",
    },
  },
  {
    id: 2,
    question: { en: "How much does the Pro subscription cost per quarter?" },
    answer: {},
  },
  {
    id: 3,
    question: { en: "Is it really free?", de: "Ist das wirklich kostenlos?" },
    answer: {
      en: "Yes. The tools used to be sold as a subscription; today access is completely free. You get instant access, and for free access we never ask for a credit card. Existing subscriptions run on until they are cancelled.",
      de: "Ja. Die Tools wurden früher im Abo verkauft, heute ist der Zugang komplett kostenlos. Du bekommst sofort Zugriff, und für den kostenlosen Zugang fragen wir nie nach einer Kreditkarte. Bestehende Abos laufen weiter, bis sie gekündigt werden.",
    },
  },
  {
    id: 4,
    question: { en: "Do I need trading experience?", de: "Brauche ich Trading-Erfahrung?" },
    answer: {
      en: "No. The video course starts with the basics – trading versus investing, volatility, the cost-average effect – and then shows every setting of the indicators. Beginners should start with small amounts.",
      de: "Nein. Der Videokurs beginnt bei den Grundlagen – Trading oder Investieren, Volatilität, Cost-Average-Effekt – und zeigt dann jede Einstellung der Indikatoren. Als Einsteiger solltest du mit kleinen Beträgen anfangen.",
    },
  },
  {
    id: 5,
    question: { en: "Which exchanges does the trading bot support?", de: "Welche Börsen unterstützt der Trading-Bot?" },
    answer: {
      en: "The bot trades on Binance, Kraken, Bybit, Bitget and OKX. You connect your own account with an API key that may trade but never withdraw, so your funds stay on your exchange.",
      de: "Der Bot handelt auf Binance, Kraken, Bybit, Bitget und OKX. Du verbindest dein eigenes Konto über einen API-Schlüssel, der handeln, aber niemals auszahlen darf – dein Geld bleibt also auf deinem Börsenkonto.",
    },
  },
  {
    id: 6,
    question: { en: "How do I receive the signals?", de: "Wie erhalte ich die Signale?" },
    answer: {
      en: "The indicators show buy and sell signals directly on your TradingView chart, where you can set alerts. Every signal is also posted in real time in the group chat.",
      de: "Die Indikatoren zeigen Kauf- und Verkaufssignale direkt in deinem TradingView-Chart, wo du dir Alarme einrichten kannst. Zusätzlich wird jedes Signal in Echtzeit im Gruppenchat gepostet.",
    },
  },
  {
    id: 7,
    question: { en: "How does the video course work?", de: "Wie läuft der Videokurs ab?" },
    answer: {
      en: `The course has ${VIDEOS.en.count} videos of ${VIDEOS.en.shortestMinutes} to ${VIDEOS.en.longestMinutes} minutes. You watch them in the member area at your own pace and continue where you left off: your progress is saved in your browser and, when you are signed in, in your account, so it follows you to every device.`,
      de: `Der Kurs besteht aus ${VIDEOS.de.count}\u00a0Videos von ${VIDEOS.de.shortestMinutes} bis ${VIDEOS.de.longestMinutes}\u00a0Minuten Länge. Du siehst sie dir im Mitgliederbereich in deinem eigenen Tempo an und machst jederzeit dort weiter, wo du aufgehört hast: Dein Fortschritt wird in deinem Browser gespeichert und, wenn du angemeldet bist, in deinem Konto, sodass er dir auf jedes Gerät folgt.`,
    },
  },
  {
    id: 8,
    question: { en: "Can I lose money?", de: "Kann ich Geld verlieren?" },
    answer: {
      en: "Yes. Crypto assets are highly volatile and no algorithm wins every trade; a total loss of the capital you trade with is possible. Past performance is not a reliable indicator of future results, and back-tested results are hypothetical. Only trade with money you can afford to lose.",
      de: "Ja. Kryptowerte schwanken stark, und kein Algorithmus gewinnt jeden Trade; ein Totalverlust des eingesetzten Kapitals ist möglich. Frühere Wertentwicklungen sind kein verlässlicher Indikator für künftige Ergebnisse; Backtest-Ergebnisse sind hypothetisch. Handle nur mit Geld, dessen Verlust du verkraften kannst.",
    },
  },
  {
    id: 9,
    question: { en: "Can I get a refund?", de: "Kann ich mein Geld zurückbekommen?" },
    answer: { en: "Refunds for former subscriptions are made by us through our payment processor within 14 days." },
  },
  {
    id: 10,
    question: { en: "How do I join the group chat?", de: "Wie trete ich dem Gruppenchat bei?" },
    answer: {
      en: "Open the group-chat page, read the short house rules and follow the invite link for your language. There is an English and a German group.",
      de: "Öffne die Gruppenchat-Seite, lies die kurzen Gruppenregeln und folge dem Einladungslink für deine Sprache. Es gibt eine deutsche und eine englische Gruppe.",
    },
  },
];

/** The items complete in both languages, in the given language. */
export function selectFaqItems(language: Language, source: FaqSource[] = FAQ_SOURCE): FaqItem[] {
  return source
    .filter((item) => item.question.en && item.question.de && item.answer.en && item.answer.de)
    .map((item) => ({
      id: item.id,
      question: item.question[language] ?? "",
      answer: item.answer[language] ?? "",
    }));
}
