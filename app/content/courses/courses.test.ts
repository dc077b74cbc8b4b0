import { describe, expect, test } from "vitest";
import { courseVideos } from "@shared/courses";
import { CHARTING, EXCHANGES, GUIDE_PDF_PATH, TRADING_BOT } from "@shared/site.config";
import { selectFaqItems } from "../faq";
import { de } from "~/i18n/de";
import { en } from "~/i18n/en";
import { COURSES, findCourse, findLesson, listLessons } from "./index";
import { lessonView } from "./views.server";
import { courseSchema, TEXT_ONLY, type Lesson } from "./schema";

const LANGUAGES = ["en", "de"] as const;

/**
 * Slug and minutes of every lesson, in order: the course outline the content must keep.
 */
const EXPECTED: Record<string, [string, number][]> = {
  "bitcoin-profit-scout": [
    ["about-marco", 8],
    ["member-area-support", 12],
    ["setup-indicator", 15],
    ["trading-vs-investing", 18],
    ["bitcoin-price-movements", 22],
    ["methods-of-analysis", 25],
    ["bitcoin-volatility", 20],
    ["cost-average-effect", 16],
    ["types-of-signals", 14],
    ["trading-strategy", 28],
    ["why-few-signals", 12],
    ["backtest-results", 18],
    ["update-profit-scout", 10],
    ["altcoin-dynamics", 12],
    ["how-we-trade-altcoins", 15],
    ["altcoin-profit-scout-2", 18],
    ["altcoin-index", 14],
    ["signals-and-settings", 16],
  ],
  "altcoin-profit-scout": [
    ["altcoin-dynamics", 12],
    ["how-we-trade-altcoins", 15],
    ["altcoin-profit-scout-2", 18],
    ["altcoin-index", 14],
    ["signals-and-settings", 16],
  ],
  "bitcoin-risk-heat-map": [
    ["settings", 10],
    ["strategy", 15],
  ],
  "sentiment-trader": [
    ["sentiment-trader-basics", 15],
    ["backtest-strategy-tool", 20],
    ["supported-exchanges", 5],
    ["start-auto-trading", 18],
    ["isolated-vs-cross-margin", 12],
    ["inverse-contracts", 14],
    ["exchange-trading-pairs-notes", 10],
    ["kraken-exchange", 8],
    ["bybit-exchange", 9],
    ["bitget-exchange", 8],
    ["okx-exchange", 8],
  ],
  "arbitrage-bot": [["coming-soon", 0]],
};

const SHARED_SLUGS = [
  "altcoin-dynamics",
  "how-we-trade-altcoins",
  "altcoin-profit-scout-2",
  "altcoin-index",
  "signals-and-settings",
];

/** Every lesson that has its own detail, with the course it belongs to. */
const OWN_LESSONS = COURSES.flatMap((course) =>
  course.lessons.flatMap((entry) => ("sharedFrom" in entry ? [] : [[`${course.slug}/${entry.slug}`, entry] as const])),
);

function lesson(courseSlug: string, lessonSlug: string): Lesson {
  const found = findLesson(courseSlug, lessonSlug);
  if (!found) throw new Error(`missing lesson ${courseSlug}/${lessonSlug}`);
  return found;
}

function words(html: string): number {
  return html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

describe("course catalogue", () => {
  test.each(COURSES.map((course) => [course.slug, course] as const))(
    "%s matches the course schema",
    (_slug, course) => {
      expect(courseSchema.safeParse(course).error).toBeUndefined();
    },
  );

  test("the five courses are listed in order with the ids 1 to 5", () => {
    expect(COURSES.map((course) => [course.id, course.slug])).toEqual([
      [1, "bitcoin-profit-scout"],
      [2, "altcoin-profit-scout"],
      [3, "bitcoin-risk-heat-map"],
      [4, "sentiment-trader"],
      [5, "arbitrage-bot"],
    ]);
  });

  test.each(Object.keys(EXPECTED))("%s lists exactly its lessons in order with their durations", (courseSlug) => {
    expect(listLessons(courseSlug).map((entry) => [entry.slug, entry.duration])).toEqual(EXPECTED[courseSlug]);
    expect(findCourse(courseSlug)?.lessons.map((entry) => entry.slug)).toEqual(
      EXPECTED[courseSlug]?.map(([slug]) => slug),
    );
  });

  test("every course has one module, its own image and a title and description in both languages", () => {
    for (const course of COURSES) {
      expect(course.modules).toBe(1);
      expect(course.image).toBe(`/images/courses/${course.slug}`);
      for (const language of LANGUAGES) {
        expect(course.title[language].trim(), `${course.slug} title ${language}`).not.toBe("");
        expect(course.description[language].trim(), `${course.slug} description ${language}`).not.toBe("");
      }
    }
  });

  test("lesson slugs are unique within each course", () => {
    for (const course of COURSES) {
      const slugs = course.lessons.map((entry) => entry.slug);
      expect(new Set(slugs).size, course.slug).toBe(slugs.length);
    }
  });
});

describe("lessons", () => {
  test.each(OWN_LESSONS)(
    "%s has a title, a description, notes and resources in both languages or in neither",
    (_key, entry) => {
      for (const language of LANGUAGES) {
        expect(entry.title[language].trim()).not.toBe("");
        expect(entry.description[language].trim()).not.toBe("");
      }
      expect(entry.notes === undefined || LANGUAGES.every((language) => entry.notes?.[language].trim())).toBe(true);
      if (entry.resources) {
        expect(entry.resources.en.length).toBeGreaterThan(0);
        expect(entry.resources.de.length).toBe(entry.resources.en.length);
      }
    },
  );

  test.each(OWN_LESSONS)("%s has a numeric video id or text-only in both languages", (_key, entry) => {
    for (const language of LANGUAGES) {
      expect(entry.videoId[language]).toMatch(new RegExp(`^(\\d+|${TEXT_ONLY})$`));
    }
  });

  test("video ids are distinct numbers", () => {
    const ids = OWN_LESSONS.flatMap(([, entry]) => LANGUAGES.map((language) => entry.videoId[language])).filter(
      (id) => id !== TEXT_ONLY,
    );
    for (const id of ids) expect(id).toMatch(/^\d+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("every resource has a title, a description, a url and the type link or download", () => {
    for (const [key, entry] of OWN_LESSONS) {
      for (const language of LANGUAGES) {
        for (const resource of entry.resources?.[language] ?? []) {
          expect(["link", "download"], key).toContain(resource.type);
          expect(resource.title.trim(), key).not.toBe("");
          expect(resource.description.trim(), key).not.toBe("");
          expect(resource.url, key).toMatch(/^(https:\/\/|\/)/);
        }
      }
    }
  });

  test.each(OWN_LESSONS)("%s has notes of 80 to 250 words in each language", (_key, entry) => {
    for (const language of LANGUAGES) {
      const count = words(entry.notes?.[language] ?? "");
      expect(count, language).toBeGreaterThanOrEqual(80);
      expect(count, language).toBeLessThanOrEqual(250);
    }
  });

  test("the lesson page marks exactly the charting platform's resources as advertising", () => {
    let affiliateResources = 0;
    for (const course of COURSES) {
      for (const entry of listLessons(course.slug)) {
        for (const language of LANGUAGES) {
          for (const resource of lessonView(course.slug, entry.slug, language)?.lesson.resources ?? []) {
            expect(resource.ad, `${course.slug}/${entry.slug} ${resource.url}`).toBe(
              resource.url === CHARTING.affiliateUrl,
            );
            if (resource.ad) affiliateResources += 1;
          }
        }
      }
    }
    expect(affiliateResources).toBeGreaterThan(0);
  });
});

describe("lookups", () => {
  test("the last five lessons of bitcoin-profit-scout open the altcoin-profit-scout lessons", () => {
    const course = findCourse("bitcoin-profit-scout");
    expect(course?.lessons.slice(-5)).toEqual(
      SHARED_SLUGS.map((slug) => ({ sharedFrom: "altcoin-profit-scout", slug })),
    );
    for (const slug of SHARED_SLUGS) {
      expect(findLesson("bitcoin-profit-scout", slug)).toBe(findLesson("altcoin-profit-scout", slug));
    }
  });

  test("unknown courses and lessons are not found", () => {
    expect(findCourse("no-such-course")).toBeUndefined();
    expect(findLesson("no-such-course", "about-marco")).toBeUndefined();
    expect(findLesson("bitcoin-profit-scout", "no-such-lesson")).toBeUndefined();
    expect(findLesson("altcoin-profit-scout", "about-marco")).toBeUndefined();
    expect(listLessons("no-such-course")).toEqual([]);
  });
});

describe("lesson content", () => {
  test("the setup lesson offers the quick-start guide as a download", () => {
    for (const language of LANGUAGES) {
      expect(lesson("bitcoin-profit-scout", "setup-indicator").resources?.[language]).toContainEqual(
        expect.objectContaining({ url: GUIDE_PDF_PATH, type: "download" }),
      );
    }
  });

  test("the sentiment-trader exchange guides give the bot's IP allow-list address from the site configuration", () => {
    for (const slug of ["start-auto-trading", "kraken-exchange", "bybit-exchange", "bitget-exchange", "okx-exchange"]) {
      for (const language of LANGUAGES) {
        expect(lesson("sentiment-trader", slug).notes?.[language], `${slug} ${language}`).toContain(
          TRADING_BOT.allowlistIp,
        );
      }
    }
  });

  test("every exchange lesson links the website of its exchange from the site configuration", () => {
    const guides: Record<string, string> = {
      binance: "start-auto-trading",
      kraken: "kraken-exchange",
      bybit: "bybit-exchange",
      bitget: "bitget-exchange",
      okx: "okx-exchange",
    };
    for (const exchange of EXCHANGES) {
      const guide = lesson("sentiment-trader", guides[exchange.id] ?? "");
      for (const language of LANGUAGES) {
        expect(guide.notes?.[language]).toContain(`href="${exchange.url}"`);
        expect(guide.resources?.[language].map((resource) => resource.url)).toContain(exchange.url);
        expect(lesson("sentiment-trader", "supported-exchanges").notes?.[language]).toContain(`href="${exchange.url}"`);
      }
    }
  });

  test("the contract table names every exchange of the site configuration in both languages", () => {
    for (const language of LANGUAGES) {
      const table = new DOMParser()
        .parseFromString(
          lesson("sentiment-trader", "exchange-trading-pairs-notes").notes?.[language] ?? "",
          "text/html",
        )
        .querySelector("tbody");
      expect([...(table?.querySelectorAll("tr") ?? [])].map((row) => row.cells[0]?.textContent)).toEqual(
        EXCHANGES.map((exchange) => exchange.name),
      );
    }
  });

  test("the arbitrage bot lesson is text-only", () => {
    expect(lesson("arbitrage-bot", "coming-soon").videoId).toEqual({ en: TEXT_ONLY, de: TEXT_ONLY });
  });

  test("the course's videos are counted from the lessons: each video once, text-only lessons not at all", () => {
    for (const language of LANGUAGES) {
      const minutes = new Map<string, number>();
      for (const course of COURSES)
        for (const entry of course.lessons)
          if (!("sharedFrom" in entry) && entry.videoId[language] !== TEXT_ONLY)
            minutes.set(`${course.slug}/${entry.slug}`, entry.duration);
      expect(courseVideos(language)).toEqual({
        count: minutes.size,
        shortestMinutes: Math.min(...minutes.values()),
        longestMinutes: Math.max(...minutes.values()),
      });
    }
    // Today: 13 Bitcoin Profit Scout, 5 Altcoin Profit Scout, 2 heat map and 11 Sentiment
    // Trader videos; the five altcoin lessons listed under Bitcoin Profit Scout are the same.
    expect(courseVideos("en")).toEqual({ count: 31, shortestMinutes: 5, longestMinutes: 28 });
  });

  test("the feature grid and the FAQ quote the counted videos in both languages", () => {
    const faq = (language: "en" | "de") => selectFaqItems(language).find((item) => item.id === 7)?.answer ?? "";
    expect(en["features.course.text"]).toMatch(/^31 videos of 5 to 28 minutes:/);
    expect(faq("en")).toContain("31 videos of 5 to 28 minutes.");
    expect(de["features.course.text"]).toMatch(/^31\u00a0Videos von 5 bis 28\u00a0Minuten Länge:/);
    expect(faq("de")).toContain("31\u00a0Videos von 5 bis 28\u00a0Minuten Länge.");
  });
});
