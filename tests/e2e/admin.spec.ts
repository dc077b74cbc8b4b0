import { openSetupItems, SETUP_GROUPS } from "@shared/setup-check";
import { de } from "../../app/i18n/de";
import { turnOnSecondFactor } from "./second-factor";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";
import { adminCommand } from "./admin-command";

/**
 * The owner's dashboard. The admin role comes only from the server's command, which runs
 * beside the test server on the same database: the embedded one in the test server's
 * DATA_DIR (playwright.config.ts), or PostgreSQL when DATABASE_URL is set.
 */
const PASSWORD = "correct horse battery staple";
const open = openSetupItems({});
const openItem =
  open.find((item) => item.where.startsWith("config/")) ?? open.find((item) => item.name === "STRIPE_SECRET_KEY")!;

test("a visitor who opens /admin is sent to sign in and back", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent("/admin")}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("a member sees no access; once the command makes them an admin, the dashboard in both languages", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  // A cancellation the dashboard will list.
  await page.goto("/cancel");
  await page.getByLabel("Name").fill("Jana Schulz");
  await page.getByLabel("E-mail address").fill(`jana-${Date.now()}@example.com`);
  await page.getByLabel("Which contract?").fill("Basic, monthly, order 815");
  await page.getByLabel(/Extraordinary cancellation/).check();
  await page.getByLabel("Reason").fill("Moving abroad, order 815");
  await page.getByRole("button", { name: "Cancel now" }).click();
  await expect(page.getByTestId("cancellation-receipt")).toBeVisible();

  const email = `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto(`/login?mode=register&next=${encodeURIComponent("/admin")}`);
  await page.getByLabel("Name").fill("Olivia Owner");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create free account" }).click();
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No access");
  await page.goto("/member/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Olivia Owner");
  await expect(page.getByRole("link", { name: "Open the dashboard" })).toHaveCount(0);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No access");
  await expectNoAxeViolations(page);

  const granted = await adminCommand("grant", email);
  expect(granted.stdout).toContain(`${email} is an admin now`);

  // An admin needs a second factor: the dashboard leads to its set-up first.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-factor authentication needed");
  await expectNoAxeViolations(page);
  await turnOnSecondFactor(page, "", PASSWORD);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await expect(page.getByTestId("total-contacts")).toHaveText(/^[1-9][\d,]*$/);
  await expect(page.getByTestId("active-subscriptions")).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByRole("heading", { name: "Total revenue" })).toBeVisible();
  await expect(page.getByTestId("sign-ups-chart").getByRole("listitem")).toHaveCount(12);
  // Until the owner has set everything, the overview lists what is open, as check-setup does:
  // a value the configuration leaves open, or else the live Stripe key no test server has.
  const setup = page.getByRole("region", { name: "Before going live" });
  await setup.getByText(SETUP_GROUPS[openItem.group]).click();
  await expect(setup.getByText(openItem.name, { exact: true })).toBeVisible();
  const latest = page.getByRole("region", { name: "Latest cancellations" }).getByTestId("cancellations");
  await expect(latest).toContainText("Basic, monthly, order 815");
  await expect(latest).toContainText("Moving abroad, order 815");
  await expectNoAxeViolations(page);
  // Every cancellation, also those older than the overview's latest, on a page of its own.
  await page.getByRole("link", { name: "All cancellations" }).click();
  await expect(page).toHaveURL("/admin/cancellations");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancellations");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(/^[\d,]+ cancellations?$/);
  await expect(page.getByTestId("cancellations")).toContainText("Moving abroad, order 815");
  // The table's scroll box takes the keyboard, named by the list's heading.
  await expect(page.getByRole("group", { name: /^[\d,]+ cancellations?$/ }).getByTestId("cancellations")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/admin");
  await page.screenshot({ path: "test-results/admin-1280-en.png", fullPage: true });
  // The account page leads admins here (and nobody else: see above).
  await page.goto("/member/account");
  await page.getByRole("link", { name: "Open the dashboard" }).click();
  await expect(page).toHaveURL("/admin");

  await page.setViewportSize(PHONE);
  await page.goto("/de/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await expect(page.getByRole("heading", { name: "Kontakte insgesamt" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Vor dem Start" })).toContainText(
    de[`admin.setup.group.${openItem.group}`],
  );
  await expect(page.getByTestId("cancellations")).toContainText("Außerordentlich");
  await page
    .getByRole("navigation", { name: "Bereiche des Dashboards" })
    .getByRole("link", { name: "Kündigungen" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kündigungen");
  await expect(page.getByTestId("cancellations")).toContainText("Grund");
  await page.screenshot({ path: "test-results/admin-cancellations-375-de.png", fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.goto("/de/admin");
  // Nothing wider than the phone: the table scrolls inside its box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/admin-375-de.png", fullPage: true });
});
