import { describe, expect, test } from "vitest";
import { messageLanguage, messagesFor } from "./messages";

describe("auth messages", () => {
  test("X-User-Language picks German for de and german, English otherwise", () => {
    expect(messageLanguage("de")).toBe("de");
    expect(messageLanguage("German")).toBe("de");
    expect(messageLanguage("en")).toBe("en");
    expect(messageLanguage("english")).toBe("en");
    expect(messageLanguage("fr")).toBe("en");
    expect(messageLanguage(undefined)).toBe("en");
  });

  test("the specified texts exist in both languages", () => {
    expect(messagesFor("en")).toMatchObject({
      loginSuccessful: "Login successful",
      logoutSuccessful: "Logged out successfully",
      unauthorized: "Unauthorized",
    });
    expect(messagesFor("de")).toMatchObject({
      loginSuccessful: "Erfolgreich angemeldet",
      logoutSuccessful: "Erfolgreich abgemeldet",
      unauthorized: "Nicht autorisiert",
    });
  });

  test("every English text has a different German one", () => {
    const en = messagesFor("en");
    const de = messagesFor("de");
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const english = en[key];
      const german = de[key];
      const render = (text: string | ((field: string) => string)) =>
        typeof text === "function" ? text("field") : text;
      expect(render(german), key).not.toBe(render(english));
    }
  });
});
