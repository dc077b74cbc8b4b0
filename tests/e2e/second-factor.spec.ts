import type { Page } from "@playwright/test";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";
import { appCode, turnOnSecondFactor } from "./second-factor";
import { adminCommand } from "./admin-command";

/**
 * Two-factor authentication as a member meets it: set up on the account page, asked for at
 * sign-in, a recovery code instead of the phone, and the server's command for a lost phone.
 * English on a desktop, German on a phone; by keyboard.
 */
const PASSWORD = "correct horse battery staple";

const LANGUAGES = [
  {
    prefix: "",
    viewport: DESKTOP,
    email: "E-mail address",
    password: "Password",
    create: "Create free account",
    signIn: "Sign in",
    signOut: "Sign out",
    code: "Code from your authenticator app",
    askCode: "Enter the 6-digit code from your authenticator app, or a recovery code.",
    wrongCode: /^This code is wrong or has been used already/,
    welcome: "Welcome, Ada Lovelace",
    on: "On: signing in asks for a code from your authenticator app.",
  },
  {
    prefix: "/de",
    viewport: PHONE,
    email: "E-Mail-Adresse",
    password: "Passwort",
    create: "Kostenloses Konto erstellen",
    signIn: "Anmelden",
    signOut: "Abmelden",
    code: "Code aus deiner Authenticator-App",
    askCode: "Gib den 6-stelligen Code aus deiner Authenticator-App oder einen Wiederherstellungscode ein.",
    wrongCode: /^Dieser Code ist falsch oder wurde schon verwendet/,
    welcome: "Willkommen, Ada Lovelace",
    on: "Ein: Die Anmeldung fragt nach einem Code aus deiner Authenticator-App.",
  },
] as const;

/** A browser that has never signed in: no cookies, no stored access token. */
async function forgetSession(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

test.describe("two-factor authentication", () => {
  // Sign-ins without or with a wrong code are answered 401, which the browser reports.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  for (const texts of LANGUAGES) {
    test(`${texts.prefix || "/"}: set up on the account page, asked for at sign-in, a recovery code works once`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(texts.viewport);
      const email = `second-factor-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      await page.goto(
        `${texts.prefix}/login?mode=register&next=${encodeURIComponent(`${texts.prefix}/member/account`)}`,
      );
      await page.getByLabel("Name").fill("Ada Lovelace");
      await page.getByLabel(texts.email).fill(email);
      await page.getByLabel(texts.password).fill(PASSWORD);
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: texts.create }).click();
      await expect(page).toHaveURL(`${texts.prefix}/member/account`);

      const { key, recoveryCodes } = await turnOnSecondFactor(page, texts.prefix, PASSWORD);
      await expect(page.getByTestId("second-factor-status")).toHaveText(texts.on);
      expect(new Set(recoveryCodes).size).toBe(10);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/second-factor-codes${texts.prefix.replace("/", "-") || "-en"}.png` });
      await forgetSession(page);

      // Sign-in: the password, then the code field appears with the focus.
      await page.goto(`${texts.prefix}/login`);
      await page.getByLabel(texts.email).fill(email);
      await page.getByLabel(texts.password).fill(PASSWORD);
      await page.getByLabel(texts.password).press("Enter");
      await expect(page.getByRole("alert")).toHaveText(texts.askCode);
      const code = page.getByLabel(texts.code);
      await expect(code).toBeFocused();
      await expectNoAxeViolations(page);
      await code.fill("000000");
      await code.press("Enter");
      await expect(page.getByRole("alert")).toHaveText(texts.wrongCode);
      await page.getByLabel(texts.code).fill(appCode(key, 1));
      await page.getByLabel(texts.code).press("Enter");
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/member/courses$`));

      // A recovery code instead of the phone, once.
      await forgetSession(page);
      await page.goto(`${texts.prefix}/login`);
      await page.getByLabel(texts.email).fill(email);
      await page.getByLabel(texts.password).fill(PASSWORD);
      await page.getByRole("button", { name: texts.signIn, exact: true }).click();
      await page.getByLabel(texts.code).fill(recoveryCodes[3]!);
      await page.getByLabel(texts.code).press("Enter");
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/member/courses$`));
    });
  }

  test("the server's command turns the second factor off for a lost phone", async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const email = `lost-phone-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    expect(
      (
        await request.post("/api/auth/register", {
          data: { name: "Ada Lovelace", email, password: PASSWORD, acceptedTerms: true, language: "english" },
        })
      ).status(),
    ).toBe(201);
    await page.goto("/login");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/member\/courses$/);
    await turnOnSecondFactor(page, "", PASSWORD);
    expect((await request.post("/api/auth/login", { data: { email, password: PASSWORD } })).status()).toBe(401);

    const reset = await adminCommand("reset-2fa", email);
    expect(reset.stdout).toContain(`Two-factor authentication of ${email} is off`);
    expect((await request.post("/api/auth/login", { data: { email, password: PASSWORD } })).status()).toBe(200);
  });
});

test.describe("without JavaScript", () => {
  // The sign-in without a code is answered 401, which the browser reports.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 401/] });

  test("the sign-in form asks for the code and posts it, never in the address", async ({ page, request }) => {
    const email = `no-js-second-factor-${Date.now()}@example.com`;
    const registered = await request.post("/api/auth/register", {
      data: { name: "Ada Lovelace", email, password: PASSWORD, acceptedTerms: true, language: "german" },
    });
    const bearer = ((await registered.json()) as { accessToken: string }).accessToken;
    const headers = { Authorization: `Bearer ${bearer}` };
    const setup = await request.post("/api/auth/second-factor/setup", { headers, data: { password: PASSWORD } });
    const { secret } = (await setup.json()) as { secret: string };
    expect(
      (await request.post("/api/auth/second-factor/enable", { headers, data: { code: appCode(secret) } })).status(),
    ).toBe(200);

    await page.goto("/de/login");
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByLabel("Passwort").fill(PASSWORD);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Gib den 6-stelligen Code aus deiner Authenticator-App oder einen Wiederherstellungscode ein.",
    );
    const code = page.getByLabel("Code aus deiner Authenticator-App");
    await expect(code).toBeFocused();
    await page.getByLabel("Passwort").fill(PASSWORD);
    await code.fill(appCode(secret, 1));
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Ada Lovelace");
    expect(page.url()).not.toContain("code=");
    expect(page.url()).not.toContain("password");
  });
});
