import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { de } from "~/i18n/de";
import { en } from "~/i18n/en";
import { LanguageProvider } from "~/i18n/language-provider";
import type { TestimonialVideo } from "@shared/testimonials";
import { TestimonialsSection } from "./testimonials-section";

// With videos the section is checked end to end (tests/e2e/marketing.spec.ts), where its player lives.
const renderIn = (language: "en" | "de", videos: TestimonialVideo[]) =>
  render(
    <LanguageProvider language={language} messages={language === "en" ? en : de}>
      <TestimonialsSection videos={videos} />
    </LanguageProvider>,
  );

describe("the testimonials section", () => {
  test.each([
    ["en", "Videos of our members follow here as soon as the first have agreed to be shown."],
    ["de", "Hier folgen Videos unserer Mitglieder, sobald die ersten zugestimmt haben, gezeigt zu werden."],
  ] as const)("without videos (%s) it says that member voices follow, and shows no empty list", (language, text) => {
    const { container } = renderIn(language, []);
    expect(screen.getByText(text)).toBeTruthy();
    expect(container.querySelectorAll("[data-testimonial-id]")).toHaveLength(0);
    expect(screen.queryByTestId("testimonials-portrait")).toBeNull();
  });
});
