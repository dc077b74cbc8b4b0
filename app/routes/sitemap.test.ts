import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { PATHS, pageUrl } from "@shared/paths";
import { SITEMAP_PAGE_PATHS } from "@shared/public-pages";
import { COURSES, listLessons } from "~/content/courses";
import { loader } from "./sitemap";

describe("the sitemap", () => {
  test("lists every public page, course and lesson once per language, each with its twin", async () => {
    const xml = await loader().text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const pages = [
      ...SITEMAP_PAGE_PATHS,
      ...COURSES.flatMap((course) => [
        PATHS.course(course.slug),
        ...listLessons(course.slug).map((lesson) => PATHS.lesson(course.slug, lesson.slug)),
      ]),
    ];
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toHaveLength(pages.length * 2);
    for (const page of pages) {
      expect(locs).toContain(pageUrl(page, "en"));
      expect(locs).toContain(pageUrl(page, "de"));
    }
    // A lesson of each course, in German, names its English twin.
    const lesson = PATHS.lesson("bitcoin-profit-scout", "about-marco");
    expect(xml).toContain(`hreflang="en" href="${pageUrl(lesson, "en")}"`);
    expect(locs).toContain(pageUrl(lesson, "de"));
  });

  test("names the day each page last changed, from its content", async () => {
    const xml = await loader().text();
    const entries = [...xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)];
    expect(entries).toHaveLength([...xml.matchAll(/<url>/g)].length);
    for (const [, , day] of entries) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const lastmod = (url: string) => entries.find(([, loc]) => loc === url)?.[2];
    // A Markdown page and a lesson: the day in their front matter, per language.
    const terms = readFileSync("app/content/pages/de/terms.md", "utf8");
    expect(lastmod(pageUrl(PATHS.terms, "de"))).toBe(/^updated: (\S+)$/m.exec(terms)?.[1]);
    const [lesson] = listLessons("sentiment-trader");
    expect(lastmod(pageUrl(PATHS.lesson("sentiment-trader", lesson?.slug ?? ""), "en"))).toBe(lesson?.updated.en);
    // A course page: the newest of its lessons.
    const newest = listLessons("sentiment-trader")
      .map((entry) => entry.updated.de)
      .sort()
      .at(-1);
    expect(lastmod(pageUrl(PATHS.course("sentiment-trader"), "de"))).toBe(newest);
  });

  test("leaves out the sign-in page", async () => {
    expect(await loader().text()).not.toContain(pageUrl(PATHS.login, "en"));
  });

  test("leaves out the search page, which is noindex", async () => {
    const sitemap = await loader().text();
    expect(sitemap).not.toContain(pageUrl(PATHS.search, "en"));
    expect(sitemap).not.toContain(pageUrl(PATHS.search, "de"));
  });
});
