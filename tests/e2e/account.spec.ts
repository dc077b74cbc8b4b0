import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";

/**
 * The member's account page: reached from the header's name, guarded by the sign-in page
 * (which sends the member back), with their courses, statistics and profile.
 */
const PASSWORD = "correct horse battery staple";
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const LANGUAGES = [
  {
    prefix: "",
    name: "Name",
    email: "E-mail address",
    password: "Password",
    register: "Create free account",
    registerTab: "Create account",
    welcome: "Welcome, Ada Lovelace",
    signIns: "Total sign-ins",
    lessons: "Lessons",
    modules: "Modules",
    coursesCompleted: "Courses completed",
    hours: "Hours watched",
    memberSince: "Member since",
    noSubscription: "No active subscription",
    hoursValue: "1.5",
    continue: "Continue training",
    markComplete: "Mark as Complete",
    signOut: "Sign out",
    signIn: "Sign in",
  },
  {
    prefix: "/de",
    name: "Name",
    email: "E-Mail-Adresse",
    password: "Passwort",
    register: "Kostenloses Konto erstellen",
    registerTab: "Konto erstellen",
    welcome: "Willkommen, Ada Lovelace",
    signIns: "Anmeldungen insgesamt",
    lessons: "Lektionen",
    modules: "Module",
    coursesCompleted: "Abgeschlossene Kurse",
    hours: "Angesehene Videozeit (Std.)",
    memberSince: "Mitglied seit",
    noSubscription: "Kein aktives Abonnement",
    hoursValue: "1,5",
    continue: "Training fortsetzen",
    markComplete: "Als abgeschlossen markieren",
    signOut: "Abmelden",
    signIn: "Anmelden",
  },
] as const;

// Registrations are limited per address (10 an hour), and the whole suite comes from one:
// each language registers once and checks the page at both widths.
for (const language of LANGUAGES) {
  test(`the account page in ${language.prefix || "/"}: sign-in first, then courses, statistics and profile, on a desktop and a phone`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    // Progress made before signing in: one lesson done, 90 minutes of video played,
    // and the one-lesson course finished.
    await page.goto(`${language.prefix}/member/courses/sentiment-trader/start-auto-trading`);
    await page.getByRole("button", { name: language.markComplete }).click();
    await page.evaluate(() => {
      localStorage.setItem("lesson_watched_sentiment-trader_start-auto-trading", "5400");
      localStorage.setItem("lesson_completed_arbitrage-bot_coming-soon", "true");
    });

    await page.goto(`${language.prefix}/member/account`);
    await expect(page).toHaveURL(
      `${language.prefix}/login?next=${encodeURIComponent(`${language.prefix}/member/account`)}`,
    );
    await page.getByRole("link", { name: language.registerTab }).click();
    await page.getByLabel(language.name).fill("Ada Lovelace");
    const email = uniqueEmail("account");
    await page.getByLabel(language.email).fill(email);
    await page.getByLabel(language.password).fill(PASSWORD);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: language.register }).click();

    await expect(page).toHaveURL(`${language.prefix}/member/account`);
    await expect(page).toHaveTitle(/\| Profit Scout$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.welcome);
      const figure = (label: string) =>
        page.getByTestId("account-statistics").locator("div", { has: page.getByText(label, { exact: true }) });
      await expect(figure(language.signIns).locator("dd")).toHaveText("1");
      await expect(figure(language.lessons).locator("dd")).toHaveText(new RegExp(`^2 \\S+ 37$`));
      await expect(figure(language.modules).locator("dd")).toHaveText(new RegExp(`^1 \\S+ 5$`));
      await expect(figure(language.coursesCompleted).locator("dd")).toHaveText("1");
      await expect(figure(language.hours).locator("dd")).toHaveText(language.hoursValue);
      await expect(figure(language.memberSince).locator("dd")).toContainText(String(new Date().getUTCFullYear()));
      await expect(page.getByText(language.noSubscription)).toBeVisible();
      // The started course offers its next lesson.
      const course = page.locator('[data-course="sentiment-trader"]');
      await expect(course.getByRole("link", { name: new RegExp(`^${language.continue}`) })).toHaveAttribute(
        "href",
        /\/member\/courses\/sentiment-trader\/[a-z-]+$/,
      );
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `test-results/account-${viewport.width}-${language.prefix ? "de" : "en"}.png`,
        fullPage: true,
      });
    }

    // The header's name leads back here from any page.
    await page.setViewportSize(DESKTOP);
    await page.goto(`${language.prefix}/member/courses`);
    await page
      .getByTestId("account-status")
      .first()
      .getByRole("link", { name: /Ada Lovelace/ })
      .click();
    await expect(page).toHaveURL(`${language.prefix}/member/account`);
    // The address changes before the new page is drawn: the sign-out meant is the account
    // page's, not the header's on the page before.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.welcome);

    await page.getByRole("button", { name: language.signOut, exact: true }).last().click();
    await expect(page).toHaveURL(`${language.prefix}/login`);

    // The sign-in page sends nobody to another site.
    await page.goto(`${language.prefix}/login?next=%2F%2Fevil.example%2F`);
    await page.getByLabel(language.email).fill(email);
    await page.getByLabel(language.password).fill(PASSWORD);
    await page.getByRole("button", { name: language.signIn }).last().click();
    await expect(page).toHaveURL(`${language.prefix}/member/courses`);
  });
}
