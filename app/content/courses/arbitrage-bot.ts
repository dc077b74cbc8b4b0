// Video ids are placeholders (docs/decisions/007-site-configuration.md): replace them
// with the real Vimeo ids.
import { EXCHANGES, GROUP_CHAT } from "@shared/site.config";
import { TEXT_ONLY, type Course } from "./schema";

const EXCHANGE_NAMES = {
  en: new Intl.ListFormat("en-GB", { type: "conjunction" }).format(EXCHANGES.map((entry) => entry.name)),
  de: new Intl.ListFormat("de", { type: "conjunction" }).format(EXCHANGES.map((entry) => entry.name)),
};

export const arbitrageBotCourse = {
  id: 5,
  slug: "arbitrage-bot",
  title: { en: "Arbitrage Bot", de: "Arbitrage-Bot" },
  description: {
    en: "Our next tool, currently in development: a bot that finds price differences between exchanges and trades them automatically.",
    de: "Unser nächstes Tool, derzeit in Entwicklung: ein Bot, der Preisunterschiede zwischen Börsen findet und automatisch handelt.",
  },
  image: "/images/courses/arbitrage-bot.svg",
  modules: 1,
  lessons: [
    {
      slug: "coming-soon",
      title: { en: "Coming Soon", de: "Demnächst verfügbar" },
      description: {
        en: "What the arbitrage bot will do, and how you will hear about its launch.",
        de: "Was der Arbitrage-Bot können wird und wie du von seinem Start erfährst.",
      },
      duration: 0,
      videoId: { en: TEXT_ONLY, de: TEXT_ONLY },
      content: {
        en: `<p>The Profit Scout arbitrage bot is in development. There is no video yet and no release date: we will release the bot once it has proven itself in our own tests.</p>
<h3>What it will do</h3>
<ul>
<li><strong>Spot price gaps:</strong> the same coin often trades at slightly different prices on different exchanges. The bot will compare the prices on ${EXCHANGE_NAMES.en} in real time.</li>
<li><strong>Trade both sides at once:</strong> it buys where the coin is cheaper and sells where it is more expensive, at the same moment, so the result does not depend on the direction of the market.</li>
<li><strong>Count the costs first:</strong> a trade only makes sense if the gap is larger than trading fees and slippage together. The bot will only act when it is.</li>
<li><strong>No transfers during a trade:</strong> you keep capital on two exchanges, so nothing has to be moved between them while a trade is running.</li>
<li><strong>The same safety rules as the trading bot:</strong> API keys with trade permission only, never withdrawals, restricted to our server's IP address.</li>
</ul>
<h3>Why it is not that simple</h3>
<p>Price gaps are small and close within seconds, fees eat a large part of them, and exchanges can delay orders. Arbitrage does not depend on the market direction, but it is not free of risk.</p>
<p>As soon as the bot is ready, we will announce it in the <a href="${GROUP_CHAT.inviteUrl.en}">group chat</a>, and this lesson will make way for the full course.</p>`,
        de: `<p>Der Arbitrage-Bot von Profit Scout ist in Entwicklung. Es gibt noch kein Video und keinen Starttermin: Wir veröffentlichen den Bot, sobald er sich in unseren eigenen Tests bewährt hat.</p>
<h3>Was er können wird</h3>
<ul>
<li><strong>Preisunterschiede erkennen:</strong> Derselbe Coin wird an verschiedenen Börsen oft zu leicht unterschiedlichen Preisen gehandelt. Der Bot wird die Preise auf ${EXCHANGE_NAMES.de} in Echtzeit vergleichen.</li>
<li><strong>Beide Seiten gleichzeitig handeln:</strong> Er kauft dort, wo der Coin günstiger ist, und verkauft dort, wo er teurer ist, im selben Moment – so hängt das Ergebnis nicht von der Marktrichtung ab.</li>
<li><strong>Erst die Kosten rechnen:</strong> Ein Trade lohnt sich nur, wenn der Preisunterschied größer ist als Handelsgebühren und Slippage zusammen. Nur dann wird der Bot handeln.</li>
<li><strong>Keine Überweisungen während eines Trades:</strong> Du hältst Kapital auf zwei Börsen, damit zwischen ihnen nichts bewegt werden muss, solange ein Trade läuft.</li>
<li><strong>Dieselben Sicherheitsregeln wie beim Trading-Bot:</strong> API-Schlüssel nur mit Handelsberechtigung, nie mit Auszahlungen, beschränkt auf die IP-Adresse unseres Servers.</li>
</ul>
<h3>Warum es nicht ganz so einfach ist</h3>
<p>Preisunterschiede sind klein und schließen sich innerhalb von Sekunden, Gebühren fressen einen großen Teil davon auf, und Börsen können Orders verzögern. Arbitrage hängt nicht von der Marktrichtung ab, ist aber nicht frei von Risiken.</p>
<p>Sobald der Bot fertig ist, kündigen wir ihn im <a href="${GROUP_CHAT.inviteUrl.de}">Gruppenchat</a> an, und diese Lektion macht Platz für den vollständigen Kurs.</p>`,
      },
    },
  ],
} satisfies Course;
