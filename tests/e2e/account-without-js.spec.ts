import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { DESKTOP, expect, PHONE, test, visitorHeaders } from "./fixtures";

/**
 * The account page without JavaScript (docs/decisions/019-account-page-without-javascript.md):
 * the server knows the member from the refresh cookie, shows their figures, and every form
 * posts to the page and is answered with it. (axe needs scripts in the page: the same
 * markup is checked with JavaScript in account.spec.ts and account-settings.spec.ts.)
 */
const PASSWORD = "correct horse battery staple";
const NEW_PASSWORD = "a second long passphrase";
const COURSE = "bitcoin-profit-scout";
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const figure = (page: Page, label: string) =>
  page
    .getByTestId("account-statistics")
    .locator("div", { has: page.getByText(label, { exact: true }) })
    .locator("dd");

/** Registers with the sign-in page's form, sent on to the account page (`prefix`: "" or "/de"). */
async function registerWithForm(page: Page, prefix: "" | "/de", name: string, email: string) {
  const german = prefix === "/de";
  const account = `${prefix}/member/account`;
  await page.goto(`${prefix}/login?mode=register&next=${encodeURIComponent(account)}`);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel(german ? "E-Mail-Adresse" : "E-mail address").fill(email);
  await page.getByLabel(german ? "Passwort" : "Password").fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: german ? "Kostenloses Konto erstellen" : "Create free account" }).click();
  await expect(page).toHaveURL(account);
}

/** A lesson completed and six minutes watched, stored with the account as another device would. */
async function progressElsewhere(request: APIRequestContext, email: string) {
  const login = await request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const at = new Date().toISOString();
  const report = await request.post("/api/progress", {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { lessons: [{ course: COURSE, lesson: "about-marco", completed: { value: true, at }, watchedSeconds: 360 }] },
  });
  expect(report.status()).toBe(200);
}

test.describe("the account page without JavaScript", () => {
  // Refused posts answer with their status (401, 403), which the browser logs.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of (401|403)/] });

  test("in English on a desktop: sent to sign in and back, figures, profile, password, data, delete", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    const email = uniqueEmail("nojs");

    // Signed out, the server sends the visitor to sign in, and back afterwards.
    await page.goto("/member/account");
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent("/member/account")}`);
    await registerWithForm(page, "", "Ada Lovelace", email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ada Lovelace");
    await expect(figure(page, "Total sign-ins")).toHaveText("1");
    await expect(figure(page, "Lessons")).toHaveText("0 of 37");
    await expect(page.getByText("No active subscription")).toBeVisible();

    // Progress stored with the account elsewhere shows here, read by the server.
    await progressElsewhere(request, email);
    await page.reload();
    await expect(figure(page, "Lessons")).toHaveText("1 of 37");
    await expect(figure(page, "Hours watched")).toHaveText("0.1");
    await expect(figure(page, "Total sign-ins")).toHaveText("2");
    await expect(page.locator(`[data-course="${COURSE}"]`).getByRole("link", { name: /^Continue/ })).toBeVisible();
    await page.screenshot({ path: "test-results/account-nojs-1280-en.png", fullPage: true });

    const profile = page.getByRole("region", { name: "Edit profile" });
    await profile.getByLabel("Name").fill("Ada King");
    await profile.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("region", { name: "Edit profile" }).getByRole("status")).toHaveText(
      "Your profile is saved.",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ada King");

    const security = () => page.getByRole("region", { name: "Password and sessions" });
    await security().getByLabel("Current password").fill("not my password at all");
    await security().getByLabel("New password").fill(NEW_PASSWORD);
    await security().getByRole("button", { name: "Change password" }).click();
    // The answer comes back with the page, scrolled to the form that sent it.
    await expect(security().getByRole("alert")).toBeInViewport();
    await security().getByLabel("Current password").fill(PASSWORD);
    await security().getByLabel("New password").fill(NEW_PASSWORD);
    await security().getByRole("button", { name: "Change password" }).click();
    await expect(security().getByRole("status")).toHaveText(
      "Your new password is saved. Every other session has been ended.",
    );
    // The page's own session goes on.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ada King");

    const data = () => page.getByRole("region", { name: "Your data" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      data().getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^profit-scout-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as Record<string, unknown>;
    expect(exported.account).toMatchObject({ email, name: "Ada King" });
    expect(JSON.stringify(exported)).not.toMatch(/argon2|passwordHash|tokenHash/);

    // "Delete account" opens the confirmation as an address of its own; Cancel leads back.
    await data().getByRole("button", { name: "Delete account" }).click();
    await expect(page).toHaveURL("/member/account?delete=#account-data");
    await data().getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL("/member/account");
    await expect(data().getByLabel("Your password")).toHaveCount(0);
    await data().getByRole("button", { name: "Delete account" }).click();
    await data().getByLabel("Your password").fill(PASSWORD);
    await data().getByRole("button", { name: "Delete my account for good" }).click();
    await expect(data().getByRole("alert")).toBeVisible();
    // The refusal comes back scrolled to its section, with the confirmation still open.
    await expect(page).toHaveURL("/member/account?delete=#account-data");
    await expect(data().getByRole("alert")).toBeInViewport();
    await data().getByLabel("Your password").fill(NEW_PASSWORD);
    await data().getByRole("button", { name: "Delete my account for good" }).click();
    await expect(page).toHaveURL("/login?left=deleted#main");
    await expect(page.getByRole("status")).toHaveText("Your account and everything stored with it have been deleted.");
    await page.goto("/member/account");
    await expect(page).toHaveURL(/^[^?]+\/login\?next=/);
    expect((await request.post("/api/auth/login", { data: { email, password: NEW_PASSWORD } })).status()).toBe(401);
  });

  test("auf dem Handy: Sprache wechseln, abmelden und überall abmelden", async ({ page, browser }) => {
    await page.setViewportSize(PHONE);
    const email = uniqueEmail("ohnejs");
    await registerWithForm(page, "/de", "Grace Hopper", email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen, Grace Hopper");
    await expect(figure(page, "Lektionen")).toHaveText("0 von 37");
    await expect(figure(page, "Angesehene Videozeit (Std.)")).toHaveText("0,0");
    await page.screenshot({ path: "test-results/account-nojs-375-de.png", fullPage: true });
    // Nothing reaches past the phone's width (scripts cannot measure here, the boxes can).
    for (const box of await Promise.all((await page.locator("section").all()).map((section) => section.boundingBox())))
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);

    // A new language shows the page in it.
    await page.getByRole("region", { name: "Profil bearbeiten" }).getByLabel("Sprache").selectOption("english");
    await page
      .getByRole("region", { name: "Profil bearbeiten" })
      .getByRole("button", { name: "Änderungen speichern" })
      .click();
    await expect(page).toHaveURL("/member/account#account-profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Grace Hopper");
    await page.getByRole("region", { name: "Edit profile" }).getByLabel("Language").selectOption("german");
    await page.getByRole("region", { name: "Edit profile" }).getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL("/de/member/account#account-profile");

    // A second browser signed in to the same account.
    const other = await browser.newContext({ javaScriptEnabled: false });
    const otherPage = await other.newPage();
    await otherPage.goto(`/de/login?next=${encodeURIComponent("/de/member/account")}`);
    await otherPage.getByLabel("E-Mail-Adresse").fill(email);
    await otherPage.getByLabel("Passwort").fill(PASSWORD);
    await otherPage.getByRole("button", { name: "Anmelden" }).last().click();
    await expect(otherPage).toHaveURL("/de/member/account");

    // "Abmelden" ends this browser's session only.
    await otherPage.getByRole("button", { name: "Abmelden", exact: true }).click();
    await expect(otherPage).toHaveURL("/de/login?left=signed-out#main");
    await expect(otherPage.getByRole("status")).toHaveText("Du wurdest abgemeldet.");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen, Grace Hopper");

    // "Überall abmelden" ends every session: the second browser, signed in again, is out too.
    await otherPage.getByLabel("E-Mail-Adresse").fill(email);
    await otherPage.getByLabel("Passwort").fill(PASSWORD);
    await otherPage.getByRole("button", { name: "Anmelden" }).last().click();
    await otherPage.goto("/de/member/account");
    await expect(otherPage.getByRole("heading", { level: 1 })).toHaveText("Willkommen, Grace Hopper");
    await page.getByRole("button", { name: "Überall abmelden" }).click();
    await expect(page).toHaveURL("/de/login?left=everywhere#main");
    await expect(page.getByRole("status")).toHaveText("Du wurdest auf allen Geräten abgemeldet.");
    await otherPage.goto("/de/member/account");
    await expect(otherPage).toHaveURL(/\/de\/login\?next=/);
    await other.close();
  });

  test("another site cannot post the account page's forms", async ({ request }) => {
    for (const path of ["/member/account", "/member/account/data"]) {
      const response = await request.post(path, {
        headers: { "Sec-Fetch-Site": "cross-site", Accept: "text/html" },
        form: { intent: "delete", password: PASSWORD },
      });
      expect(response.status()).toBe(403);
    }
  });
});

test("a session held only as the cookie is picked up by the account page once scripts run", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const email = uniqueEmail("cookie");
  // Registered through the context's own requests: the cookie is set, the page holds no token.
  const registered = await page.request.post("/api/auth/register", {
    data: { name: "Kathleen Booth", email, password: PASSWORD, acceptedTerms: true, language: "english" },
  });
  expect(registered.status()).toBe(201);
  await page.goto("/member/account");
  await expect(page).toHaveURL("/member/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Kathleen Booth");
  await expect(page.getByTestId("account-status").first()).toContainText("Kathleen Booth");
  // The browser's own session works: a profile change is saved through it.
  const profile = page.getByRole("region", { name: "Edit profile" });
  await profile.getByLabel("Name").fill("Kathleen Britten");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(profile.getByRole("status")).toHaveText("Your profile is saved.");
  await expect(page.getByTestId("account-status").first()).toContainText("Kathleen Britten");
  await page.screenshot({ path: "test-results/account-cookie-session-1280-en.png", fullPage: true });
});

test("leaving the account page while it picks the session up keeps the member signed in", async ({
  browser,
}, testInfo) => {
  // The refresh spends the cookie's token as the server answers. A page left before the
  // answer arrives must still get the new cookie, or the next refresh would look like a
  // stolen token and end the session. How far the refresh has got when the page is left
  // varies, so four members leave it, each in a browser of their own, in both languages.
  for (const prefix of ["", "/de", "", "/de"] as const) {
    const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: visitorHeaders(testInfo) });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const registered = await page.request.post("/api/auth/register", {
      data: {
        name: "Hedy Lamarr",
        email: uniqueEmail("leave"),
        password: PASSWORD,
        acceptedTerms: true,
        language: "english",
      },
    });
    expect(registered.status()).toBe(201);
    const refreshing = page.waitForRequest((request) => request.url().endsWith("/api/auth/refresh"));
    await page.goto(`${prefix}/member/account`);
    await refreshing;
    await page.goto(`${prefix}/about`);
    await page.goto(`${prefix}/member/account`);
    await expect(page.getByTestId("account-status").first()).toContainText("Hedy Lamarr");
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(`${prefix}/member/account`);
    // The browser's cookie is the session's current token: one more refresh is answered.
    expect((await page.request.post("/api/auth/refresh")).status()).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  }
});
