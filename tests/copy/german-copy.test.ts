import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { selectFaqItems } from "~/content/faq";
import { TESTIMONIALS } from "~/content/testimonials";
import { de } from "~/i18n/de";
import { formatEuro, formatPercent } from "~/i18n/format";
import { BILLING_OPTIONS, PLANS, type BillingOption, type PlanId, priceFor } from "~/content/pricing";
import { messagesFor } from "../../server/auth/messages";

/**
 * Every German text a visitor or a member can read: the dictionary, the content pages
 * (Markdown sources), the API's messages, the FAQ, the testimonial titles and the numbers
 * the code formats. The lesson notes join once they are Markdown files.
 */
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PAGES_DIR = `${ROOT}app/content/pages/de/`;

function germanTexts(): [source: string, text: string][] {
  const texts: [string, string][] = [];
  for (const [key, text] of Object.entries(de)) texts.push([`de.ts ${key}`, text]);
  for (const file of readdirSync(PAGES_DIR).filter((name) => name.endsWith(".md")))
    texts.push([`pages/de/${file}`, readFileSync(PAGES_DIR + file, "utf8")]);
  for (const [key, text] of Object.entries(messagesFor("de")))
    texts.push([`server messages ${key}`, typeof text === "function" ? text("email") : text]);
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

describe("German copy", () => {
  const texts = germanTexts();

  test("the texts under test include every kind of source", () => {
    expect(texts.length).toBeGreaterThan(350);
    expect(texts.some(([source]) => source.startsWith("pages/de/terms.md"))).toBe(true);
  });

  test("the glossary names at least the agreed terms", () => {
    const variants = forbiddenVariants().map(({ variant }) => variant);
    for (const variant of ["Signalgenauigkeit", "Risikowarnung", "Alerts", "Live-Test", "Verlust-Trades", "1,2x"])
      expect(variants).toContain(variant);
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
  const BREAKABLE: [name: string, pattern: RegExp][] = [
    [
      "number and unit (87 %, 40.000 USD, 8 Min.)",
      /\d[ ](?:%|€|USD|EUR|BTC|Min\.|Minuten|Tagen?|Monate?n?|Jahren?)(?![\p{L}])/u,
    ],
    ["placeholder and unit ({minutes} Min.)", /\}[ ](?:%|€|USD|Min\.)/],
    ["paragraph sign (§ 5)", /§§?[ ]\d/],
    [
      "legal reference (Art. 6 Abs. 1 lit. f, Nr. 9)",
      /(?<![\p{L}])(?:Art|Abs|Nr)\.[ ]\d|(?<![\p{L}])lit\.[ ][a-z](?![\p{L}])/u,
    ],
    ["abbreviation (z. B., d. h., u. a.)", /(?<![\p{L}])(?:z\.[ ]B|d\.[ ]h|u\.[ ]a|o\.[ ]Ä)\./u],
    ["multiple (1,2-fach)", /\d,\d+-fach/],
    ["three dots instead of an ellipsis", /\.\.\./],
  ];

  test.each(BREAKABLE)("no German text lets a line break inside a %s", (_name, pattern) => {
    const found = texts
      .filter(([, text]) => pattern.test(text))
      .map(([source, text]) => `${source}: …${pattern.exec(text)?.[0]}…`);
    expect(found).toEqual([]);
  });

  test("German percentages and prices keep the number and its sign together", () => {
    expect(formatPercent(24, "de")).toBe("24\u00a0%");
    expect(formatPercent(24, "en")).toBe("24%");
    expect(formatEuro(2724, "de")).toBe("2.724\u00a0€");
  });
});
