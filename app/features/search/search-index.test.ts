import { describe, expect, test } from "vitest";
import { buildSearchIndex, search, type SearchDocument } from "./search-index.server";
import { searchSite } from "./site-search.server";
import { cutQuery, MAX_QUERY_LENGTH } from "./search-query";
import type { TextPiece } from "@shared/search";

const text = (pieces: TextPiece[]) => pieces.map((piece) => piece.text).join("");
const marked = (pieces: TextPiece[]) => pieces.filter((piece) => piece.marked).map((piece) => piece.text);

const doc = (href: string, title: string, body: string, description = ""): SearchDocument => ({
  href,
  title,
  where: ["Kurs"],
  description,
  text: body,
});

const GERMAN = buildSearchIndex(
  [
    doc("/de/a", "Risiko begrenzen", "Die Hebelwirkung vergrößert Gewinne und Verluste an der Börse."),
    doc("/de/b", "Die Börse verstehen", "Wie Kurse entstehen."),
    doc("/de/c", "Strategie", "Eine Strategie für Einsteiger, mit Café und Crème."),
    doc("/de/d", "Tagebuch", "Halte jede Position fest; die Börse vergisst nichts."),
  ],
  "de",
);

const ENGLISH = buildSearchIndex(
  [
    doc("/a", "Volatility", "Bitcoin trading needs patience and a plan."),
    doc("/b", "Risk", "Measure the volatility of each position before you open it."),
    doc("/c", "Résumé of the signals", "What each signal means."),
  ],
  "en",
);

describe("the search index in German", () => {
  test("a word typed again, in any case, finds what it finds once, in the same order", () => {
    expect(search(GERMAN, "Börse börse BÖRSE Börse")).toEqual(search(GERMAN, "Börse"));
  });

  test("a word finds its compounds and stemmed forms: 'Hebel' finds 'Hebelwirkung'", () => {
    const [hit] = search(GERMAN, "Hebel");
    expect(hit?.href).toBe("/de/a");
    expect(marked(hit?.snippet ?? [])).toEqual(["Hebelwirkung"]);
  });

  test("umlauts fold to their spelled-out forms on both sides: 'Boerse' finds 'Börse', 'BÖRSE' too", () => {
    for (const query of ["Boerse", "BÖRSE", "börse"]) {
      expect(search(GERMAN, query).map((hit) => hit.href)).toEqual(expect.arrayContaining(["/de/a", "/de/b", "/de/d"]));
    }
  });

  test("other accents are stripped: 'Cafe' finds 'Café', 'creme' finds 'Crème'", () => {
    expect(search(GERMAN, "Cafe").map((hit) => hit.href)).toEqual(["/de/c"]);
    expect(search(GERMAN, "creme").map((hit) => hit.href)).toEqual(["/de/c"]);
  });

  test("one typo is forgiven in a word of five letters or more, two are not", () => {
    expect(search(GERMAN, "Stratgie").map((hit) => hit.href)).toEqual(["/de/c"]);
    expect(search(GERMAN, "Strtgie")).toEqual([]);
  });

  test("a word under five letters must be spelt right", () => {
    expect(search(GERMAN, "Kurse").map((hit) => hit.href)).toEqual(["/de/b"]);
    expect(search(GERMAN, "Kuse")).toEqual([]);
  });

  test("a title match ranks above a match in the body", () => {
    expect(search(GERMAN, "Börse")[0]?.href).toBe("/de/b");
  });

  test("every word of the query must match", () => {
    expect(search(GERMAN, "Börse Tagebuch").map((hit) => hit.href)).toEqual(["/de/d"]);
  });

  test("the title's matched words are marked and the snippet keeps the words as written", () => {
    const [hit] = search(GERMAN, "boerse verstehen");
    expect(marked(hit?.title ?? [])).toEqual(["Börse", "verstehen"]);
    expect(text(hit?.title ?? [])).toBe("Die Börse verstehen");
  });
});

describe("the search index in English", () => {
  test("'trades' finds 'trading' by its stem", () => {
    const [hit] = search(ENGLISH, "trades");
    expect(hit?.href).toBe("/a");
    expect(marked(hit?.snippet ?? [])).toEqual(["trading"]);
  });

  test("one typo is forgiven in a word of five letters or more", () => {
    expect(search(ENGLISH, "volatilty").map((hit) => hit.href)).toEqual(["/a", "/b"]);
    expect(search(ENGLISH, "sgnal").map((hit) => hit.href)).toEqual(["/c"]);
    expect(search(ENGLISH, "rsk")).toEqual([]);
  });

  test("a title match ranks above a match in the body", () => {
    expect(search(ENGLISH, "volatility").map((hit) => hit.href)).toEqual(["/a", "/b"]);
  });

  test("case and accents do not matter: 'RESUME' finds 'Résumé'", () => {
    expect(search(ENGLISH, "RESUME").map((hit) => hit.href)).toEqual(["/c"]);
  });
});

describe("the query", () => {
  test(`is cut to ${MAX_QUERY_LENGTH} characters, not refused`, () => {
    const long = "volatility ".repeat(30);
    expect(Array.from(cutQuery(long)).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    // Characters, not bytes or UTF-16 units; a word the cut goes through is left out.
    expect(cutQuery(`${"ä".repeat(MAX_QUERY_LENGTH - 1)} ${"b".repeat(50)}`)).toBe("ä".repeat(MAX_QUERY_LENGTH - 1));
    expect(cutQuery(`${"ä ".repeat(150)}`)).toBe(`${"ä ".repeat(MAX_QUERY_LENGTH / 2)}`.trim());
    expect(search(ENGLISH, long).map((hit) => hit.href)).toEqual(["/a", "/b"]);
    // A word that starts after the cut does not count.
    expect(search(ENGLISH, `${"x".repeat(MAX_QUERY_LENGTH)} volatility`)).toEqual([]);
  });

  test("an empty query or one of punctuation only finds nothing", () => {
    expect(search(ENGLISH, "")).toEqual([]);
    expect(search(ENGLISH, "  ?! ")).toEqual([]);
  });

  test("a snippet shows text around the first match, cut at words", () => {
    const long = buildSearchIndex([doc("/x", "Notes", `${"alpha ".repeat(40)}target ${"omega ".repeat(60)}`)], "en");
    const snippet = search(long, "target")[0]?.snippet ?? [];
    expect(text(snippet).startsWith("… alpha")).toBe(true);
    expect(text(snippet).endsWith("omega …")).toBe(true);
    expect(marked(snippet)).toEqual(["target"]);
    expect(text(snippet).length).toBeLessThan(220);
  });
});

describe("the site's content", () => {
  test("a German lesson is found by a stemmed form and by a typo", () => {
    const lesson = "/de/member/courses/bitcoin-profit-scout/trading-strategy";
    expect(searchSite("Tagebuchs", "de").map((hit) => hit.href)).toContain(lesson);
    expect(searchSite("Tagebcuh", "de").map((hit) => hit.href)).not.toContain(lesson);
    expect(searchSite("Tagbuch", "de").map((hit) => hit.href)).toContain(lesson);
  });

  test("an English lesson is found with its course named", () => {
    const [hit] = searchSite("trading investing", "en");
    expect(hit?.href).toBe("/member/courses/bitcoin-profit-scout/trading-vs-investing");
    expect(hit?.where).toEqual(["Bitcoin Profit Scout"]);
  });

  test("FAQ answers are found in the visitor's language", () => {
    expect(searchSite("credit card", "en").some((hit) => hit.href === "/faq")).toBe(true);
    expect(searchSite("Kreditkarte", "de").some((hit) => hit.href === "/de/faq")).toBe(true);
    expect(searchSite("Kreditkarte", "en").some((hit) => hit.href === "/faq")).toBe(false);
  });

  test("a section of a long page links to its heading", () => {
    expect(searchSite("Widerrufsbelehrung", "de")[0]?.href).toBe("/de/terms#widerrufsbelehrung");
  });

  test("the marketing pages are found by their own texts, in the visitor's language", () => {
    const hrefs = (query: string, language: "en" | "de") => searchSite(query, language).map((hit) => hit.href);
    expect(hrefs("mission", "en")).toContain("/about");
    expect(hrefs("Mission", "de")).toContain("/de/about");
    expect(hrefs("yearly plans billed", "en")).toContain("/pricing");
    const [pricing] = searchSite("Pro plans", "en").filter((hit) => hit.href === "/pricing");
    expect(pricing?.where).toEqual(["Pricing: Basic and Pro plans"]);
  });
});
