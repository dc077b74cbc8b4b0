import { describe, expect, test } from "vitest";
import { selectFaqItems } from "./faq";
import { isPlaceholderVideoId, PLACEHOLDER_MARK } from "@shared/site.config";
import { selectTestimonials, TESTIMONIALS } from "@shared/testimonials";

describe("FAQ selection", () => {
  test("shows only the items complete in both languages: ids 1, 3, 4, 5, 6, 7, 8, 10", () => {
    expect(selectFaqItems("en").map((item) => item.id)).toEqual([1, 3, 4, 5, 6, 7, 8, 10]);
    expect(selectFaqItems("de").map((item) => item.id)).toEqual([1, 3, 4, 5, 6, 7, 8, 10]);
  });

  test("an item missing one translation of its question or answer is left out", () => {
    const source = [
      { id: 1, question: { en: "Q", de: "F" }, answer: { en: "A", de: "A" } },
      { id: 2, question: { en: "Q", de: "F" }, answer: { en: "A" } },
      { id: 3, question: { en: "Q" }, answer: { en: "A", de: "A" } },
    ];
    expect(selectFaqItems("de", source)).toEqual([{ id: 1, question: "F", answer: "A" }]);
  });

  test("gives each item in the visitor's language", () => {
    expect(selectFaqItems("de")[0]?.question).toBe("Was ist Profit Scout?");
    expect(selectFaqItems("en")[0]?.question).toBe("What is Profit Scout?");
  });
});

describe("testimonial selection", () => {
  test("each language shows its own videos: 7 German and 5 English slots until the owner enters real ones", () => {
    expect(selectTestimonials("de")).toHaveLength(TESTIMONIALS.de.length);
    expect(selectTestimonials("en")).toHaveLength(TESTIMONIALS.en.length);
    const germanIds = new Set(TESTIMONIALS.de.map((video) => video.id));
    expect(selectTestimonials("en").some((video) => germanIds.has(video.id))).toBe(false);
  });

  test("landscape videos come before portrait ones", () => {
    const orientations = selectTestimonials("de").map((video) => video.isHorizontal);
    expect(orientations).toEqual([...orientations].sort((a, b) => Number(b) - Number(a)));
  });

  test("every video has an id, a numeric video id and a title", () => {
    for (const video of [...TESTIMONIALS.en, ...TESTIMONIALS.de]) {
      expect(video.videoId).toMatch(/^\d+$/);
      expect(video.title.length).toBeGreaterThan(5);
    }
  });

  test("a slot the owner has not filled says so in its title and keeps a stand-in video id", () => {
    for (const video of [...TESTIMONIALS.en, ...TESTIMONIALS.de]) {
      expect(video.title.startsWith(PLACEHOLDER_MARK)).toBe(isPlaceholderVideoId(video.videoId));
    }
  });
});
