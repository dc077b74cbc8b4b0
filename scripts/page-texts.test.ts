import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { computePageTexts, moduleClosure, PAGE_TEXTS_FILE } from "./page-texts";
import { messagesForPage } from "../app/i18n/dictionaries.server";
import { en } from "../app/i18n/en";
import { selectsText } from "../app/i18n/text-selector";

const computed = computePageTexts();

describe("the texts each page is sent", () => {
  test("app/i18n/page-texts.json is up to date with the code (npm run texts writes it)", () => {
    expect(JSON.parse(readFileSync(PAGE_TEXTS_FILE, "utf8"))).toEqual(computed);
  });

  test("every page of the route table has its texts, found in the modules it loads", () => {
    for (const pattern of ["/", "/algos", "/member/courses/:courseSlug/:lessonSlug", "/admin/contacts", "/*"]) {
      expect(computed.pages[pattern], pattern).toBeDefined();
    }
    // The header (root → site shell → header) and a template key on the home page (feature grid).
    expect(computed.shell).toContain("nav.algos");
    expect(computed.pages["/"]).toContain("features.*");
    expect(computed.pages["/algos"]).toContain("algos.*");
    // A lazily loaded module counts: the lightbox opens from the about page's gallery.
    expect(moduleClosure("app/routes/about.tsx").some((file) => file.endsWith("lightbox.tsx"))).toBe(true);
  });

  test("a page gets the frame's texts and its own, in its language, and no other page's", () => {
    const home = messagesForPage("en", "/");
    expect(home["nav.algos"]).toBe(en["nav.algos"]);
    expect(home["home.hero.title"]).toBe(en["home.hero.title"]);
    expect(home["algos.title"]).toBeUndefined();
    expect(home["admin.metaTitle"]).toBeUndefined();

    const algos = messagesForPage("de", "de/algos");
    expect(algos["algos.title"]).toBeDefined();
    expect(algos["algos.title"]).not.toBe(en["algos.title"]);
    expect(algos["home.hero.title"]).toBeUndefined();

    const lesson = messagesForPage("de", "de/member/courses/:courseSlug/:lessonSlug");
    expect(Object.keys(lesson).length).toBeLessThan(Object.keys(en).length / 4);
  });

  test("every text of the dictionary is one that some page can show", () => {
    const selectors = [...computed.shell, ...Object.values(computed.pages).flat()];
    const unused = Object.keys(en).filter((key) => !selectors.some((selector) => selectsText(selector, key)));
    expect(unused, "texts no page shows: remove them, or show them").toEqual([]);
  });

  test("a route the file does not know yet gets every text rather than none", () => {
    expect(Object.keys(messagesForPage("en", "no-such-route"))).toEqual(Object.keys(en));
  });
});
