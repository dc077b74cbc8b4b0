export const homeEn = {
  "home.title": "Free crypto signals, trading bot and course",
  "home.description":
    "Bitcoin and altcoin signals, a long/short trading bot, the Bitcoin Risk Heat Map and a complete video course. Previously paid, now 100% free – no credit card.",
  "home.hero.title": "Trade crypto with algorithms, not gut feeling",
  "home.hero.text":
    "Bitcoin and altcoin signals, a hands-off trading bot and a complete video course. Previously sold as a subscription – now free for every trader.",
  "home.hero.primary": "Get free access",
  "home.hero.secondary": "See how the algorithms work",
  "home.hero.videoTitle": "Profit Scout in three minutes",
  "home.performance.eyebrow": "Performance",
  "home.performance.title": "Numbers from live and back-tested trading",
  "home.performance.intro":
    "We publish every signal in real time. These figures sum up what our algorithms have achieved so far.",
  "home.performance.link": "See the detailed results",
} as const;

export const homeDe: Record<keyof typeof homeEn, string> = {
  "home.title": "Kostenlose Krypto-Signale, Trading-Bot & Kurs",
  "home.description":
    "Bitcoin- und Altcoin-Signale, Long/Short-Trading-Bot, Bitcoin Risk Heat Map und Videokurs: früher kostenpflichtig, heute kostenlos – ohne Kreditkarte.",
  "home.hero.title": "Handle Krypto mit Algorithmen statt aus dem Bauch heraus",
  "home.hero.text":
    "Bitcoin- und Altcoin-Signale, ein vollautomatischer Trading-Bot und ein kompletter Videokurs. Früher im Abo verkauft – heute kostenlos für jeden Trader.",
  "home.hero.primary": "Kostenlos starten",
  "home.hero.secondary": "So funktionieren die Algorithmen",
  "home.hero.videoTitle": "Profit Scout in drei Minuten",
  "home.performance.eyebrow": "Ergebnisse",
  "home.performance.title": "Zahlen aus Live-Trading und Backtests",
  "home.performance.intro":
    "Wir veröffentlichen jedes Signal in Echtzeit. Diese Zahlen fassen zusammen, was unsere Algorithmen bisher erreicht haben.",
  "home.performance.link": "Zu den detaillierten Ergebnissen",
};
