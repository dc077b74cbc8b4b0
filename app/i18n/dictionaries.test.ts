import { describe, expect, test } from "vitest";
import { de } from "./de";
import { DICTIONARIES } from "./dictionaries.server";
import { en } from "./en";
import { translate } from "./translate";

describe("dictionaries", () => {
  test("English and German have exactly the same keys", () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  test.each(Object.entries(DICTIONARIES))("no %s text is empty", (_language, messages) => {
    const empty = Object.entries(messages).filter(([, text]) => text.trim() === "");
    expect(empty).toEqual([]);
  });

  test("placeholders are the same in both languages", () => {
    // A language may use a placeholder twice; what matters is that both use the same names.
    const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
    const differing = Object.keys(en).filter(
      (key) =>
        JSON.stringify(placeholders(en[key as keyof typeof en])) !==
        JSON.stringify(placeholders(de[key as keyof typeof de])),
    );
    expect(differing).toEqual([]);
  });

  test("a missing text shows its key", () => {
    expect(translate({}, "nav.faq")).toBe("nav.faq");
  });

  test("placeholders are filled in", () => {
    expect(translate(en, "footer.copyright", { year: 2026 })).toBe("© 2026 Profit Scout. All rights reserved.");
  });
});
