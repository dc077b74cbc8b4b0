import type { Locator, Page } from "@playwright/test";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";
import { confirmAddressByWelcomeMail, linkIn, waitForMail } from "./mail";
import { sendStripeEvent } from "./stripe-events";

/**
 * "Manage payment method and invoices" on the account page: Stripe's customer portal for the
 * member's own Stripe customer. The test server's Stripe is a stand-in
 * (tests/e2e/fake-stripe-setup.ts); the portal's page is Stripe's, faked here.
 */
const PASSWORD = "correct horse battery staple";
const BUTTON = { en: "Manage payment method and invoices", de: "Zahlungsmethode und Rechnungen verwalten" };
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Registers with the sign-in page's form and confirms the address, as a buyer's purchase needs. */
async function registerConfirmed(page: Page, prefix: "" | "/de", email: string, scripts = true) {
  const german = prefix === "/de";
  const account = `${prefix}/member/account`;
  await page.goto(`${prefix}/login?mode=register&next=${encodeURIComponent(account)}`);
  await page.getByLabel("Name").fill("Pat Payer");
  await page.getByLabel(german ? "E-Mail-Adresse" : "E-mail address").fill(email);
  await page.getByLabel(german ? "Passwort" : "Password").fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: german ? "Kostenloses Konto erstellen" : "Create free account" }).click();
  await expect(page).toHaveURL(account);
  if (scripts) {
    await confirmAddressByWelcomeMail(page, email);
    return;
  }
  // Without scripts the confirmation page's form posts, and the answer is the page itself.
  const welcome = await waitForMail(email, german ? "Willkommen bei Profit Scout" : "Welcome to Profit Scout");
  await page.goto(linkIn(welcome, "/confirm-address?token="));
  await page.getByRole("button", { name: german ? "Adresse bestätigen" : "Confirm my address" }).click();
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: german ? "Deine E-Mail-Adresse ist bestätigt" : "Your e-mail address is confirmed",
    }),
  ).toBeVisible();
}

/**
 * Presses `button` and opens Stripe's portal page, faked: it shows whose it is and leads back
 * where the session says. Playwright routes only the first address of a redirect chain, so the
 * browser follows the site's redirect to Stripe unrouted: offline it ends on its error page,
 * online on Stripe's answer to a session that does not exist. Once it has left the account
 * page, the portal is opened at the address the redirect named.
 */
async function openFakePortal(page: Page, button: Locator) {
  await page.route("https://billing.stripe.com/**", async (route) => {
    const url = new URL(route.request().url());
    const customer = url.searchParams.get("fake_customer") ?? "";
    const back = url.searchParams.get("fake_return_url") ?? "";
    await route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Stripe</title><h1>Customer portal of ${customer}</h1><a href="${back}">Return to Profit Scout</a></html>`,
    });
  });
  const toStripe = page.waitForRequest((request) => request.url().startsWith("https://billing.stripe.com/"));
  await button.click();
  const portal = (await toStripe).url();
  await expect(page).toHaveURL(/^(chrome-error:|https:\/\/billing\.stripe\.com\/)/);
  // The frame's own goto: the fixture's page.goto would wait for the site's hydration.
  await page.mainFrame().goto(portal);
}

test("a member who bought opens Stripe's portal from the account page and comes back to it", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const email = uniqueEmail("portal");
  await registerConfirmed(page, "", email);
  await page.goto("/member/account");
  // Nothing bought: nothing to manage.
  await expect(page.getByRole("button", { name: BUTTON.en })).toHaveCount(0);

  const customer = `cus_portal_${Date.now()}`;
  await sendStripeEvent(request, "checkout.session.completed", {
    id: `cs_${customer}`,
    customer,
    customer_details: { email, name: "Pat Payer" },
  });
  await page.goto("/member/account");
  const button = page.getByRole("button", { name: BUTTON.en });
  await expect(button).toBeVisible();
  await expect(page.getByRole("link", { name: "our cancellation page" })).toHaveAttribute("href", "/cancel");
  await expectNoAxeViolations(page);
  await button.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/account-payment-portal-1280-en.png" });
  await page.setViewportSize(PHONE);
  await button.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: "test-results/account-payment-portal-375-en.png" });

  await openFakePortal(page, button);
  await expect(page.getByRole("heading", { name: `Customer portal of ${customer}` })).toBeVisible();
  await page.getByRole("link", { name: "Return to Profit Scout" }).click();
  await expect(page).toHaveURL("/member/account");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the German account page's button opens the portal, which leads back to the German page", async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const email = uniqueEmail("portal-nojs");
    await registerConfirmed(page, "/de", email, false);
    const customer = `cus_portal_de_${Date.now()}`;
    await sendStripeEvent(request, "checkout.session.completed", {
      id: `cs_${customer}`,
      customer,
      customer_email: email,
    });
    await page.goto("/de/member/account");
    await expect(page.getByRole("link", { name: "unsere Kündigungsseite" })).toHaveAttribute("href", "/de/cancel");
    await page.screenshot({ path: "test-results/account-payment-portal-375-de.png", fullPage: true });
    await openFakePortal(page, page.getByRole("button", { name: BUTTON.de }));
    await expect(page.getByRole("heading", { name: `Customer portal of ${customer}` })).toBeVisible();
    await page.getByRole("link", { name: "Return to Profit Scout" }).click();
    await expect(page).toHaveURL("/de/member/account");
  });
});
