import { describe, expect, test } from "vitest";
import {
  languageFromBrowser,
  normalizeLanguage,
  preferredLanguageTag,
  resolveRequestLanguage,
  resolveStoredLanguage,
} from "./language";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("language resolution", () => {
  test.each(["en", "english", "en-us", "en-gb", "EN-GB"])("the stored value %s means English", (stored) => {
    expect(normalizeLanguage(stored)).toBe("en");
  });

  test.each(["de", "german", "de-de", "deutsch", "Deutsch"])("the stored value %s means German", (stored) => {
    expect(normalizeLanguage(stored)).toBe("de");
  });

  test.each(["fr", "", "dutch", "de-at-x"])("any other stored value (%j) means English", (stored) => {
    expect(normalizeLanguage(stored)).toBe("en");
  });

  test("a stored value wins over the browser language and is not rewritten", () => {
    const storage = memoryStorage({ language: "german" });
    expect(resolveStoredLanguage(storage, "language", "en-US")).toBe("de");
    expect(storage.values.get("language")).toBe("german");
  });

  test.each([
    ["de-DE", "de"],
    ["de", "de"],
    ["de-AT", "de"],
    ["en-US", "en"],
    ["fr-FR", "en"],
    [undefined, "en"],
  ] as const)("with nothing stored the browser language %s gives %s, which is saved", (browser, expected) => {
    const storage = memoryStorage();
    expect(resolveStoredLanguage(storage, "language", browser)).toBe(expected);
    expect(storage.values.get("language")).toBe(expected);
  });

  test("the browser language counts as German only when it starts with de", () => {
    expect(languageFromBrowser("deutsch")).toBe("de");
    expect(languageFromBrowser("en-DE")).toBe("en");
  });
});

describe("server language resolution", () => {
  test("the cookie mirrors the stored choice and wins over Accept-Language", () => {
    expect(resolveRequestLanguage("en", "de-DE,de;q=0.9")).toBe("en");
    expect(resolveRequestLanguage("deutsch", "en-US")).toBe("de");
  });

  test("without a cookie the most preferred Accept-Language decides", () => {
    expect(resolveRequestLanguage(undefined, "de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(resolveRequestLanguage(undefined, "en-US,en;q=0.9,de;q=0.8")).toBe("en");
    expect(resolveRequestLanguage(undefined, "en;q=0.5, de;q=0.9")).toBe("de");
    expect(resolveRequestLanguage(undefined, undefined)).toBe("en");
  });

  test("malformed Accept-Language headers fall back to English", () => {
    expect(preferredLanguageTag(";;,q=,")).toBeUndefined();
    expect(resolveRequestLanguage(undefined, "de;q=abc")).toBe("en");
    expect(resolveRequestLanguage(undefined, "de;q=0")).toBe("en");
  });
});
