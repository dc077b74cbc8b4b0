import type { Page } from "@playwright/test";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";
import { linkIn, mailsTo, waitForMail } from "./mail";

/**
 * A member moves the account to another e-mail address, as they meet it: the form on the
 * account page, the mail to the new address (received by a real SMTP server), the page its
 * link opens, the button that confirms, the notice to the old address, and the link spent
 * afterwards. English on a desktop, German on a phone.
 */
const PASSWORD = "correct horse battery staple";
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3210}`;

const LANGUAGES = [
  {
    prefix: "",
    viewport: DESKTOP,
    name: "Name",
    email: "E-mail address",
    password: "Password",
    create: "Create free account",
    profile: "Edit profile",
    form: "Change e-mail address",
    newEmail: "New e-mail address",
    currentPassword: "Current password",
    send: "Send confirmation link",
    wrongPassword: "The current password is wrong.",
    sent: "We have sent a link to the new address. Confirm it through that link within 30 minutes; only then does your address change.",
    subject: "Confirm your new e-mail address",
    title: "Confirm your new address",
    confirm: "Confirm new address",
    done: "Your e-mail address has been changed",
    doneMessage: "Your e-mail address has been changed. From now on, sign in with the new one.",
    toAccount: "Go to your account",
    noticeSubject: "Your e-mail address was changed",
    spent: "This link no longer works",
    askAgain: "Ask for a new link",
  },
  {
    prefix: "/de",
    viewport: PHONE,
    name: "Name",
    email: "E-Mail-Adresse",
    password: "Passwort",
    create: "Kostenloses Konto erstellen",
    profile: "Profil bearbeiten",
    form: "E-Mail-Adresse ändern",
    newEmail: "Neue E-Mail-Adresse",
    currentPassword: "Aktuelles Passwort",
    send: "Bestätigungslink senden",
    wrongPassword: "Das aktuelle Passwort ist falsch.",
    sent: "Wir haben einen Link an die neue Adresse geschickt. Bestätige sie innerhalb von 30\u00a0Minuten über diesen Link; erst dann ändert sich deine Adresse.",
    subject: "Bestätige deine neue E-Mail-Adresse",
    title: "Neue E-Mail-Adresse bestätigen",
    confirm: "Neue Adresse bestätigen",
    done: "Deine E-Mail-Adresse wurde geändert",
    doneMessage: "Deine E-Mail-Adresse wurde geändert. Melde dich ab jetzt mit der neuen an.",
    toAccount: "Zu deinem Konto",
    noticeSubject: "Deine E-Mail-Adresse wurde geändert",
    spent: "Dieser Link funktioniert nicht mehr",
    askAgain: "Neuen Link anfordern",
  },
] as const;

type Texts = (typeof LANGUAGES)[number];

async function registerInBrowser(page: Page, texts: Texts, email: string) {
  await page.goto(`${texts.prefix}/login?mode=register&next=${encodeURIComponent(`${texts.prefix}/member/account`)}`);
  await page.getByLabel(texts.name).fill("Ada Lovelace");
  await page.getByLabel(texts.email).fill(email);
  await page.getByLabel(texts.password).fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: texts.create }).click();
  await expect(page).toHaveURL(`${texts.prefix}/member/account`);
}

test.describe("with JavaScript", () => {
  // A wrong password is answered 403, which the browser reports on the console.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  for (const texts of LANGUAGES) {
    test(`a new e-mail address in ${texts.prefix || "/"}: from the account page to the confirmed address`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(texts.viewport);
      const oldEmail = uniqueEmail("old");
      const newEmail = uniqueEmail("new");
      await registerInBrowser(page, texts, oldEmail);

      const form = page.getByRole("region", { name: texts.profile }).getByRole("form", { name: texts.form });
      await expect(form.getByTestId("current-email")).toHaveText(oldEmail);
      await form.getByLabel(texts.newEmail).fill(newEmail);
      await form.getByLabel(texts.currentPassword).fill("not my password");
      await form.getByRole("button", { name: texts.send }).click();
      await expect(form.getByRole("alert")).toHaveText(texts.wrongPassword);
      await form.getByLabel(texts.currentPassword).fill(PASSWORD);
      await form.getByRole("button", { name: texts.send }).click();
      const answer = form.getByTestId("email-change-answer");
      await expect(answer).toHaveAttribute("aria-live", "polite");
      await expect(answer).toContainText(texts.sent);
      // Nothing changes before the link is used.
      await expect(form.getByTestId("current-email")).toHaveText(oldEmail);
      await expectNoAxeViolations(page);

      const mail = await waitForMail(newEmail, texts.subject);
      const link = linkIn(mail, "/confirm-email?token=");
      expect(link.startsWith(`${ORIGIN}${texts.prefix}/confirm-email?token=`)).toBe(true);

      const opened = await page.goto(link);
      expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
      expect(opened?.headers()["cache-control"]).toBe("no-store");
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
      await expect(page.getByText(newEmail)).toBeVisible();
      // The secret leaves the address bar once the page has read it.
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/confirm-email$`));
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: texts.confirm }).click();
      await expect(page.getByRole("heading", { level: 1, name: texts.done })).toBeFocused();
      await expect(page.getByRole("status")).toHaveText(texts.doneMessage);
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: texts.toAccount }).click();
      await expect(page).toHaveURL(`${texts.prefix}/member/account`);
      await expect(page.getByTestId("current-email")).toHaveText(newEmail);
      await page.reload();
      await expect(page.getByTestId("current-email")).toHaveText(newEmail);

      const notice = await waitForMail(oldEmail, texts.noticeSubject);
      expect(notice.text).toContain(newEmail);

      // The link works once; the page says where to ask for a new one.
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: texts.spent })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: texts.askAgain }).click();
      await expect(page).toHaveURL(`${texts.prefix}/member/account`);

      expect((await request.post("/api/auth/login", { data: { email: newEmail, password: PASSWORD } })).status()).toBe(
        200,
      );
      expect((await request.post("/api/auth/login", { data: { email: oldEmail, password: PASSWORD } })).status()).toBe(
        401,
      );
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the confirmation page works as a plain form", async ({ page, request }) => {
    const oldEmail = uniqueEmail("plain-old");
    const newEmail = uniqueEmail("plain-new");
    const registered = await request.post("/api/auth/register", {
      data: { name: "Ada Lovelace", email: oldEmail, password: PASSWORD, acceptedTerms: true, language: "german" },
    });
    const { accessToken } = (await registered.json()) as { accessToken: string };
    const asked = await request.post("/api/auth/email-change", {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { newEmail, currentPassword: PASSWORD },
    });
    expect(asked.status()).toBe(202);

    const mail = await waitForMail(newEmail, "Bestätige deine neue E-Mail-Adresse");
    await page.goto(linkIn(mail, "/de/confirm-email?token="));
    await page.getByRole("button", { name: "Neue Adresse bestätigen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Deine E-Mail-Adresse wurde geändert" })).toBeVisible();
    await waitForMail(oldEmail, "Deine E-Mail-Adresse wurde geändert");
    expect((await request.post("/api/auth/login", { data: { email: newEmail, password: PASSWORD } })).status()).toBe(
      200,
    );
  });

  test("an address of another account gets the same answer and no mail", async ({ request }) => {
    const taken = uniqueEmail("taken");
    await request.post("/api/auth/register", {
      data: { name: "Grace Hopper", email: taken, password: PASSWORD, acceptedTerms: true, language: "english" },
    });
    const registered = await request.post("/api/auth/register", {
      data: {
        name: "Ada Lovelace",
        email: uniqueEmail("asker"),
        password: PASSWORD,
        acceptedTerms: true,
        language: "english",
      },
    });
    const { accessToken } = (await registered.json()) as { accessToken: string };
    const asked = await request.post("/api/auth/email-change", {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { newEmail: taken, currentPassword: PASSWORD },
    });
    expect(asked.status()).toBe(202);
    await waitForMail(taken, "Welcome to Profit Scout");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await mailsTo(taken)).map((mail) => mail.subject)).toEqual(["Welcome to Profit Scout"]);
  });
});
