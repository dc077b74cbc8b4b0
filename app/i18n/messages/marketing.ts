/**
 * Texts shared by the marketing pages: claims, the free-access message, risk notes,
 * features, FAQ and testimonial headings. German uses "du", as the whole site outside
 * the legal pages does.
 */
import { courseVideos } from "@shared/courses";

/** The course's videos, counted from the course data rather than written down. */
const VIDEOS = { en: courseVideos("en"), de: courseVideos("de") };

export const marketingEn = {
  "claims.accuracy.value": "87%",
  "claims.accuracy.label": "signal accuracy",
  "claims.accuracy.detail":
    "Share of the Bitcoin Profit Scout live signals published since {liveSignalsSince} and since closed that ended in profit.",
  "claims.bearMarket.value": "+325%",
  "claims.bearMarket.label": "in an 18-month bear market",
  "claims.bearMarket.detail": "Back-tested result of the Sentiment Trader long/short strategy while Bitcoin fell.",
  "claims.liveSince.value": "{liveSignalsSince}",
  "claims.liveSince.label": "live signals since",
  "claims.liveSince.detail": "Every signal since then has been published in real time in the group.",
  "claims.activeSince.value": "{foundedYear}",
  "claims.activeSince.label": "active since",
  "claims.activeSince.detail": "Since then we have been building our own algorithms and trading with them.",

  "risk.note":
    "Past performance is not a reliable indicator of future results. Back-tested results are hypothetical. Trading crypto assets can lead to the total loss of your capital.",
  "risk.link": "Read the risk warning",
  "testimonials.note": "Selected member voices. Their experiences are personal and not typical results.",
  "ad.label": "Ad",
  "ad.affiliateNote": "Affiliate link: we may receive a commission, at no extra cost to you.",

  "free.badge": "Previously paid · now 100% free",
  "free.title": "Previously paid. Now 100% free.",
  "free.text":
    "Our tools used to be sold only by subscription, for up to €299 a month. Today every trader gets the indicators, the trading bot, the course and the community for free; the former plans run on only for existing subscribers.",
  "free.instant": "Instant access",
  "free.noCard": "No credit card required",
  "free.allTools": "All tools and the full video course included",
  "free.cta": "Get free access",

  "features.eyebrow": "What you get",
  "features.title": "Seven tools for every market phase",
  "features.intro":
    "From the first Bitcoin buy to automated long/short trading: everything works together and is explained step by step.",
  "features.bps.title": "Bitcoin Profit Scout",
  "features.bps.text": "Buy and sell signals for Bitcoin on TradingView, tuned for few but high-quality trades.",
  "features.aps.title": "Altcoin Profit Scout",
  "features.aps.text": "Spots when money rotates from Bitcoin into altcoins – and when it is time to take profits.",
  "features.bot.title": "Trading bot",
  "features.bot.text": "Trades long and short automatically on your exchange account, so you never miss a signal.",
  "features.sentiment.title": "Sentiment Trader",
  "features.sentiment.text":
    "Measures market sentiment and lets you back-test and live-test strategies before you risk money.",
  "features.heatmap.title": "Bitcoin Risk Heat Map",
  "features.heatmap.text": "Shows at a glance whether Bitcoin trades in a low- or a high-risk zone of its cycle.",
  "features.course.title": "Video course",
  "features.course.text": `${VIDEOS.en.count} videos of ${VIDEOS.en.shortestMinutes} to ${VIDEOS.en.longestMinutes} minutes: from the basics to our complete trading strategy.`,
  "features.community.title": "Group-chat community",
  "features.community.text":
    "Real-time alerts, a VIP group and answers to your questions from traders who use the same tools.",
  "features.learnMore": "Learn more",

  "faq.eyebrow": "FAQ",
  "faq.title": "Frequently asked questions",
  "faq.intro": "Short answers to what traders ask us most often.",
  "faq.more": "Still have a question? Ask it in the group chat.",

  "testimonials.eyebrow": "Testimonials",
  "testimonials.title": "What our members say",
  "testimonials.none": "Videos of our members follow here as soon as the first have agreed to be shown.",

  "cta.title": "Start with the same tools we trade with",
  "cta.text": "Create your free access in a minute and watch the first lesson today.",
  "cta.secondary": "Explore the algorithms",
} as const;

export const marketingDe: Record<keyof typeof marketingEn, string> = {
  "claims.accuracy.value": "87 %",
  "claims.accuracy.label": "Signal-Trefferquote",
  "claims.accuracy.detail":
    "Anteil der seit {liveSignalsSince} live veröffentlichten und inzwischen geschlossenen Bitcoin-Profit-Scout-Signale, die im Gewinn endeten.",
  "claims.bearMarket.value": "+325 %",
  "claims.bearMarket.label": "in einem 18-monatigen Bärenmarkt",
  "claims.bearMarket.detail": "Backtest-Ergebnis der Long/Short-Strategie des Sentiment Traders, während Bitcoin fiel.",
  "claims.liveSince.value": "{liveSignalsSince}",
  "claims.liveSince.label": "Live-Signale seit",
  "claims.liveSince.detail": "Seitdem haben wir jedes Signal in Echtzeit in der Gruppe veröffentlicht.",
  "claims.activeSince.value": "{foundedYear}",
  "claims.activeSince.label": "aktiv seit",
  "claims.activeSince.detail": "Seitdem entwickeln wir eigene Algorithmen und handeln mit ihnen.",

  "risk.note":
    "Frühere Wertentwicklungen sind kein verlässlicher Indikator für künftige Ergebnisse. Backtest-Ergebnisse sind hypothetisch. Der Handel mit Kryptowerten kann zum Totalverlust deines Kapitals führen.",
  "risk.link": "Zum Risikohinweis",
  "testimonials.note":
    "Ausgewählte Stimmen von Mitgliedern. Die Erfahrungen sind persönlich und keine typischen Ergebnisse.",
  "ad.label": "Anzeige",
  "ad.affiliateNote": "Affiliate-Link: Wir erhalten eventuell eine Provision; für dich entstehen keine Mehrkosten.",

  "free.badge": "Früher kostenpflichtig · jetzt 100 % kostenlos",
  "free.title": "Früher kostenpflichtig. Jetzt 100 % kostenlos.",
  "free.text":
    "Unsere Tools gab es früher nur im Abo, für bis zu 299\u00a0€ im Monat. Heute erhält jeder Trader die Indikatoren, den Trading-Bot, den Kurs und die Community kostenlos; die früheren Abo-Pakete laufen nur für bestehende Abonnenten weiter.",
  "free.instant": "Sofortiger Zugang",
  "free.noCard": "Keine Kreditkarte nötig",
  "free.allTools": "Alle Tools und der komplette Videokurs inklusive",
  "free.cta": "Kostenlos starten",

  "features.eyebrow": "Das bekommst du",
  "features.title": "Sieben Tools für jede Marktphase",
  "features.intro":
    "Vom ersten Bitcoin-Kauf bis zum automatisierten Long/Short-Trading: Alles greift ineinander und wird Schritt für Schritt erklärt.",
  "features.bps.title": "Bitcoin Profit Scout",
  "features.bps.text": "Kauf- und Verkaufssignale für Bitcoin auf TradingView – wenige, aber hochwertige Trades.",
  "features.aps.title": "Altcoin Profit Scout",
  "features.aps.text":
    "Erkennt, wann Kapital von Bitcoin in Altcoins fließt – und wann es Zeit ist, Gewinne mitzunehmen.",
  "features.bot.title": "Trading-Bot",
  "features.bot.text": "Handelt automatisch long und short auf deinem Börsenkonto, damit du kein Signal verpasst.",
  "features.sentiment.title": "Sentiment Trader",
  "features.sentiment.text":
    "Misst die Marktstimmung und lässt dich Strategien im Backtest und im Livetest prüfen, bevor du echtes Geld riskierst.",
  "features.heatmap.title": "Bitcoin Risk Heat Map",
  "features.heatmap.text":
    "Zeigt auf einen Blick, ob sich Bitcoin gerade in einer Zyklusphase mit niedrigem oder mit hohem Risiko befindet.",
  "features.course.title": "Videokurs",
  "features.course.text": `${VIDEOS.de.count}\u00a0Videos von ${VIDEOS.de.shortestMinutes} bis ${VIDEOS.de.longestMinutes}\u00a0Minuten Länge: von den Grundlagen bis zu unserer kompletten Trading-Strategie.`,
  "features.community.title": "Gruppenchat-Community",
  "features.community.text":
    "Signal-Alarme in Echtzeit, eine VIP-Gruppe und Antworten auf deine Fragen von Tradern, die dieselben Tools nutzen.",
  "features.learnMore": "Mehr erfahren",

  "faq.eyebrow": "FAQ",
  "faq.title": "Häufige Fragen",
  "faq.intro": "Kurze Antworten auf die Fragen, die uns Trader am häufigsten stellen.",
  "faq.more": "Noch eine Frage offen? Stell sie im Gruppenchat.",

  "testimonials.eyebrow": "Erfahrungen",
  "testimonials.title": "Das sagen unsere Mitglieder",
  "testimonials.none": "Hier folgen Videos unserer Mitglieder, sobald die ersten zugestimmt haben, gezeigt zu werden.",

  "cta.title": "Starte mit denselben Tools, mit denen wir selbst traden",
  "cta.text": "Richte deinen kostenlosen Zugang in einer Minute ein und sieh dir noch heute die erste Lektion an.",
  "cta.secondary": "Algorithmen entdecken",
};
