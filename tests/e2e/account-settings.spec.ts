import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";

/**
 * What a member changes on the account page: name and language, password, sessions,
 * their data and the account itself. English on a desktop, German on a phone.
 */
const PASSWORD = "correct horse battery staple";
const NEW_PASSWORD = "a second long passphrase";
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function registerInBrowser(page: Page, prefix: string, email: string) {
  const german = prefix === "/de";
  await page.goto(`${prefix}/login?mode=register&next=${encodeURIComponent(`${prefix}/member/account`)}`);
  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByLabel(german ? "E-Mail-Adresse" : "E-mail address").fill(email);
  await page.getByLabel(german ? "Passwort" : "Password").fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: german ? "Kostenloses Konto erstellen" : "Create free account" }).click();
  await expect(page).toHaveURL(`${prefix}/member/account`);
}

test.describe("a wrong current password", () => {
  // Answered 403, which the browser reports on the console.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test("in English on a desktop: name, password, language, download, then delete the account", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    const email = uniqueEmail("settings");
    await registerInBrowser(page, "", email);

    const profile = page.getByRole("region", { name: "Edit profile" });
    await profile.getByLabel("Name").fill("Ada King");
    await profile.getByRole("button", { name: "Save changes" }).click();
    await expect(profile.getByRole("status")).toHaveText("Your profile is saved.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ada King");

    const security = page.getByRole("region", { name: "Password and sessions" });
    await security.getByLabel("Current password").fill("not my password");
    await security.getByLabel("New password").fill(NEW_PASSWORD);
    await security.getByRole("button", { name: "Change password" }).click();
    await expect(security.getByRole("alert")).toHaveText("The current password is wrong.");
    await security.getByLabel("Current password").fill(PASSWORD);
    await security.getByLabel("New password").fill(NEW_PASSWORD);
    await security.getByRole("button", { name: "Change password" }).click();
    await expect(security.getByRole("status")).toHaveText(
      "Your new password is saved. Every other session has been ended.",
    );
    expect((await request.post("/api/auth/login", { data: { email, password: PASSWORD } })).status()).toBe(401);

    const data = page.getByRole("region", { name: "Your data" });
    const downloading = page.waitForEvent("download");
    await data.getByRole("button", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^profit-scout-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as Record<string, unknown>;
    expect(exported.account).toMatchObject({ email, name: "Ada King" });
    expect(JSON.stringify(exported)).not.toMatch(/argon2|passwordHash|tokenHash/);
    await expect(data.getByRole("status")).toHaveText("Your data has been downloaded.");
    await expectNoAxeViolations(page);

    // The language moves the page to German.
    await profile.getByLabel("Language").selectOption("german");
    await profile.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL("/de/member/account");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen, Ada King");

    const daten = page.getByRole("region", { name: "Deine Daten" });
    await daten.getByRole("button", { name: "Konto löschen" }).click();
    await expect(daten.getByLabel("Dein Passwort")).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(daten.getByRole("button", { name: "Konto löschen" })).toBeFocused();
    await daten.getByRole("button", { name: "Konto löschen" }).click();
    await daten.getByLabel("Dein Passwort").fill(NEW_PASSWORD);
    await daten.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(page).toHaveURL("/de/login");
    // The sign-in form says why (the account page may still be leaving when the address changes).
    await expect(page.getByRole("form", { name: "Anmelden" }).getByRole("status")).toHaveText(
      "Dein Konto und alles, was dazu gespeichert war, wurden gelöscht.",
    );

    expect((await request.post("/api/auth/login", { data: { email, password: NEW_PASSWORD } })).status()).toBe(401);
    const again = await request.post("/api/auth/register", {
      data: { name: "Ada Lovelace", email, password: PASSWORD, acceptedTerms: true, language: "english" },
    });
    expect(again.status()).toBe(201);
  });
});

test("auf dem Handy: überall abmelden beendet auch die Sitzung eines anderen Browsers", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const email = uniqueEmail("ueberall");
  await registerInBrowser(page, "/de", email);
  await expectNoAxeViolations(page);

  // A second browser, signed in to the same account.
  const other = await request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  const { accessToken } = (await other.json()) as { accessToken: string };
  expect((await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${accessToken}` } })).status()).toBe(
    200,
  );

  const security = page.getByRole("region", { name: "Passwort und Sitzungen" });
  await security.getByRole("button", { name: "Überall abmelden" }).click();
  await expect(page).toHaveURL("/de/login");
  await expect(page.getByRole("form", { name: "Anmelden" }).getByRole("status")).toHaveText(
    "Du wurdest auf allen Geräten abgemeldet.",
  );
  expect((await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${accessToken}` } })).status()).toBe(
    401,
  );
  await page.goto("/de/member/account");
  await expect(page).toHaveURL(/\/de\/login\?next=/);
});
