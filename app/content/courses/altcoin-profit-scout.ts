// Video ids are placeholders (docs/decisions/007-site-configuration.md): replace them
// with the real Vimeo ids.
import { CHARTING_RESOURCE } from "./charting-resource";
import type { Course } from "./schema";

export const altcoinProfitScoutCourse = {
  id: 2,
  slug: "altcoin-profit-scout",
  title: { en: "Altcoin Profit Scout", de: "Altcoin Profit Scout" },
  description: {
    en: "Learn how altcoin seasons develop and trade them with the Altcoin Profit Scout, the Bitcoin dominance and the altcoin index.",
    de: "Lerne, wie Altcoin-Saisons entstehen, und trade sie mit dem Altcoin Profit Scout, der Bitcoin-Dominanz und dem Altcoin-Index.",
  },
  image: "/images/courses/altcoin-profit-scout.svg",
  modules: 1,
  lessons: [
    {
      slug: "altcoin-dynamics",
      title: { en: "Altcoin Dynamics", de: "Die Dynamik von Altcoins" },
      description: {
        en: "Understand how altcoins move relative to Bitcoin and why altcoin seasons are short and violent.",
        de: "Verstehe, wie sich Altcoins im Verhältnis zu Bitcoin bewegen und warum Altcoin-Saisons kurz und heftig sind.",
      },
      duration: 12,
      videoId: { en: "900120101", de: "900120102" },
      content: {
        en: `<p>Altcoins are all cryptocurrencies other than Bitcoin. They move differently from Bitcoin, and knowing how is the basis of the Altcoin Profit Scout.</p>
<h3>Key properties</h3>
<ul>
<li><strong>Stronger swings:</strong> altcoins usually follow Bitcoin's direction, but with larger moves both ways. A 20% correction in Bitcoin can mean 40% or more for many altcoins.</li>
<li><strong>Lower liquidity:</strong> thinner order books mean bigger price jumps and more slippage.</li>
<li><strong>Dilution:</strong> many projects keep issuing new tokens (inflation, unlocks for investors and teams), which puts steady pressure on the price.</li>
<li><strong>Survival:</strong> most altcoins of a past cycle never reached their old high again, and many disappeared altogether.</li>
</ul>
<h3>The rotation of capital</h3>
<p>In past cycles money typically flowed first into Bitcoin, then into Ethereum and the large caps, and finally into smaller coins. During this rotation the Bitcoin dominance, Bitcoin's share of the total crypto market capitalisation, falls. These altcoin seasons were short and violent: they lasted weeks rather than months, and the gains were often lost again just as fast.</p>
<p>That is why we trade altcoins in phases and measure their strength against Bitcoin, not in dollars alone.</p>`,
        de: `<p>Altcoins sind alle Kryptowährungen außer Bitcoin. Sie bewegen sich anders als Bitcoin – und genau das zu verstehen, ist die Grundlage des Altcoin Profit Scout.</p>
<h3>Die wichtigsten Eigenschaften</h3>
<ul>
<li><strong>Stärkere Schwankungen:</strong> Altcoins folgen meist der Richtung von Bitcoin, aber mit größeren Ausschlägen in beide Richtungen. Eine Korrektur von 20 % bei Bitcoin kann für viele Altcoins 40 % oder mehr bedeuten.</li>
<li><strong>Geringere Liquidität:</strong> Dünnere Orderbücher bedeuten größere Kurssprünge und mehr Slippage.</li>
<li><strong>Verwässerung:</strong> Viele Projekte geben laufend neue Token aus (Inflation, Unlocks für Investoren und Teams), was dauerhaft auf den Kurs drückt.</li>
<li><strong>Überleben:</strong> Die meisten Altcoins eines früheren Zyklus haben ihr altes Hoch nie wieder erreicht, viele sind ganz verschwunden.</li>
</ul>
<h3>Die Kapitalrotation</h3>
<p>In früheren Zyklen floss das Geld typischerweise zuerst in Bitcoin, dann in Ethereum und die großen Coins und schließlich in kleinere Coins. Während dieser Rotation sinkt die Bitcoin-Dominanz, also der Anteil von Bitcoin an der gesamten Marktkapitalisierung. Diese Altcoin-Saisons waren kurz und heftig: Sie dauerten eher Wochen als Monate, und die Gewinne waren oft genauso schnell wieder weg.</p>
<p>Deshalb traden wir Altcoins in Phasen und messen ihre Stärke an Bitcoin, nicht nur in Dollar.</p>`,
      },
    },
    {
      slug: "how-we-trade-altcoins",
      title: { en: "How We Trade Altcoins", de: "Wie wir Altcoins traden" },
      description: {
        en: "Learn our rules for selecting altcoins, timing entries, sizing positions and taking profits.",
        de: "Lerne unsere Regeln für die Auswahl von Altcoins, das Timing, die Positionsgröße und das Mitnehmen von Gewinnen.",
      },
      duration: 15,
      videoId: { en: "900120201", de: "900120202" },
      content: {
        en: `<h3>Selection</h3>
<ul>
<li>Only liquid coins that are listed on several large exchanges, ideally among the top 50 by market capitalisation.</li>
<li>An active project with a real use; check the token supply and upcoming unlocks.</li>
<li>Relative strength: the coin should do better than Bitcoin on its BTC pair, for example <code>ETHBTC</code>.</li>
</ul>
<h3>Timing</h3>
<ul>
<li>We buy altcoins when the Altcoin Profit Scout marks a divergence zone: altcoins gain strength while the Bitcoin dominance falls.</li>
<li>Bitcoin itself should not be in a sell phase, so check the Bitcoin Profit Scout first.</li>
</ul>
<h3>Position size and exits</h3>
<ul>
<li>Altcoins are a smaller part of the portfolio than Bitcoin. Spread the amount over three to five coins instead of betting on one.</li>
<li>No leverage on altcoins: their swings are large enough.</li>
<li>Set a stop-loss or a clear exit rule for every coin before you buy.</li>
<li>Take profits step by step inside the sell area, back into Bitcoin or into a stablecoin.</li>
</ul>
<p>The aim is not to hold altcoins forever, but to take part in the phases in which they outperform Bitcoin.</p>`,
        de: `<h3>Auswahl</h3>
<ul>
<li>Nur liquide Coins, die an mehreren großen Börsen gelistet sind, idealerweise unter den Top 50 nach Marktkapitalisierung.</li>
<li>Ein aktives Projekt mit echtem Nutzen; prüfe die Token-Menge und anstehende Unlocks.</li>
<li>Relative Stärke: Der Coin sollte sich in seinem BTC-Paar besser entwickeln als Bitcoin, zum Beispiel <code>ETHBTC</code>.</li>
</ul>
<h3>Timing</h3>
<ul>
<li>Wir kaufen Altcoins, wenn der Altcoin Profit Scout eine Divergenzzone markiert: Altcoins gewinnen an Stärke, während die Bitcoin-Dominanz fällt.</li>
<li>Bitcoin selbst sollte nicht in einer Verkaufsphase sein – prüfe deshalb zuerst den Bitcoin Profit Scout.</li>
</ul>
<h3>Positionsgröße und Ausstieg</h3>
<ul>
<li>Altcoins sind ein kleinerer Teil des Portfolios als Bitcoin. Verteile den Betrag auf drei bis fünf Coins, statt alles auf einen zu setzen.</li>
<li>Kein Hebel bei Altcoins: Ihre Schwankungen sind groß genug.</li>
<li>Leg vor jedem Kauf einen Stop-Loss oder eine klare Ausstiegsregel fest.</li>
<li>Nimm Gewinne im Verkaufsbereich schrittweise mit, zurück in Bitcoin oder in einen Stablecoin.</li>
</ul>
<p>Das Ziel ist nicht, Altcoins für immer zu halten, sondern an den Phasen teilzuhaben, in denen sie besser laufen als Bitcoin.</p>`,
      },
    },
    {
      slug: "altcoin-profit-scout-2",
      title: { en: "Altcoin Profit Scout 2.0", de: "Altcoin Profit Scout 2.0" },
      description: {
        en: "Get to know the current version of the indicator, its divergence zones and sell areas, and add it to your chart.",
        de: "Lerne die aktuelle Version des Indikators mit ihren Divergenzzonen und Verkaufsbereichen kennen und füge sie zu deinem Chart hinzu.",
      },
      duration: 18,
      videoId: { en: "900120301", de: "900120302" },
      content: {
        en: `<p>The Altcoin Profit Scout compares an index of leading altcoins with the Bitcoin dominance, in one pane below your chart. Version 2.0 is the current version and replaces the first one.</p>
<h3>What you see</h3>
<ul>
<li><strong>Altcoin line and dominance line:</strong> the strength of the altcoin index and of the Bitcoin dominance, each measured over the dominance period.</li>
<li><strong>Divergence zone:</strong> shaded when altcoins gain strength while the dominance falls, and the gap between the two lies between the min and the max divergence. This is the buy area.</li>
<li><strong>Sell area:</strong> marked when the rotation is overheated. It stays visible for the sell area length: the window in which you take profits step by step.</li>
</ul>
<h3>Setup</h3>
<ol>
<li>Open the chart of the altcoin index (for example <code>CRYPTOCAP:TOTAL2</code>) or of the altcoin you want to trade, time frame 1D, or 1W for a calmer picture.</li>
<li>Add <strong>Altcoin Profit Scout</strong> via <em>Indicators → Invite-only scripts</em>.</li>
<li>If the first version is still on your chart, remove it and recreate your alerts with version 2.0.</li>
<li>Create alerts for new divergence zones and sell areas with the trigger <em>Once per bar close</em>.</li>
</ol>
<p>The recommended values for every setting follow in the lesson <em>Signals and Settings</em>.</p>`,
        de: `<p>Der Altcoin Profit Scout vergleicht einen Index führender Altcoins mit der Bitcoin-Dominanz – in einem Fenster unter deinem Chart. Version 2.0 ist die aktuelle Version und ersetzt die erste.</p>
<h3>Was du siehst</h3>
<ul>
<li><strong>Altcoin-Linie und Dominanz-Linie:</strong> die Stärke des Altcoin-Index und der Bitcoin-Dominanz, jeweils über die Dominance Period gemessen.</li>
<li><strong>Divergenzzone:</strong> wird eingefärbt, wenn Altcoins an Stärke gewinnen, während die Dominanz fällt, und der Abstand zwischen beiden zwischen Min Divergence und Max Divergence liegt. Das ist der Kaufbereich.</li>
<li><strong>Verkaufsbereich (Sell Area):</strong> wird markiert, wenn die Rotation überhitzt ist. Er bleibt für die Sell Area Length sichtbar – das Zeitfenster, in dem du Gewinne schrittweise mitnimmst.</li>
</ul>
<h3>Einrichtung</h3>
<ol>
<li>Öffne den Chart des Altcoin-Index (zum Beispiel <code>CRYPTOCAP:TOTAL2</code>) oder des Altcoins, den du traden willst, im Zeitrahmen 1D oder für ein ruhigeres Bild 1W.</li>
<li>Füge <strong>Altcoin Profit Scout</strong> über <em>Indikatoren → Invite-only-Skripte</em> hinzu.</li>
<li>Ist noch die erste Version in deinem Chart, entferne sie und leg deine Alarme mit Version 2.0 neu an.</li>
<li>Erstelle Alarme für neue Divergenzzonen und Verkaufsbereiche mit dem Auslöser <em>Einmal pro Kerzenschluss</em>.</li>
</ol>
<p>Die empfohlenen Werte für jede Einstellung findest du in der Lektion <em>Signale und Einstellungen</em>.</p>`,
      },
      resources: { en: [CHARTING_RESOURCE.en], de: [CHARTING_RESOURCE.de] },
    },
    {
      slug: "altcoin-index",
      title: { en: "The Altcoin Index", de: "Der Altcoin-Index" },
      description: {
        en: "Measure the strength of the whole altcoin market instead of watching single coins.",
        de: "Miss die Stärke des gesamten Altcoin-Markts, statt nur einzelne Coins zu beobachten.",
      },
      duration: 14,
      videoId: { en: "900120401", de: "900120402" },
      content: {
        en: `<p>A single altcoin can rise for reasons of its own. To know whether the whole market is rotating into altcoins, you need an index.</p>
<h3>Indices on TradingView</h3>
<table>
<thead><tr><th>Symbol</th><th>What it measures</th></tr></thead>
<tbody>
<tr><td><code>CRYPTOCAP:TOTAL2</code></td><td>Market capitalisation of all cryptocurrencies except Bitcoin</td></tr>
<tr><td><code>CRYPTOCAP:TOTAL3</code></td><td>The same without Bitcoin and Ethereum: the broader altcoin market</td></tr>
<tr><td><code>CRYPTOCAP:OTHERS.D</code></td><td>Market share of all coins outside the top 10</td></tr>
<tr><td><code>CRYPTOCAP:BTC.D</code></td><td>Bitcoin dominance: Bitcoin's share of the total market</td></tr>
</tbody>
</table>
<h3>The altcoin season index</h3>
<p>A popular rule of thumb speaks of an altcoin season when 75% of the 50 largest altcoins have performed better than Bitcoin over the last 90 days, and of a Bitcoin season when 25% or fewer have. Because it looks back 90 days, it lags: use it to confirm a phase, not to time your entry.</p>
<h3>How to read it</h3>
<ul>
<li>Rising <code>TOTAL2</code> or <code>TOTAL3</code> with a falling <code>BTC.D</code>: capital flows into altcoins.</li>
<li>Rising altcoin index with a rising dominance: the whole market rises, led by Bitcoin; altcoins have not taken over yet.</li>
<li>Falling altcoin index with a rising dominance: capital flows back into Bitcoin or out of crypto. Be careful.</li>
</ul>`,
        de: `<p>Ein einzelner Altcoin kann aus ganz eigenen Gründen steigen. Ob der gesamte Markt in Altcoins rotiert, erkennst du nur mit einem Index.</p>
<h3>Indizes auf TradingView</h3>
<table>
<thead><tr><th>Symbol</th><th>Was es misst</th></tr></thead>
<tbody>
<tr><td><code>CRYPTOCAP:TOTAL2</code></td><td>Marktkapitalisierung aller Kryptowährungen außer Bitcoin</td></tr>
<tr><td><code>CRYPTOCAP:TOTAL3</code></td><td>Dasselbe ohne Bitcoin und Ethereum: der breite Altcoin-Markt</td></tr>
<tr><td><code>CRYPTOCAP:OTHERS.D</code></td><td>Marktanteil aller Coins außerhalb der Top 10</td></tr>
<tr><td><code>CRYPTOCAP:BTC.D</code></td><td>Bitcoin-Dominanz: der Anteil von Bitcoin am Gesamtmarkt</td></tr>
</tbody>
</table>
<h3>Der Altcoin Season Index</h3>
<p>Eine verbreitete Faustregel spricht von einer Altcoin-Saison, wenn sich 75 % der 50 größten Altcoins in den letzten 90 Tagen besser entwickelt haben als Bitcoin, und von einer Bitcoin-Saison, wenn es höchstens 25 % waren. Weil er 90 Tage zurückblickt, hinkt er hinterher: Nutze ihn, um eine Phase zu bestätigen, nicht für das Timing deines Einstiegs.</p>
<h3>So liest du ihn</h3>
<ul>
<li>Steigender <code>TOTAL2</code> oder <code>TOTAL3</code> bei fallender <code>BTC.D</code>: Kapital fließt in Altcoins.</li>
<li>Steigender Altcoin-Index bei steigender Dominanz: Der ganze Markt steigt, angeführt von Bitcoin; die Altcoins haben noch nicht übernommen.</li>
<li>Fallender Altcoin-Index bei steigender Dominanz: Kapital fließt zurück in Bitcoin oder ganz aus dem Kryptomarkt. Vorsicht.</li>
</ul>`,
      },
      resources: { en: [CHARTING_RESOURCE.en], de: [CHARTING_RESOURCE.de] },
    },
    {
      slug: "signals-and-settings",
      title: { en: "Signals and Settings", de: "Signale und Einstellungen" },
      description: {
        en: "Use our recommended settings for the Altcoin Profit Scout and the indicators we combine it with.",
        de: "Nutze unsere empfohlenen Einstellungen für den Altcoin Profit Scout und die Indikatoren, mit denen wir ihn kombinieren.",
      },
      duration: 16,
      videoId: { en: "900120501", de: "900120502" },
      content: {
        en: `<p>Start with these values for <strong>Altcoin Profit Scout</strong>: they give a medium divergence sensitivity. Change one value at a time and compare the result with past zones on the chart.</p>
<table>
<thead><tr><th>Setting</th><th>1D</th><th>1W</th><th>Why</th></tr></thead>
<tbody>
<tr><td>Dominance period</td><td>20</td><td>8</td><td>About three weeks (1D) or two months (1W) of data: long enough to ignore daily noise, short enough to catch the rotation early.</td></tr>
<tr><td>Max divergence (%)</td><td>25</td><td>35</td><td>Beyond this gap the move is already overheated, so no new buy zone is drawn and you do not chase a rally.</td></tr>
<tr><td>Min divergence (%)</td><td>5</td><td>8</td><td>Smaller gaps are mostly noise. Lower it for earlier but less reliable zones.</td></tr>
<tr><td>Sell area length (candles)</td><td>14</td><td>3</td><td>Two to three weeks to take profits in steps; altcoin tops are short, so do not stretch it.</td></tr>
</tbody>
</table>
<h3>Signals</h3>
<ul>
<li><strong>Divergence zone:</strong> entry zone for altcoin positions.</li>
<li><strong>Sell area:</strong> take profits in steps, back into Bitcoin or a stablecoin.</li>
</ul>
<h3>Combine it with</h3>
<ul>
<li><strong>Bitcoin dominance</strong> (<code>CRYPTOCAP:BTC.D</code>) with a 50-day moving average: a break below it supports altcoin entries.</li>
<li><strong>Altcoin index</strong> (<code>CRYPTOCAP:TOTAL3</code>) above its 200-day moving average: the altcoin market is in an uptrend.</li>
<li><strong>Bitcoin Profit Scout:</strong> no new altcoin entries after a Bitcoin SELL signal.</li>
<li><strong>Bitcoin Risk Heat Map:</strong> at high risk values, take profits faster.</li>
</ul>`,
        de: `<p>Starte mit diesen Werten für den <strong>Altcoin Profit Scout</strong>: Sie ergeben eine mittlere Divergenz-Empfindlichkeit. Ändere immer nur einen Wert und vergleiche das Ergebnis mit früheren Zonen im Chart.</p>
<table>
<thead><tr><th>Einstellung</th><th>1D</th><th>1W</th><th>Warum</th></tr></thead>
<tbody>
<tr><td>Dominance Period (Dominanz-Periode)</td><td>20</td><td>8</td><td>Etwa drei Wochen (1D) oder zwei Monate (1W) an Daten: lang genug, um das tägliche Rauschen auszublenden, kurz genug, um die Rotation früh zu erkennen.</td></tr>
<tr><td>Max Divergence (%)</td><td>25</td><td>35</td><td>Jenseits dieses Abstands ist die Bewegung schon überhitzt: Es wird keine neue Kaufzone gezeichnet, und du läufst keiner Rally hinterher.</td></tr>
<tr><td>Min Divergence (%)</td><td>5</td><td>8</td><td>Kleinere Abstände sind meist Rauschen. Senkst du den Wert, bekommst du frühere, aber weniger verlässliche Zonen.</td></tr>
<tr><td>Sell Area Length (Kerzen)</td><td>14</td><td>3</td><td>Zwei bis drei Wochen, um Gewinne schrittweise mitzunehmen; Altcoin-Hochs sind kurz, also nicht zu lang wählen.</td></tr>
</tbody>
</table>
<h3>Signale</h3>
<ul>
<li><strong>Divergenzzone:</strong> Einstiegszone für Altcoin-Positionen.</li>
<li><strong>Verkaufsbereich:</strong> Gewinne schrittweise mitnehmen, zurück in Bitcoin oder in einen Stablecoin.</li>
</ul>
<h3>Kombiniere ihn mit</h3>
<ul>
<li><strong>Bitcoin-Dominanz</strong> (<code>CRYPTOCAP:BTC.D</code>) mit gleitendem 50-Tage-Durchschnitt: Ein Bruch darunter stützt Altcoin-Einstiege.</li>
<li><strong>Altcoin-Index</strong> (<code>CRYPTOCAP:TOTAL3</code>) über seinem gleitenden 200-Tage-Durchschnitt: Der Altcoin-Markt ist im Aufwärtstrend.</li>
<li><strong>Bitcoin Profit Scout:</strong> keine neuen Altcoin-Einstiege nach einem SELL-Signal bei Bitcoin.</li>
<li><strong>Bitcoin Risk Heat Map:</strong> Bei hohen Risikowerten Gewinne schneller mitnehmen.</li>
</ul>`,
      },
      resources: { en: [CHARTING_RESOURCE.en], de: [CHARTING_RESOURCE.de] },
    },
  ],
} satisfies Course;
