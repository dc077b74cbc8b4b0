// Builds public/downloads/profit-scout-quick-start.pdf: the bilingual quick-start guide
// (English, then German) with the standard Helvetica fonts, so nothing is embedded and the
// file stays small. Helvetica's WinAnsi encoding covers German umlauts, €, „“ and –,
// but not arrows or check marks: keep the texts to those characters.
//
//   node scripts/build-guide-pdf.mjs
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "public/downloads/profit-scout-quick-start.pdf");
/** Fixed dates keep the output byte-identical between runs. */
const DATE = new Date("2025-10-25T00:00:00Z");

const hex = (h) =>
  rgb(parseInt(h.slice(1, 3), 16) / 255, parseInt(h.slice(3, 5), 16) / 255, parseInt(h.slice(5, 7), 16) / 255);
const C = {
  ink: hex("#060a13"),
  navy: hex("#0a1020"),
  navy2: hex("#131c33"),
  text: hex("#1c2435"),
  muted: hex("#5b6b8f"),
  line: hex("#d8deea"),
  soft: hex("#f3f5fa"),
  accent: hex("#f7931a"),
  accentSoft: hex("#fff4e6"),
  gain: hex("#16a34a"),
  loss: hex("#dc2626"),
  white: rgb(1, 1, 1),
};

const A4 = [595.28, 841.89];
const MARGIN = 56;
const CONTENT_W = A4[0] - 2 * MARGIN;
const TOP = A4[1] - 100;
const BOTTOM = 70;

// ---------------------------------------------------------------- content

const GUIDE = {
  en: {
    header: "Quick-start guide",
    footer: "Profit Scout · Quick-start guide",
    page: (n, total) => `Page ${n} of ${total}`,
    title: "Quick-start guide",
    intro:
      "Bitcoin Profit Scout, Altcoin Profit Scout, the Bitcoin Risk Heat Map and Sentiment Trader: set up in about 15 minutes. This guide covers the first steps; the video course in the member area explains every detail.",
    otherLanguage: "Die deutsche Version beginnt auf Seite 3.",
    sections: [
      {
        title: "Add the indicators on TradingView",
        steps: [
          "Create a free TradingView account or log in to yours.",
          "Tell us your TradingView username (the member area shows you how). We then unlock the invite-only indicators for your account.",
          "Open a chart, for example BTCUSD, and set the time frame to 1D (one day).",
          "Click “Indicators” and open the invite-only scripts. Select Bitcoin Profit Scout, then add Altcoin Profit Scout and the Bitcoin Risk Heat Map the same way.",
          "Save your chart layout so the indicators load every time you open it.",
        ],
      },
      {
        title: "Read buy and sell signals",
        bullets: [
          "A green BUY label below a candle: the buy conditions were met when this candle closed.",
          "An orange SELL label above a candle: time to take profits or close the position.",
          "A signal only counts once its candle has closed. While the candle is still open, a label can appear and disappear again, so act on closed candles only.",
          "Alerts: right-click the indicator, choose “Add alert”, pick the buy or sell condition and the trigger “Once per bar close”. Every signal is also posted in the Telegram group.",
        ],
        chart: true,
      },
      {
        title: "Recommended settings",
        table: {
          head: ["Tool", "Chart", "Time frame", "Settings"],
          rows: [
            ["Bitcoin Profit Scout", "BTCUSD", "1D", "Default settings; alerts once per bar close"],
            [
              "Altcoin Profit Scout",
              "Altcoin index or an altcoin",
              "1D or 1W",
              "Start with medium divergence sensitivity",
            ],
            [
              "Bitcoin Risk Heat Map",
              "BTCUSD",
              "Any (1D suggested)",
              "Default colour scale from 0.0 (low) to 1.0 (high)",
            ],
            ["Sentiment Trader", "Member area", "–", "Back-test and live-test before you start the bot"],
          ],
          widths: [0.26, 0.22, 0.16, 0.36],
        },
      },
      {
        title: "Risk management basics",
        bullets: [
          "Only trade with money you can afford to lose completely.",
          "Risk at most 1–2 % of your account on a single trade and size your positions accordingly.",
          "Set a stop-loss or a clear exit rule for every position before you enter it.",
          "Avoid high leverage. Start without leverage and with small amounts.",
          "Spread your purchases over time (cost-average effect) instead of investing everything at once.",
          "Risk Heat Map: buy more when the risk is low (cool colours), take profits when it is high (warm colours).",
          "Keep a trading journal and review it every month.",
        ],
      },
      {
        title: "Where to get help",
        bullets: [
          "Video course in the member area: about 20 short lessons, from the basics to the complete strategy.",
          "Telegram group: ask questions and get every signal in real time. There is an English and a German group; the invite link is on the group-chat page of the website.",
          "Questions about your account: write to the support address given in the website's imprint.",
        ],
      },
    ],
    warningTitle: "Risk warning",
    warning:
      "Trading cryptocurrencies involves high risks and can lead to the total loss of the capital invested. This guide and the signals of our tools are for information and education only; they are not investment advice and not a recommendation to buy or sell. Past results, including back-tests, do not guarantee future results. Only invest money you can afford to lose.",
  },
  de: {
    header: "Schnellstart-Anleitung",
    footer: "Profit Scout · Schnellstart-Anleitung",
    page: (n, total) => `Seite ${n} von ${total}`,
    title: "Schnellstart-Anleitung",
    intro:
      "Bitcoin Profit Scout, Altcoin Profit Scout, die Bitcoin Risk Heat Map und der Sentiment Trader: in rund 15 Minuten eingerichtet. Diese Anleitung zeigt dir die ersten Schritte; alle Details erklärt der Videokurs im Mitgliederbereich.",
    otherLanguage: "The English version starts on page 1.",
    sections: [
      {
        title: "Indikatoren in TradingView hinzufügen",
        steps: [
          "Lege ein kostenloses TradingView-Konto an oder melde dich an.",
          "Teile uns deinen TradingView-Benutzernamen mit (wie, zeigt dir der Mitgliederbereich). Wir schalten die Invite-only-Indikatoren dann für dein Konto frei.",
          "Öffne einen Chart, zum Beispiel BTCUSD, und stelle den Zeitrahmen auf 1D (ein Tag).",
          "Klicke auf „Indikatoren“ und öffne die Invite-only-Skripte. Wähle Bitcoin Profit Scout und füge danach Altcoin Profit Scout und die Bitcoin Risk Heat Map genauso hinzu.",
          "Speichere dein Chart-Layout, damit die Indikatoren bei jedem Öffnen geladen werden.",
        ],
      },
      {
        title: "Kauf- und Verkaufssignale lesen",
        bullets: [
          "Ein grünes BUY-Label unter einer Kerze: Die Kaufbedingungen waren beim Schluss dieser Kerze erfüllt.",
          "Ein orangefarbenes SELL-Label über einer Kerze: Zeit, Gewinne mitzunehmen oder die Position zu schließen.",
          "Ein Signal gilt erst, wenn seine Kerze geschlossen ist. Solange sie läuft, kann ein Label erscheinen und wieder verschwinden – handle deshalb nur auf geschlossenen Kerzen.",
          "Alarme: Rechtsklick auf den Indikator, „Alarm hinzufügen“ wählen, die Kauf- oder Verkaufsbedingung einstellen und als Auslöser einmal pro Kerzenschluss („Once per bar close“). Jedes Signal wird außerdem in der Telegram-Gruppe gepostet.",
        ],
        chart: true,
      },
      {
        title: "Empfohlene Einstellungen",
        table: {
          head: ["Tool", "Chart", "Zeitrahmen", "Einstellungen"],
          rows: [
            ["Bitcoin Profit Scout", "BTCUSD", "1D", "Standardwerte; Alarme einmal pro Kerzenschluss"],
            [
              "Altcoin Profit Scout",
              "Altcoin-Index oder ein Altcoin",
              "1D oder 1W",
              "Zum Start mittlere Divergenz-Empfindlichkeit",
            ],
            [
              "Bitcoin Risk Heat Map",
              "BTCUSD",
              "Beliebig (1D empfohlen)",
              "Standard-Farbskala von 0,0 (niedrig) bis 1,0 (hoch)",
            ],
            ["Sentiment Trader", "Mitgliederbereich", "–", "Erst Backtest und Live-Test, dann den Bot starten"],
          ],
          widths: [0.26, 0.22, 0.16, 0.36],
        },
      },
      {
        title: "Grundlagen des Risikomanagements",
        bullets: [
          "Handle nur mit Geld, dessen vollständigen Verlust du verkraften kannst.",
          "Riskiere pro Trade höchstens 1–2 % deines Kontos und wähle die Positionsgröße danach.",
          "Lege für jede Position vor dem Einstieg einen Stop-Loss oder eine klare Ausstiegsregel fest.",
          "Meide hohe Hebel. Starte ohne Hebel und mit kleinen Beträgen.",
          "Verteile deine Käufe über die Zeit (Cost-Average-Effekt), statt alles auf einmal zu investieren.",
          "Risk Heat Map: Bei niedrigem Risiko (kühle Farben) eher zukaufen, bei hohem Risiko (warme Farben) Gewinne mitnehmen.",
          "Führe ein Trading-Tagebuch und werte es jeden Monat aus.",
        ],
      },
      {
        title: "Hier bekommst du Hilfe",
        bullets: [
          "Videokurs im Mitgliederbereich: rund 20 kurze Lektionen, von den Grundlagen bis zur kompletten Strategie.",
          "Telegram-Gruppe: Stell deine Fragen und erhalte jedes Signal in Echtzeit. Es gibt eine deutsche und eine englische Gruppe; den Einladungslink findest du auf der Gruppenchat-Seite der Website.",
          "Fragen zu deinem Konto: Schreib an die Support-Adresse im Impressum der Website.",
        ],
      },
    ],
    warningTitle: "Risikohinweis",
    warning:
      "Der Handel mit Kryptowährungen ist mit hohen Risiken verbunden und kann zum Totalverlust des eingesetzten Kapitals führen. Diese Anleitung und die Signale unserer Tools dienen ausschließlich der Information und Weiterbildung; sie sind keine Anlageberatung und keine Kauf- oder Verkaufsempfehlung. Vergangene Ergebnisse, auch aus Backtests, sind keine Garantie für zukünftige Ergebnisse. Investiere nur Geld, dessen Verlust du verkraften kannst.",
  },
};

// ---------------------------------------------------------------- layout

const doc = await PDFDocument.create({ updateMetadata: false });
const regular = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);

/** Pages with the language they belong to, for headers and page numbers at the end. */
const pages = [];
let page;
let y;

function newPage(lang) {
  page = doc.addPage(A4);
  pages.push({ page, lang });
  y = TOP;
}

function wrap(text, font, size, width) {
  const lines = [];
  let current = "";
  for (const word of text.split(" ")) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function ensure(height, lang) {
  if (y - height < BOTTOM) newPage(lang);
}

function paragraph(
  text,
  { font = regular, size = 10.5, color = C.text, x = MARGIN, width = CONTENT_W, leading = 1.45, lang } = {},
) {
  const lines = wrap(text, font, size, width);
  ensure(lines.length * size * leading, lang);
  for (const l of lines) {
    page.drawText(l, { x, y: y - size, size, font, color });
    y -= size * leading;
  }
}

function sectionTitle(number, title, lang) {
  ensure(60, lang);
  y -= 10;
  page.drawRectangle({ x: MARGIN, y: y - 20, width: 22, height: 22, color: C.accent });
  const n = String(number);
  page.drawText(n, {
    x: MARGIN + 11 - bold.widthOfTextAtSize(n, 12) / 2,
    y: y - 15,
    size: 12,
    font: bold,
    color: C.ink,
  });
  page.drawText(title, { x: MARGIN + 32, y: y - 16, size: 14, font: bold, color: C.navy });
  y -= 31;
}

function list(items, { numbered, lang }) {
  items.forEach((item, i) => {
    const size = 10;
    const indent = 22;
    const lines = wrap(item, regular, size, CONTENT_W - indent);
    ensure(lines.length * size * 1.42 + 3, lang);
    const marker = numbered ? `${i + 1}.` : "•";
    page.drawText(marker, {
      x: MARGIN + 4,
      y: y - size,
      size,
      font: numbered ? bold : regular,
      color: numbered ? C.accent : C.muted,
    });
    for (const l of lines) {
      page.drawText(l, { x: MARGIN + indent, y: y - size, size, font: regular, color: C.text });
      y -= size * 1.42;
    }
    y -= 3;
  });
}

const TABLE_SIZE = 9.5;
const TABLE_PAD = 6;

function tableLayout({ head, rows, widths }) {
  const cols = widths.map((w) => w * CONTENT_W);
  const rowHeight = (cells, font) =>
    Math.max(...cells.map((c, i) => wrap(c, font, TABLE_SIZE, cols[i] - 2 * TABLE_PAD).length)) * TABLE_SIZE * 1.35 +
    2 * TABLE_PAD;
  const height = rowHeight(head, bold) + rows.reduce((sum, r) => sum + rowHeight(r, regular), 0);
  return { cols, rowHeight, height };
}

/** Draws a table; the caller makes sure it fits (tables never split across pages). */
function table(spec) {
  const { head, rows } = spec;
  const { cols, rowHeight } = tableLayout(spec);
  const drawRow = (cells, font, fill, color) => {
    const h = rowHeight(cells, font);
    if (fill) page.drawRectangle({ x: MARGIN, y: y - h, width: CONTENT_W, height: h, color: fill });
    let x = MARGIN;
    cells.forEach((c, i) => {
      let ly = y - TABLE_PAD - TABLE_SIZE;
      for (const l of wrap(c, font, TABLE_SIZE, cols[i] - 2 * TABLE_PAD)) {
        page.drawText(l, {
          x: x + TABLE_PAD,
          y: ly,
          size: TABLE_SIZE,
          font: i === 0 && font === regular ? bold : font,
          color,
        });
        ly -= TABLE_SIZE * 1.35;
      }
      x += cols[i];
    });
    y -= h;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + CONTENT_W, y }, thickness: 0.6, color: C.line });
  };
  drawRow(head, bold, C.navy2, C.white);
  rows.forEach((r, i) => drawRow(r, regular, i % 2 ? C.soft : undefined, C.text));
  y -= 6;
}

/** A small illustrative chart: candles with a BUY label at the low and a SELL label at the high. */
function signalChart(lang) {
  const h = 118;
  ensure(h + 24, lang);
  const x0 = MARGIN;
  const top = y - 6;
  page.drawRectangle({ x: x0, y: top - h, width: CONTENT_W, height: h, color: C.navy });
  for (let i = 1; i < 4; i++)
    page.drawLine({
      start: { x: x0, y: top - (h * i) / 4 },
      end: { x: x0 + CONTENT_W, y: top - (h * i) / 4 },
      thickness: 0.4,
      color: C.navy2,
    });
  // Deterministic price path: a dip, a rally and a pull-back.
  const n = 44;
  const closes = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    closes.push(
      0.55 -
        0.35 * Math.sin(Math.PI * Math.min(1, t * 2.2)) * (t < 0.46 ? 1 : 0) +
        (t >= 0.46 ? 0.2 + 0.62 * Math.sin(((t - 0.46) / 0.54) * Math.PI * 0.85) : 0) +
        0.03 * Math.sin(i * 1.7),
    );
  }
  // Normalise to 0..1 so the labels stay inside the chart.
  const lo0 = Math.min(...closes) - 0.06;
  const hi0 = Math.max(...closes) + 0.06;
  closes.forEach((v, i) => (closes[i] = (v - lo0) / (hi0 - lo0)));
  const step = (CONTENT_W - 30) / n;
  const yOf = (v) => top - h + 26 + v * (h - 50);
  let highI = 0;
  for (let i = 1; i <= n; i++) {
    const open = closes[i - 1];
    const close = closes[i];
    const hi = Math.max(open, close) + 0.02 + 0.015 * Math.abs(Math.sin(i * 2.3));
    const lo = Math.min(open, close) - 0.02 - 0.015 * Math.abs(Math.cos(i * 1.9));
    const x = x0 + 15 + (i - 0.5) * step;
    const color = close >= open ? C.gain : C.loss;
    page.drawLine({ start: { x, y: yOf(lo) }, end: { x, y: yOf(hi) }, thickness: 0.8, color });
    page.drawRectangle({
      x: x - step * 0.32,
      y: yOf(Math.min(open, close)),
      width: step * 0.64,
      height: Math.max(1, yOf(Math.max(open, close)) - yOf(Math.min(open, close))),
      color,
    });
    if (i > n * 0.4 && close > closes[highI]) highI = i;
  }
  const lowI = closes.indexOf(Math.min(...closes.slice(1, Math.round(n * 0.5))));
  const label = (i, text, color, below) => {
    const x = x0 + 15 + (i - 0.5) * step;
    const v = below ? Math.min(closes[i - 1], closes[i]) - 0.04 : Math.max(closes[i - 1], closes[i]) + 0.04;
    const w = bold.widthOfTextAtSize(text, 8) + 10;
    const ly = below ? yOf(v) - 18 : yOf(v) + 6;
    page.drawRectangle({ x: x - w / 2, y: ly, width: w, height: 13, color });
    page.drawText(text, { x: x - w / 2 + 5, y: ly + 3.5, size: 8, font: bold, color: C.ink });
  };
  label(lowI, "BUY", C.gain, true);
  label(highI, "SELL", C.accent, false);
  y = top - h - 8;
  paragraph(
    lang === "en"
      ? "Illustration: how the labels look on the chart. Not a real trade."
      : "Illustration: So sehen die Labels im Chart aus. Kein echter Trade.",
    { size: 8.5, color: C.muted, lang },
  );
}

function warningBox(title, text, lang) {
  const size = 9.5;
  const lines = wrap(text, regular, size, CONTENT_W - 28);
  const h = lines.length * size * 1.45 + 38;
  ensure(h + 16, lang);
  y -= 12;
  page.drawRectangle({ x: MARGIN, y: y - h, width: CONTENT_W, height: h, color: C.accentSoft });
  page.drawRectangle({ x: MARGIN, y: y - h, width: 4, height: h, color: C.accent });
  page.drawText(title, { x: MARGIN + 14, y: y - 20, size: 11, font: bold, color: C.navy });
  let ly = y - 36;
  for (const l of lines) {
    page.drawText(l, { x: MARGIN + 14, y: ly, size, font: regular, color: C.text });
    ly -= size * 1.45;
  }
  y -= h;
}

function renderLanguage(lang) {
  const g = GUIDE[lang];
  newPage(lang);
  page.drawText(g.title, { x: MARGIN, y: y - 26, size: 26, font: bold, color: C.navy });
  y -= 40;
  paragraph(g.intro, { size: 11.5, color: C.text, lang });
  y -= 2;
  paragraph(g.otherLanguage, { size: 9.5, font: bold, color: C.muted, lang });
  g.sections.forEach((section, i) => {
    // Keep a table and its section title together on one page.
    if (section.table && y - 41 - tableLayout(section.table).height < BOTTOM) newPage(lang);
    sectionTitle(i + 1, section.title, lang);
    if (section.steps) list(section.steps, { numbered: true, lang });
    if (section.bullets) list(section.bullets, { numbered: false, lang });
    if (section.table) table(section.table);
    if (section.chart) signalChart(lang);
  });
  warningBox(g.warningTitle, g.warning, lang);
}

renderLanguage("en");
renderLanguage("de");

// Header bar, footer and page numbers, now that the page count is known.
function logo(p, x, yTop, s) {
  const k = s / 32;
  // Rounded square (radius 9 of 32) and the rising line of the logo mark.
  const r = 9;
  const sq = `M${r} 0H${32 - r}Q32 0 32 ${r}V${32 - r}Q32 32 ${32 - r} 32H${r}Q0 32 0 ${32 - r}V${r}Q0 0 ${r} 0Z`;
  p.drawSvgPath(sq, { x, y: yTop, scale: k, color: C.accent });
  p.drawSvgPath("M7 21.5L12.5 16L16.5 19.5L25 10.5", {
    x,
    y: yTop,
    scale: k,
    borderColor: C.ink,
    borderWidth: 3,
    borderLineCap: 1,
  });
  p.drawCircle({ x: x + 25 * k, y: yTop - 10.5 * k, size: 2.2 * k, color: C.ink });
}

const total = pages.length;
pages.forEach(({ page: p, lang }, i) => {
  const g = GUIDE[lang];
  const [w, h] = A4;
  p.drawRectangle({ x: 0, y: h - 64, width: w, height: 64, color: C.navy });
  p.drawRectangle({ x: 0, y: h - 67, width: w, height: 3, color: C.accent });
  logo(p, MARGIN, h - 18, 28);
  p.drawText("Profit Scout", { x: MARGIN + 38, y: h - 40, size: 16, font: bold, color: C.white });
  const right = g.header;
  p.drawText(right, {
    x: w - MARGIN - regular.widthOfTextAtSize(right, 10.5),
    y: h - 39,
    size: 10.5,
    font: regular,
    color: hex("#aab6d3"),
  });
  p.drawLine({ start: { x: MARGIN, y: 46 }, end: { x: w - MARGIN, y: 46 }, thickness: 0.6, color: C.line });
  p.drawText(g.footer, { x: MARGIN, y: 30, size: 8.5, font: regular, color: C.muted });
  const num = g.page(i + 1, total);
  p.drawText(num, {
    x: w - MARGIN - regular.widthOfTextAtSize(num, 8.5),
    y: 30,
    size: 8.5,
    font: bold,
    color: C.muted,
  });
});

doc.setTitle("Profit Scout – Quick-start guide / Schnellstart-Anleitung");
doc.setAuthor("Profit Scout");
doc.setSubject("Setting up the Profit Scout indicators on TradingView, reading signals, settings, risk management");
doc.setKeywords(["Profit Scout", "TradingView", "Bitcoin", "quick start", "Schnellstart"]);
doc.setCreator("scripts/build-guide-pdf.mjs");
doc.setProducer("pdf-lib");
doc.setLanguage("en");
doc.setCreationDate(DATE);
doc.setModificationDate(DATE);

const bytes = await doc.save({ useObjectStreams: true });
await mkdir(path.dirname(OUT), { recursive: true });
await writeFile(OUT, bytes);
console.log(`wrote ${path.relative(ROOT, OUT)}: ${total} pages, ${bytes.length} bytes`);
