import { purchaseReference } from "@shared/checkout-link";
import type { Language } from "@shared/language";
import { CHECKOUT } from "@shared/site.config";
import { DESKTOP, expect, PHONE, test } from "./fixtures";
import { waitForMail } from "./mail";
import { sendStripeEvent } from "./stripe-events";

/**
 * The contract confirmation after a checkout and the notice of a failed payment, as the
 * buyer's mailbox receives them from the built site (docs/decisions/039-contract-mails.md).
 */
const CONFIRMATION = {
  en: "Your Profit Scout membership: order and contract confirmation",
  de: "Deine Profit-Scout-Mitgliedschaft: Bestell- und Vertragsbestätigung",
};
const FAILED = { en: "Your payment for Profit Scout failed", de: "Deine Zahlung für Profit Scout ist fehlgeschlagen" };

const buyerAddress = (language: Language) =>
  `buyer-${language}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

for (const language of ["en", "de"] as const)
  test(`a checkout in ${language} is confirmed by mail with the terms and the withdrawal form as the legal page shows them`, async ({
    page,
    request,
  }) => {
    const email = buyerAddress(language);
    const customer = `cus_confirm_${language}_${Date.now()}`;
    await sendStripeEvent(request, "checkout.session.completed", {
      id: `cs_${customer}`,
      object: "checkout.session",
      mode: "subscription",
      customer,
      subscription: `sub_${customer}`,
      client_reference_id: purchaseReference({ language, plan: "pro", billing: "monthly" }),
      amount_total: 29_900,
      currency: "eur",
      total_details: { amount_tax: 4_774 },
      consent: { terms_of_service: "accepted" },
      custom_fields: [{ key: "earlystart", type: "dropdown", dropdown: { value: "consent" } }],
      customer_details: { email, name: "Robin Buyer" },
    });
    const mail = await waitForMail(email, CONFIRMATION[language]);
    const text = mail.text ?? "";
    if (language === "de") {
      expect(text).toContain("Produkt: Profit Scout Pro-Mitgliedschaft (monatlich)");
      expect(text).toContain(
        "Preis: 299,00\u00a0€ pro Monat inkl. USt., darin 47,74\u00a0€ USt. (3.588,00\u00a0€ pro Jahr)",
      );
      expect(text).toContain("## 10. Widerrufsrecht");
      expect(text).toContain("### Muster-Widerrufsformular");
      expect(text).toContain("§\u00a0356 Abs.\u00a05 BGB");
    } else {
      expect(text).toContain("Product: Profit Scout Pro membership (monthly)");
      expect(text).toContain("Price: €299.00 per month incl. VAT, of which €47.74 VAT (€3,588.00 per year)");
      expect(text).toContain("## 10. Right of withdrawal");
      expect(text).toContain("### Model withdrawal form");
    }
    // The HTML version, as a mail program shows it (a blank page: no policy of the site's).
    const formHeading = language === "de" ? "Muster-Widerrufsformular" : "Model withdrawal form";
    await page.setViewportSize(DESKTOP);
    await page.setContent(mail.html || "");
    await expect(
      page.getByRole("heading", { level: 1, name: /Terms and Conditions|Allgemeine Geschäftsbedingungen/ }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: formHeading })).toBeVisible();
    await page.screenshot({ path: `test-results/contract-confirmation-1280-${language}.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `test-results/contract-confirmation-375-${language}.png` });
    // The terms as the legal page renders them, with the site's values filled in.
    await page.goto(language === "de" ? "/de/terms" : "/terms");
    await expect(page.getByRole("heading", { name: formHeading })).toBeVisible();
    expect(text).not.toContain("{{");
  });

for (const language of ["en", "de"] as const)
  test(`a failed payment is mailed to the member in ${language} with the next attempt and the account page`, async ({
    request,
  }) => {
    const email = buyerAddress(language);
    const customer = `cus_failed_${language}_${Date.now()}`;
    await sendStripeEvent(request, "checkout.session.completed", {
      id: `cs_${customer}`,
      customer,
      client_reference_id: purchaseReference({ language, plan: "basic", billing: "yearly" }),
      amount_total: 97_600,
      currency: "eur",
      customer_details: { email, name: "Kim Member" },
    });
    await waitForMail(email, CONFIRMATION[language]);
    const nextAttempt = Math.floor(Date.now() / 1000) + 3 * 24 * 60 * 60;
    await sendStripeEvent(request, "invoice.payment_failed", {
      id: `in_${customer}`,
      object: "invoice",
      customer,
      customer_email: email,
      amount_due: 97_600,
      currency: "eur",
      attempt_count: 1,
      next_payment_attempt: nextAttempt,
      lines: { data: [{ price: { id: CHECKOUT.priceIds.basic.yearly } }] },
    });
    const mail = await waitForMail(email, FAILED[language]);
    const day = new Intl.DateTimeFormat(language === "de" ? "de-DE" : "en-GB", {
      dateStyle: "long",
      timeZone: "Europe/Berlin",
    }).format(new Date(nextAttempt * 1000));
    const accountPage = `${test.info().project.use.baseURL}${language === "de" ? "/de" : ""}/member/account`;
    if (language === "de") {
      expect(mail.text).toContain(
        "wir konnten 976,00\u00a0€ für deine Profit Scout Basic-Mitgliedschaft (jährlich) nicht einziehen.",
      );
      expect(mail.text).toContain(`versucht es am ${day} um `);
    } else {
      expect(mail.text).toContain("we could not collect €976.00 for your Profit Scout Basic membership (annual).");
      expect(mail.text).toContain(`will try again on ${day} at `);
    }
    expect(mail.html).toContain(`href="${accountPage}"`);
  });
