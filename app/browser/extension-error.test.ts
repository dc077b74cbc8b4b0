import { describe, expect, test } from "vitest";
import { isExtensionError } from "./extension-error";

describe("extension errors", () => {
  test("an error thrown from an extension's script is recognised", () => {
    const error = new Error("boom");
    error.stack = "Error: boom\n    at chrome-extension://abc/content.js:10:5";
    expect(isExtensionError(error)).toBe(true);
  });

  test("a page rewritten by an extension is recognised by React's DOM failure", () => {
    expect(isExtensionError(new Error("Failed to execute 'removeChild' on 'Node': The node is not a child"))).toBe(
      true,
    );
  });

  test("ordinary errors and non-errors are not", () => {
    expect(isExtensionError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isExtensionError("chrome-extension://abc")).toBe(false);
  });
});
