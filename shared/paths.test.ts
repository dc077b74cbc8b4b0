import { describe, expect, test } from "vitest";
import { languageOfPath, localizePath, safeReturnPath, stripLanguage } from "./paths";

describe("localized paths", () => {
  test("German pages live under /de, English ones at the plain path", () => {
    expect(localizePath("/", "de")).toBe("/de");
    expect(localizePath("/about", "de")).toBe("/de/about");
    expect(localizePath("/about", "en")).toBe("/about");
    expect(localizePath("/de/about", "en")).toBe("/about");
    expect(localizePath("/de", "en")).toBe("/");
  });

  test("the query and the hash are kept", () => {
    expect(localizePath("/algos?x=1#faq", "de")).toBe("/de/algos?x=1#faq");
    expect(localizePath("/de/algos#faq", "en")).toBe("/algos#faq");
    expect(localizePath("/?ref=a", "de")).toBe("/de?ref=a");
  });

  test("localizing twice gives the same address", () => {
    expect(localizePath(localizePath("/pricing", "de"), "de")).toBe("/de/pricing");
  });

  test("only /de itself and paths below it are German", () => {
    expect(languageOfPath("/de")).toBe("de");
    expect(languageOfPath("/de/faq")).toBe("de");
    expect(languageOfPath("/design")).toBe("en");
    expect(stripLanguage("/design")).toBe("/design");
  });
});

describe("safeReturnPath", () => {
  test("keeps a path on this site with its query and hash", () => {
    expect(safeReturnPath("/member/account")).toBe("/member/account");
    expect(safeReturnPath("/de/member/account?tab=1#stats")).toBe("/de/member/account?tab=1#stats");
  });

  test("refuses anything a browser could read as another host", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "evil.example",
      "/\t/evil.example",
      "",
      null,
      undefined,
    ])
      expect(safeReturnPath(value), String(value)).toBeUndefined();
  });
});
