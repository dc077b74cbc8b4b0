import Stripe from "stripe";
import { describe, expect, test } from "vitest";
import { purchaseReference } from "@shared/checkout-link";
import type { ContractTerms } from "@shared/contract-terms";
import type { Language } from "@shared/language";
import { CHECKOUT } from "@shared/site.config";
import { registerConfirmed } from "../auth/testing/confirmed-member";
import { createTestClient, registration, uniqueEmail } from "../api/testing/test-client";
import { MAIL_ORIGIN, mailsTo, useMailTestServer, waitForMails } from "../api/testing/mail-test-server";
import { BACKENDS } from "../db/testing/test-database";
import { EARLY_START_CONSENT, EARLY_START_FIELD } from "./payment-mail";

const SECRET = "whsec_test_secret_for_the_payment_mails";

/** Stand-ins for the terms the app renders: what matters is that the mail carries them in full. */
const TERMS: Record<Language, ContractTerms> = {
  en: {
    title: "Terms and Conditions",
    updated: "2026-11-27",
    text: "## 10. Right of withdrawal\n\nModel withdrawal form\n\nLast updated: 27 November 2026",
    html: "<h2>10. Right of withdrawal</h2><p>Model withdrawal form</p>",
  },
  de: {
    title: "Allgemeine Geschäftsbedingungen",
    updated: "2026-11-27",
    text: "## 10. Widerrufsrecht\n\nMuster-Widerrufsformular\n\nStand: 27. November 2026",
    html: "<h2>10. Widerrufsrecht</h2><p>Muster-Widerrufsformular</p>",
  },
};

let sequence = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(sequence += 1)}`;

describe.each(BACKENDS)("the contract and payment mails on %s", (backend) => {
  const context = useMailTestServer(backend, {
    stripeWebhookSecret: SECRET,
    contractTerms: (language) => TERMS[language],
  });

  const nowSeconds = () => Math.floor(context.server.clock.now().getTime() / 1000);
  const event = (type: string, object: Record<string, unknown>) => ({
    id: unique("evt"),
    object: "event",
    type,
    created: nowSeconds(),
    data: { object },
  });
  const send = (body: object) => {
    const payload = JSON.stringify(body);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: nowSeconds() });
    return createTestClient(context.server.origin).call("/webhook", {
      base: "/api/stripe",
      rawBody: payload,
      headers: { "Content-Type": "application/json", "Stripe-Signature": header },
    });
  };

  test("a German checkout gets one contract confirmation in German, with the terms in full and the consent", async () => {
    const email = uniqueEmail("kaeufer");
    const checkout = event("checkout.session.completed", {
      id: unique("cs_test"),
      object: "checkout.session",
      mode: "subscription",
      customer: unique("cus"),
      subscription: unique("sub"),
      client_reference_id: purchaseReference({ language: "de", plan: "pro", billing: "yearly" }),
      locale: "auto",
      amount_total: 2724_00,
      currency: "eur",
      total_details: { amount_tax: 434_92 },
      consent: { terms_of_service: "accepted" },
      custom_fields: [{ key: EARLY_START_FIELD, type: "dropdown", dropdown: { value: EARLY_START_CONSENT } }],
      customer_details: { email, name: "Jürgen Krause" },
    });
    expect((await send(checkout)).json).toEqual({ received: true, duplicate: false });
    const [mail] = await waitForMails(context.smtp, email);
    expect(mail?.subject).toBe("Deine Profit-Scout-Mitgliedschaft: Bestell- und Vertragsbestätigung");
    const text = mail?.text ?? "";
    for (const line of [
      "Hallo Jürgen Krause,",
      "Produkt: Profit Scout Pro-Mitgliedschaft (jährlich)",
      "Preis: 2.724,00\u00a0€ pro Jahr inkl. USt., darin 434,92\u00a0€ USt.",
      "Erstlaufzeit: 12\u00a0Monate, bis zum ",
      `Bestellnummer: ${checkout.data.object.id as string}`,
      "mit einer Frist von 14\u00a0Tagen zum Ende der Erstlaufzeit",
      "jederzeit mit einer Frist von einem Monat kündigen",
      `${MAIL_ORIGIN}/de/cancel`,
      "Du hast unseren AGB bei der Bestellung zugestimmt.",
      "ausdrücklich zugestimmt, dass wir vor Ablauf der Widerrufsfrist mit der Ausführung beginnen",
      "Allgemeine Geschäftsbedingungen\n\n## 10. Widerrufsrecht\n\nMuster-Widerrufsformular",
    ])
      expect(text).toContain(line);
    expect(mail?.html).toContain("<h2>10. Widerrufsrecht</h2><p>Muster-Widerrufsformular</p>");
    expect(mail?.html).toContain('<html lang="de">');

    // Stripe delivers the same event again: acknowledged, and no second mail.
    expect((await send(checkout)).json).toEqual({ received: true, duplicate: true });
    await context.outbox.drain();
    expect(await mailsTo(context.smtp, email)).toHaveLength(1);
  });

  test("a checkout without the site's reference takes the language from Stripe's page and the plan from its subscription", async () => {
    const email = uniqueEmail("buyer");
    const customer = unique("cus");
    const subscription = unique("sub");
    await send(
      event("customer.subscription.created", {
        id: subscription,
        customer,
        status: "active",
        items: { data: [{ price: { id: CHECKOUT.priceIds.basic.monthly } }] },
      }),
    );
    await send(
      event("checkout.session.completed", {
        id: unique("cs_test"),
        customer,
        subscription,
        locale: "en",
        amount_total: 107_00,
        currency: "eur",
        customer_details: { email, name: "Ada Lovelace" },
      }),
    );
    const [mail] = await waitForMails(context.smtp, email);
    expect(mail?.subject).toBe("Your Profit Scout membership: order and contract confirmation");
    for (const line of [
      "Hi Ada Lovelace,",
      "Product: Profit Scout Basic membership (monthly)",
      "Price: €107.00 per month incl. VAT (€1,284.00 per year)",
      "First term: 1 month, until ",
      "you may withdraw from this contract within 14 days of its conclusion",
      "Terms and Conditions\n\n## 10. Right of withdrawal",
    ])
      expect(mail?.text).toContain(line);
    expect(mail?.text).not.toContain("you accepted our terms");
  });

  test("a failed payment mails the member in their language, once per attempt, with the next attempt and the account page", async () => {
    const email = uniqueEmail("mitglied");
    await registerConfirmed(
      createTestClient(context.server.origin),
      context.database.db,
      registration({ email, name: "Jana", language: "german" }),
    );
    const customer = unique("cus");
    const subscription = unique("sub");
    // The welcome mail of the registration comes first, then the contract confirmation.
    await send(event("checkout.session.completed", { id: unique("cs_test"), customer, customer_email: email }));
    await waitForMails(context.smtp, email, 2);
    const SUBJECT = "Deine Zahlung für Profit Scout ist fehlgeschlagen";
    const notices = async () => (await mailsTo(context.smtp, email)).filter((mail) => mail.subject === SUBJECT);
    const retryAt = Date.UTC(2026, 11, 2, 9, 30) / 1000;
    const failed = (nextAttempt: number | null) =>
      event("invoice.payment_failed", {
        id: unique("in"),
        object: "invoice",
        customer,
        customer_email: email,
        amount_due: 299_00,
        currency: "eur",
        attempt_count: 1,
        next_payment_attempt: nextAttempt,
        parent: { subscription_details: { subscription } },
        lines: { data: [{ pricing: { price_details: { price: CHECKOUT.priceIds.pro.monthly } } }] },
      });
    const first = failed(retryAt);
    expect((await send(first)).status).toBe(200);
    await waitForMails(context.smtp, email, 3);
    const [notice] = await notices();
    if (!notice) throw new Error("no payment notice");
    expect(notice.text).toContain(
      "wir konnten 299,00\u00a0€ für deine Profit Scout Pro-Mitgliedschaft (monatlich) nicht einziehen.",
    );
    expect(notice.text).toContain("versucht es am 2. Dezember 2026 um 10:30\u00a0Uhr (Berliner Zeit) erneut.");
    expect(notice.text).toContain(`${MAIL_ORIGIN}/de/member/account`);
    expect(notice.html).toContain(`href="${MAIL_ORIGIN}/de/member/account"`);

    // The same delivery again sends nothing; the last attempt says that Stripe stops.
    expect((await send(first)).json).toMatchObject({ duplicate: true });
    await send(failed(null));
    await waitForMails(context.smtp, email, 4);
    await context.outbox.drain();
    const both = await notices();
    expect(both).toHaveLength(2);
    expect(both[1]?.text).toContain("Stripe versucht es nicht von selbst erneut.");
  });
});
