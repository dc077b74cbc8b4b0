import { expect, test } from "vitest";
import { forgetSignedInByForm, signedInByForm, signedInByFormCookie } from "./signed-in-by-form";

test("the mark of a sign-in the browser posted stays until the session is picked up", () => {
  expect(signedInByForm()).toBe(false);
  // As the browser stores the redirect's Set-Cookie (jsdom on http: without Secure).
  document.cookie = signedInByFormCookie(false);
  document.cookie = "language=de; path=/";
  expect(signedInByForm()).toBe(true);
  expect(signedInByForm()).toBe(true);
  forgetSignedInByForm();
  expect(signedInByForm()).toBe(false);
  expect(document.cookie).toBe("language=de");
  document.cookie = "language=; path=/; max-age=0";
});

test("the mark lives a minute, for every page, and is Secure when the session's cookies are", () => {
  expect(signedInByFormCookie(true)).toBe("signed_in_by_form=1; Path=/; Max-Age=60; SameSite=Lax; Secure");
  expect(signedInByFormCookie(false)).not.toContain("Secure");
});
