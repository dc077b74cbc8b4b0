import { describe, expect, test } from "vitest";
import {
  formatCount,
  formatEuro,
  formatHours,
  formatList,
  formatLongDate,
  formatLongMonth,
  formatMonth,
  formatPercent,
} from "./format";

const LANGUAGES = ["en", "de"] as const;
const LOCALES = { en: "en-GB", de: "de-DE" } as const;

describe("formatting", () => {
  test("dates read naturally in each language", () => {
    expect(formatLongDate("2025-10-25", "en")).toBe("25 October 2025");
    expect(formatLongDate("2025-10-25", "de")).toBe("25. Oktober 2025");
    expect(formatLongMonth(2021, 3, "en")).toBe("March 2021");
    expect(formatLongMonth(2021, 3, "de")).toBe("März 2021");
    expect(formatMonth("2021-09", "en")).toBe("Sept 2021");
    expect(formatMonth("2021-11", "de")).toBe("Nov. 2021");
  });

  test("lists join their last item with the language's 'and'", () => {
    expect(formatList(["A", "B", "C"], "en")).toBe("A, B and C");
    expect(formatList(["A", "B", "C"], "de")).toBe("A, B und C");
    expect(formatList(["A", "B"], "de")).toBe("A und B");
    expect(formatList(["A"], "en")).toBe("A");
  });

  test("euro amounts follow each language's convention", () => {
    expect(formatEuro(107, "en")).toBe("€107");
    expect(formatEuro(107, "de")).toBe("107\u00a0€");
    expect(formatEuro(2724, "en")).toBe("€2,724");
    expect(formatEuro(2724, "de")).toBe("2.724\u00a0€");
  });

  test("counts group their digits as Intl does", () => {
    for (const language of LANGUAGES)
      for (const count of [0, 7, 999, 1048, 100000, 1234567])
        expect(formatCount(count, language)).toBe(new Intl.NumberFormat(LOCALES[language]).format(count));
  });

  test("percentages and hours", () => {
    expect(formatPercent(24, "en")).toBe("24%");
    expect(formatPercent(24, "de")).toBe("24\u00a0%");
    expect(formatHours(9000, "en")).toBe("2.5");
    expect(formatHours(9000, "de")).toBe("2,5");
    expect(formatHours(0, "de")).toBe("0,0");
  });
});

// The formatters write out what Intl writes, without loading its locale data in the browser.
describe("the same text as Intl", () => {
  const months = Array.from({ length: 12 }, (_, index) => index + 1);

  test.each(LANGUAGES)("dates and months (%s)", (language) => {
    for (const month of months) {
      for (const day of [1, 9, 10, 28]) {
        const iso = `2026-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
        const intl = new Intl.DateTimeFormat(LOCALES[language], {
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        }).format(new Date(`${iso}T00:00:00Z`));
        expect(formatLongDate(iso, language)).toBe(intl);
      }
      const first = new Date(Date.UTC(2021, month - 1, 1));
      const options = { year: "numeric", timeZone: "UTC" } as const;
      expect(formatLongMonth(2021, month, language)).toBe(
        new Intl.DateTimeFormat(LOCALES[language], { ...options, month: "long" }).format(first),
      );
      expect(formatMonth(`2021-${String(month).padStart(2, "0")}`, language)).toBe(
        new Intl.DateTimeFormat(LOCALES[language], { ...options, month: "short" }).format(first),
      );
    }
  });

  test.each(LANGUAGES)("numbers (%s)", (language) => {
    const euro = new Intl.NumberFormat(LOCALES[language], {
      style: "currency",
      currency: "EUR",
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    const percent = new Intl.NumberFormat(LOCALES[language], { style: "percent", maximumFractionDigits: 0 });
    const tenths = new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const amount of [0, 5, 49, 107, 999, 1000, 2724, 12_345, 1_234_567, 49.5, 107.49]) {
      expect(formatEuro(amount, language)).toBe(euro.format(amount));
    }
    for (const value of [0, 1, 24, 50, 99, 100, 1000]) {
      expect(formatPercent(value, language)).toBe(percent.format(value / 100));
    }
    for (let seconds = 0; seconds < 200_000; seconds += 11) {
      expect(formatHours(seconds, language)).toBe(tenths.format(seconds / 3600));
    }
    expect(formatList(["A", "B", "C"], language)).toBe(
      new Intl.ListFormat(LOCALES[language], { type: "conjunction" }).format(["A", "B", "C"]),
    );
  });
});
