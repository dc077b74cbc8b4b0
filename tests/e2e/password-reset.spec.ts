import type { APIRequestContext } from "@playwright/test";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";
import { linkIn, mailsTo, waitForMail } from "./mail";

/**
 * A forgotten password, as a member meets it: the link on the sign-in form, the request,
 * the mail (received by a real SMTP server), the link in it, the new password, and the
 * link spent afterwards.
 */
const PASSWORD = "correct horse battery staple";
const NEW_PASSWORD = "a fresh passphrase for spring";
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const LANGUAGES = [
  {
    prefix: "",
    viewport: DESKTOP,
    accountLanguage: "english",
    forgot: "Forgot password?",
    name: "Name",
    email: "E-mail address",
    password: "Password",
    register: "Create free account",
    menu: "Menu",
    send: "Send link",
    sent: "If an account exists for this e-mail address, we have sent a link to choose a new password. It is valid for 30 minutes.",
    subject: "Reset your Profit Scout password",
    title: "Choose a new password",
    newPassword: "New password",
    save: "Save password",
    tooShort: "The password must have 8 to 128 characters.",
    common: /most common passwords/,
    done: "Your new password is saved",
    toAccount: "Go to your account",
    welcome: "Welcome, Ada Lovelace",
    spent: "This link no longer works",
    askAgain: "Ask for a new link",
  },
  {
    prefix: "/de",
    viewport: PHONE,
    accountLanguage: "german",
    forgot: "Passwort vergessen?",
    name: "Name",
    email: "E-Mail-Adresse",
    password: "Passwort",
    register: "Kostenloses Konto erstellen",
    menu: "Menü",
    send: "Link senden",
    sent: "Falls es zu dieser E-Mail-Adresse ein Konto gibt, haben wir einen Link zum Festlegen eines neuen Passworts geschickt. Er ist 30\u00a0Minuten gültig.",
    subject: "Setze dein Passwort für Profit Scout zurück",
    title: "Neues Passwort festlegen",
    newPassword: "Neues Passwort",
    save: "Passwort speichern",
    tooShort: "Das Passwort muss 8 bis 128 Zeichen lang sein.",
    common: /häufigsten Passwörtern/,
    done: "Dein neues Passwort ist gespeichert",
    toAccount: "Zu deinem Konto",
    welcome: "Willkommen, Ada Lovelace",
    spent: "Dieser Link funktioniert nicht mehr",
    askAgain: "Neuen Link anfordern",
  },
] as const;

async function registerMember(request: APIRequestContext, language: string) {
  const email = uniqueEmail("reset");
  const registered = await request.post("/api/auth/register", {
    data: { name: "Ada Lovelace", email, password: PASSWORD, acceptedTerms: true, language },
  });
  expect(registered.status()).toBe(201);
  return email;
}

test.describe("with JavaScript", () => {
  // A refused new password is answered 422, which the browser reports on the console.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  for (const language of LANGUAGES) {
    test(`a forgotten password in ${language.prefix || "/"}: from the sign-in form to a new password by the mailed link`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(language.viewport);
      const email = await registerMember(request, language.accountLanguage);

      await page.goto(`${language.prefix}/login`);
      await page.getByRole("link", { name: language.forgot }).click();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/forgot-password$`));
      await expect(page.getByRole("heading", { level: 1, name: language.forgot })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel(language.email).fill(email);
      await page.getByRole("button", { name: language.send }).click();
      await expect(page.getByRole("status")).toHaveText(language.sent);

      const mail = await waitForMail(email, language.subject);
      const link = linkIn(mail, "/reset-password?token=");
      expect(
        link.startsWith(`http://localhost:${process.env.E2E_PORT ?? 3210}${language.prefix}/reset-password?token=`),
      ).toBe(true);

      // Someone else is signed in in this browser meanwhile (a shared computer).
      await page.goto(`${language.prefix}/login?mode=register`);
      await page.getByLabel(language.name).fill("Grace Hopper");
      await page.getByLabel(language.email).fill(uniqueEmail("other"));
      await page.getByLabel(language.password).fill(PASSWORD);
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: language.register }).click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem("accessToken"))).not.toBeNull();

      const opened = await page.goto(link);
      expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
      expect(opened?.headers()["cache-control"]).toBe("no-store");
      await expect(page.getByRole("heading", { level: 1, name: language.title })).toBeVisible();
      // The secret leaves the address bar once the page has read it.
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/reset-password$`));
      await expectNoAxeViolations(page);

      const field = page.getByLabel(language.newPassword);
      await field.fill("short");
      await page.getByRole("button", { name: language.save }).click();
      await expect(page.getByText(language.tooShort)).toBeVisible();
      await field.fill("password123");
      await page.getByRole("button", { name: language.save }).click();
      await expect(page.getByRole("alert")).toHaveText(language.common);
      await page.getByLabel(language.newPassword).fill(NEW_PASSWORD);
      await page.getByRole("button", { name: language.save }).click();
      await expect(page.getByRole("heading", { level: 1, name: language.done })).toBeFocused();
      // The new password signed Ada in: the page's session is hers now, not Grace's.
      if (language.viewport === PHONE) await page.getByRole("button", { name: language.menu }).click();
      await expect(page.getByTestId("account-status").getByRole("link")).toHaveText(/Ada Lovelace/);
      if (language.viewport === PHONE) await page.keyboard.press("Escape");

      // Signed in by the new password: the account page opens without asking.
      await page.getByRole("link", { name: language.toAccount }).click();
      await expect(page.getByRole("heading", { level: 1, name: language.welcome })).toBeVisible();

      // The link works once.
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: language.spent })).toBeVisible();
      await page.getByRole("link", { name: language.askAgain }).click();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/forgot-password$`));

      // The old password is gone, the new one signs in.
      const old = await request.post("/api/auth/login", { data: { email, password: PASSWORD } });
      expect(old.status()).toBe(401);
      const fresh = await request.post("/api/auth/login", { data: { email, password: NEW_PASSWORD } });
      expect(fresh.status()).toBe(200);
    });
  }
});

test.describe("without JavaScript", () => {
  // A refused password answers the form with 422, which the browser logs.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 422/] });

  test("the request and the new password work as plain forms", async ({ page, request }) => {
    const email = await registerMember(request, "english");
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByRole("status")).toContainText("If an account exists for this e-mail address");

    const mail = await waitForMail(email, "Reset your Profit Scout password");
    await page.goto(linkIn(mail, "/reset-password?token="));
    // A refused password answers with the form and its error: the link still works.
    await page.getByLabel("New password").fill("short");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByText("The password must have 8 to 128 characters.")).toBeVisible();
    await page.getByLabel("New password").fill("password");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByText("This password is one of the most common passwords.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "This link no longer works" })).toHaveCount(0);
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your new password is saved" })).toBeVisible();
    const fresh = await request.post("/api/auth/login", { data: { email, password: NEW_PASSWORD } });
    expect(fresh.status()).toBe(200);
  });

  test("an address without an account gets the same answer and no mail", async ({ page }) => {
    const email = uniqueEmail("nobody");
    await page.goto("/de/forgot-password");
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByRole("button", { name: "Link senden" }).click();
    await expect(page.getByRole("status")).toContainText("Falls es zu dieser E-Mail-Adresse ein Konto gibt");
    await page.waitForTimeout(1000);
    expect(await mailsTo(email)).toEqual([]);
  });
});

test("a registration mails a welcome in the member's language", async ({ request }) => {
  const email = uniqueEmail("welcome");
  const registered = await request.post("/api/auth/register", {
    data: { name: "Jana Schulz", email, password: PASSWORD, acceptedTerms: true, language: "german" },
  });
  expect(registered.status()).toBe(201);
  const mail = await waitForMail(email, "Willkommen bei Profit Scout");
  expect(mail.text).toContain("Hallo Jana Schulz,");
  expect(linkIn(mail, "/de/member/courses")).toBe(`http://localhost:${process.env.E2E_PORT ?? 3210}/de/member/courses`);
});
