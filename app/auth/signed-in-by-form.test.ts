import { expect, test } from "vitest";
import { forgetSignedInByForm, signedInByForm, withSignedInByFormMark } from "./signed-in-by-form";

/** The mark as the browser keeps it from the form's answer (jsdom on http: without Secure). */
function storeMark() {
  const session = new Headers({ "Set-Cookie": "refresh_token=abc; Path=/; HttpOnly; SameSite=Lax" });
  const [, mark] = withSignedInByFormMark(session).getSetCookie();
  document.cookie = mark!;
}

test("the mark of a sign-in by form stays until the session is picked up", () => {
  expect(signedInByForm()).toBe(false);
  storeMark();
  document.cookie = "language=de; path=/";
  expect(signedInByForm()).toBe(true);
  expect(signedInByForm()).toBe(true);
  forgetSignedInByForm();
  expect(signedInByForm()).toBe(false);
  expect(document.cookie).toBe("language=de");
  document.cookie = "language=; path=/; max-age=0";
});

test("only the mark's own value counts", () => {
  document.cookie = "signed_in_by_form=yes; path=/";
  expect(signedInByForm()).toBe(false);
  document.cookie = "signed_in_by_form=; path=/; max-age=0";
});

test("the mark lives a minute, for every page, and is Secure when the session's cookies are", () => {
  const secure = new Headers({ "Set-Cookie": "__Host-refresh_token=abc; Path=/; HttpOnly; Secure; SameSite=Lax" });
  expect(withSignedInByFormMark(secure).getSetCookie()).toEqual([
    "__Host-refresh_token=abc; Path=/; HttpOnly; Secure; SameSite=Lax",
    "signed_in_by_form=1; Path=/; Max-Age=60; SameSite=Lax; Secure",
  ]);
  const plain = new Headers({ "Set-Cookie": "refresh_token=abc; Path=/; HttpOnly; SameSite=Lax" });
  expect(withSignedInByFormMark(plain).getSetCookie()[1]).toBe("signed_in_by_form=1; Path=/; Max-Age=60; SameSite=Lax");
});

test("no session handed out, no mark: a second factor still asked for, or a cookie removed", () => {
  expect(withSignedInByFormMark(new Headers()).getSetCookie()).toEqual([]);
  const removed = new Headers({ "Set-Cookie": "refresh_token=; Max-Age=0; Path=/api/auth; HttpOnly" });
  expect(withSignedInByFormMark(removed).getSetCookie()).toHaveLength(1);
  const device = new Headers({ "Set-Cookie": "auth_device=xyz; Path=/api/auth; HttpOnly; Secure" });
  expect(withSignedInByFormMark(device).getSetCookie()).toHaveLength(1);
});
