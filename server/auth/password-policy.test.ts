import { describe, expect, test } from "vitest";
import { commonPasswordCount, isCommonPassword } from "./common-passwords";
import { countCodePoints } from "../api/validation";
import { checkNewPassword, normalizePassword } from "./password-policy";

describe("password rules", () => {
  test("length is counted in code points, from 8 to 128", () => {
    expect(checkNewPassword("🦊🦊🦊🦊🦊🦊🦊")).toBe("length"); // 7 code points, 14 UTF-16 units
    expect(checkNewPassword("🦊🦊🦊🦊🦊🦊🦊🦊")).toBeUndefined();
    expect(countCodePoints("🦊🦊")).toBe(2);
    expect(checkNewPassword("ab1".repeat(42) + "zz")).toBeUndefined(); // 128
    expect(checkNewPassword("ab1".repeat(43))).toBe("length"); // 129
  });

  test("any printable Unicode is allowed, without composition rules", () => {
    expect(checkNewPassword("all lower case words")).toBeUndefined();
    expect(checkNewPassword("Straße über Brücken")).toBeUndefined();
    expect(checkNewPassword("日本語のパスワード")).toBeUndefined();
  });

  test("control characters and lone surrogates are refused", () => {
    expect(checkNewPassword("abc\u0000defghij")).toBe("unprintable");
    expect(checkNewPassword("abc\ndefghij")).toBe("unprintable");
    expect(checkNewPassword("abcdefghij\ud800")).toBe("unprintable");
  });

  test("NFKC makes compatibility characters equal to their plain forms", () => {
    expect(normalizePassword("ｐａｓｓｗｏｒｄ１２３")).toBe("password123");
    expect(normalizePassword("e\u0301")).toBe("\u00e9");
  });

  test("the most common passwords are refused in any case", () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    expect(isCommonPassword("password")).toBe(true);
    expect(checkNewPassword("password1")).toBe("common");
    expect(checkNewPassword("Qwertyuiop")).toBe("common");
    expect(checkNewPassword(normalizePassword("ｐａｓｓｗｏｒｄ１"))).toBe("common");
  });

  test("the password may not be the e-mail address", () => {
    expect(checkNewPassword("ada@example.com", "Ada@Example.com")).toBe("is-email");
  });
});
