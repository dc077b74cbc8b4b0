import { describe, expect, test } from "vitest";
import { PATHS, pageUrl, PUBLIC_PAGES } from "@shared/paths";
import { COURSES, listLessons } from "~/content/courses";
import { loader } from "./sitemap";

describe("the sitemap", () => {
  test("lists every public page, course and lesson once per language, each with its twin", async () => {
    const xml = await loader().text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const pages = [
      ...PUBLIC_PAGES,
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

  test("leaves out the sign-in page", async () => {
    expect(await loader().text()).not.toContain(pageUrl(PATHS.login, "en"));
  });
});
