import { mkdir } from "node:fs/promises";
import { CHECKOUT } from "../../shared/site.config";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";
import { linkIn, waitForMail } from "./mail";
import { sendStripeEvent } from "./stripe-events";

/**
 * A cancellation sent without signing in (docs/decisions/040-cancellation-end-dates.md):
 * received and confirmed at once, but a subscription of the address it names is ended only
 * through the link in the receipt mail, which goes to that address alone.
 */
const SHOTS = "/tmp/shots-cancel";
const uniqueEmail = () => `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const LANGUAGES = [
  {
    prefix: "",
    lang: "en",
    viewport: DESKTOP,
    name: "Name",
    email: "E-mail address",
    contract: "Which contract?",
    submit: "Cancel now",
    rule: /at least 14 days before the end of your initial term/,
    doneTitle: "Your cancellation has been received",
    nextSteps: /You sent it without signing in, so no subscription changes yet/,
    subject: "We have received your cancellation",
    linkTitle: "Your cancellation",
    carryOut: "Carry out my cancellation",
    carriedTitle: "Your cancellation is carried out",
    spentTitle: "This link no longer works",
  },
  {
    prefix: "/de",
    lang: "de",
    viewport: PHONE,
    name: "Name",
    email: "E-Mail-Adresse",
    contract: "Welcher Vertrag?",
    submit: "Jetzt kündigen",
    rule: /spätestens 14\u00a0Tage vor dem Ende deiner Erstlaufzeit/,
    doneTitle: "Deine Kündigung ist eingegangen",
    nextSteps: /Du hast sie ohne Anmeldung abgeschickt, daher ändert sich an einem Abonnement noch nichts/,
    subject: "Wir haben deine Kündigung erhalten",
    linkTitle: "Deine Kündigung",
    carryOut: "Kündigung ausführen",
    carriedTitle: "Deine Kündigung ist ausgeführt",
    spentTitle: "Dieser Link funktioniert nicht mehr",
  },
] as const;

for (const language of LANGUAGES) {
  test(`a subscriber's address typed in changes nothing until the receipt's link is used (${language.lang}, ${language.viewport.width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await mkdir(SHOTS, { recursive: true });
    await page.setViewportSize(language.viewport);
    const email = uniqueEmail();
    const customer = `cus_owner_${Date.now()}_${language.lang}`;
    await sendStripeEvent(request, "checkout.session.completed", {
      id: `cs_${customer}`,
      customer,
      customer_details: { email, name: "Sam Subscriber" },
    });
    await sendStripeEvent(request, "customer.subscription.created", {
      id: `sub_${customer}`,
      object: "subscription",
      customer,
      status: "active",
      cancel_at_period_end: false,
      start_date: Math.floor(Date.now() / 1000) - 40 * 86_400,
      items: {
        data: [
          { price: { id: CHECKOUT.priceIds.pro.monthly }, current_period_end: Math.floor(Date.now() / 1000) + 86_400 },
        ],
      },
    });

    await page.goto(`${language.prefix}/cancel`);
    await expect(page.getByText(language.rule)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/cancel-${language.viewport.width}-${language.lang}.png`, fullPage: true });
    await page.getByLabel(language.name).fill("Sam Subscriber");
    await page.getByLabel(language.email).fill(email);
    await page.getByLabel(language.contract).fill("Pro, monthly");
    await page.getByRole("button", { name: language.submit }).click();
    const receipt = page.getByTestId("cancellation-receipt");
    await expect(receipt.getByRole("heading", { level: 1 })).toHaveText(language.doneTitle);
    await expect(receipt.getByText(language.nextSteps)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/receipt-${language.viewport.width}-${language.lang}.png`, fullPage: true });

    const mail = await waitForMail(email, language.subject);
    const link = linkIn(mail, "/my-cancellation?token=");
    expect(new URL(link).pathname).toBe(`${language.prefix}/my-cancellation`);

    // Opening the link, twice, only shows the cancellation and its button.
    for (let opened = 0; opened < 2; opened += 1) {
      await page.goto(link);
      const shown = page.getByTestId("cancellation-link");
      await expect(shown.getByRole("heading", { level: 1 })).toHaveText(language.linkTitle);
      await expect(shown.getByText("Pro, monthly")).toBeVisible();
      await expect(shown.getByRole("button", { name: language.carryOut })).toBeVisible();
    }
    // The secret leaves the address bar once read.
    await expect(page).toHaveURL(`${language.prefix}/my-cancellation`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/link-${language.viewport.width}-${language.lang}.png`, fullPage: true });

    await page.getByRole("button", { name: language.carryOut }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.carriedTitle);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await page.screenshot({
      path: `${SHOTS}/link-done-${language.viewport.width}-${language.lang}.png`,
      fullPage: true,
    });

    // Once only.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.spentTitle);
    await expect(page.getByRole("button", { name: language.carryOut })).toHaveCount(0);
  });
}
