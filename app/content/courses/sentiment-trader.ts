// Video ids are placeholders (docs/decisions/007-site-configuration.md): replace them
// with the real Vimeo ids.
import { EXCHANGES, TRADING_BOT_ALLOWLIST_IP } from "@shared/site.config";
import type { Course } from "./schema";

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

/** The Bitcoin perpetual contracts per exchange, as the exchanges name them. */
const CONTRACTS: Record<Exchange["id"], { linear: string; inverse: string }> = {
  binance: { linear: "BTCUSDT (USDⓈ-M)", inverse: "BTCUSD_PERP (COIN-M)" },
  kraken: { linear: "PF_XBTUSD", inverse: "PI_XBTUSD" },
  bybit: { linear: "BTCUSDT", inverse: "BTCUSD" },
  bitget: { linear: "BTCUSDT (USDT-M)", inverse: "BTCUSD (Coin-M)" },
  okx: { linear: "BTC-USDT-SWAP", inverse: "BTC-USD-SWAP" },
};

const CONTRACT_ROWS = EXCHANGES.map(
  (entry) =>
    `<tr><td>${entry.name}</td><td><code>${CONTRACTS[entry.id].linear}</code></td><td><code>${CONTRACTS[entry.id].inverse}</code></td></tr>`,
).join("\n");

const EXCHANGE_LIST = EXCHANGES.map((entry) => `<li><a href="${entry.url}">${entry.name}</a></li>`).join("\n");

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
    de: "Teste die Strategie des Sentiment Traders im Backtest und im Live-Test und lass dann den Trading-Bot Bitcoin long und short auf deinem eigenen Börsenkonto handeln.",
  },
  image: "/images/courses/sentiment-trader.svg",
  modules: 1,
  lessons: [
    {
      slug: "sentiment-trader-basics",
      title: { en: "Sentiment Trader Basics", de: "Grundlagen des Sentiment Traders" },
      description: {
        en: "Learn what market sentiment is, how the Sentiment Trader measures it and how it turns it into long and short positions.",
        de: "Lerne, was Marktstimmung ist, wie der Sentiment Trader sie misst und wie er daraus Long- und Short-Positionen macht.",
      },
      duration: 15,
      videoId: { en: "900140101", de: "900140102" },
      content: {
        en: `<p>Markets are moved by people, and people swing between fear and greed. The Sentiment Trader measures this mood and turns it into long and short positions on Bitcoin.</p>
<h3>What it measures</h3>
<ul>
<li><strong>Funding rates:</strong> on perpetual futures, longs pay shorts while the rate is positive, and shorts pay longs while it is negative. Very high rates show a crowded long side.</li>
<li><strong>Positioning:</strong> open interest and the ratio of long to short positions show how much leverage is in the market, and on which side.</li>
<li><strong>Price action:</strong> trend and momentum confirm whether the mood is really turning.</li>
</ul>
<h3>How it trades</h3>
<ul>
<li>It opens a long or a short position when sentiment and price action agree, and stays out of the market when they do not.</li>
<li>It trades Bitcoin perpetual futures with a leverage of at most 1.2x and a volume of up to 40,000 USD.</li>
<li>Short positions let you aim for gains in falling markets, but every position can also lose, in both directions.</li>
</ul>
<h3>The three parts</h3>
<ol>
<li><strong>Back-test tool:</strong> how the strategy would have performed in the past.</li>
<li><strong>Live test:</strong> runs the strategy in real time, without money.</li>
<li><strong>Trading bot:</strong> executes the strategy on your own exchange account.</li>
</ol>`,
        de: `<p>Märkte werden von Menschen bewegt, und Menschen schwanken zwischen Angst und Gier. Der Sentiment Trader misst diese Stimmung und macht daraus Long- und Short-Positionen auf Bitcoin.</p>
<h3>Was er misst</h3>
<ul>
<li><strong>Funding-Rates:</strong> Bei Perpetual Futures zahlen die Longs den Shorts eine Gebühr, solange die Rate positiv ist, bei negativer Rate ist es umgekehrt. Sehr hohe Raten zeigen eine überfüllte Long-Seite.</li>
<li><strong>Positionierung:</strong> Open Interest und das Verhältnis von Long- zu Short-Positionen zeigen, wie viel Hebel im Markt steckt und auf welcher Seite.</li>
<li><strong>Kursverlauf:</strong> Trend und Momentum bestätigen, ob die Stimmung wirklich dreht.</li>
</ul>
<h3>Wie er handelt</h3>
<ul>
<li>Er eröffnet eine Long- oder Short-Position, wenn Stimmung und Kursverlauf übereinstimmen, und bleibt draußen, wenn nicht.</li>
<li>Er handelt Bitcoin-Perpetual-Futures mit einem Hebel von höchstens 1,2x und einem Volumen von bis zu 40.000 USD.</li>
<li>Mit Short-Positionen kannst du auch in fallenden Märkten Gewinne anstreben – aber jede Position kann auch verlieren, in beide Richtungen.</li>
</ul>
<h3>Die drei Bausteine</h3>
<ol>
<li><strong>Backtest-Tool:</strong> wie die Strategie in der Vergangenheit gelaufen wäre.</li>
<li><strong>Live-Test:</strong> fährt die Strategie in Echtzeit, ohne echtes Geld.</li>
<li><strong>Trading-Bot:</strong> setzt die Strategie auf deinem eigenen Börsenkonto um.</li>
</ol>`,
      },
    },
    {
      slug: "backtest-strategy-tool",
      title: { en: "The Back-Test Strategy Tool", de: "Das Backtest-Strategie-Tool" },
      description: {
        en: "Test the strategy on past data and in a live test before you connect real money.",
        de: "Teste die Strategie an historischen Daten und im Live-Test, bevor du echtes Geld einsetzt.",
      },
      duration: 20,
      videoId: { en: "900140201", de: "900140202" },
      content: {
        en: `<p>The back-test tool in the member area applies the Sentiment Trader strategy to historical Bitcoin data. Use it to understand how the strategy behaves, not to search for the perfect past.</p>
<h3>Running a back-test</h3>
<ol>
<li>Choose a period that contains at least one bull and one bear market, for example the last four years.</li>
<li>Make sure the fees of your exchange are included: trading fees per order, plus funding while a position is open.</li>
<li>Use the same leverage as the bot (at most 1.2x) and a realistic starting capital.</li>
<li>Compare the result with simply holding Bitcoin over the same period.</li>
</ol>
<h3>What to look at</h3>
<ul>
<li><strong>Maximum drawdown:</strong> could you have sat through it without stopping the bot?</li>
<li><strong>Losing streaks:</strong> the longest series of losing trades and the time until a new high.</li>
<li><strong>Long and short separately:</strong> does the result depend on one side only?</li>
<li><strong>Number of trades and fees paid.</strong></li>
</ul>
<h3>Then the live test</h3>
<p>The live test runs the strategy in real time without money. Let it run for a few weeks: if its trades match what the back-test led you to expect, you know the strategy well enough to connect the bot. Live results are usually somewhat weaker than back-tests because of slippage and changing markets. Back-tested results do not guarantee future results.</p>`,
        de: `<p>Das Backtest-Tool im Mitgliederbereich wendet die Strategie des Sentiment Traders auf historische Bitcoin-Daten an. Nutze es, um zu verstehen, wie sich die Strategie verhält – nicht, um die perfekte Vergangenheit zu suchen.</p>
<h3>So machst du einen Backtest</h3>
<ol>
<li>Wähle einen Zeitraum mit mindestens einem Bullen- und einem Bärenmarkt, zum Beispiel die letzten vier Jahre.</li>
<li>Achte darauf, dass die Gebühren deiner Börse berücksichtigt sind: Handelsgebühren pro Order und Funding, solange eine Position offen ist.</li>
<li>Verwende denselben Hebel wie der Bot (höchstens 1,2x) und ein realistisches Startkapital.</li>
<li>Vergleiche das Ergebnis damit, Bitcoin im selben Zeitraum einfach zu halten.</li>
</ol>
<h3>Worauf du achtest</h3>
<ul>
<li><strong>Maximaler Drawdown:</strong> Hättest du ihn ausgehalten, ohne den Bot zu stoppen?</li>
<li><strong>Verlustserien:</strong> die längste Serie von Verlusttrades und die Zeit bis zu einem neuen Hoch.</li>
<li><strong>Long und Short getrennt:</strong> Hängt das Ergebnis nur an einer Seite?</li>
<li><strong>Anzahl der Trades und gezahlte Gebühren.</strong></li>
</ul>
<h3>Danach der Live-Test</h3>
<p>Der Live-Test fährt die Strategie in Echtzeit, ohne echtes Geld. Lass ihn einige Wochen laufen: Passen seine Trades zu dem, was du nach dem Backtest erwartet hast, kennst du die Strategie gut genug, um den Bot zu verbinden. Live-Ergebnisse fallen wegen Slippage und wechselnder Marktphasen meist etwas schwächer aus als Backtests. Backtest-Ergebnisse sind keine Garantie für zukünftige Ergebnisse.</p>`,
      },
    },
    {
      slug: "supported-exchanges",
      title: { en: "Supported Exchanges", de: "Unterstützte Börsen" },
      description: {
        en: "See which exchanges the trading bot supports and how to choose one.",
        de: "Sieh, welche Börsen der Trading-Bot unterstützt und wie du eine davon auswählst.",
      },
      duration: 5,
      videoId: { en: "900140301", de: "900140302" },
      content: {
        en: `<p>The trading bot trades on your own account with one of these exchanges:</p>
<ul>
${EXCHANGE_LIST}
</ul>
<p>${BINANCE.name} is covered in the lesson <em>Start Auto-Trading</em>; the other exchanges each have their own lesson at the end of this course.</p>
<h3>How to choose</h3>
<ul>
<li><strong>Availability:</strong> derivatives are not offered in every country. Check that the exchange serves your country of residence and gives you access to futures trading.</li>
<li><strong>Verification:</strong> expect an identity check (KYC) before you can trade futures.</li>
<li><strong>Fees:</strong> compare the maker and taker fees for perpetual futures; they reduce every result.</li>
<li><strong>Sub-accounts:</strong> a separate sub-account for the bot keeps its capital apart from your other holdings.</li>
<li><strong>What you already have:</strong> if you already own a verified account with one of them, start there.</li>
</ul>`,
        de: `<p>Der Trading-Bot handelt auf deinem eigenen Konto bei einer dieser Börsen:</p>
<ul>
${EXCHANGE_LIST}
</ul>
<p>${BINANCE.name} behandeln wir in der Lektion <em>Auto-Trading starten</em>; die anderen Börsen haben jeweils eine eigene Lektion am Ende dieses Kurses.</p>
<h3>So wählst du aus</h3>
<ul>
<li><strong>Verfügbarkeit:</strong> Derivate werden nicht in jedem Land angeboten. Prüfe, ob die Börse Kunden aus deinem Wohnsitzland annimmt und dir Zugang zum Futures-Handel gibt.</li>
<li><strong>Verifizierung:</strong> Rechne mit einer Identitätsprüfung (KYC), bevor du Futures handeln kannst.</li>
<li><strong>Gebühren:</strong> Vergleiche die Maker- und Taker-Gebühren für Perpetual Futures; sie schmälern jedes Ergebnis.</li>
<li><strong>Unterkonten:</strong> Ein eigenes Unterkonto (Sub-Account) für den Bot trennt sein Kapital von deinen übrigen Beständen.</li>
<li><strong>Was du schon hast:</strong> Hast du bei einer der Börsen bereits ein verifiziertes Konto, fang dort an.</li>
</ul>`,
      },
      resources: {
        en: EXCHANGES.map((entry) => exchangeResource(entry).en),
        de: EXCHANGES.map((entry) => exchangeResource(entry).de),
      },
    },
    {
      slug: "start-auto-trading",
      title: { en: "Start Auto-Trading", de: "Auto-Trading starten" },
      description: {
        en: `Connect the trading bot to your exchange account step by step, with ${BINANCE.name} as the example.`,
        de: `Verbinde den Trading-Bot Schritt für Schritt mit deinem Börsenkonto, am Beispiel von ${BINANCE.name}.`,
      },
      duration: 18,
      videoId: { en: "900140401", de: "900140402" },
      content: {
        en: `<h3>Before you start</h3>
<ul>
<li>A verified account with a supported exchange, with futures trading activated.</li>
<li>A separate sub-account for the bot that holds only the capital you want it to trade.</li>
<li>You have run the back-test and the live test and understand the results.</li>
</ul>
<h3>Create the API key on ${BINANCE.name}</h3>
<ol>
<li>Log in to <a href="${BINANCE.url}">${BINANCE.name}</a> and open <em>API Management</em> (for a sub-account: <em>Sub Accounts → API Management</em>).</li>
<li>Create a system-generated API key and give it a label such as <code>profit-scout-bot</code>.</li>
<li>Edit the restrictions: keep <em>Enable Reading</em> and tick <em>Enable Futures</em>. Leave withdrawals, transfers and everything else switched off, so the key can trade but never move funds.</li>
<li>Choose <em>Restrict access to trusted IPs only</em> and enter <code>${TRADING_BOT_ALLOWLIST_IP}</code>, the address of our bot server. The exchange then accepts this key only from there.</li>
<li>Copy the API key and the secret key. The secret is shown only once.</li>
</ol>
<h3>Connect and start</h3>
<ol>
<li>Enter the API key and the secret in the member area and save them.</li>
<li>Set the futures account as described in <em>Exchange and Trading Pair Notes</em>.</li>
<li>Start with a small amount and watch the first trades.</li>
</ol>
<p>You can pause the bot at any time. Deleting the API key on the exchange cuts off all access immediately.</p>`,
        de: `<h3>Bevor du startest</h3>
<ul>
<li>Ein verifiziertes Konto bei einer unterstützten Börse mit freigeschaltetem Futures-Handel.</li>
<li>Ein eigenes Unterkonto für den Bot, auf dem nur das Kapital liegt, mit dem er handeln soll.</li>
<li>Du hast Backtest und Live-Test durchgeführt und verstehst die Ergebnisse.</li>
</ul>
<h3>API-Schlüssel bei ${BINANCE.name} anlegen</h3>
<ol>
<li>Melde dich bei <a href="${BINANCE.url}">${BINANCE.name}</a> an und öffne die <em>API-Verwaltung</em> (für ein Unterkonto: <em>Unterkonten → API-Verwaltung</em>).</li>
<li>Erstelle einen systemgenerierten API-Schlüssel und gib ihm einen Namen wie <code>profit-scout-bot</code>.</li>
<li>Bearbeite die Berechtigungen: Lass <em>Lesen aktivieren</em> (Enable Reading) an und setz den Haken bei <em>Futures aktivieren</em> (Enable Futures). Auszahlungen, Überträge und alles andere bleiben aus – der Schlüssel darf handeln, aber niemals Geld bewegen.</li>
<li>Wähle <em>Zugriff nur auf vertrauenswürdige IPs beschränken</em> (Restrict access to trusted IPs only) und trag <code>${TRADING_BOT_ALLOWLIST_IP}</code> ein, die Adresse unseres Bot-Servers. Die Börse akzeptiert den Schlüssel dann nur noch von dort.</li>
<li>Kopiere den API-Schlüssel und den geheimen Schlüssel (Secret). Das Secret wird nur einmal angezeigt.</li>
</ol>
<h3>Verbinden und starten</h3>
<ol>
<li>Trag API-Schlüssel und Secret im Mitgliederbereich ein und speichere sie.</li>
<li>Richte das Futures-Konto so ein, wie in <em>Hinweise zu Börsen und Handelspaaren</em> beschrieben.</li>
<li>Starte mit einem kleinen Betrag und beobachte die ersten Trades.</li>
</ol>
<p>Du kannst den Bot jederzeit pausieren. Löschst du den API-Schlüssel an der Börse, ist jeder Zugriff sofort beendet.</p>`,
      },
      resources: { en: [exchangeResource(BINANCE).en], de: [exchangeResource(BINANCE).de] },
    },
    {
      slug: "isolated-vs-cross-margin",
      title: { en: "Isolated vs. Cross Margin", de: "Isolated oder Cross Margin" },
      description: {
        en: "Understand the two margin modes and which one to use for the bot.",
        de: "Verstehe die beiden Margin-Modi und welchen du für den Bot verwendest.",
      },
      duration: 12,
      videoId: { en: "900140501", de: "900140502" },
      content: {
        en: `<p>A futures position is backed by collateral, the margin. The margin mode decides how much of your account backs a position, and so how much you can lose if it is liquidated.</p>
<table>
<thead><tr><th>Aspect</th><th>Isolated margin</th><th>Cross margin</th></tr></thead>
<tbody>
<tr><td>Collateral</td><td>Only the margin assigned to this position</td><td>The whole available balance of the account</td></tr>
<tr><td>Liquidation</td><td>Earlier, because less collateral backs the position</td><td>Later, because the whole balance backs it</td></tr>
<tr><td>Maximum loss</td><td>The assigned margin</td><td>Up to the whole account balance</td></tr>
<tr><td>Suited for</td><td>Single speculative positions next to other holdings</td><td>An account that runs one strategy only</td></tr>
</tbody>
</table>
<h3>Example</h3>
<p>10,000 USD in the account and a long position of 12,000 USD (1.2x). With cross margin the whole 10,000 USD backs it: the price would have to fall by roughly 80% before liquidation. With isolated margin at 5x leverage only 2,400 USD back it, and a fall of roughly 20% is enough. The exact liquidation price also depends on the exchange's maintenance margin and on fees.</p>
<h3>Our recommendation</h3>
<p>Use cross margin in a sub-account that holds only the bot's capital. The low leverage then keeps the liquidation price far away, and your other holdings are not exposed because they sit in a different account. Never open manual positions in the bot's account.</p>`,
        de: `<p>Eine Futures-Position ist mit einer Sicherheit hinterlegt, der Margin. Der Margin-Modus bestimmt, wie viel deines Kontos eine Position absichert – und damit, wie viel du bei einer Liquidation verlieren kannst.</p>
<table>
<thead><tr><th>Merkmal</th><th>Isolated Margin</th><th>Cross Margin</th></tr></thead>
<tbody>
<tr><td>Sicherheit</td><td>Nur die Margin, die dieser Position zugewiesen ist</td><td>Das gesamte verfügbare Guthaben des Kontos</td></tr>
<tr><td>Liquidation</td><td>Früher, weil weniger Sicherheit hinter der Position steht</td><td>Später, weil das ganze Guthaben dahintersteht</td></tr>
<tr><td>Maximaler Verlust</td><td>Die zugewiesene Margin</td><td>Bis zum gesamten Kontoguthaben</td></tr>
<tr><td>Geeignet für</td><td>Einzelne spekulative Positionen neben anderen Beständen</td><td>Ein Konto, auf dem nur eine Strategie läuft</td></tr>
</tbody>
</table>
<h3>Beispiel</h3>
<p>10.000 USD auf dem Konto und eine Long-Position über 12.000 USD (1,2x). Mit Cross Margin sichern die ganzen 10.000 USD die Position ab: Der Kurs müsste um rund 80 % fallen, bevor sie liquidiert wird. Mit Isolated Margin und 5x Hebel stehen nur 2.400 USD dahinter, und ein Rückgang von rund 20 % reicht. Der genaue Liquidationspreis hängt außerdem von der Maintenance Margin der Börse und von den Gebühren ab.</p>
<h3>Unsere Empfehlung</h3>
<p>Nutze Cross Margin in einem Unterkonto, auf dem nur das Kapital des Bots liegt. Der niedrige Hebel hält den Liquidationspreis dann weit entfernt, und deine übrigen Bestände sind nicht betroffen, weil sie auf einem anderen Konto liegen. Eröffne im Konto des Bots nie Positionen von Hand.</p>`,
      },
    },
    {
      slug: "inverse-contracts",
      title: { en: "Inverse Contracts", de: "Inverse Kontrakte" },
      description: {
        en: "Learn how inverse contracts are margined and settled in Bitcoin and how they differ from linear contracts.",
        de: "Lerne, wie inverse Kontrakte in Bitcoin besichert und abgerechnet werden und wie sie sich von linearen Kontrakten unterscheiden.",
      },
      duration: 14,
      videoId: { en: "900140601", de: "900140602" },
      content: {
        en: `<p>Bitcoin futures come in two families. <strong>Linear contracts</strong> such as <code>BTCUSDT</code> are margined and settled in a stablecoin: profit and loss are paid in USDT. <strong>Inverse contracts</strong> such as <code>BTCUSD</code> are quoted in US dollars but margined and settled in Bitcoin: you deposit BTC, and profit and loss are paid in BTC.</p>
<h3>What that means</h3>
<ul>
<li>Each contract has a fixed dollar value, for example 1 USD or 100 USD depending on the exchange.</li>
<li>Your collateral moves with the Bitcoin price. With BTC as collateral, a long position adds to your Bitcoin exposure: if Bitcoin falls, the position loses and your collateral is worth fewer dollars at the same time.</li>
<li>A short position worth as many dollars as your BTC collateral holds its dollar value steady: what the BTC loses in value, the short gains. That is the classic hedge for Bitcoin holders.</li>
<li>In BTC, profit and loss are not linear: for a long, <code>PnL = contracts × contract value × (1/entry − 1/exit)</code>.</li>
</ul>
<h3>Example</h3>
<p>Long 10,000 contracts of 1 USD at 50,000 USD, closed at 60,000 USD: 10,000 × (1/50,000 − 1/60,000) = 0.0333 BTC profit, about 2,000 USD at the exit price.</p>
<h3>Which one for the bot?</h3>
<p>If you hold Bitcoin and want to trade without selling it, inverse contracts let you use BTC as margin. If you think in dollars, linear contracts are simpler: your result is in USDT, and the collateral does not move. The lesson <em>Exchange and Trading Pair Notes</em> lists both contracts for every exchange.</p>`,
        de: `<p>Bitcoin-Futures gibt es in zwei Familien. <strong>Lineare Kontrakte</strong> wie <code>BTCUSDT</code> werden in einem Stablecoin besichert und abgerechnet: Gewinne und Verluste gibt es in USDT. <strong>Inverse Kontrakte</strong> wie <code>BTCUSD</code> werden in US-Dollar notiert, aber in Bitcoin besichert und abgerechnet: Du hinterlegst BTC, und Gewinne und Verluste werden in BTC gezahlt.</p>
<h3>Was das bedeutet</h3>
<ul>
<li>Jeder Kontrakt hat einen festen Dollarwert, je nach Börse zum Beispiel 1 USD oder 100 USD.</li>
<li>Deine Sicherheit bewegt sich mit dem Bitcoin-Kurs. Mit BTC als Sicherheit erhöht eine Long-Position dein Bitcoin-Risiko: Fällt Bitcoin, verliert die Position, und gleichzeitig ist deine Sicherheit weniger Dollar wert.</li>
<li>Eine Short-Position im Dollarwert deiner BTC-Sicherheit hält deren Dollarwert stabil: Was die BTC an Wert verlieren, gewinnt der Short. Das ist die klassische Absicherung für Bitcoin-Halter.</li>
<li>In BTC gerechnet sind Gewinn und Verlust nicht linear: Für einen Long gilt <code>PnL = Kontrakte × Kontraktwert × (1/Einstieg − 1/Ausstieg)</code>.</li>
</ul>
<h3>Beispiel</h3>
<p>Long 10.000 Kontrakte à 1 USD bei 50.000 USD, geschlossen bei 60.000 USD: 10.000 × (1/50.000 − 1/60.000) = 0,0333 BTC Gewinn, rund 2.000 USD zum Ausstiegskurs.</p>
<h3>Welche für den Bot?</h3>
<p>Hältst du Bitcoin und willst handeln, ohne sie zu verkaufen, kannst du mit inversen Kontrakten BTC als Margin nutzen. Denkst du in Dollar, sind lineare Kontrakte einfacher: Dein Ergebnis liegt in USDT, und die Sicherheit schwankt nicht. Die Lektion <em>Hinweise zu Börsen und Handelspaaren</em> nennt beide Kontrakte für jede Börse.</p>`,
      },
    },
    {
      slug: "exchange-trading-pairs-notes",
      title: { en: "Exchange and Trading Pair Notes", de: "Hinweise zu Börsen und Handelspaaren" },
      description: {
        en: "Check the contracts and the account settings the bot uses on each exchange.",
        de: "Prüfe die Kontrakte und Kontoeinstellungen, die der Bot auf jeder Börse verwendet.",
      },
      duration: 10,
      videoId: { en: "900140701", de: "900140702" },
      content: {
        en: `<h3>Bitcoin perpetual contracts</h3>
<table>
<thead><tr><th>Exchange</th><th>Linear (USD/USDT)</th><th>Inverse (BTC)</th></tr></thead>
<tbody>
${CONTRACT_ROWS}
</tbody>
</table>
<h3>Account settings for the bot</h3>
<ul>
<li><strong>Margin mode:</strong> cross margin, in a sub-account used only by the bot.</li>
<li><strong>Position mode:</strong> one-way mode, not hedge mode, so that a long and a short on the same contract are never open at the same time.</li>
<li><strong>Leverage:</strong> the bot uses at most 1.2x. Do not change or add to its positions by hand.</li>
<li><strong>Balance:</strong> keep the capital in the futures or unified trading account, not in the spot wallet, so the bot can use it.</li>
</ul>
<h3>Good to know</h3>
<ul>
<li>Perpetual contracts pay or charge funding, usually every eight hours and on ${KRAKEN.name} every hour. It adds to or reduces the result.</li>
<li>${KRAKEN.name} writes Bitcoin as <code>XBT</code>.</li>
<li>Minimum order sizes differ between exchanges: with a very small account the bot may not be able to follow every trade.</li>
</ul>`,
        de: `<h3>Bitcoin-Perpetual-Kontrakte</h3>
<table>
<thead><tr><th>Börse</th><th>Linear (USD/USDT)</th><th>Invers (BTC)</th></tr></thead>
<tbody>
${CONTRACT_ROWS}
</tbody>
</table>
<h3>Kontoeinstellungen für den Bot</h3>
<ul>
<li><strong>Margin-Modus:</strong> Cross Margin, in einem Unterkonto, das nur der Bot nutzt.</li>
<li><strong>Positionsmodus:</strong> One-Way-Modus, nicht Hedge-Modus, damit auf demselben Kontrakt nie gleichzeitig ein Long und ein Short offen sind.</li>
<li><strong>Hebel:</strong> Der Bot nutzt höchstens 1,2x. Ändere seine Positionen nicht von Hand und stock sie nicht auf.</li>
<li><strong>Guthaben:</strong> Lass das Kapital im Futures- oder Unified-Trading-Konto, nicht im Spot-Wallet, damit der Bot darauf zugreifen kann.</li>
</ul>
<h3>Gut zu wissen</h3>
<ul>
<li>Perpetual-Kontrakte zahlen oder kosten Funding, meist alle acht Stunden, bei ${KRAKEN.name} jede Stunde. Das verbessert oder schmälert das Ergebnis.</li>
<li>${KRAKEN.name} schreibt Bitcoin als <code>XBT</code>.</li>
<li>Die Mindestordergrößen unterscheiden sich je nach Börse: Bei einem sehr kleinen Konto kann der Bot womöglich nicht jeden Trade mitgehen.</li>
</ul>`,
      },
    },
    {
      slug: "kraken-exchange",
      title: { en: `${KRAKEN.name} Exchange`, de: `Börse ${KRAKEN.name}` },
      description: {
        en: `Set up ${KRAKEN.name} Futures and an API key for the trading bot.`,
        de: `Richte ${KRAKEN.name} Futures und einen API-Schlüssel für den Trading-Bot ein.`,
      },
      duration: 8,
      videoId: { en: "900140801", de: "900140802" },
      content: {
        en: `<p>On <a href="${KRAKEN.url}">${KRAKEN.name}</a> the bot trades on <strong>${KRAKEN.name} Futures</strong>, the derivatives area of the exchange with its own wallet and its own API keys. Whether it is available to you depends on your country of residence.</p>
<ol>
<li>Complete the verification and activate futures trading. Transfer the bot's capital to your futures wallet.</li>
<li>In ${KRAKEN.name} Futures, open <em>Settings → API keys</em> and create a new key.</li>
<li>Set the general API access to <em>Full access</em>, which is needed to place orders, and the withdrawal API to <em>No access</em>.</li>
<li>If the key offers an IP restriction, enter <code>${TRADING_BOT_ALLOWLIST_IP}</code>, the address of our bot server.</li>
<li>Copy the public and the private key and enter both in the member area.</li>
</ol>
<h3>Notes</h3>
<ul>
<li>${KRAKEN.name} writes Bitcoin as <code>XBT</code>: the linear perpetual is <code>${CONTRACTS.kraken.linear}</code>, the inverse one <code>${CONTRACTS.kraken.inverse}</code>.</li>
<li>Funding is settled every hour, not every eight hours.</li>
<li>On the multi-collateral contracts you can post USD, stablecoins or BTC as margin. Keep in mind that collateral other than USD changes in value.</li>
</ul>`,
        de: `<p>Bei <a href="${KRAKEN.url}">${KRAKEN.name}</a> handelt der Bot auf <strong>${KRAKEN.name} Futures</strong>, dem Derivatebereich der Börse mit eigenem Wallet und eigenen API-Schlüsseln. Ob er dir zur Verfügung steht, hängt von deinem Wohnsitzland ab.</p>
<ol>
<li>Schließ die Verifizierung ab und schalte den Futures-Handel frei. Überweise das Kapital für den Bot auf dein Futures-Wallet.</li>
<li>Öffne in ${KRAKEN.name} Futures <em>Settings → API keys</em> und erstelle einen neuen Schlüssel.</li>
<li>Stell den allgemeinen API-Zugriff auf <em>Full access</em>, der zum Platzieren von Orders nötig ist, und die Withdrawal-API auf <em>No access</em>.</li>
<li>Bietet der Schlüssel eine IP-Beschränkung an, trag <code>${TRADING_BOT_ALLOWLIST_IP}</code> ein, die Adresse unseres Bot-Servers.</li>
<li>Kopiere den Public und den Private Key und trag beide im Mitgliederbereich ein.</li>
</ol>
<h3>Hinweise</h3>
<ul>
<li>${KRAKEN.name} schreibt Bitcoin als <code>XBT</code>: Der lineare Perpetual heißt <code>${CONTRACTS.kraken.linear}</code>, der inverse <code>${CONTRACTS.kraken.inverse}</code>.</li>
<li>Das Funding wird jede Stunde abgerechnet, nicht alle acht Stunden.</li>
<li>Bei den Multi-Collateral-Kontrakten kannst du USD, Stablecoins oder BTC als Margin hinterlegen. Bedenke, dass sich der Wert von Sicherheiten außer USD verändert.</li>
</ul>`,
      },
      resources: { en: [exchangeResource(KRAKEN).en], de: [exchangeResource(KRAKEN).de] },
    },
    {
      slug: "bybit-exchange",
      title: { en: `${BYBIT.name} Exchange`, de: `Börse ${BYBIT.name}` },
      description: {
        en: `Create a trade-only API key on ${BYBIT.name}, restricted to our bot server's IP address.`,
        de: `Erstelle bei ${BYBIT.name} einen API-Schlüssel nur zum Handeln, beschränkt auf die IP-Adresse unseres Bot-Servers.`,
      },
      duration: 9,
      videoId: { en: "900140901", de: "900140902" },
      content: {
        en: `<ol>
<li>Log in to <a href="${BYBIT.url}">${BYBIT.name}</a>, complete the identity verification and create a sub-account for the bot (<em>Subaccounts</em> in the profile menu).</li>
<li>Transfer the bot's capital to the sub-account's Unified Trading Account.</li>
<li>Open <em>API</em> in the profile menu and choose <em>Create New Key → System-generated API Keys → API Transaction</em>; select the bot's sub-account if you create the key from your main account.</li>
<li>Choose <em>Read-Write</em> and tick only the contract permissions for orders and positions. Leave withdrawals, transfers and everything else unticked: trade-only.</li>
<li>Under IP restriction choose <em>Only IPs with permissions granted are allowed to access the OpenAPI</em> and enter <code>${TRADING_BOT_ALLOWLIST_IP}</code>, the address of our bot server.</li>
<li>Copy the API key and the secret into the member area. The secret is shown only once.</li>
</ol>
<h3>Notes</h3>
<ul>
<li>${BYBIT.name} keys without an IP restriction expire after three months; with the allow-list they stay valid.</li>
<li>Linear: <code>${CONTRACTS.bybit.linear}</code>; inverse: <code>${CONTRACTS.bybit.inverse}</code>, one contract = 1 USD.</li>
<li>Check that the position mode is one-way and the margin mode is cross.</li>
</ul>`,
        de: `<ol>
<li>Melde dich bei <a href="${BYBIT.url}">${BYBIT.name}</a> an, schließ die Identitätsprüfung ab und leg ein Unterkonto für den Bot an (<em>Subaccounts</em> im Profilmenü).</li>
<li>Überweise das Kapital für den Bot auf das Unified Trading Account des Unterkontos.</li>
<li>Öffne <em>API</em> im Profilmenü und wähle <em>Create New Key → System-generated API Keys → API Transaction</em>; legst du den Schlüssel im Hauptkonto an, wähle das Unterkonto des Bots aus.</li>
<li>Wähle <em>Read-Write</em> und setz nur die Haken für Kontrakt-Orders und -Positionen. Auszahlungen, Überträge und alles andere bleiben leer: nur Handel.</li>
<li>Wähle bei der IP-Beschränkung <em>Only IPs with permissions granted are allowed to access the OpenAPI</em> und trag <code>${TRADING_BOT_ALLOWLIST_IP}</code> ein, die Adresse unseres Bot-Servers.</li>
<li>Kopiere API-Schlüssel und Secret in den Mitgliederbereich. Das Secret wird nur einmal angezeigt.</li>
</ol>
<h3>Hinweise</h3>
<ul>
<li>Schlüssel ohne IP-Beschränkung laufen bei ${BYBIT.name} nach drei Monaten ab; mit der IP-Freigabe bleiben sie gültig.</li>
<li>Linear: <code>${CONTRACTS.bybit.linear}</code>; invers: <code>${CONTRACTS.bybit.inverse}</code>, ein Kontrakt = 1 USD.</li>
<li>Prüfe, ob der Positionsmodus auf One-Way und der Margin-Modus auf Cross steht.</li>
</ul>`,
      },
      resources: { en: [exchangeResource(BYBIT).en], de: [exchangeResource(BYBIT).de] },
    },
    {
      slug: "bitget-exchange",
      title: { en: `${BITGET.name} Exchange`, de: `Börse ${BITGET.name}` },
      description: {
        en: `Set up futures trading and an API key with passphrase on ${BITGET.name}.`,
        de: `Richte bei ${BITGET.name} den Futures-Handel und einen API-Schlüssel mit Passphrase ein.`,
      },
      duration: 8,
      videoId: { en: "900141001", de: "900141002" },
      content: {
        en: `<ol>
<li>Log in to <a href="${BITGET.url}">${BITGET.name}</a>, complete the verification and open futures trading. Create a sub-account for the bot if you want to keep its capital separate.</li>
<li>Move the bot's capital into the USDT-M futures account, or into Coin-M for inverse contracts.</li>
<li>Open <em>API Key Management</em> in the profile menu and create a system-generated API key.</li>
<li>Set a passphrase. You need it together with the key and the secret, so write it down safely.</li>
<li>Choose read and write access and tick only the futures permissions for orders and positions. No withdrawals, no transfers.</li>
<li>Bind the key to the IP address <code>${TRADING_BOT_ALLOWLIST_IP}</code> of our bot server.</li>
<li>Enter the API key, the secret and the passphrase in the member area.</li>
</ol>
<h3>Notes</h3>
<ul>
<li>Linear: <code>${CONTRACTS.bitget.linear}</code>; inverse: <code>${CONTRACTS.bitget.inverse}</code>.</li>
<li>${BITGET.name} offers one-way and hedge mode for positions; use one-way mode, and cross margin.</li>
</ul>`,
        de: `<ol>
<li>Melde dich bei <a href="${BITGET.url}">${BITGET.name}</a> an, schließ die Verifizierung ab und schalte den Futures-Handel frei. Leg ein Unterkonto für den Bot an, wenn du sein Kapital getrennt halten willst.</li>
<li>Verschiebe das Kapital für den Bot ins USDT-M-Futures-Konto, für inverse Kontrakte ins Coin-M-Konto.</li>
<li>Öffne im Profilmenü die <em>API-Schlüsselverwaltung</em> und erstelle einen systemgenerierten API-Schlüssel.</li>
<li>Leg eine Passphrase fest. Du brauchst sie zusammen mit Schlüssel und Secret, bewahre sie also sicher auf.</li>
<li>Wähle Lese- und Schreibzugriff und setz nur die Futures-Berechtigungen für Orders und Positionen. Keine Auszahlungen, keine Überträge.</li>
<li>Binde den Schlüssel an die IP-Adresse <code>${TRADING_BOT_ALLOWLIST_IP}</code> unseres Bot-Servers.</li>
<li>Trag API-Schlüssel, Secret und Passphrase im Mitgliederbereich ein.</li>
</ol>
<h3>Hinweise</h3>
<ul>
<li>Linear: <code>${CONTRACTS.bitget.linear}</code>; invers: <code>${CONTRACTS.bitget.inverse}</code>.</li>
<li>${BITGET.name} bietet für Positionen den One-Way- und den Hedge-Modus an; nutze den One-Way-Modus und Cross Margin.</li>
</ul>`,
      },
      resources: { en: [exchangeResource(BITGET).en], de: [exchangeResource(BITGET).de] },
    },
    {
      slug: "okx-exchange",
      title: { en: `${OKX.name} Exchange`, de: `Börse ${OKX.name}` },
      description: {
        en: `Choose the right account mode on ${OKX.name} and create a trade-only API key.`,
        de: `Wähle bei ${OKX.name} den richtigen Kontomodus und erstelle einen API-Schlüssel nur zum Handeln.`,
      },
      duration: 8,
      videoId: { en: "900141101", de: "900141102" },
      content: {
        en: `<ol>
<li>Log in to <a href="${OKX.url}">${OKX.name}</a> and complete the verification. Under <em>Settings → Account mode</em> choose at least <em>Futures mode</em>, so that perpetual swaps can be traded.</li>
<li>Create a sub-account for the bot if you like and transfer its capital to the trading account.</li>
<li>Open <em>API</em> in the profile menu and click <em>Create API key</em>. Choose a name and a passphrase.</li>
<li>Permissions: <em>Read</em> and <em>Trade</em>. Never tick <em>Withdraw</em>.</li>
<li>Enter <code>${TRADING_BOT_ALLOWLIST_IP}</code>, the address of our bot server, as the allowed IP address.</li>
<li>Enter the API key, the secret and the passphrase in the member area.</li>
</ol>
<h3>Notes</h3>
<ul>
<li>Linear: <code>${CONTRACTS.okx.linear}</code>; inverse: <code>${CONTRACTS.okx.inverse}</code>, one contract = 100 USD.</li>
<li>${OKX.name} may delete keys with trade permission that are not bound to an IP address after a period of inactivity; the allow-list prevents that.</li>
<li>Position mode: choose <em>Buy/sell mode</em> (one-way), not long/short mode.</li>
</ul>`,
        de: `<ol>
<li>Melde dich bei <a href="${OKX.url}">${OKX.name}</a> an und schließ die Verifizierung ab. Wähle unter <em>Einstellungen → Kontomodus</em> mindestens den <em>Futures-Modus</em>, damit Perpetual Swaps gehandelt werden können.</li>
<li>Leg bei Bedarf ein Unterkonto für den Bot an und überweise sein Kapital auf das Handelskonto.</li>
<li>Öffne <em>API</em> im Profilmenü und klicke auf <em>API-Schlüssel erstellen</em>. Vergib einen Namen und eine Passphrase.</li>
<li>Berechtigungen: <em>Lesen</em> und <em>Handeln</em>. Setz nie den Haken bei <em>Auszahlen</em>.</li>
<li>Trag <code>${TRADING_BOT_ALLOWLIST_IP}</code>, die Adresse unseres Bot-Servers, als erlaubte IP-Adresse ein.</li>
<li>Trag API-Schlüssel, Secret und Passphrase im Mitgliederbereich ein.</li>
</ol>
<h3>Hinweise</h3>
<ul>
<li>Linear: <code>${CONTRACTS.okx.linear}</code>; invers: <code>${CONTRACTS.okx.inverse}</code>, ein Kontrakt = 100 USD.</li>
<li>${OKX.name} kann Schlüssel mit Handelsberechtigung, die an keine IP-Adresse gebunden sind, nach einer Zeit ohne Nutzung löschen; die IP-Freigabe verhindert das.</li>
<li>Positionsmodus: Wähle den <em>Buy/Sell-Modus</em> (One-Way), nicht den Long/Short-Modus.</li>
</ul>`,
      },
      resources: { en: [exchangeResource(OKX).en], de: [exchangeResource(OKX).de] },
    },
  ],
} satisfies Course;
