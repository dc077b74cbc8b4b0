import { COMPANY, DATA_PROTECTION, SITE } from "@shared/site.config";
import { describe, expect, test } from "vitest";
import { LANGUAGES } from "@shared/language";
import { BROWSER_STORAGE_NAMES } from "@shared/storage-keys";
import { CONTENT_PAGES, readSource, renderContentPage } from "./content-pages.server";

describe("content pages", () => {
  test.each(CONTENT_PAGES.flatMap((page) => LANGUAGES.map((language) => [page, language] as const)))(
    "%s exists in %s with a title, a description and sections",
    (page, language) => {
      expect(readSource(page, language), `app/content/pages/${language}/${page}.md`).toBeDefined();
      const rendered = renderContentPage(page, language);
      expect(rendered.title.length).toBeGreaterThan(2);
      expect(rendered.description.length).toBeGreaterThan(20);
      expect(rendered.html).toContain("<h2");
    },
  );

  test.each(LANGUAGES)("the footer's date of the terms is the day the %s terms last changed", (language) => {
    expect(renderContentPage("terms", language).updated).toBe(SITE.termsLastUpdated);
  });

  test.each(CONTENT_PAGES)("%s has as many sections in German as in English", (page) => {
    expect(renderContentPage(page, "de").toc.length).toBe(renderContentPage(page, "en").toc.length);
  });

  test.each(LANGUAGES)("the terms (%s) have the 12 numbered sections in order", (language) => {
    const numbers = renderContentPage("terms", language).toc.map((entry) => Number(/^(\d+)\./.exec(entry.text)?.[1]));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  test("the terms carry the figures of docs/product-rules.md", () => {
    const english = renderContentPage("terms", "en").html;
    expect(english).toMatch(/14 days/);
    expect(english).toMatch(/30 days/);
    expect(english).toMatch(/Hong Kong/);
    expect(english).toMatch(/27 November 2026/);
    expect(english).toContain('href="/cancel"');
    for (const word of ["Basic", "Pro", "monthly", "annual", "PayPal", "Bitcoin", "direct debit", "Stripe"]) {
      expect(english, word).toContain(word);
    }
    const german = renderContentPage("terms", "de").html;
    expect(german).toMatch(/14\u00a0Tage/);
    expect(german).toMatch(/30\u00a0Tage/);
    expect(german).toMatch(/Hongkong|Hong Kong/);
    expect(german).toMatch(/27\. November 2026/);
  });

  test.each(LANGUAGES)(
    "the terms (%s) name the company as contract partner and the specification's packages and terms",
    (language) => {
      const html = renderContentPage("terms", language).html;
      expect(html).not.toMatch(/reseller|Wiederverkäufer/i);
      for (const word of ["Basic", "Pro", "Ultimate", "VIP"]) expect(html, word).toContain(word);
      for (const word of language === "de"
        ? ["monatlich", "vierteljährlich", "halbjährlich", "jährlich"]
        : ["monthly", "quarterly", "semi-annual", "annual"])
        expect(html, word).toContain(word);
      // Cancelling in text form, by e-mail, with a confirmation of receipt.
      expect(html).toContain(`href="mailto:${COMPANY.email}"`);
      expect(html).toContain(language === "de" ? "§\u00a0309 Nr.\u00a09 BGB" : "section 309 no. 9 BGB");
    },
  );

  test.each(LANGUAGES)("the withdrawal rules (%s) do not end with access being unlocked", (language) => {
    const html = renderContentPage("terms", language).html;
    expect(html).not.toMatch(/insbesondere der Fall, sobald|in particular as soon as/);
    expect(html).toContain(language === "de" ? "§\u00a0356 Abs.\u00a05 BGB" : "section 356 (5) BGB");
  });

  test.each(LANGUAGES)("the privacy policy (%s) names Stripe and the mail provider as processors", (language) => {
    const html = renderContentPage("privacy", language).html;
    expect(html).toContain("Stripe");
    expect(html).toMatch(/SMTP/);
    expect(html).toMatch(language === "de" ? /8\u00a0Jahre/ : /8 years/);
    expect(html).toMatch(language === "de" ? /10\u00a0Jahre/ : /10 years/);
  });

  test.each(LANGUAGES)("the imprint (%s) does not link the closed EU online dispute platform", (language) => {
    const html = renderContentPage("imprint", language).html;
    expect(html).not.toMatch(/ec\.europa\.eu\/consumers\/odr/i);
    expect(html).not.toMatch(/OS-Plattform|ODR platform|online dispute resolution platform/i);
    expect(html).toMatch(/VSBG/);
  });

  test.each(LANGUAGES)(
    "the privacy policy (%s) names the EU representative and the supervisory authority of the configuration",
    (language) => {
      const html = renderContentPage("privacy", language).html;
      expect(html).toMatch(language === "de" ? /Art\.\u00a027 DSGVO/ : /Article 27 GDPR/);
      const escapeHtml = (text: string) => text.replace(/&/g, "&amp;");
      for (const group of Object.values(DATA_PROTECTION))
        for (const value of Object.values(group)) expect(html).toContain(escapeHtml(value));
    },
  );

  test.each(LANGUAGES)("the privacy policy (%s) names every key the site stores in the browser", (language) => {
    const html = renderContentPage("privacy", language).html;
    for (const name of BROWSER_STORAGE_NAMES) {
      expect(html, name).toContain(`<code>${name}</code>`);
    }
  });

  test("internal links of German pages stay in German", () => {
    const html = renderContentPage("disclaimer", "de").html + renderContentPage("terms", "de").html;
    const internal = [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]);
    expect(internal.length).toBeGreaterThan(0);
    expect(internal.every((href) => href?.startsWith("/de"))).toBe(true);
  });
});
