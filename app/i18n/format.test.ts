import { describe, expect, test } from "vitest";
import { formatEuro, formatList, formatLongDate, formatLongMonth } from "./format";

describe("formatting", () => {
  test("dates read naturally in each language", () => {
    expect(formatLongDate("2025-10-25", "en")).toBe("25 October 2025");
    expect(formatLongDate("2025-10-25", "de")).toBe("25. Oktober 2025");
    expect(formatLongMonth(2021, 3, "en")).toBe("March 2021");
    expect(formatLongMonth(2021, 3, "de")).toBe("März 2021");
  });

  test("lists join their last item with the language's 'and'", () => {
    expect(formatList(["A", "B", "C"], "en")).toBe("A, B and C");
    expect(formatList(["A", "B", "C"], "de")).toBe("A, B und C");
  });

  test("euro amounts follow each language's convention", () => {
    expect(formatEuro(107, "en")).toBe("€107");
    expect(formatEuro(107, "de")).toBe("107\u00a0€");
    expect(formatEuro(2724, "en")).toBe("€2,724");
    expect(formatEuro(2724, "de")).toBe("2.724\u00a0€");
  });
});
