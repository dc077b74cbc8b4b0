import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { CHARTING, SITE } from "@shared/site.config";
import { COURSES } from "~/content/courses/index";
import { selectFaqItems } from "~/content/faq";
import { LESSON_FILES } from "~/content/lessons.server";
import { TESTIMONIALS } from "@shared/testimonials";
import { de } from "~/i18n/de";
import { formatEuro, formatPercent } from "~/i18n/format";
import { BILLING_OPTIONS, PLANS, type BillingOption, type PlanId, priceFor } from "~/content/pricing";
import { messagesFor } from "../../server/api/messages";
import { composeMail } from "../../server/mail/compose";
import type { MailKind, MailParams } from "../../server/mail/texts";

/**
 * Every German text a visitor or a member can read: the dictionary, the content pages and
 * the lessons (Markdown sources, front matter included), the courses' titles, descriptions
 * and resources, the API's messages, the FAQ, the testimonial titles and the numbers the
 * code formats.
 */
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PAGES_DIR = `${ROOT}app/content/pages/de/`;
/** The German lesson files, e.g. "lessons/de/sentiment-trader/okx-exchange.md". */
const GERMAN_LESSONS = LESSON_FILES.filter((file) => file.startsWith("app/content/lessons/de/")).map((file) =>
  file.slice("app/content/".length),
);
/** The legal pages speak to the reader with "Sie"; every other German text says "du". */
const LEGAL_PAGES = ["terms", "privacy", "imprint", "disclaimer"].map((page) => `pages/de/${page}.md`);

/** Every message the site mails, with sample values. */
const MAIL_SAMPLES: MailParams = {
  welcome: {
    name: "Jana",
    coursesUrl: "https://site.example/de/member/courses",
    supportEmail: "hilfe@site.example",
    confirmUrl: "https://site.example/de/confirm-address?token=t",
    hours: 24,
  },
  addressConfirm: {
    name: "Jana",
    email: "jana@x.example",
    confirmUrl: "https://site.example/de/confirm-address?token=t",
    hours: 24,
  },
  passwordReset: { name: "Jana", link: "https://site.example/de/reset", minutes: 30 },
  emailChangeConfirm: { name: "Jana", link: "https://site.example/de/confirm", minutes: 30, newEmail: "neu@x.example" },
  emailChanged: { name: "Jana", newEmail: "neu@x.example", supportEmail: "hilfe@site.example" },
  passwordChanged: {
    name: "Jana",
    changedAt: new Date("2026-11-24T15:02:00Z"),
    forgotPasswordUrl: "https://site.example/de/forgot-password",
    supportEmail: "hilfe@site.example",
  },
  cancellationReceipt: {
    name: "Jana",
    email: "jana@x.example",
    contract: "Pro, jährlich",
    kind: "extraordinary",
    reason: "Umzug",
    endDate: "2026-12-31",
    receivedAt: new Date("2026-11-24T15:02:00Z"),
    supportEmail: "hilfe@site.example",
  },
  contractConfirmation: {
    name: "Jana",
    email: "jana@x.example",
    orderNumber: "cs_test_1",
    plan: "pro",
    billing: "monthly",
    amountCents: 299_00,
    currency: "eur",
    taxCents: 47_74,
    concludedAt: new Date("2026-11-24T15:02:00Z"),
    firstTermEnd: new Date("2026-12-24T15:02:00Z"),
    termsAccepted: true,
    earlyStart: true,
    cancelUrl: "https://site.example/de/cancel",
    termsUrl: "https://site.example/de/terms",
    supportEmail: "hilfe@site.example",
    terms: null,
  },
  paymentFailed: {
    name: "Jana",
    plan: "pro",
    billing: "yearly",
    amountCents: 2727_00,
    currency: "eur",
    nextAttempt: new Date("2026-11-27T15:02:00Z"),
    accountUrl: "https://site.example/de/member/account",
    supportEmail: "hilfe@site.example",
  },
};

function germanTexts(): [source: string, text: string][] {
  const texts: [string, string][] = [];
  for (const [key, text] of Object.entries(de)) texts.push([`de.ts ${key}`, text]);
  for (const file of readdirSync(PAGES_DIR).filter((name) => name.endsWith(".md")))
    texts.push([`pages/de/${file}`, readFileSync(PAGES_DIR + file, "utf8")]);
  for (const file of GERMAN_LESSONS) texts.push([file, readFileSync(`${ROOT}app/content/${file}`, "utf8")]);
  for (const course of COURSES) {
    texts.push([`courses/${course.slug}.ts`, `${course.title.de} ${course.description.de}`]);
    for (const lesson of course.lessons)
      for (const resource of "resources" in lesson ? (lesson.resources?.de ?? []) : [])
        texts.push([`courses/${course.slug}.ts ${lesson.slug}`, `${resource.title} ${resource.description}`]);
  }
  for (const [key, text] of Object.entries(messagesFor("de")))
    texts.push([`server messages ${key}`, typeof text === "function" ? text("email") : text]);
  for (const kind of Object.keys(MAIL_SAMPLES) as MailKind[]) {
    const mail = composeMail(kind, "de", MAIL_SAMPLES[kind] as never, SITE.origin);
    texts.push([`mail ${kind}`, `${mail.subject} ${mail.text}`]);
  }
  for (const item of selectFaqItems("de")) texts.push([`faq ${item.id}`, `${item.question} ${item.answer}`]);
  for (const video of TESTIMONIALS.de) texts.push([`testimonial ${video.id}`, video.title]);
  for (const option of Object.keys(BILLING_OPTIONS) as BillingOption[]) {
    texts.push([`discount ${option}`, `−${formatPercent(BILLING_OPTIONS[option].discountPercent, "de")}`]);
    for (const plan of Object.keys(PLANS) as PlanId[])
      texts.push([`price ${plan} ${option}`, formatEuro(priceFor(plan, option).charged, "de")]);
  }
  return texts;
}

/** The glossary's "not this" variants: every backticked word in its table's last column. */
function forbiddenVariants(): { variant: string; concept: string }[] {
  const glossary = readFileSync(`${ROOT}docs/glossary.md`, "utf8");
  const rows = glossary.split("\n").filter((line) => line.startsWith("|") && line.includes("`"));
  return rows.flatMap((row) => {
    const cells = row.split("|").slice(1, -1);
    const concept = cells[2]?.trim() ?? "";
    return [...(cells.at(-1) ?? "").matchAll(/`([^`]+)`/g)].map((match) => ({ variant: match[1] ?? "", concept }));
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The variant as a whole word: no letter or digit may touch it where it ends in one. */
function wordPattern(variant: string): RegExp {
  const start = /^[\p{L}\p{N}]/u.test(variant) ? "(?<![\\p{L}\\p{N}])" : "";
  const end = /[\p{L}\p{N}]$/u.test(variant) ? "(?![\\p{L}\\p{N}])" : "";
  return new RegExp(`${start}${escape(variant)}${end}`, "u");
}

/** A pronoun of the formal address, capitalised: "Sie", "Ihnen", "Ihr", "Ihre" … */
const FORMAL_PRONOUN = /(?<![\p{L}\p{N}])(?:Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)(?![\p{L}\p{N}])/gu;
/**
 * What may stand before the first word of a sentence on its line: the line's start, a list
 * marker, a table cell's bar, a bold label ("**Hinweis:** "), the end of a sentence or a colon,
 * and an opening quote or emphasis.
 */
const SENTENCE_START = /(?:^\s*(?:[-*+]\s+|\d+\.\s+|#+\s+)?|[.!?:](?:\*\*)?\s+|\|\s*)(?:\*\*|_|„)?$/u;
/** Phrases that address the reader even at the start of a sentence, where "Sie" could mean "they". */
const FORMAL_AT_START = /^(?:Ihnen|Sie (?:können|müssen|sollten|brauchen|finden|erhalten|möchten|wollen)\b)/u;

/**
 * The first formal address to the reader in a text, with a little context, or null. Inside
 * a sentence a capitalised "Sie", "Ihnen" or "Ihr…" is always the formal "you" ("Klicken
 * Sie", "wenn Sie", "Ihre Daten"); at the start of a sentence "Sie" and "Ihr…" may mean
 * "they" and "their", so there only the phrases of FORMAL_AT_START count.
 */
function formalAddress(text: string): string | null {
  for (const match of text.matchAll(FORMAL_PRONOUN)) {
    const start = match.index;
    const lineStart = text.lastIndexOf("\n", start - 1) + 1;
    const before = text.slice(lineStart, start);
    const after = text.slice(start);
    if (!SENTENCE_START.test(before) || FORMAL_AT_START.test(after))
      return text.slice(Math.max(lineStart, start - 30), start + 30).replace(/\n.*$/s, "");
  }
  return null;
}

describe("German copy", () => {
  const texts = germanTexts();

  test("the texts under test include every kind of source", () => {
    expect(texts.length).toBeGreaterThan(350);
    expect(texts.some(([source]) => source.startsWith("pages/de/terms.md"))).toBe(true);
    expect(texts.some(([source]) => source.startsWith("courses/bitcoin-risk-heat-map.ts settings"))).toBe(true);
  });

  test("every German lesson file is one of the texts, front matter included", () => {
    expect(GERMAN_LESSONS.length).toBeGreaterThanOrEqual(30);
    expect(GERMAN_LESSONS).toContain("lessons/de/sentiment-trader/okx-exchange.md");
    for (const file of GERMAN_LESSONS) {
      const text = texts.find(([source]) => source === file)?.[1];
      expect(text, file).toMatch(/^---\ntitle: .+\ndescription: .+\n(updated: .+\n)?---\n/);
    }
  });

  test("the glossary names at least the agreed terms", () => {
    const variants = forbiddenVariants().map(({ variant }) => variant);
    for (const variant of [
      "Signalgenauigkeit",
      "Risikowarnung",
      "Alerts",
      "Live-Test",
      "Verlust-Trades",
      "1,2x",
      "Chart-Plattform",
      "Verkaufsbereich",
      "Überweisung",
      "keine Garantie für zukünftige Ergebnisse",
      "Tarifwechsel",
      "Zum Haftungsausschluss",
      "Videotraining",
      "Trainingskurse",
      "Abrechnungsperiode",
      "Profit-Scout-Long/Short-Strategie",
      "Ressourcen",
      "Gratis-Zugang",
      "Neues Passwort wählen",
      "„E-Mail“",
      "rückgetestete",
    ])
      expect(variants).toContain(variant);
  });

  test("the footer and the risk note name the disclaimer page by the same term", () => {
    expect(de["footer.disclaimer"]).toBe("Risikohinweis");
    expect(de["risk.link"]).toContain("Risikohinweis");
  });

  test("a variant is found inside a compound but not inside a longer word", () => {
    expect(wordPattern("Alerts").test("Echtzeit-Alerts im Chat")).toBe(true);
    expect(wordPattern("Live-Test").test("der Live-Tester")).toBe(false);
    expect(wordPattern("Profit Scout-").test("Bitcoin Profit Scout-Indikator")).toBe(true);
  });

  test("no German text uses a variant the glossary rules out", () => {
    const found = texts.flatMap(([source, text]) =>
      forbiddenVariants()
        .filter(({ variant }) => wordPattern(variant).test(text))
        .map(({ variant, concept }) => `${source}: "${variant}" – write "${concept}"`),
    );
    expect(found).toEqual([]);
  });

  /** Places where a line must not break, written with an ordinary space or hyphen. */
  /** A unit or a counted thing that stays on the line of its number ("87 %", "1 Jahr", "12 Lektionen"). */
  const UNIT =
    "(?:%|€|USD|EUR|BTC|Min\\.|Std\\.|Minuten?|Stunden?|Tag(?:e|en)?|Wochen?|Monat(?:e|en)?|Jahr(?:e|en)?|Zeichen|Lektionen?|Videos?)(?![\\p{L}])";
  const BREAKABLE: [name: string, pattern: RegExp][] = [
    ["number and unit (87 %, 40.000 USD, 8 Min., 1 Jahr, 1 Minute)", new RegExp(`\\d[ ]${UNIT}`, "u")],
    ["number placeholder and unit ({minutes} Min., {count} Lektionen)", new RegExp(`\\}[ ]${UNIT}`, "u")],
    ["paragraph sign (§ 5)", /§§?[ ]\d/],
    ["section of the terms or the privacy policy (Ziffer 1.4, Ziffern 9 oder 11)", /(?<![\p{L}])Ziffern?[ ]\d/u],
    [
      "legal reference (Art. 6 Abs. 1 lit. f, Nr. 9)",
      /(?<![\p{L}])(?:Art|Abs|Nr)\.[ ]\d|(?<![\p{L}])lit\.[ ][a-z](?![\p{L}])/u,
    ],
    ["abbreviation (z. B., d. h., u. a.)", /(?<![\p{L}])(?:z\.[ ]B|d\.[ ]h|u\.[ ]a|o\.[ ]Ä)\./u],
    ["multiple (1,2-fach)", /\d,\d+-fach/],
    ["three dots instead of an ellipsis", /\.\.\./],
  ];

  test("the line-break checks catch what they name", () => {
    const caught = (text: string) => BREAKABLE.some(([, pattern]) => pattern.test(text));
    for (const breakable of [
      "87 %",
      "40.000 USD",
      "8 Min.",
      "1 Jahr",
      "1 Minute",
      "3 Monate",
      "{minutes} Min.",
      "{count} Lektionen",
      "{done} von {total} Lektionen",
      "siehe Ziffer 1.4",
      "(Ziffer 10)",
      "die Ziffern 9 oder 11",
      "§ 5",
      "Art. 6 Abs. 1 lit. f",
      "z. B.",
    ])
      expect(caught(breakable), breakable).toBe(true);
    for (const fine of [
      "87\u00a0%",
      "1\u00a0Jahr",
      "{count}\u00a0Lektionen",
      "(Ziffer\u00a010)",
      "{count} Tags",
      "Jahresziffer 2",
    ])
      expect(caught(fine), fine).toBe(false);
  });

  test.each(BREAKABLE)("no German text lets a line break inside a %s", (_name, pattern) => {
    const found = texts
      .filter(([, text]) => pattern.test(text))
      .map(([source, text]) => `${source}: …${pattern.exec(text)?.[0]}…`);
    expect(found).toEqual([]);
  });

  /**
   * The prose of a text: without code spans, link addresses and the quotes YAML puts around
   * a front matter value, which are syntax rather than typography.
   */
  const prose = (text: string) =>
    text
      .replace(/`[^`]*`/g, "")
      .replace(/\]\([^)]*\)/g, "]")
      .replace(/^(\w+): "(.*)"$/gm, "$1: $2");

  /** English punctuation where German has its own. */
  const ENGLISH_PUNCTUATION: [name: string, pattern: RegExp][] = [
    ["straight quotes instead of „…“", /"/],
    ["a hyphen between spaces instead of a dash (–)", /\S - \S/],
  ];

  test.each(ENGLISH_PUNCTUATION)("no German text uses %s", (_name, pattern) => {
    const found = texts
      .filter(([, text]) => pattern.test(prose(text)))
      .map(([source, text]) => `${source}: …${/.{0,20}$/.exec(prose(text).split(pattern)[0] ?? "")?.[0]}…`);
    expect(found).toEqual([]);
  });

  /**
   * The indicator settings the charting platform shows only in English, as the first column
   * of the Altcoin Profit Scout's settings table names them ("Dominance Period (Dominanzperiode)").
   */
  const SETTING_NAMES = readFileSync(
    `${ROOT}app/content/lessons/de/altcoin-profit-scout/signals-and-settings.md`,
    "utf8",
  )
    .split("\n")
    .filter((line) => /^\|\s*[A-Z][a-z]+ [A-Z]/.test(line))
    .map((line) => (line.split("|")[1] ?? "").replace(/\(.*\)/, "").trim());

  test("the settings table names the indicator's settings", () => {
    expect(SETTING_NAMES).toEqual(["Dominance Period", "Max Divergence", "Min Divergence", "Sell Area Length"]);
  });

  test("outside a table, a German text puts a setting's name in „…“", () => {
    const found = texts.flatMap(([source, text]) => {
      const lines = prose(text)
        .split("\n")
        .filter((line) => !line.trimStart().startsWith("|"));
      return SETTING_NAMES.flatMap((name) =>
        lines
          .filter((line) => new RegExp(`(?<!„)${escape(name)}|${escape(name)}(?!“)`).test(line))
          .map((line) => `${source}: ${name} in „${line.slice(0, 60)}…“`),
      );
    });
    expect(found).toEqual([]);
  });

  test('the formal-address check finds the reader\'s "Sie" but not "Sie" meaning they', () => {
    for (const formal of [
      "Klicken Sie auf Speichern.",
      "Wenn Sie handeln, prüfen Sie das Konto.",
      "Sie können jederzeit kündigen.",
      "- Sie müssen nichts tun.",
      "Wir senden Ihnen eine E-Mail.",
      "Prüfe Ihre Einstellungen.",
      "Hier finden Sie Ihr Konto.",
      "**Hinweis:** Ihnen entstehen keine Kosten.",
    ])
      expect(formalAddress(formal), formal).not.toBeNull();
    for (const they of [
      "Altcoins sind Kryptowährungen. Sie bewegen sich anders als Bitcoin.",
      "Kein Hebel bei Altcoins: Ihre Schwankungen sind groß genug.",
      "- **Signale:** Sie erscheinen auf der Tageskerze.",
      "| Sie dauerten Wochen |",
      "Wir kaufen sie, wenn sie fallen, und verkaufen ihre Gewinne.",
    ])
      expect(formalAddress(they), they).toBeNull();
  });

  test("every German text but the legal pages addresses the reader with du", () => {
    const found = texts
      .filter(([source]) => !LEGAL_PAGES.includes(source))
      .flatMap(([source, text]) => {
        const match = formalAddress(text);
        return match ? [`${source}: …${match}…`] : [];
      });
    expect(found).toEqual([]);
  });

  test("German percentages and prices keep the number and its sign together", () => {
    expect(formatPercent(24, "de")).toBe("24\u00a0%");
    expect(formatPercent(24, "en")).toBe("24%");
    expect(formatEuro(2724, "de")).toBe("2.724\u00a0€");
  });
});

describe("lesson resources", () => {
  /** Every resource of every lesson in both languages. */
  const resources = COURSES.flatMap((course) =>
    course.lessons.flatMap((lesson) =>
      "resources" in lesson && lesson.resources ? [...lesson.resources.en, ...lesson.resources.de] : [],
    ),
  );

  test("the charting platform's affiliate link is among the resources", () => {
    expect(resources.some((resource) => resource.url === CHARTING.affiliateUrl)).toBe(true);
  });

  test("an affiliate resource does not name itself an ad: the lesson page adds the label once", () => {
    const labelled = resources
      .filter((resource) => resource.url === CHARTING.affiliateUrl)
      .filter((resource) => /(?<![\p{L}])(?:ad|Ad|Anzeige|Werbung)(?![\p{L}])/u.test(resource.title))
      .map((resource) => resource.title);
    expect(labelled).toEqual([]);
  });
});
