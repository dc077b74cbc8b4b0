// Video ids are placeholders (docs/decisions/007-site-configuration.md): replace them
// with the real Vimeo ids.
import { CHARTING, COMPANY, GROUP_CHAT, GUIDE_PDF_PATH, SITE } from "@shared/site.config";
import { CHARTING_RESOURCE } from "./charting-resource";
import type { Course } from "./schema";

const LIVE_SINCE = {
  en: monthAndYear("en-GB"),
  de: monthAndYear("de-DE"),
};

function monthAndYear(locale: string): string {
  const { year, month } = SITE.liveSignalsSince;
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

export const bitcoinProfitScoutCourse = {
  id: 1,
  slug: "bitcoin-profit-scout",
  title: { en: "Bitcoin Profit Scout", de: "Bitcoin Profit Scout" },
  description: {
    en: "Set up the Bitcoin Profit Scout indicator on TradingView and learn the market knowledge and the strategy behind its signals.",
    de: "Richte den Bitcoin Profit Scout Indikator auf TradingView ein und lerne das Marktwissen und die Strategie hinter seinen Signalen.",
  },
  image: "/images/courses/bitcoin-profit-scout.svg",
  modules: 1,
  lessons: [
    {
      slug: "about-marco",
      title: { en: "About Marco", de: "Über Marco" },
      description: {
        en: "Meet Marco Berger, the founder of Profit Scout, and see how this course is built.",
        de: "Lerne Marco Berger kennen, den Gründer von Profit Scout, und erfahre, wie dieser Kurs aufgebaut ist.",
      },
      duration: 8,
      videoId: { en: "900110101", de: "900110102" },
      content: {
        en: `<p>Welcome to the Bitcoin Profit Scout course. I am <strong>Marco Berger</strong>, founder of Profit Scout. I have traded crypto since 2016 and developed the first version of the Bitcoin Profit Scout in ${SITE.foundedYear}. I record these videos myself, and you will also meet me in the group chat.</p>
<h3>What you will learn</h3>
<ul>
<li>How to set up the Bitcoin Profit Scout on TradingView and keep it up to date.</li>
<li>The market knowledge behind the signals: trading versus investing, why the Bitcoin price moves, volatility and the cost-average effect.</li>
<li>The types of signals, a complete trading strategy and how to read backtest results.</li>
<li>The Altcoin Profit Scout: the last five lessons are shared with the altcoin course, so you see them in both.</li>
</ul>
<h3>How to get the most out of it</h3>
<p>Watch the lessons in order, because each one builds on the one before. Mark a lesson as complete when you are done, and bring your questions to the group chat. The indicators are tools that support your decisions: they do not replace your own judgement or your risk management.</p>`,
        de: `<p>Willkommen im Kurs zum Bitcoin Profit Scout. Ich bin <strong>Marco Berger</strong>, Gründer von Profit Scout. Ich trade Krypto seit 2016 und habe ${SITE.foundedYear} die erste Version des Bitcoin Profit Scout entwickelt. Die Videos nehme ich selbst auf, und im Gruppenchat triffst du mich ebenfalls.</p>
<h3>Was du lernst</h3>
<ul>
<li>Wie du den Bitcoin Profit Scout auf TradingView einrichtest und aktuell hältst.</li>
<li>Das Marktwissen hinter den Signalen: Trading oder Investieren, warum sich der Bitcoin-Kurs bewegt, Volatilität und den Cost-Average-Effekt.</li>
<li>Die Signalarten, eine vollständige Trading-Strategie und wie du Backtest-Ergebnisse liest.</li>
<li>Den Altcoin Profit Scout: Die letzten fünf Lektionen teilt dieser Kurs mit dem Altcoin-Kurs, du findest sie in beiden.</li>
</ul>
<h3>So holst du am meisten heraus</h3>
<p>Schau dir die Lektionen der Reihe nach an, denn sie bauen aufeinander auf. Markiere eine Lektion als abgeschlossen, wenn du fertig bist, und bring deine Fragen in den Gruppenchat mit. Die Indikatoren unterstützen deine Entscheidungen – sie ersetzen weder dein eigenes Urteil noch dein Risikomanagement.</p>`,
      },
    },
    {
      slug: "member-area-support",
      title: { en: "Member Area and Support", de: "Mitgliederbereich und Support" },
      description: {
        en: "Find your way around the member area and learn where to get help.",
        de: "Finde dich im Mitgliederbereich zurecht und erfahre, wo du Hilfe bekommst.",
      },
      duration: 12,
      videoId: { en: "900110201", de: "900110202" },
      content: {
        en: `<h3>Your member area</h3>
<ul>
<li><strong>Courses:</strong> every course lists its lessons with their duration. Open a lesson to watch the video and read the notes below it.</li>
<li><strong>Progress:</strong> a lesson counts as completed when you click <em>Mark as Complete</em> or when you have watched more than 90% of the video. <em>Undo</em> resets it.</li>
<li><strong>Where progress is stored:</strong> only in this browser. On another device, or after you clear your browser data, the list starts empty again; your access is not affected.</li>
<li><strong>Resources:</strong> links and downloads of a lesson open in a new tab.</li>
</ul>
<h3>Getting help</h3>
<ol>
<li>Check the lesson notes and the FAQ first: most setup questions are answered there.</li>
<li>Ask in the <a href="${GROUP_CHAT.inviteUrl.en}">${GROUP_CHAT.providerName} group</a>. Our team and experienced members answer there, and every signal is posted in real time.</li>
<li>For questions about your account or indicator access, write to <a href="mailto:${COMPANY.email}">${COMPANY.email}</a> and include your exact TradingView username.</li>
</ol>
<p><strong>Stay safe:</strong> never share passwords, API secrets or your seed phrase with anyone, including people who claim to be from our team. We will never ask you for them.</p>`,
        de: `<h3>Dein Mitgliederbereich</h3>
<ul>
<li><strong>Kurse:</strong> Jeder Kurs zeigt seine Lektionen mit ihrer Dauer. Öffne eine Lektion, um das Video anzusehen und die Notizen darunter zu lesen.</li>
<li><strong>Fortschritt:</strong> Eine Lektion gilt als abgeschlossen, wenn du auf <em>Als abgeschlossen markieren</em> klickst oder mehr als 90 % des Videos angesehen hast. Mit <em>Rückgängig</em> setzt du sie zurück.</li>
<li><strong>Wo der Fortschritt gespeichert wird:</strong> nur in diesem Browser. Auf einem anderen Gerät oder nachdem du deine Browserdaten gelöscht hast, beginnt die Liste wieder leer; dein Zugang bleibt davon unberührt.</li>
<li><strong>Ressourcen:</strong> Links und Downloads einer Lektion öffnen sich in einem neuen Tab.</li>
</ul>
<h3>So bekommst du Hilfe</h3>
<ol>
<li>Schau zuerst in die Lektionsnotizen und die FAQ: Dort sind die meisten Fragen zur Einrichtung beantwortet.</li>
<li>Frag in der <a href="${GROUP_CHAT.inviteUrl.de}">${GROUP_CHAT.providerName}-Gruppe</a>. Dort antworten unser Team und erfahrene Mitglieder, und jedes Signal wird in Echtzeit gepostet.</li>
<li>Bei Fragen zu deinem Konto oder zum Indikator-Zugang schreib an <a href="mailto:${COMPANY.email}">${COMPANY.email}</a> und nenne deinen genauen TradingView-Benutzernamen.</li>
</ol>
<p><strong>Bleib sicher:</strong> Gib niemandem Passwörter, API-Secrets oder deine Seed-Phrase – auch nicht Personen, die behaupten, zu unserem Team zu gehören. Wir fragen dich nie danach.</p>`,
      },
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
      title: { en: "Setting Up the Indicator", de: "Den Indikator einrichten" },
      description: {
        en: "Add the Bitcoin Profit Scout to your TradingView chart and set up alerts for new signals.",
        de: "Füge den Bitcoin Profit Scout zu deinem TradingView-Chart hinzu und richte Alarme für neue Signale ein.",
      },
      duration: 15,
      videoId: { en: "900110301", de: "900110302" },
      content: {
        en: `<p>The Bitcoin Profit Scout runs on <a href="${CHARTING.affiliateUrl}">${CHARTING.providerName}</a> (ad, affiliate link) as an invite-only script. Access is granted to your TradingView username, so you need an account there; the free plan is enough to start.</p>
<ol>
<li>Create a TradingView account or log in, and note your exact username (profile menu, top right).</li>
<li>Send the username to <a href="mailto:${COMPANY.email}">${COMPANY.email}</a>. We unlock the invite-only indicators for exactly this name.</li>
<li>Open a Bitcoin chart, for example <code>BITSTAMP:BTCUSD</code>, and set the time frame to <code>1D</code> (one day).</li>
<li>Click <em>Indicators</em>, open <em>Invite-only scripts</em> and select <strong>Bitcoin Profit Scout</strong>. Add <strong>Altcoin Profit Scout</strong> and the <strong>Bitcoin Risk Heat Map</strong> the same way.</li>
<li>Keep the default settings: the signals and backtests in this course are based on them.</li>
<li>Save your chart layout so the indicators load every time you open it.</li>
</ol>
<h3>Alerts</h3>
<p>So that you never miss a signal, right-click the indicator and choose <em>Add alert</em>. Pick the buy or the sell condition, set the trigger to <em>Once per bar close</em> and choose how you want to be notified (app, e-mail, pop-up). How many alerts you can keep active depends on your TradingView plan. The quick-start guide below sums up all steps on two pages.</p>`,
        de: `<p>Der Bitcoin Profit Scout läuft auf <a href="${CHARTING.affiliateUrl}">${CHARTING.providerName}</a> (Anzeige, Affiliate-Link) als Invite-only-Skript. Der Zugang wird für deinen TradingView-Benutzernamen freigeschaltet, du brauchst dort also ein Konto; für den Start reicht der kostenlose Tarif.</p>
<ol>
<li>Lege ein TradingView-Konto an oder melde dich an und notiere dir deinen genauen Benutzernamen (Profilmenü oben rechts).</li>
<li>Schick den Benutzernamen an <a href="mailto:${COMPANY.email}">${COMPANY.email}</a>. Wir schalten die Invite-only-Indikatoren für genau diesen Namen frei.</li>
<li>Öffne einen Bitcoin-Chart, zum Beispiel <code>BITSTAMP:BTCUSD</code>, und stelle den Zeitrahmen auf <code>1D</code> (ein Tag).</li>
<li>Klicke auf <em>Indikatoren</em>, öffne <em>Invite-only-Skripte</em> und wähle <strong>Bitcoin Profit Scout</strong>. Füge <strong>Altcoin Profit Scout</strong> und die <strong>Bitcoin Risk Heat Map</strong> genauso hinzu.</li>
<li>Lass die Standardeinstellungen unverändert: Die Signale und Backtests in diesem Kurs beruhen darauf.</li>
<li>Speichere dein Chart-Layout, damit die Indikatoren bei jedem Öffnen geladen werden.</li>
</ol>
<h3>Alarme</h3>
<p>Damit du kein Signal verpasst, klicke mit der rechten Maustaste auf den Indikator und wähle <em>Alarm hinzufügen</em>. Stell die Kauf- oder die Verkaufsbedingung ein, als Auslöser <em>Einmal pro Kerzenschluss</em> („Once per bar close“), und wähle, wie du benachrichtigt werden willst (App, E-Mail, Pop-up). Wie viele Alarme gleichzeitig aktiv sein können, hängt von deinem TradingView-Tarif ab. Die Schnellstart-Anleitung unten fasst alle Schritte auf zwei Seiten zusammen.</p>`,
      },
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
      title: { en: "Trading vs. Investing", de: "Trading oder Investieren" },
      description: {
        en: "Understand the difference between trading and investing and decide which approach fits you.",
        de: "Verstehe den Unterschied zwischen Trading und Investieren und finde heraus, welcher Ansatz zu dir passt.",
      },
      duration: 18,
      videoId: { en: "900110401", de: "900110402" },
      content: {
        en: `<p>Trading and investing both aim to grow your capital, but they differ in time horizon, effort and the risks you take.</p>
<table>
<thead><tr><th>Aspect</th><th>Investing</th><th>Trading</th></tr></thead>
<tbody>
<tr><td>Time horizon</td><td>Years, often a whole market cycle</td><td>Days to months</td></tr>
<tr><td>Goal</td><td>Accumulate Bitcoin and hold it</td><td>Profit from price swings, also from falling prices</td></tr>
<tr><td>Decisions</td><td>Few: when to buy more, when to take profits</td><td>Many: entry, exit, position size, stop-loss</td></tr>
<tr><td>Main risk</td><td>Sitting through deep drawdowns</td><td>Bad timing, fees, emotional decisions</td></tr>
<tr><td>Tools</td><td>Cost-average effect, Risk Heat Map</td><td>Profit Scout signals, Sentiment Trader</td></tr>
</tbody>
</table>
<h3>Which approach fits you?</h3>
<p>Ask yourself how much time you can spend, how you react to a price drop of 30% and whether you follow your rules even when it hurts. Many members combine both: a long-term core position that they build with the cost-average effect, and a smaller trading part that follows the Bitcoin Profit Scout signals.</p>
<p><strong>Rule of thumb:</strong> decide on the split before you trade, and write it down. Keep your trading capital separate so that a losing streak never touches your long-term holdings.</p>`,
        de: `<p>Trading und Investieren haben beide das Ziel, dein Kapital zu vermehren – sie unterscheiden sich aber im Zeithorizont, im Aufwand und im Risiko, das du eingehst.</p>
<table>
<thead><tr><th>Merkmal</th><th>Investieren</th><th>Trading</th></tr></thead>
<tbody>
<tr><td>Zeithorizont</td><td>Jahre, oft ein ganzer Marktzyklus</td><td>Tage bis Monate</td></tr>
<tr><td>Ziel</td><td>Bitcoin aufbauen und halten</td><td>An Kursschwankungen verdienen, auch an fallenden Kursen</td></tr>
<tr><td>Entscheidungen</td><td>Wenige: wann nachkaufen, wann Gewinne mitnehmen</td><td>Viele: Einstieg, Ausstieg, Positionsgröße, Stop-Loss</td></tr>
<tr><td>Hauptrisiko</td><td>Tiefe Drawdowns aussitzen</td><td>Falsches Timing, Gebühren, emotionale Entscheidungen</td></tr>
<tr><td>Werkzeuge</td><td>Cost-Average-Effekt, Risk Heat Map</td><td>Profit Scout Signale, Sentiment Trader</td></tr>
</tbody>
</table>
<h3>Welcher Ansatz passt zu dir?</h3>
<p>Frag dich, wie viel Zeit du aufwenden kannst, wie du auf einen Kursrückgang von 30 % reagierst und ob du deinen Regeln auch dann folgst, wenn es wehtut. Viele Mitglieder kombinieren beides: eine langfristige Kernposition, die sie mit dem Cost-Average-Effekt aufbauen, und einen kleineren Trading-Teil, der den Signalen des Bitcoin Profit Scout folgt.</p>
<p><strong>Faustregel:</strong> Leg die Aufteilung fest, bevor du tradest, und schreib sie auf. Halte dein Trading-Kapital getrennt, damit eine Verlustserie nie deine langfristigen Bestände berührt.</p>`,
      },
    },
    {
      slug: "bitcoin-price-movements",
      title: { en: "Why the Bitcoin Price Moves", de: "Warum sich der Bitcoin-Kurs bewegt" },
      description: {
        en: "Learn the main drivers of the Bitcoin price: supply, demand, liquidity, leverage and sentiment.",
        de: "Lerne die wichtigsten Treiber des Bitcoin-Kurses kennen: Angebot, Nachfrage, Liquidität, Hebel und Stimmung.",
      },
      duration: 22,
      videoId: { en: "900110501", de: "900110502" },
      content: {
        en: `<p>Bitcoin has no earnings and no central bank: its price is set entirely by supply and demand on the exchanges. Knowing what shifts them helps you put the signals into context.</p>
<h3>Supply</h3>
<ul>
<li>The supply is capped at 21 million BTC. New coins are created with every block, and this block reward halves every 210,000 blocks, roughly every four years.</li>
<li>Past halvings were followed by strong bull markets and later by deep bear markets. This four-year rhythm is an observation, not a law, and it may weaken as the market matures.</li>
</ul>
<h3>Demand</h3>
<ul>
<li><strong>Liquidity:</strong> when interest rates fall and money is cheap, investors take more risk. When liquidity is withdrawn, Bitcoin usually suffers together with other risk assets.</li>
<li><strong>Adoption and flows:</strong> new buyers such as exchange-traded funds or companies add demand; large holders who sell add supply.</li>
<li><strong>News and regulation:</strong> bans, approvals, exchange failures and hacks can move the price within hours.</li>
</ul>
<h3>Leverage and sentiment</h3>
<p>A large part of the volume is traded in derivatives with leverage. When many traders are positioned in the same direction, a small move can trigger a cascade of liquidations that pushes the price far beyond any fair value, in both directions. Extreme greed and extreme fear are often signs that a move is nearing its end.</p>`,
        de: `<p>Bitcoin hat keine Gewinne und keine Zentralbank: Sein Kurs entsteht allein aus Angebot und Nachfrage an den Börsen. Wenn du weißt, was beide verschiebt, kannst du die Signale besser einordnen.</p>
<h3>Angebot</h3>
<ul>
<li>Die Menge ist auf 21 Millionen BTC begrenzt. Mit jedem Block entstehen neue Coins, und diese Blockbelohnung halbiert sich alle 210.000 Blöcke, also etwa alle vier Jahre.</li>
<li>Auf frühere Halvings folgten starke Bullenmärkte und später tiefe Bärenmärkte. Dieser Vier-Jahres-Rhythmus ist eine Beobachtung, kein Gesetz, und er kann schwächer werden, je reifer der Markt wird.</li>
</ul>
<h3>Nachfrage</h3>
<ul>
<li><strong>Liquidität:</strong> Sinken die Zinsen und ist Geld billig, gehen Anleger mehr Risiko ein. Wird Liquidität entzogen, leidet Bitcoin meist zusammen mit anderen riskanten Anlagen.</li>
<li><strong>Adoption und Kapitalflüsse:</strong> Neue Käufer wie börsengehandelte Fonds (ETFs) oder Unternehmen sorgen für Nachfrage; große Halter, die verkaufen, erhöhen das Angebot.</li>
<li><strong>Nachrichten und Regulierung:</strong> Verbote, Zulassungen, Börsenpleiten und Hacks können den Kurs innerhalb von Stunden bewegen.</li>
</ul>
<h3>Hebel und Stimmung</h3>
<p>Ein großer Teil des Volumens wird mit Derivaten und Hebel gehandelt. Sind viele Trader in dieselbe Richtung positioniert, kann schon eine kleine Bewegung eine Kaskade von Liquidationen auslösen, die den Kurs weit über jeden fairen Wert hinaustreibt – in beide Richtungen. Extreme Gier und extreme Angst sind oft Zeichen dafür, dass eine Bewegung sich dem Ende nähert.</p>`,
      },
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
      title: { en: "Methods of Analysis", de: "Analysemethoden" },
      description: {
        en: "Compare fundamental, technical, on-chain and sentiment analysis and see where Profit Scout fits in.",
        de: "Vergleiche Fundamental-, Chart-, On-Chain- und Sentimentanalyse und sieh, wo Profit Scout ins Spiel kommt.",
      },
      duration: 25,
      videoId: { en: "900110601", de: "900110602" },
      content: {
        en: `<h3>Fundamental analysis</h3>
<p>Looks at the value behind an asset: for Bitcoin the security of the network, adoption, the supply schedule and the macro environment. It tells you <em>what</em> is worth holding, rarely <em>when</em> to buy.</p>
<h3>Technical analysis</h3>
<p>Studies price and volume: trends, support and resistance, moving averages and momentum indicators such as the RSI. It is the basis for timing entries and exits, but single chart patterns are subjective and often fail.</p>
<h3>On-chain analysis</h3>
<p>Uses data from the blockchain itself: how long coins have been held, flows to and from exchanges, the realised price. It helps you judge where the market stands in its cycle.</p>
<h3>Sentiment analysis</h3>
<p>Measures the mood of the market: funding rates, the ratio of long to short positions, the Fear &amp; Greed Index. Extremes often mark turning points.</p>
<h3>Where Profit Scout fits in</h3>
<p>The Bitcoin Profit Scout is an algorithmic, rule-based tool. It combines trend, momentum and on-chain-inspired cycle indicators into one clear buy or sell signal on the daily chart. That removes the subjective part of chart reading: the same data always gives the same signal. The Sentiment Trader covers the sentiment side, the Bitcoin Risk Heat Map the view of the whole cycle.</p>`,
        de: `<h3>Fundamentalanalyse</h3>
<p>Betrachtet den Wert hinter einer Anlage: bei Bitcoin die Sicherheit des Netzwerks, die Verbreitung, den Ausgabeplan und das makroökonomische Umfeld. Sie sagt dir, <em>was</em> sich zu halten lohnt, selten aber, <em>wann</em> du kaufen solltest.</p>
<h3>Technische Analyse (Chartanalyse)</h3>
<p>Untersucht Kurs und Volumen: Trends, Unterstützungen und Widerstände, gleitende Durchschnitte und Momentum-Indikatoren wie den RSI. Sie ist die Grundlage für das Timing von Ein- und Ausstiegen, doch einzelne Chartmuster sind subjektiv und scheitern oft.</p>
<h3>On-Chain-Analyse</h3>
<p>Nutzt Daten direkt aus der Blockchain: wie lange Coins gehalten werden, Zu- und Abflüsse an den Börsen, den Realized Price. Damit schätzt du ein, wo der Markt in seinem Zyklus steht.</p>
<h3>Sentimentanalyse</h3>
<p>Misst die Stimmung am Markt: Funding-Rates, das Verhältnis von Long- zu Short-Positionen, den Fear &amp; Greed Index. Extreme markieren oft Wendepunkte.</p>
<h3>Wo Profit Scout ins Spiel kommt</h3>
<p>Der Bitcoin Profit Scout ist ein algorithmisches, regelbasiertes Werkzeug. Er verbindet Trend-, Momentum- und On-Chain-inspirierte Zyklusindikatoren zu einem klaren Kauf- oder Verkaufssignal auf dem Tageschart. Damit fällt der subjektive Teil der Chartanalyse weg: Dieselben Daten liefern immer dasselbe Signal. Der Sentiment Trader deckt die Stimmung ab, die Bitcoin Risk Heat Map den Blick auf den ganzen Zyklus.</p>`,
      },
    },
    {
      slug: "bitcoin-volatility",
      title: { en: "Bitcoin Volatility", de: "Die Volatilität von Bitcoin" },
      description: {
        en: "Understand how strongly Bitcoin moves and size your positions so that volatility does not force you out.",
        de: "Verstehe, wie stark Bitcoin schwankt, und bemiss deine Positionen so, dass dich die Volatilität nicht aus dem Markt drängt.",
      },
      duration: 20,
      videoId: { en: "900110701", de: "900110702" },
      content: {
        en: `<p>Volatility measures how strongly a price fluctuates. Bitcoin's volatility is several times that of major stock indices: daily moves of 5% are common, and in past cycles the price fell from its peak by about 84% (2017 to 2018) and by about 77% (2021 to 2022).</p>
<h3>What it means for you</h3>
<ul>
<li><strong>Opportunity and risk:</strong> the same swings that create trading opportunities can wipe out an oversized or leveraged position.</li>
<li><strong>Stops need room:</strong> a stop-loss placed too close is triggered by normal noise. Place it where your trade idea is proven wrong, not at an arbitrary 2%.</li>
<li><strong>Size by risk, not by conviction:</strong> risk at most 1–2% of your account on a single trade.</li>
</ul>
<h3>Position size in practice</h3>
<p>Account 10,000 €, maximum risk 1% = 100 €. If your stop-loss is 10% below the entry, the position may be at most 1,000 €. With a stop 20% below the entry, it may be only 500 €. Formula: <code>position = risk amount ÷ stop distance</code>.</p>
<p>Volatility also comes in phases: quiet weeks with a narrow range are often followed by sharp breakouts. The Bitcoin Profit Scout only evaluates closed daily candles, so intraday swings do not produce signals.</p>`,
        de: `<p>Volatilität misst, wie stark ein Kurs schwankt. Die von Bitcoin ist um ein Vielfaches höher als die großer Aktienindizes: Tagesbewegungen von 5 % sind normal, und in früheren Zyklen fiel der Kurs vom Hoch um etwa 84 % (2017 bis 2018) und um etwa 77 % (2021 bis 2022).</p>
<h3>Was das für dich bedeutet</h3>
<ul>
<li><strong>Chance und Risiko:</strong> Dieselben Schwankungen, die Trading-Chancen schaffen, können eine zu große oder gehebelte Position auslöschen.</li>
<li><strong>Stops brauchen Luft:</strong> Ein zu enger Stop-Loss wird vom normalen Rauschen ausgelöst. Setz ihn dorthin, wo deine Trade-Idee widerlegt ist, nicht auf willkürliche 2 %.</li>
<li><strong>Positionsgröße nach Risiko, nicht nach Überzeugung:</strong> Riskiere pro Trade höchstens 1–2 % deines Kontos.</li>
</ul>
<h3>Positionsgröße in der Praxis</h3>
<p>Konto 10.000 €, maximales Risiko 1 % = 100 €. Liegt dein Stop-Loss 10 % unter dem Einstieg, darf die Position höchstens 1.000 € groß sein. Bei einem Stop 20 % unter dem Einstieg sind es nur 500 €. Formel: <code>Position = Risikobetrag ÷ Stop-Abstand</code>.</p>
<p>Volatilität kommt außerdem in Phasen: Auf ruhige Wochen mit enger Handelsspanne folgen oft heftige Ausbrüche. Der Bitcoin Profit Scout wertet nur geschlossene Tageskerzen aus, damit Schwankungen innerhalb des Tages keine Signale auslösen.</p>`,
      },
    },
    {
      slug: "cost-average-effect",
      title: { en: "The Cost-Average Effect", de: "Der Cost-Average-Effekt" },
      description: {
        en: "See how regular purchases of a fixed amount lower your average entry price in a volatile market.",
        de: "Sieh, wie regelmäßige Käufe mit festem Betrag deinen durchschnittlichen Einstiegskurs in einem schwankenden Markt senken.",
      },
      duration: 16,
      videoId: { en: "900110801", de: "900110802" },
      content: {
        en: `<p>With the cost-average effect (dollar-cost averaging) you invest the same amount at regular intervals, for example 100 € every month, whatever the price. When the price is low you automatically buy more Bitcoin, when it is high you buy less.</p>
<table>
<thead><tr><th>Month</th><th>Price</th><th>Invested</th><th>BTC bought</th></tr></thead>
<tbody>
<tr><td>1</td><td>40,000 €</td><td>100 €</td><td>0.00250</td></tr>
<tr><td>2</td><td>20,000 €</td><td>100 €</td><td>0.00500</td></tr>
<tr><td>3</td><td>25,000 €</td><td>100 €</td><td>0.00400</td></tr>
<tr><td>4</td><td>50,000 €</td><td>100 €</td><td>0.00200</td></tr>
</tbody>
</table>
<p>You invested 400 € and own 0.0135 BTC: an average price of about 29,630 €, while the average of the four prices is 33,750 €.</p>
<h3>Keep in mind</h3>
<ul>
<li>The effect lowers your average price compared with the average market price. It does not protect you from losses if the price stays below your average.</li>
<li>Choose an amount you can keep up in a bear market: that is when the effect works best.</li>
<li>Keep fees low, for example with a savings plan or limit orders.</li>
<li>Combine it with the Bitcoin Risk Heat Map: buy more in low-risk phases and less in high-risk phases.</li>
</ul>`,
        de: `<p>Beim Cost-Average-Effekt (Durchschnittskosteneffekt) investierst du in regelmäßigen Abständen denselben Betrag, zum Beispiel 100 € im Monat – egal, wie der Kurs steht. Ist der Kurs niedrig, kaufst du automatisch mehr Bitcoin, ist er hoch, kaufst du weniger.</p>
<table>
<thead><tr><th>Monat</th><th>Kurs</th><th>Investiert</th><th>Gekaufte BTC</th></tr></thead>
<tbody>
<tr><td>1</td><td>40.000 €</td><td>100 €</td><td>0,00250</td></tr>
<tr><td>2</td><td>20.000 €</td><td>100 €</td><td>0,00500</td></tr>
<tr><td>3</td><td>25.000 €</td><td>100 €</td><td>0,00400</td></tr>
<tr><td>4</td><td>50.000 €</td><td>100 €</td><td>0,00200</td></tr>
</tbody>
</table>
<p>Du hast 400 € investiert und besitzt 0,0135 BTC: ein Durchschnittspreis von rund 29.630 €, während der Mittelwert der vier Kurse bei 33.750 € liegt.</p>
<h3>Darauf solltest du achten</h3>
<ul>
<li>Der Effekt senkt deinen Durchschnittspreis gegenüber dem durchschnittlichen Marktpreis. Vor Verlusten schützt er dich nicht, wenn der Kurs unter deinem Durchschnitt bleibt.</li>
<li>Wähle einen Betrag, den du auch im Bärenmarkt durchhältst – gerade dann wirkt der Effekt am stärksten.</li>
<li>Halte die Gebühren niedrig, zum Beispiel mit einem Sparplan oder Limit-Orders.</li>
<li>Kombiniere ihn mit der Bitcoin Risk Heat Map: In Phasen mit niedrigem Risiko mehr kaufen, bei hohem Risiko weniger.</li>
</ul>`,
      },
    },
    {
      slug: "types-of-signals",
      title: { en: "Types of Signals", de: "Signalarten" },
      description: {
        en: "Learn to read the buy and sell signals of the Bitcoin Profit Scout and when a signal is final.",
        de: "Lerne, die Kauf- und Verkaufssignale des Bitcoin Profit Scout zu lesen und wann ein Signal endgültig ist.",
      },
      duration: 14,
      videoId: { en: "900110901", de: "900110902" },
      content: {
        en: `<h3>Buy signal</h3>
<p>A green <strong>BUY</strong> label below a candle: the buy conditions of the algorithm were met when this daily candle closed. It is your entry signal for a long position.</p>
<h3>Sell signal</h3>
<p>An orange <strong>SELL</strong> label above a candle: the algorithm considers the move up exhausted. It is your signal to take profits or close the position.</p>
<h3>When a signal counts</h3>
<ul>
<li>A signal is only final once its candle has closed; on most Bitcoin charts the daily candle closes at 00:00 UTC. While the candle is still open, a label can appear and disappear again.</li>
<li>Act on closed candles only, and set your alerts to <em>Once per bar close</em>.</li>
<li>Every signal is also posted in the group chat, so you can compare it with your own chart.</li>
</ul>
<h3>Between the signals</h3>
<p>No new label means: nothing to do. After a buy signal you hold the position until the sell signal, or until your stop-loss is hit. Do not try to guess the next signal early: a premature entry is exactly the kind of noise the algorithm is built to filter out.</p>`,
        de: `<h3>Kaufsignal</h3>
<p>Ein grünes <strong>BUY</strong>-Label unter einer Kerze: Die Kaufbedingungen des Algorithmus waren beim Schluss dieser Tageskerze erfüllt. Das ist dein Einstiegssignal für eine Long-Position.</p>
<h3>Verkaufssignal</h3>
<p>Ein orangefarbenes <strong>SELL</strong>-Label über einer Kerze: Der Algorithmus hält die Aufwärtsbewegung für erschöpft. Das ist dein Signal, Gewinne mitzunehmen oder die Position zu schließen.</p>
<h3>Wann ein Signal zählt</h3>
<ul>
<li>Ein Signal ist erst endgültig, wenn seine Kerze geschlossen ist; auf den meisten Bitcoin-Charts schließt die Tageskerze um 00:00 Uhr UTC. Solange die Kerze läuft, kann ein Label erscheinen und wieder verschwinden.</li>
<li>Handle nur auf geschlossenen Kerzen und stell deine Alarme auf <em>Einmal pro Kerzenschluss</em>.</li>
<li>Jedes Signal wird zusätzlich im Gruppenchat gepostet, so kannst du es mit deinem eigenen Chart vergleichen.</li>
</ul>
<h3>Zwischen den Signalen</h3>
<p>Kein neues Label heißt: nichts zu tun. Nach einem Kaufsignal hältst du die Position bis zum Verkaufssignal oder bis dein Stop-Loss greift. Versuch nicht, das nächste Signal vorwegzunehmen: Ein verfrühter Einstieg ist genau das Rauschen, das der Algorithmus herausfiltern soll.</p>`,
      },
    },
    {
      slug: "trading-strategy",
      title: { en: "The Trading Strategy", de: "Die Trading-Strategie" },
      description: {
        en: "Put everything together into a complete set of rules for entries, exits, position size and risk.",
        de: "Füge alles zu einem vollständigen Regelwerk für Einstieg, Ausstieg, Positionsgröße und Risiko zusammen.",
      },
      duration: 28,
      videoId: { en: "900111001", de: "900111002" },
      content: {
        en: `<p>A signal alone is not a strategy. This lesson turns the signals of the Bitcoin Profit Scout into a complete plan that you can follow without improvising.</p>
<ol>
<li><strong>Preparation:</strong> decide which share of your capital is trading capital, and keep the rest as your long-term holding.</li>
<li><strong>Entry:</strong> buy after a BUY signal on the closed daily candle. If you missed it, enter only while the price is still close to the signal price; otherwise wait for the next one.</li>
<li><strong>Position size:</strong> calculate it from your stop-loss so that a loss costs you at most 1–2% of your account.</li>
<li><strong>Stop-loss:</strong> place it below the last significant low before the signal, and set it on the exchange right after your entry.</li>
<li><strong>Exit:</strong> close the position on the SELL signal. If you like, take part of the profit earlier and then move the stop-loss to your entry price.</li>
<li><strong>Leverage:</strong> none. By hand we trade the signals on the spot market; only the trading bot uses derivatives, with at most 1.2x.</li>
<li><strong>Journal:</strong> record every trade with date, price, size, reason and result, and review it once a month.</li>
</ol>
<p>The most important rule is consistency: a strategy only shows its character over many trades. Skipping signals after a loss, or doubling up after a win, turns a rule-based system back into guesswork.</p>`,
        de: `<p>Ein Signal allein ist noch keine Strategie. In dieser Lektion machst du aus den Signalen des Bitcoin Profit Scout einen vollständigen Plan, dem du folgen kannst, ohne zu improvisieren.</p>
<ol>
<li><strong>Vorbereitung:</strong> Leg fest, welcher Teil deines Kapitals Trading-Kapital ist, und behalte den Rest als langfristige Anlage.</li>
<li><strong>Einstieg:</strong> Kaufe nach einem BUY-Signal auf der geschlossenen Tageskerze. Hast du es verpasst, steig nur ein, solange der Kurs noch nahe am Signalkurs liegt; sonst wartest du auf das nächste.</li>
<li><strong>Positionsgröße:</strong> Berechne sie aus deinem Stop-Loss, sodass dich ein Verlust höchstens 1–2 % deines Kontos kostet.</li>
<li><strong>Stop-Loss:</strong> Setz ihn unter das letzte markante Tief vor dem Signal und leg ihn direkt nach dem Einstieg an der Börse an.</li>
<li><strong>Ausstieg:</strong> Schließe die Position beim SELL-Signal. Wenn du willst, nimm einen Teil des Gewinns früher mit und zieh den Stop-Loss danach auf deinen Einstiegskurs nach.</li>
<li><strong>Hebel:</strong> keiner. Von Hand handeln wir die Signale am Spotmarkt; nur der Trading-Bot nutzt Derivate, mit höchstens 1,2x.</li>
<li><strong>Trading-Tagebuch:</strong> Halte jeden Trade mit Datum, Kurs, Größe, Grund und Ergebnis fest und werte das Tagebuch einmal im Monat aus.</li>
</ol>
<p>Die wichtigste Regel ist Beständigkeit: Eine Strategie zeigt ihren Charakter erst über viele Trades. Wer nach einem Verlust Signale auslässt oder nach einem Gewinn die Position verdoppelt, macht aus einem regelbasierten System wieder Raterei.</p>`,
      },
    },
    {
      slug: "why-few-signals",
      title: { en: "Why There Are Only a Few Signals", de: "Warum es nur wenige Signale gibt" },
      description: {
        en: "Understand why the algorithm trades only a handful of times a year and why that is intended.",
        de: "Verstehe, warum der Algorithmus nur wenige Male im Jahr handelt und warum das so gewollt ist.",
      },
      duration: 12,
      videoId: { en: "900111101", de: "900111102" },
      content: {
        en: `<p>Many members are surprised at first: the Bitcoin Profit Scout gives only a handful of signals a year, and weeks can pass without a new label. That is intended.</p>
<h3>Quality over quantity</h3>
<ul>
<li><strong>Daily chart:</strong> the algorithm only evaluates closed daily candles, so intraday noise never produces a signal.</li>
<li><strong>Confirmation:</strong> trend, momentum and cycle components have to agree. Most short-lived moves fail this test.</li>
<li><strong>Costs:</strong> every trade costs fees and spread, and every sale can have tax consequences. Fewer, larger moves keep these costs low.</li>
<li><strong>Fewer false signals:</strong> a system that reacts to every move is wrong more often, and it wears you down.</li>
</ul>
<h3>What to do while you wait</h3>
<p>Waiting is part of the strategy. Use the time to keep your journal up to date, build your long-term position with the cost-average effect and follow the market discussion in the group chat. Resist the urge to trade without a signal: those are typically the trades that undo the results of a system.</p>`,
        de: `<p>Viele Mitglieder sind anfangs überrascht: Der Bitcoin Profit Scout liefert nur eine Handvoll Signale im Jahr, und es können Wochen ohne neues Label vergehen. Das ist Absicht.</p>
<h3>Qualität statt Menge</h3>
<ul>
<li><strong>Tageschart:</strong> Der Algorithmus wertet nur geschlossene Tageskerzen aus, deshalb erzeugt das Rauschen innerhalb des Tages nie ein Signal.</li>
<li><strong>Bestätigung:</strong> Trend-, Momentum- und Zykluskomponenten müssen übereinstimmen. Die meisten kurzlebigen Bewegungen fallen durch diesen Test.</li>
<li><strong>Kosten:</strong> Jeder Trade kostet Gebühren und Spread, und jeder Verkauf kann steuerliche Folgen haben. Weniger, dafür größere Bewegungen halten diese Kosten niedrig.</li>
<li><strong>Weniger Fehlsignale:</strong> Ein System, das auf jede Bewegung reagiert, liegt öfter falsch – und es zermürbt dich.</li>
</ul>
<h3>Was du in der Zwischenzeit tust</h3>
<p>Warten gehört zur Strategie. Nutze die Zeit, um dein Trading-Tagebuch zu pflegen, deine langfristige Position mit dem Cost-Average-Effekt aufzubauen und die Marktdiskussion im Gruppenchat zu verfolgen. Widerstehe dem Drang, ohne Signal zu traden: Genau solche Trades machen die Ergebnisse eines Systems oft wieder zunichte.</p>`,
      },
    },
    {
      slug: "backtest-results",
      title: { en: "Backtest Results", de: "Backtest-Ergebnisse" },
      description: {
        en: "Learn how the backtest of the Bitcoin Profit Scout was made and how to read its key figures critically.",
        de: "Erfahre, wie der Backtest des Bitcoin Profit Scout entstanden ist und wie du seine Kennzahlen kritisch liest.",
      },
      duration: 18,
      videoId: { en: "900111201", de: "900111202" },
      content: {
        en: `<p>A backtest applies the rules of an algorithm to historical data and shows which trades it would have made. The Bitcoin Profit Scout was tuned on Bitcoin's price history since 2013, and its signals have been published live since ${LIVE_SINCE.en}.</p>
<h3>The key figures</h3>
<table>
<thead><tr><th>Figure</th><th>What it tells you</th></tr></thead>
<tbody>
<tr><td>Net profit</td><td>The result of all trades, ideally after fees</td></tr>
<tr><td>Max drawdown</td><td>The largest fall of the account from a peak: the pain you must be able to sit through</td></tr>
<tr><td>Win rate</td><td>The share of winning trades; meaningless without the size of wins and losses</td></tr>
<tr><td>Profit factor</td><td>Gross profit divided by gross loss; above 1 the system made money</td></tr>
<tr><td>Number of trades</td><td>With few trades each one weighs a lot, so look at them one by one</td></tr>
</tbody>
</table>
<h3>Read it critically</h3>
<ul>
<li>Compare the backtest with buy-and-hold over the same period, including the drawdown.</li>
<li>Check whether fees and slippage are included.</li>
<li>Give the live period more weight: signals published in real time cannot be adjusted afterwards.</li>
</ul>
<p>Backtested and past results do not guarantee future results. Use them to understand how the system behaves, not as a forecast.</p>`,
        de: `<p>Ein Backtest wendet die Regeln eines Algorithmus auf historische Daten an und zeigt, welche Trades er gemacht hätte. Der Bitcoin Profit Scout wurde auf der Kurshistorie von Bitcoin seit 2013 abgestimmt, und seine Signale werden seit ${LIVE_SINCE.de} live veröffentlicht.</p>
<h3>Die wichtigsten Kennzahlen</h3>
<table>
<thead><tr><th>Kennzahl</th><th>Was sie dir sagt</th></tr></thead>
<tbody>
<tr><td>Nettogewinn</td><td>Das Ergebnis aller Trades, idealerweise nach Gebühren</td></tr>
<tr><td>Maximaler Drawdown</td><td>Der größte Rückgang des Kontos von einem Hoch: der Schmerz, den du aushalten können musst</td></tr>
<tr><td>Trefferquote</td><td>Der Anteil der Gewinntrades; ohne die Größe von Gewinnen und Verlusten wenig aussagekräftig</td></tr>
<tr><td>Profit-Faktor</td><td>Bruttogewinn geteilt durch Bruttoverlust; über 1 hat das System Geld verdient</td></tr>
<tr><td>Anzahl der Trades</td><td>Bei wenigen Trades wiegt jeder einzelne schwer, sieh sie dir deshalb einzeln an</td></tr>
</tbody>
</table>
<h3>Kritisch lesen</h3>
<ul>
<li>Vergleiche den Backtest mit Buy-and-Hold über denselben Zeitraum, einschließlich Drawdown.</li>
<li>Prüfe, ob Gebühren und Slippage berücksichtigt sind.</li>
<li>Gib dem Live-Zeitraum mehr Gewicht: In Echtzeit veröffentlichte Signale lassen sich nachträglich nicht mehr anpassen.</li>
</ul>
<p>Ergebnisse aus Backtests und aus der Vergangenheit sind keine Garantie für zukünftige Ergebnisse. Nutze sie, um zu verstehen, wie sich das System verhält – nicht als Prognose.</p>`,
      },
    },
    {
      slug: "update-profit-scout",
      title: { en: "Updating the Profit Scout", de: "Den Profit Scout aktualisieren" },
      description: {
        en: "Switch to a new version of the indicator and make sure that your alerts use it.",
        de: "Wechsle auf eine neue Version des Indikators und stell sicher, dass deine Alarme sie verwenden.",
      },
      duration: 10,
      videoId: { en: "900111301", de: "900111302" },
      content: {
        en: `<p>We improve the indicators from time to time. Every new version is announced in the group chat, together with what changed and whether past signals change as well.</p>
<h3>How to update</h3>
<ol>
<li>Note your current settings: double-click the indicator or open its settings with the gear icon.</li>
<li>Remove the indicator from the chart and add it again via <em>Indicators → Invite-only scripts</em>. TradingView then loads the latest version.</li>
<li>If you had changed the defaults, enter your settings again and store them with <em>Defaults → Save as default</em>.</li>
<li>Save your chart layout.</li>
</ol>
<h3>Renew your alerts</h3>
<p>A TradingView alert is tied to the version of the script that existed when you created it. After an update, delete your old Profit Scout alerts and create them again; otherwise they keep running on the old version. Then check your alert list: every alert should refer to the new version.</p>
<p>If the indicator no longer appears under <em>Invite-only scripts</em>, your access may have ended or your username may have changed. Contact support with your current TradingView username.</p>`,
        de: `<p>Wir verbessern die Indikatoren von Zeit zu Zeit. Jede neue Version kündigen wir im Gruppenchat an, zusammen mit den Änderungen und der Information, ob sich auch vergangene Signale ändern.</p>
<h3>So aktualisierst du</h3>
<ol>
<li>Notiere deine aktuellen Einstellungen: Doppelklick auf den Indikator oder die Einstellungen über das Zahnrad öffnen.</li>
<li>Entferne den Indikator aus dem Chart und füge ihn über <em>Indikatoren → Invite-only-Skripte</em> erneut hinzu. TradingView lädt dann die neueste Version.</li>
<li>Falls du die Standardwerte geändert hattest, trag deine Einstellungen wieder ein und speichere sie unten im Einstellungsdialog als Standard (<em>Defaults → Save as default</em>).</li>
<li>Speichere dein Chart-Layout.</li>
</ol>
<h3>Alarme erneuern</h3>
<p>Ein TradingView-Alarm ist an die Version des Skripts gebunden, die beim Erstellen aktuell war. Lösche nach einem Update deine alten Profit-Scout-Alarme und leg sie neu an, sonst laufen sie mit der alten Version weiter. Prüf danach deine Alarmliste: Jeder Alarm sollte sich auf die neue Version beziehen.</p>
<p>Taucht der Indikator nicht mehr unter <em>Invite-only-Skripte</em> auf, ist dein Zugang möglicherweise abgelaufen oder dein Benutzername hat sich geändert. Wende dich dann mit deinem aktuellen TradingView-Benutzernamen an den Support.</p>`,
      },
      resources: { en: [CHARTING_RESOURCE.en], de: [CHARTING_RESOURCE.de] },
    },
    { sharedFrom: "altcoin-profit-scout", slug: "altcoin-dynamics" },
    { sharedFrom: "altcoin-profit-scout", slug: "how-we-trade-altcoins" },
    { sharedFrom: "altcoin-profit-scout", slug: "altcoin-profit-scout-2" },
    { sharedFrom: "altcoin-profit-scout", slug: "altcoin-index" },
    { sharedFrom: "altcoin-profit-scout", slug: "signals-and-settings" },
  ],
} satisfies Course;
