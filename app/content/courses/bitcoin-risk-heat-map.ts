// Video ids are placeholders (docs/decisions/007-site-configuration.md): replace them
// with the real Vimeo ids.
import { CHARTING, GUIDE_PDF_PATH } from "@shared/site.config";
import type { Course } from "./schema";

export const bitcoinRiskHeatMapCourse = {
  id: 3,
  slug: "bitcoin-risk-heat-map",
  title: { en: "Bitcoin Risk Heat Map", de: "Bitcoin Risk Heat Map" },
  description: {
    en: "Read Bitcoin's risk score from 0 to 1 and use it to decide when to buy more and when to take profits.",
    de: "Lies den Risikowert von Bitcoin zwischen 0 und 1 und entscheide damit, wann du zukaufst und wann du Gewinne mitnimmst.",
  },
  image: "/images/courses/bitcoin-risk-heat-map.svg",
  modules: 1,
  lessons: [
    {
      slug: "settings",
      title: { en: "Settings", de: "Einstellungen" },
      description: {
        en: "Add the Bitcoin Risk Heat Map to your chart and set it up for a clear view of the risk.",
        de: "Füge die Bitcoin Risk Heat Map zu deinem Chart hinzu und richte sie für einen klaren Blick auf das Risiko ein.",
      },
      duration: 10,
      videoId: { en: "900130101", de: "900130102" },
      content: {
        en: `<p>The Bitcoin Risk Heat Map colours every day of Bitcoin's history with a risk score from 0 (low) to 1 (high). The score reflects how far the price has run away from its long-term trend: the further ahead of it, the higher the risk of buying now.</p>
<h3>Setup</h3>
<ol>
<li>Open a Bitcoin chart with a long price history on <a href="${CHARTING.affiliateUrl}">${CHARTING.providerName}</a> (ad, affiliate link), for example <code>BITSTAMP:BTCUSD</code>. The map works on any time frame; we use 1D.</li>
<li>Add <strong>Bitcoin Risk Heat Map</strong> via <em>Indicators → Invite-only scripts</em>.</li>
<li>Switch the price scale to logarithmic: right-click the price axis and choose <em>Logarithmic</em>. Over many years only a log scale shows the cycles in proportion.</li>
<li>Zoom out until you see several cycles at once.</li>
</ol>
<h3>Recommended settings</h3>
<ul>
<li><strong>Colour scale:</strong> keep the default from 0.0 (cool colours) to 1.0 (hot colours), so your chart looks like the one in the videos and in the group chat.</li>
<li><strong>Alerts:</strong> create one alert for the risk crossing below 0.3 and one for crossing above 0.7, each with the trigger <em>Once per bar close</em>.</li>
</ul>
<p>The value of the current day is only final at the daily close; until then it can still change with the price.</p>`,
        de: `<p>Die Bitcoin Risk Heat Map färbt jeden Tag der Bitcoin-Historie mit einem Risikowert von 0 (niedrig) bis 1 (hoch). Der Wert zeigt, wie weit sich der Kurs von seinem langfristigen Trend entfernt hat: Je weiter er ihm vorausläuft, desto höher das Risiko, jetzt zu kaufen.</p>
<h3>Einrichtung</h3>
<ol>
<li>Öffne auf <a href="${CHARTING.affiliateUrl}">${CHARTING.providerName}</a> (Anzeige, Affiliate-Link) einen Bitcoin-Chart mit langer Kurshistorie, zum Beispiel <code>BITSTAMP:BTCUSD</code>. Die Heat Map funktioniert in jedem Zeitrahmen; wir nutzen 1D.</li>
<li>Füge <strong>Bitcoin Risk Heat Map</strong> über <em>Indikatoren → Invite-only-Skripte</em> hinzu.</li>
<li>Stell die Preisskala auf logarithmisch um: Rechtsklick auf die Preisachse und <em>Logarithmisch</em> wählen. Über viele Jahre zeigt nur eine logarithmische Skala die Zyklen im richtigen Verhältnis.</li>
<li>Zoom heraus, bis du mehrere Zyklen gleichzeitig siehst.</li>
</ol>
<h3>Empfohlene Einstellungen</h3>
<ul>
<li><strong>Farbskala:</strong> Behalte die Standardskala von 0,0 (kühle Farben) bis 1,0 (heiße Farben), damit dein Chart so aussieht wie in den Videos und im Gruppenchat.</li>
<li><strong>Alarme:</strong> Leg einen Alarm für das Unterschreiten von 0,3 und einen für das Überschreiten von 0,7 an, jeweils mit dem Auslöser <em>Einmal pro Kerzenschluss</em>.</li>
</ul>
<p>Der Wert des aktuellen Tages steht erst mit dem Tagesschluss fest; bis dahin kann er sich mit dem Kurs noch ändern.</p>`,
      },
      resources: {
        en: [
          {
            title: `${CHARTING.providerName} (ad)`,
            description:
              "The charting platform the Heat Map runs on. Affiliate link: we may receive a commission, at no extra cost to you.",
            url: CHARTING.affiliateUrl,
            type: "link",
          },
          {
            title: "Quick-start guide (PDF)",
            description: "Setup steps and the recommended settings of all indicators at a glance.",
            url: GUIDE_PDF_PATH,
            type: "download",
          },
        ],
        de: [
          {
            title: `${CHARTING.providerName} (Anzeige)`,
            description:
              "Die Chart-Plattform, auf der die Heat Map läuft. Affiliate-Link: Wir erhalten eventuell eine Provision, für dich entstehen keine Mehrkosten.",
            url: CHARTING.affiliateUrl,
            type: "link",
          },
          {
            title: "Schnellstart-Anleitung (PDF)",
            description: "Die Einrichtung und die empfohlenen Einstellungen aller Indikatoren auf einen Blick.",
            url: GUIDE_PDF_PATH,
            type: "download",
          },
        ],
      },
    },
    {
      slug: "strategy",
      title: { en: "Strategy", de: "Strategie" },
      description: {
        en: "Turn the risk score into a plan: buy more when the risk is low and take profits step by step when it is high.",
        de: "Mach aus dem Risikowert einen Plan: mehr kaufen, wenn das Risiko niedrig ist, und Gewinne schrittweise mitnehmen, wenn es hoch ist.",
      },
      duration: 15,
      videoId: { en: "900130201", de: "900130202" },
      content: {
        en: `<p>The Heat Map does not tell you what the price will do tomorrow. It tells you how much risk you take with a purchase today, compared with the rest of Bitcoin's history. That makes it ideal for sizing your purchases and sales over a whole cycle.</p>
<h3>An example plan</h3>
<table>
<thead><tr><th>Risk</th><th>Action</th></tr></thead>
<tbody>
<tr><td>0.0–0.2</td><td>Buy twice your regular savings amount</td></tr>
<tr><td>0.2–0.4</td><td>Buy 1.5 times your regular amount</td></tr>
<tr><td>0.4–0.6</td><td>Buy your regular amount</td></tr>
<tr><td>0.6–0.8</td><td>Stop buying and hold</td></tr>
<tr><td>0.8–1.0</td><td>Take profits in steps, for example 10% of your holding for every 0.05 the risk rises</td></tr>
</tbody>
</table>
<h3>Rules that make it work</h3>
<ul>
<li>Write the plan down before the market gets exciting: at a risk of 0.9 nobody thinks clearly.</li>
<li>Never sell everything at once. Tops are only visible afterwards, and the risk can stay high for weeks.</li>
<li>Low risk can get lower: buy in steps, not with all your cash at once.</li>
<li>Combine it with the Bitcoin Profit Scout: a SELL signal in a high-risk zone is a strong reason to take profits.</li>
</ul>
<p>Past cycles are no guarantee for future ones. The map shows where the market stands compared with its history, not where the price goes next.</p>`,
        de: `<p>Die Heat Map sagt dir nicht, was der Kurs morgen macht. Sie zeigt dir, wie viel Risiko du mit einem Kauf heute im Vergleich zur gesamten Bitcoin-Historie eingehst. Damit eignet sie sich ideal, um deine Käufe und Verkäufe über einen ganzen Zyklus zu dosieren.</p>
<h3>Ein Beispielplan</h3>
<table>
<thead><tr><th>Risiko</th><th>Aktion</th></tr></thead>
<tbody>
<tr><td>0,0–0,2</td><td>Das Doppelte deiner regulären Sparrate kaufen</td></tr>
<tr><td>0,2–0,4</td><td>Das 1,5-Fache deiner regulären Sparrate kaufen</td></tr>
<tr><td>0,4–0,6</td><td>Deine reguläre Sparrate kaufen</td></tr>
<tr><td>0,6–0,8</td><td>Nicht mehr kaufen, halten</td></tr>
<tr><td>0,8–1,0</td><td>Gewinne schrittweise mitnehmen, zum Beispiel 10 % deines Bestands je 0,05 Anstieg des Risikos</td></tr>
</tbody>
</table>
<h3>Regeln, damit es funktioniert</h3>
<ul>
<li>Schreib den Plan auf, bevor der Markt aufregend wird: Bei einem Risiko von 0,9 denkt niemand mehr klar.</li>
<li>Verkaufe nie alles auf einmal. Hochs erkennt man erst im Nachhinein, und das Risiko kann wochenlang hoch bleiben.</li>
<li>Niedriges Risiko kann noch niedriger werden: Kaufe in Schritten, nicht mit deinem ganzen Kapital auf einmal.</li>
<li>Kombiniere sie mit dem Bitcoin Profit Scout: Ein SELL-Signal in einer Hochrisikozone ist ein starker Grund, Gewinne mitzunehmen.</li>
</ul>
<p>Vergangene Zyklen sind keine Garantie für zukünftige. Die Heat Map zeigt, wo der Markt im Vergleich zu seiner Geschichte steht, nicht, wohin sich der Kurs als Nächstes bewegt.</p>`,
      },
    },
  ],
} satisfies Course;
