import type { Browser, Page, TestInfo } from "@playwright/test";
import { DESKTOP, expect, PHONE, test, visitorHeaders, waitForHydration } from "./fixtures";

/**
 * Progress follows the member (docs/decisions/013-synced-progress.md): made signed out in
 * one browser, it reaches the account at sign-in, a second browser signed in to the same
 * account shows it, and changes made there come back to the first.
 */
const PASSWORD = "correct horse battery staple";
const COURSE = "bitcoin-profit-scout";
const uniqueEmail = () => `sync-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const LANGUAGES = [
  {
    prefix: "",
    viewport: DESKTOP,
    markComplete: "Mark as Complete",
    completedButton: "✓ Completed",
    undo: "Undo",
    progress: (done: number) => `${done} / 18 completed`,
    name: "Name",
    email: "E-mail address",
    password: "Password",
    register: "Create free account",
    registerTab: "Create account",
    signIn: "Sign in",
    welcome: "Welcome, Grace Hopper",
  },
  {
    prefix: "/de",
    viewport: PHONE,
    markComplete: "Als abgeschlossen markieren",
    completedButton: "✓ Abgeschlossen",
    undo: "Rückgängig",
    progress: (done: number) => `${done} / 18 abgeschlossen`,
    name: "Name",
    email: "E-Mail-Adresse",
    password: "Passwort",
    register: "Kostenloses Konto erstellen",
    registerTab: "Konto erstellen",
    signIn: "Anmelden",
    welcome: "Willkommen, Grace Hopper",
  },
] as const;

interface ReportedLesson {
  lesson: string;
  completed?: { value: boolean };
}

/**
 * Waits for a progress report of the page to be answered; with `lesson`, for one that
 * carries that lesson in the state `completed` (a report sent at the page's load may still
 * be on its way before it).
 */
const progressReport = (page: Page, lesson?: string, completed?: boolean) =>
  page.waitForResponse((response) => {
    if (!response.url().endsWith("/api/progress") || response.request().method() !== "POST") return false;
    if (lesson === undefined) return true;
    const { lessons } = response.request().postDataJSON() as { lessons: ReportedLesson[] };
    return lessons.some((entry) => entry.lesson === lesson && entry.completed?.value === completed);
  });

/** A second browser of the same visitor: its own storage and cookies. */
async function secondBrowser(browser: Browser, testInfo: TestInfo, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ extraHTTPHeaders: visitorHeaders(testInfo), viewport });
  const page = await context.newPage();
  return { context, page };
}

for (const language of LANGUAGES) {
  test(`progress made signed out reaches the account and a second browser, and back (${language.prefix || "/"}, ${language.viewport.width} px)`, async ({
    page,
    browser,
  }, testInfo) => {
    await page.setViewportSize(language.viewport);
    const lesson = (slug: string) => `${language.prefix}/member/courses/${COURSE}/${slug}`;
    const coursePage = `${language.prefix}/member/courses/${COURSE}`;

    // Browser A, signed out: one lesson completed, a video left at 2:05 after 5 minutes played.
    await page.goto(lesson("about-marco"));
    await page.getByRole("button", { name: language.markComplete }).click();
    await page.evaluate((course) => {
      localStorage.setItem(`lesson_position_${course}_about-marco`, "125");
      localStorage.setItem(`lesson_watched_${course}_about-marco`, "300");
    }, COURSE);

    // Browser A creates an account: the progress goes with the first report.
    await page.goto(`${language.prefix}/login?mode=register`);
    const email = uniqueEmail();
    await page.getByLabel(language.name).fill("Grace Hopper");
    await page.getByLabel(language.email).fill(email);
    await page.getByLabel(language.password).fill(PASSWORD);
    await page.getByRole("checkbox").check();
    const firstReport = progressReport(page);
    await page.getByRole("button", { name: language.register }).click();
    const stored = await (await firstReport).json();
    expect(stored.lessons).toEqual([
      expect.objectContaining({
        course: COURSE,
        lesson: "about-marco",
        completed: true,
        positionSeconds: 125,
        watchedSeconds: 300,
      }),
    ]);

    // Browser B signs in to the same account and sees it.
    const second = await secondBrowser(browser, testInfo, language.viewport);
    const other = second.page;
    await other.goto(`${language.prefix}/login?next=${encodeURIComponent(coursePage)}`);
    await waitForHydration(other);
    await other.getByLabel(language.email).fill(email);
    await other.getByLabel(language.password).fill(PASSWORD);
    await other.getByRole("button", { name: language.signIn }).last().click();
    await expect(other).toHaveURL(coursePage);
    await expect(other.getByTestId("course-progress")).toHaveText(language.progress(1));
    expect(
      await other.evaluate((course) => localStorage.getItem(`lesson_position_${course}_about-marco`), COURSE),
    ).toBe("125");

    // Browser B completes another lesson and undoes the first.
    await other.goto(lesson("setup-indicator"));
    await waitForHydration(other);
    let report = progressReport(other, "setup-indicator", true);
    await other.getByRole("button", { name: language.markComplete }).click();
    await report;
    await other.goto(lesson("about-marco"));
    await waitForHydration(other);
    await expect(other.getByRole("button", { name: language.completedButton })).toBeDisabled();
    report = progressReport(other, "about-marco", false);
    await other.getByRole("button", { name: language.undo }).click();
    await report;

    // Browser A, on its next load, ends in the same state.
    await page.goto(coursePage);
    await expect(page.getByTestId("course-progress")).toHaveText(language.progress(1));
    await expect(page.locator('[data-lesson="setup-indicator"]').getByText(/Completed|Abgeschlossen/)).toBeVisible();
    await expect(page.locator('[data-lesson="about-marco"]').getByText(/Completed|Abgeschlossen/)).toHaveCount(0);

    // A completion just before the tab closes is not lost: B completes and closes at once.
    await other.goto(lesson("member-area-support"));
    await waitForHydration(other);
    await other.getByRole("button", { name: language.markComplete }).click();
    await other.close({ runBeforeUnload: true });
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("course-progress")).toHaveText(language.progress(2), { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await second.context.close();
  });
}

for (const language of LANGUAGES) {
  test(`a sign-in posted before the page's scripts ran is picked up by the page it leads to (${language.prefix || "/"}, ${language.viewport.width} px)`, async ({
    browser,
  }, testInfo) => {
    const { context, page } = await secondBrowser(browser, testInfo, language.viewport);
    const lessonPage = `${language.prefix}/member/courses/${COURSE}/setup-indicator`;
    // A slow phone: the form is sent before the page's scripts have arrived, so the browser
    // posts it itself, and the server answers with the refresh cookie and a redirect.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(`${language.prefix}/login?mode=register&next=${encodeURIComponent(lessonPage)}`);
    await page.getByLabel(language.name).fill("Grace Hopper");
    await page.getByLabel(language.email).fill(uniqueEmail());
    await page.getByLabel(language.password).fill(PASSWORD);
    await page.getByRole("checkbox").check();
    await page.unrouteAll();
    const posted = page.waitForRequest((request) => request.method() === "POST" && request.isNavigationRequest());
    const firstReport = progressReport(page);
    await page.getByRole("button", { name: language.register }).click();
    const answer = await (await posted).response();
    expect(answer?.status()).toBe(302);
    expect(await answer?.headerValue("set-cookie")).toContain("signed_in_by_form=1");
    await expect(page).toHaveURL(lessonPage);

    // The lesson page, with its scripts, knows the member: it reports their progress and
    // the header names them.
    expect((await firstReport).status()).toBe(200);
    if (language.viewport === PHONE) await page.getByRole("button", { name: /Menu|Menü/ }).click();
    await expect(page.getByTestId("account-status").getByRole("link")).toHaveText(/Grace Hopper/);
    // The mark is spent once the session is picked up: the next load is like any other.
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("signed_in_by_form");
    await context.close();
  });
}
