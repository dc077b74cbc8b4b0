import { describe, expect, test } from "vitest";
import { documentTitle, MAX_TITLE_LENGTH } from "./meta";

describe("documentTitle", () => {
  test("adds the site's name after a bar", () => {
    expect(documentTitle(["Pricing"], "Profit Scout")).toBe("Pricing | Profit Scout");
  });

  test("names the brand once when the page's title names it already, also in a compound", () => {
    expect(documentTitle(["Bitcoin Profit Scout"], "Profit Scout")).toBe("Bitcoin Profit Scout");
    expect(documentTitle(["Lerne die Profit-Scout-Tools kennen"], "Profit Scout")).toBe(
      "Lerne die Profit-Scout-Tools kennen",
    );
  });

  test("joins a lesson and its course, and leaves the course out when the title would be too long", () => {
    expect(documentTitle(["Signal Types", "Sentiment Trader"], "Profit Scout")).toBe(
      "Signal Types – Sentiment Trader | Profit Scout",
    );
    const long = documentTitle(["Hinweise zu Börsen und Handelspaaren", "Sentiment Trader"], "Profit Scout");
    expect(long).toBe("Hinweise zu Börsen und Handelspaaren | Profit Scout");
    expect(long.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
  });

  test("keeps the page's own title when nothing shorter is left", () => {
    const title = "A lesson title that is far too long for any search result to show it whole";
    expect(documentTitle([title, "Course"], "Profit Scout")).toBe(`${title} | Profit Scout`);
  });
});
