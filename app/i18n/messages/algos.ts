export const algosEn = {
  "algos.title": "Algo Insights: how our algorithms work",
  "algos.description":
    "Bitcoin Profit Scout, Altcoin Profit Scout, Sentiment Trader and the Bitcoin Risk Heat Map explained: what each tool shows and how to trade with it.",
  "algos.eyebrow": "Algo Insights",
  "algos.heading": "Four algorithms, one clear picture of the market",
  "algos.intro":
    "Each tool answers one question: when to buy Bitcoin, when altcoins outperform, what the crowd feels and how risky the market is right now. Here is how they work.",
  "algos.picture": "Illustration: {tool}",

  "algos.bps.lead": "Few, well-timed Bitcoin trades instead of constant noise.",
  "algos.bps.text":
    "Bitcoin Profit Scout combines trend, momentum and on-chain-inspired cycle indicators into clear buy and sell signals on the daily chart. It waits for confirmation instead of reacting to every wick, so it trades only a handful of times a year.",
  "algos.bps.point1": "Buy and sell signals drawn directly on your TradingView chart",
  "algos.bps.point2": "Alerts on your phone the moment a signal appears",
  "algos.bps.point3": "Tuned on Bitcoin's full history since 2013, live since {liveSignalsSince}",

  "algos.aps.lead": "Catch the rotation from Bitcoin into altcoins.",
  "algos.aps.text":
    "Altcoins tend to outperform in short, violent phases – usually when Bitcoin dominance falls. Altcoin Profit Scout compares an index of leading altcoins with Bitcoin dominance and marks the divergences that opened the best altcoin seasons.",
  "algos.aps.point1": "Altcoin index versus Bitcoin dominance in one pane",
  "algos.aps.point2": "Divergence zones with adjustable sensitivity",
  "algos.aps.point3": "Sell areas that tell you when to take profits back into Bitcoin",

  "algos.sentiment.lead": "Trade the crowd's emotions – long and short.",
  "algos.sentiment.text":
    "Sentiment Trader measures fear and greed from funding rates, positioning and price action. Its back-test tool shows how a strategy would have performed, the live test runs it without money, and the trading bot executes it on your exchange account.",
  "algos.sentiment.point1": "Long and short positions, with chances of profit in falling markets too",
  "algos.sentiment.point2": "Back-test and live-test before you risk a cent",
  "algos.sentiment.point3": "Automated execution on Binance, Kraken, Bybit, Bitget and OKX",

  "algos.heatmap.lead": "See at a glance how risky Bitcoin is right now.",
  "algos.heatmap.text":
    "The Bitcoin Risk Heat Map colours every day of Bitcoin's history by a risk score from 0 to 1. Cool colours marked the accumulation zones of past cycles, hot colours the tops. Use it to size positions: buy more when it is cold, take profits when it glows.",
  "algos.heatmap.point1": "Risk score from 0 (low) to 1 (high) for every day since 2013",
  "algos.heatmap.point2": "Works on any time frame, updated daily",
  "algos.heatmap.point3": "Ideal companion for the cost-average effect",

  "algos.tradingview": "Open the charts on {provider}",
  "algos.sticky.text": "All four algorithms, the bot and the course – free, no credit card.",
  "algos.sticky.cta": "Get free access",
} as const;

export const algosDe: Record<keyof typeof algosEn, string> = {
  "algos.title": "Algo Insights: So arbeiten unsere Algorithmen",
  "algos.description":
    "Bitcoin Profit Scout, Altcoin Profit Scout, Sentiment Trader und die Bitcoin Risk Heat Map erklärt: was jedes Tool zeigt und wie du damit tradest.",
  "algos.eyebrow": "Algo Insights",
  "algos.heading": "Vier Algorithmen, ein klares Bild vom Markt",
  "algos.intro":
    "Jedes Tool beantwortet eine Frage: Wann kaufe ich Bitcoin, wann laufen Altcoins besser, wie ist die Stimmung am Markt und wie riskant ist er gerade? So funktionieren sie.",
  "algos.picture": "Illustration: {tool}",

  "algos.bps.lead": "Wenige, gut getimte Bitcoin-Trades statt ständigen Rauschens.",
  "algos.bps.text":
    "Der Bitcoin Profit Scout kombiniert Trend-, Momentum- und Zyklusindikatoren zu klaren Kauf- und Verkaufssignalen im Tageschart. Er wartet auf eine Bestätigung, statt auf jeden Docht zu reagieren – und handelt deshalb nur wenige Male im Jahr.",
  "algos.bps.point1": "Kauf- und Verkaufssignale direkt in deinem TradingView-Chart",
  "algos.bps.point2": "Signal-Alarme aufs Handy, sobald ein Signal erscheint",
  "algos.bps.point3": "Abgestimmt auf die gesamte Bitcoin-Historie seit 2013, live seit {liveSignalsSince}",

  "algos.aps.lead": "Nutze die Rotation von Bitcoin in Altcoins.",
  "algos.aps.text":
    "Altcoins laufen meist in kurzen, heftigen Phasen besser als Bitcoin – typischerweise dann, wenn die Bitcoin-Dominanz fällt. Der Altcoin Profit Scout vergleicht einen Index führender Altcoins mit der Bitcoin-Dominanz und markiert die Divergenzen, mit denen die besten Altcoin-Saisons begannen.",
  "algos.aps.point1": "Altcoin-Index und Bitcoin-Dominanz in einem Fenster",
  "algos.aps.point2": "Divergenzzonen mit einstellbarer Empfindlichkeit",
  "algos.aps.point3": "Verkaufszonen, die dir zeigen, wann du Gewinne zurück in Bitcoin umschichten kannst",

  "algos.sentiment.lead": "Nutze die Emotionen der Masse – long und short.",
  "algos.sentiment.text":
    "Der Sentiment Trader misst Angst und Gier anhand von Funding-Rates, Positionierung und Kursverlauf. Mit dem Backtest-Tool siehst du, wie eine Strategie gelaufen wäre, der Livetest lässt sie ohne echtes Geld laufen, und der Trading-Bot setzt sie auf deinem Börsenkonto um.",
  "algos.sentiment.point1": "Long- und Short-Positionen mit Gewinnchancen auch in fallenden Märkten",
  "algos.sentiment.point2": "Erst im Backtest und im Livetest prüfen, dann echtes Geld riskieren",
  "algos.sentiment.point3": "Automatische Ausführung auf Binance, Kraken, Bybit, Bitget und OKX",

  "algos.heatmap.lead": "Sieh auf einen Blick, wie riskant Bitcoin gerade ist.",
  "algos.heatmap.text":
    "Die Bitcoin Risk Heat Map färbt jeden Tag der Bitcoin-Historie nach einem Risikowert von 0 bis 1. Kühle Farben markierten in früheren Zyklen die Kaufzonen, heiße Farben die Hochs. Nutze sie für deine Positionsgröße: mehr kaufen, wenn es kalt ist, Gewinne mitnehmen, wenn es glüht.",
  "algos.heatmap.point1": "Risikowert von 0 (niedrig) bis 1 (hoch) für jeden Tag seit 2013",
  "algos.heatmap.point2": "Funktioniert in jedem Zeitrahmen, täglich aktualisiert",
  "algos.heatmap.point3": "Passt ideal zum Cost-Average-Effekt",

  "algos.tradingview": "Charts auf {provider} öffnen",
  "algos.sticky.text": "Alle vier Algorithmen, der Bot und der Kurs – kostenlos, ohne Kreditkarte.",
  "algos.sticky.cta": "Kostenlos starten",
};
