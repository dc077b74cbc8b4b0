import type { Browser, Page } from "@playwright/test";
import { waitForMail } from "./mail";
import { turnOnSecondFactor } from "./second-factor";
import { DESKTOP, expect, expectNoAxeViolations, test } from "./fixtures";
import { adminCommand } from "./admin-command";

/**
 * Mail the site gave up (the run's SMTP server refuses the first message to a
 * `refused-once-` address for good, tests/e2e/mail-catcher.ts) is counted on the
 * dashboard's overview, and "Send again" delivers it.
 */
const PASSWORD = "correct horse battery staple";

/** Registers a member in a browser of its own; the welcome mail to them is refused once. */
async function memberWhoseMailIsRefused(browser: Browser, language: "en" | "de"): Promise<string> {
  const email = `refused-once-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(language === "de" ? "/de/login?mode=register" : "/login?mode=register");
  await page.getByLabel("Name").fill("Rita Refused");
  await page.getByLabel(language === "de" ? "E-Mail-Adresse" : "E-mail address").fill(email);
  await page.getByLabel(language === "de" ? "Passwort" : "Password").fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page
    .getByRole("button", { name: language === "de" ? "Kostenloses Konto erstellen" : "Create free account" })
    .click();
  await expect(page).toHaveURL(/\/member/);
  await context.close();
  return email;
}

/**
 * Opens the overview until it counts the given-up mail: the site sends the welcome mail
 * after the registration's answer, so on a busy machine the first look can come before
 * the refusal is recorded, and the overview shows the count as it was when it loaded.
 */
async function overviewOnceGivenUp(page: Page, path: string, region: string, count: RegExp) {
  const card = page.getByRole("region", { name: region });
  await expect(async () => {
    await page.goto(path);
    await expect(card.getByTestId("failed-mail")).toHaveText(count, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return card;
}

test("given-up mail is counted on the overview, and an admin sends it again, in English and German", async ({
  page,
  browser,
}) => {
  // Three accounts, a second factor and two mails to wait for: over a minute on a busy machine.
  test.slow();
  await page.setViewportSize(DESKTOP);
  const owner = `owner-mail-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto(`/login?mode=register&next=${encodeURIComponent("/admin")}`);
  await page.getByLabel("Name").fill("Olivia Owner");
  await page.getByLabel("E-mail address").fill(owner);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create free account" }).click();
  await expect(page).toHaveURL("/admin");
  await adminCommand("grant", owner);
  await turnOnSecondFactor(page, "", PASSWORD);

  const first = await memberWhoseMailIsRefused(browser, "en");
  const card = await overviewOnceGivenUp(
    page,
    "/admin",
    "Mail not delivered",
    /^Messages given up: [1-9][\d,]*\. Of these, [1-9][\d,]* can/,
  );
  await expectNoAxeViolations(page);
  await card.getByRole("button", { name: "Send again" }).click();
  await expect(card.getByRole("status")).toHaveText(/^Messages being sent again: [1-9][\d,]*\.$/);
  expect((await waitForMail(first, "Welcome to Profit Scout")).to).toBeDefined();
  await page.goto("/admin/audit");
  await expect(page.getByRole("cell", { name: "Given-up mail sent again" }).first()).toBeVisible();

  // In German, and without JavaScript: the form goes to the overview's action.
  const second = await memberWhoseMailIsRefused(browser, "de");
  const withoutScripts = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const plain = await withoutScripts.newPage();
    const german = await overviewOnceGivenUp(
      plain,
      "/de/admin",
      "Nicht zugestellte E-Mails",
      /^Aufgegebene E-Mails: [1-9][\d.]*\. Davon können [1-9]/,
    );
    await german.getByRole("button", { name: "Erneut senden" }).click();
    await expect(plain.getByRole("status")).toHaveText(/^E-Mails, die erneut gesendet werden: [1-9][\d.]*\.$/);
    expect((await waitForMail(second, "Willkommen bei Profit Scout")).to).toBeDefined();
  } finally {
    await withoutScripts.close();
  }
});
