import { expect, test } from "vitest";
import { hasCookie, removeCookie, writeCookie } from "./browser-cookie";

test("a cookie written is found, by name or by its exact value, and is gone once removed", () => {
  writeCookie("language", "de", 60);
  expect(hasCookie("language")).toBe(true);
  expect(hasCookie("language", "de")).toBe(true);
  expect(hasCookie("language", "d")).toBe(false);
  expect(hasCookie("lang")).toBe(false);
  removeCookie("language");
  expect(hasCookie("language")).toBe(false);
  expect(document.cookie).toBe("");
});
