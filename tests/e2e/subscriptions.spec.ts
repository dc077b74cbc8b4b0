import { berlinDay, firstTermEndMoment } from "@shared/cancellation-end";
import { CHECKOUT } from "@shared/site.config";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";
import { confirmAddressByWelcomeMail } from "./mail";
import { sendStripeEvent } from "./stripe-events";

/** A member's subscription as Stripe reports it (tests/e2e/stripe-events.ts). */
const PASSWORD = "correct horse battery staple";
const DAY = 24 * 60 * 60;

const longDate = (seconds: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(seconds * 1000),
  );

test("a subscription bought with Stripe shows on the member's account page, renewing and then ending, in both languages", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const email = `subscriber-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto(`/login?mode=register&next=${encodeURIComponent("/member/account")}`);
  await page.getByLabel("Name").fill("Sam Subscriber");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create free account" }).click();
  await expect(page).toHaveURL("/member/account");
  await expect(page.getByText("No active subscription")).toBeVisible();
  // A purchase is added only to an account whose address its owner confirmed.
  await confirmAddressByWelcomeMail(page, email);
  await page.goto("/member/account");

  const customer = `cus_e2e_${Date.now()}`;
  const periodEnd = Math.floor(Date.now() / 1000) + 365 * DAY;
  const subscription = (overrides: Record<string, unknown> = {}) => ({
    id: `sub_${customer}`,
    object: "subscription",
    customer,
    status: "active",
    cancel_at_period_end: false,
    items: { data: [{ price: { id: CHECKOUT.priceIds.pro.yearly }, current_period_end: periodEnd }] },
    ...overrides,
  });
  await sendStripeEvent(request, "checkout.session.completed", {
    id: `cs_${customer}`,
    customer,
    customer_details: { email, name: "Sam Subscriber" },
  });
  await sendStripeEvent(request, "customer.subscription.created", subscription());

  await page.reload();
  const list = page.getByTestId("account-subscription-list");
  await expect(list).toContainText("Pro, Yearly");
  await expect(list).toContainText(`Renews on ${longDate(periodEnd, "en-GB")}`);
  await expect(list.getByRole("link", { name: "Cancel this subscription" })).toHaveAttribute("href", "/cancel");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/account-subscription-1280-en.png", fullPage: true });

  await sendStripeEvent(request, "customer.subscription.updated", subscription({ cancel_at_period_end: true }));
  await page.setViewportSize(PHONE);
  await page.goto("/de/member/account");
  await expect(list).toContainText("Pro, Jährlich");
  await expect(list).toContainText(`Endet am ${longDate(periodEnd, "de-DE")}`);
  await expect(list.getByRole("link")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/account-subscription-375-de.png", fullPage: true });
});

test("signed in, the cancellation page offers the member's subscriptions and cancels the chosen one", async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const email = `picker-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto(`/de/login?mode=register&next=${encodeURIComponent("/de/cancel")}`);
  await page.getByLabel("Name").fill("Pia Picker");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort").fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Kostenloses Konto erstellen" }).click();
  await expect(page).toHaveURL("/de/cancel");
  await confirmAddressByWelcomeMail(page, email);
  await page.goto("/de/cancel");

  const customer = `cus_pick_${Date.now()}`;
  const periodEnd = Math.floor(Date.now() / 1000) + 30 * DAY;
  // Bought ten days ago: an ordinary cancellation now still reaches the end of the first month.
  const startDate = Math.floor(Date.now() / 1000) - 10 * DAY;
  const contractEnd = berlinDay(firstTermEndMoment(new Date(startDate * 1000), 1));
  const contractEndText = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${contractEnd}T00:00:00Z`),
  );
  await sendStripeEvent(request, "checkout.session.completed", {
    id: `cs_${customer}`,
    customer,
    customer_email: email,
  });
  await sendStripeEvent(request, "customer.subscription.created", {
    id: `sub_${customer}`,
    customer,
    status: "active",
    start_date: startDate,
    items: { data: [{ price: { id: CHECKOUT.priceIds.basic.monthly }, current_period_end: periodEnd }] },
  });
  await page.reload();

  const choices = page.getByTestId("cancel-subscriptions");
  await expect(choices.getByRole("radio", { name: /^Basic, Monatlich/ })).toBeVisible();
  await expect(choices).toContainText(`Verlängert sich am ${longDate(periodEnd, "de-DE")}`);
  // The day the terms give, before sending and on the receipt alike.
  await expect(choices.getByTestId("ends-if-cancelled-now")).toHaveText(
    `Kündigst du es heute ordentlich, endet es am ${contractEndText} (AGB, Ziffer\u00a05).`,
  );
  // Another contract keeps the free-text field; the subscription replaces it.
  await expect(page.getByLabel("Welcher Vertrag?")).toBeVisible();
  await choices.getByRole("radio", { name: /^Basic, Monatlich/ }).check();
  await expect(page.getByLabel("Welcher Vertrag?")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel("Name").fill("Pia Picker");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  const receipt = page.getByTestId("cancellation-receipt");
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(`Basic, Monatlich (sub_${customer})`);
  await expect(receipt).toContainText(contractEndText);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: "test-results/cancel-subscription-375-de.png", fullPage: true });
});
