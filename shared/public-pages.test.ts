import { describe, expect, test } from "vitest";
import { PATHS } from "./paths";
import { isKeptPage, isPublicPage, isSharedPage, PUBLIC_PAGE_PATHS } from "./public-pages";

describe("the public pages", () => {
  test("are none of the sign-in, mailed-link, member or dashboard pages", () => {
    const signedIn: string[] = [
      PATHS.login,
      PATHS.forgotPassword,
      PATHS.resetPassword,
      PATHS.confirmEmail,
      PATHS.confirmAddress,
      PATHS.courses,
      PATHS.account,
      PATHS.accountData,
      PATHS.accountPayment,
      PATHS.admin,
    ];
    for (const path of PUBLIC_PAGE_PATHS) {
      expect(signedIn, path).not.toContain(path);
      expect(path, path).not.toMatch(/^\/(member|admin)(\/|$)/);
    }
  });

  test("are told by their address in either language, and nothing else is", () => {
    for (const address of ["/", "/de", "/about", "/de/about", "/pricing", "/de/terms", "/cancel"])
      expect(isPublicPage(address), address).toBe(true);
    for (const address of [
      "/login",
      "/de/login",
      "/member/courses",
      "/member/account",
      "/admin",
      "/de/admin/contacts",
      "/about/x",
      "/aboutx",
      "/de/de/about",
      "/nowhere",
    ])
      expect(isPublicPage(address), address).toBe(false);
  });

  test("the shared pages are the sign-in forms and the courses; the page cache keeps them and the public pages only", () => {
    for (const address of [
      "/login",
      "/de/forgot-password",
      "/member/courses",
      "/de/member/courses/bitcoin-profit-scout",
      "/member/courses/bitcoin-profit-scout/setup-indicator",
    ]) {
      expect(isSharedPage(address), address).toBe(true);
      expect(isKeptPage(address), address).toBe(true);
    }
    for (const address of [
      "/member/account",
      "/de/member/account",
      "/member/account/data",
      "/reset-password",
      "/confirm-email",
      "/confirm-address",
      "/admin",
      "/admin/contacts/abc",
      "/member/coursesx",
      "/nowhere",
    ]) {
      expect(isSharedPage(address), address).toBe(false);
      expect(isKeptPage(address), address).toBe(false);
    }
  });
});
