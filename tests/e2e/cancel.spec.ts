import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";
import { waitForMail } from "./mail";

/**
 * The cancellation button (§ 312k BGB): from the footer of any page to the form, without
 * an account, and a confirmation of receipt on the page and by e-mail.
 */
const uniqueEmail = () => `cancel-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A day in the company's time zone, `days` from today, as the date field takes it. */
const dayFromToday = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date(Date.now() + days * 86_400_000));

const LANGUAGES = [
  {
    prefix: "",
    viewport: DESKTOP,
    footerLink: "Cancel contracts here",
    title: "Cancel a contract",
    name: "Name",
    email: "E-mail address",
    contract: "Which contract?",
    extraordinary: /Extraordinary cancellation/,
    reason: "Reason",
    onDate: "On a date",
    endDate: "Requested end of contract",
    submit: "Cancel now",
    emailInvalid: "Please enter a valid e-mail address.",
    showLink: "Show my cancellation",
    doneTitle: "Your cancellation has been received",
    receivedAt: /^Received on \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(Berlin time\)\.$/,
    kindValue: "Extraordinary cancellation",
    subject: "We have received your cancellation",
    mailKind: "Type of cancellation: extraordinary cancellation",
  },
  {
    prefix: "/de",
    viewport: PHONE,
    footerLink: "Verträge hier kündigen",
    title: "Vertrag kündigen",
    name: "Name",
    email: "E-Mail-Adresse",
    contract: "Welcher Vertrag?",
    extraordinary: /Außerordentliche Kündigung/,
    reason: "Grund",
    onDate: "Zu einem bestimmten Datum",
    endDate: "Gewünschtes Vertragsende",
    submit: "Jetzt kündigen",
    emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein.",
    showLink: "Meine Kündigung anzeigen",
    doneTitle: "Deine Kündigung ist eingegangen",
    receivedAt: /^Eingegangen am \d{1,2}\. \S+ \d{4} um \d{2}:\d{2}\u00a0Uhr \(Berliner Zeit\)\.$/,
    kindValue: "Außerordentliche Kündigung",
    subject: "Wir haben deine Kündigung erhalten",
    mailKind: "Art der Kündigung: außerordentliche Kündigung",
  },
] as const;

// A refused form answers with 422, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 422/] });

for (const language of LANGUAGES) {
  test(`a visitor cancels without an account from the footer link and gets the receipt (${language.prefix || "/"}, ${language.viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(language.viewport);
    await page.goto(`${language.prefix}/algos`);
    await page.getByRole("contentinfo").getByRole("link", { name: language.footerLink }).click();
    await expect(page).toHaveURL(`${language.prefix}/cancel`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.title);
    await expectNoAxeViolations(page);

    const email = uniqueEmail();
    await page.getByLabel(language.name).fill("Jana Schulz");
    await page.getByLabel(language.email).fill("jana@");
    await page.getByLabel(language.contract).fill("Pro, 12 months, order 4711");
    await page.getByLabel(language.extraordinary).check();
    await page.getByRole("button", { name: language.submit }).click();
    // What was typed stays. The error summary has the focus, and its link leads to the field.
    const address = page.getByLabel(language.email);
    await expect(address).toHaveAccessibleDescription(
      new RegExp(`^${language.emailInvalid.replace(/[.()]/g, "\\$&")}`),
    );
    await expect(page.locator("[data-error-summary]")).toBeFocused();
    await page.getByRole("link", { name: language.emailInvalid }).click();
    await expect(address).toBeFocused();
    await expect(page.getByLabel(language.contract)).toHaveValue("Pro, 12 months, order 4711");

    await address.fill(email);
    // The reason is optional, for an extraordinary cancellation too.
    await page.getByLabel(language.reason, { exact: true }).fill("Moving abroad");
    await page.getByLabel(language.onDate).check();
    await page.getByLabel(language.endDate).fill(dayFromToday(30));
    await page.getByRole("button", { name: language.submit }).click();

    const receipt = page.getByTestId("cancellation-receipt");
    await expect(receipt.getByRole("heading", { level: 1 })).toHaveText(language.doneTitle);
    await expect(receipt.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(receipt.getByText(language.receivedAt)).toBeVisible();
    for (const value of ["Jana Schulz", email, "Pro, 12 months, order 4711", language.kindValue, "Moving abroad"])
      await expect(receipt.getByText(value, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: `test-results/cancel-receipt-${language.viewport.width}-${language.prefix ? "de" : "en"}.png`,
      fullPage: true,
    });

    const mail = await waitForMail(email, language.subject);
    expect(mail.text).toContain(language.mailKind);
    expect(mail.text).toContain("Pro, 12 months, order 4711");
    expect(mail.text).toContain(language.showLink);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 422/] });

  test("the form posts, explains a problem, and shows the receipt", async ({ page }) => {
    await page.goto("/de/cancel");
    await page.getByLabel("Name").fill("Jana Schulz");
    await page.getByLabel("E-Mail-Adresse").fill("jana@");
    await page.getByLabel("Welcher Vertrag?").fill("Basic, monatlich");
    await page.getByRole("button", { name: "Jetzt kündigen" }).click();
    await expect(page.getByRole("link", { name: "Bitte gib eine gültige E-Mail-Adresse ein." })).toBeVisible();
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveAccessibleDescription(
      /^Bitte gib eine gültige E-Mail-Adresse ein\./,
    );
    await expect(page.getByLabel("E-Mail-Adresse")).toBeFocused();

    const email = uniqueEmail();
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByRole("button", { name: "Jetzt kündigen" }).click();
    const receipt = page.getByTestId("cancellation-receipt");
    await expect(receipt.getByRole("heading", { level: 1 })).toHaveText("Deine Kündigung ist eingegangen");
    await expect(receipt.getByText("Zum nächstmöglichen Zeitpunkt")).toBeVisible();
    await expect(receipt.getByText("Ordentliche Kündigung")).toBeVisible();
    const mail = await waitForMail(email, "Wir haben deine Kündigung erhalten");
    expect(mail.text).toContain("Gewünschtes Vertragsende: zum nächstmöglichen Zeitpunkt");
  });
});
