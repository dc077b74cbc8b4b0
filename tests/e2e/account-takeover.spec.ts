import type { Page } from "@playwright/test";
import { CHECKOUT } from "@shared/site.config";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test, visitorHeaders } from "./fixtures";
import { linkIn, waitForMail } from "./mail";
import { sendStripeEvent } from "./stripe-events";

/**
 * The ways to take a member's account over that the site closes (docs/security.md), tried
 * as an attacker would: through the site's own pages and the mails a real SMTP server
 * receives. English on a desktop, German on a phone.
 */
const PASSWORD = "correct horse battery staple";
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const LANGUAGES = [
  {
    prefix: "",
    viewport: DESKTOP,
    email: "E-mail address",
    password: "Password",
    create: "Create free account",
    emailForm: "Change e-mail address",
    newEmail: "New e-mail address",
    currentPassword: "Current password",
    newPassword: "New password",
    sendConfirmation: "Send confirmation link",
    confirmSubject: "Confirm your new e-mail address",
    send: "Send link",
    resetSubject: "Reset your Profit Scout password",
    save: "Save password",
    done: "Your new password is saved",
    security: "Password and sessions",
    changePassword: "Change password",
    changed: /^Your new password is saved\./,
    noticeSubject: "Your Profit Scout password was changed",
    spent: "This link no longer works",
    unconfirmed: "Please confirm your e-mail address",
    sendAgain: "Send the link again",
    sentAgain: /^We have sent a new link to /,
    confirmSubject2: "Confirm your e-mail address",
    confirmTitle: "Confirm your e-mail address",
    confirmButton: "Confirm my address",
    confirmed: "Your e-mail address is confirmed",
    signIn: "Sign in",
    invalidCredentials: "Invalid e-mail or password",
    noSubscription: "No active subscription",
    plan: "Pro, Yearly",
  },
  {
    prefix: "/de",
    viewport: PHONE,
    email: "E-Mail-Adresse",
    password: "Passwort",
    create: "Kostenloses Konto erstellen",
    emailForm: "E-Mail-Adresse ändern",
    newEmail: "Neue E-Mail-Adresse",
    currentPassword: "Aktuelles Passwort",
    newPassword: "Neues Passwort",
    sendConfirmation: "Bestätigungslink senden",
    confirmSubject: "Bestätige deine neue E-Mail-Adresse",
    send: "Link senden",
    resetSubject: "Setze dein Passwort für Profit Scout zurück",
    save: "Passwort speichern",
    done: "Dein neues Passwort ist gespeichert",
    security: "Passwort und Sitzungen",
    changePassword: "Passwort ändern",
    changed: /Dein neues Passwort ist gespeichert\./,
    noticeSubject: "Dein Passwort für Profit Scout wurde geändert",
    spent: "Dieser Link funktioniert nicht mehr",
    unconfirmed: "Bitte bestätige deine E-Mail-Adresse",
    sendAgain: "Link erneut senden",
    sentAgain: /^Wir haben einen neuen Link an /,
    confirmSubject2: "Bestätige deine E-Mail-Adresse",
    confirmTitle: "E-Mail-Adresse bestätigen",
    confirmButton: "Adresse bestätigen",
    confirmed: "Deine E-Mail-Adresse ist bestätigt",
    signIn: "Anmelden",
    invalidCredentials: "E-Mail-Adresse oder Passwort ist falsch",
    noSubscription: "Kein aktives Abonnement",
    plan: "Pro, Jährlich",
  },
] as const;

type Texts = (typeof LANGUAGES)[number];

async function registerInBrowser(page: Page, texts: Texts, email: string) {
  await page.goto(`${texts.prefix}/login?mode=register&next=${encodeURIComponent(`${texts.prefix}/member/account`)}`);
  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByLabel(texts.email).fill(email);
  await page.getByLabel(texts.password).fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: texts.create }).click();
  await expect(page).toHaveURL(`${texts.prefix}/member/account`);
}

/** Asks for a reset link on the forgotten-password page and returns the mailed link. */
async function askForResetLink(page: Page, texts: Texts, email: string): Promise<string> {
  await page.goto(`${texts.prefix}/forgot-password`);
  await page.getByLabel(texts.email).fill(email);
  await page.getByRole("button", { name: texts.send }).click();
  await expect(page.getByRole("status")).toBeVisible();
  return linkIn(await waitForMail(email, texts.resetSubject), "/reset-password?token=");
}

test.describe("an e-mail change asked for by someone holding the session", () => {
  // The attacker's session ends with the owner's new password: its page's calls get 401.
  test.use({ allowedConsoleErrors: [/status of 401/] });
  for (const texts of LANGUAGES) {
    test(`${texts.prefix || "/"}: an attacker's e-mail-change link dies when the owner resets the password`, async ({
      page,
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize(texts.viewport);
      const ownerEmail = uniqueEmail("owner");
      const attackerEmail = uniqueEmail("attacker");
      await registerInBrowser(page, texts, ownerEmail);

      // Someone holding the session and the password asks to move the account to their address.
      const form = page.getByRole("form", { name: texts.emailForm });
      await form.getByLabel(texts.newEmail).fill(attackerEmail);
      await form.getByLabel(texts.currentPassword).fill(PASSWORD);
      await form.getByRole("button", { name: texts.sendConfirmation }).click();
      const attackerLink = linkIn(await waitForMail(attackerEmail, texts.confirmSubject), "/confirm-email?token=");

      // The owner notices and takes the account back with a new password, in a browser of their own.
      const ownerContext = await browser.newContext({
        viewport: texts.viewport,
        extraHTTPHeaders: visitorHeaders(testInfo),
      });
      const owner = await ownerContext.newPage();
      const resetLink = await askForResetLink(owner, texts, ownerEmail);
      await owner.goto(resetLink);
      await owner.getByLabel(texts.newPassword).fill("the owner's fresh passphrase");
      await owner.getByRole("button", { name: texts.save }).click();
      await expect(owner.getByRole("heading", { level: 1, name: texts.done })).toBeVisible();
      await ownerContext.close();

      // The attacker's link no longer confirms anything.
      await page.goto(attackerLink);
      await expect(page.getByRole("heading", { level: 1, name: texts.spent })).toBeVisible();
      const attackerSignIn = await request.post("/api/auth/login", {
        data: { email: attackerEmail, password: "the owner's fresh passphrase" },
      });
      expect(attackerSignIn.status()).toBe(401);
      const ownerSignIn = await request.post("/api/auth/login", {
        data: { email: ownerEmail, password: "the owner's fresh passphrase" },
      });
      expect(ownerSignIn.status()).toBe(200);
    });
  }
});

for (const texts of LANGUAGES) {
  test(`${texts.prefix || "/"}: a reset link asked for before a password change no longer works after it`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(texts.viewport);
    const email = uniqueEmail("member");
    await registerInBrowser(page, texts, email);
    const resetLink = await askForResetLink(page, texts, email);

    await page.goto(`${texts.prefix}/member/account`);
    const security = page.getByRole("region", { name: texts.security });
    await security.getByLabel(texts.currentPassword).fill(PASSWORD);
    await security.getByLabel(texts.newPassword).fill("a second long passphrase");
    await security.getByRole("button", { name: texts.changePassword }).click();
    await expect(security.getByRole("status")).toHaveText(texts.changed);
    const notice = await waitForMail(email, texts.noticeSubject);
    expect(linkIn(notice, "/forgot-password")).toMatch(new RegExp(`${texts.prefix}/forgot-password$`));

    await page.goto(resetLink);
    await expect(page.getByRole("heading", { level: 1, name: texts.spent })).toBeVisible();
  });
}

for (const texts of LANGUAGES) {
  test(`${texts.prefix || "/"}: a new member confirms the address from the account page's notice`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(texts.viewport);
    const email = uniqueEmail("confirm");
    await registerInBrowser(page, texts, email);

    const notice = page.getByRole("region", { name: texts.unconfirmed });
    await expect(notice).toContainText(email);
    await expectNoAxeViolations(page);
    await notice.getByRole("button", { name: texts.sendAgain }).click();
    await expect(notice.getByTestId("address-confirm-answer")).toHaveText(texts.sentAgain);
    await expect(notice.getByRole("button", { name: texts.sendAgain })).toBeFocused();
    const link = linkIn(await waitForMail(email, texts.confirmSubject2), "/confirm-address?token=");
    expect(link).toContain(`${texts.prefix}/confirm-address?token=`);

    const opened = await page.goto(link);
    expect(opened?.headers()["cache-control"]).toBe("no-store");
    expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page.getByRole("heading", { level: 1, name: texts.confirmTitle })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/confirm-address$`));
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: texts.confirmButton }).press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: texts.confirmed })).toBeFocused();

    await page.goto(`${texts.prefix}/member/account`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: texts.unconfirmed })).toHaveCount(0);
  });
}

test.describe("an address registered by someone else before its owner buys with it", () => {
  // The registrant's session ends with the purchase: its page's calls get 401.
  test.use({ allowedConsoleErrors: [/status of 401/] });
  for (const texts of LANGUAGES) {
    test(`${texts.prefix || "/"}: the purchase reaches only whoever proves the mailbox`, async ({
      page,
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize(texts.viewport);
      const buyerEmail = uniqueEmail("buyer");
      // The attacker registers the buyer's address first, with a password of their own.
      await registerInBrowser(page, texts, buyerEmail);
      await expect(page.getByRole("region", { name: texts.unconfirmed })).toBeVisible();

      // The buyer pays with that address.
      const customer = `cus_hijack_${Date.now()}_${texts.prefix.length}`;
      await sendStripeEvent(request, "checkout.session.completed", {
        id: `cs_${customer}`,
        customer,
        customer_details: { email: buyerEmail, name: "Real Buyer" },
      });
      await sendStripeEvent(request, "customer.subscription.created", {
        id: `sub_${customer}`,
        object: "subscription",
        customer,
        status: "active",
        cancel_at_period_end: false,
        items: {
          data: [
            { price: { id: CHECKOUT.priceIds.pro.yearly }, current_period_end: Math.floor(Date.now() / 1000) + 86_400 },
          ],
        },
      });

      // The attacker is signed out and their password no longer works.
      await page.goto(`${texts.prefix}/member/account`);
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/login`));
      await page.getByLabel(texts.email).fill(buyerEmail);
      await page.getByLabel(texts.password).fill(PASSWORD);
      await page.getByRole("button", { name: texts.signIn, exact: true }).click();
      await expect(page.getByRole("alert")).toContainText(texts.invalidCredentials);

      // The buyer sets a password through "Forgot password?" and finds the purchase.
      const buyerContext = await browser.newContext({
        viewport: texts.viewport,
        extraHTTPHeaders: visitorHeaders(testInfo),
      });
      const buyer = await buyerContext.newPage();
      const resetLink = await askForResetLink(buyer, texts, buyerEmail);
      await buyer.goto(resetLink);
      await buyer.getByLabel(texts.newPassword).fill("the buyer's own passphrase");
      await buyer.getByRole("button", { name: texts.save }).click();
      await expect(buyer.getByRole("heading", { level: 1, name: texts.done })).toBeVisible();
      await buyer.goto(`${texts.prefix}/member/account`);
      await expect(buyer.getByTestId("account-subscription-list")).toContainText(texts.plan);
      await expect(buyer.getByRole("region", { name: texts.unconfirmed })).toHaveCount(0);
      await buyerContext.close();
    });
  }
});
