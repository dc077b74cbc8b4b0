import { afterEach, describe, expect, test, vi } from "vitest";
import { browserStorage, readStored, writeStored } from "./browser-storage";

describe("browser storage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  test("reads, writes and removes", () => {
    expect(writeStored("language", "de")).toBe(true);
    expect(readStored("language")).toBe("de");
    expect(writeStored("language", null)).toBe(true);
    expect(readStored("language")).toBeNull();
  });

  test("a browser that blocks site data makes reads empty and writes report false, never throw", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(browserStorage()).toBeUndefined();
    expect(readStored("language")).toBeNull();
    expect(writeStored("language", "de")).toBe(false);
  });

  test("a full storage reports false", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    expect(writeStored("videoConsent", "true")).toBe(false);
  });
});
