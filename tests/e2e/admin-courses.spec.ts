import { mkdirSync } from "node:fs";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { turnOnSecondFactor } from "./second-factor";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test, visitorHeaders, waitForHydration } from "./fixtures";
import { adminCommand } from "./admin-command";

/**
 * The dashboard's Courses section (docs/decisions/042-course-insight.md): the owner sees
 * the progress members made on their own lesson pages, in both languages. The test
 * server's database is shared with other tests, so each test reads the figures before
 * and after its members and checks the difference; each language uses a course of its own.
 */
const PASSWORD = "correct horse battery staple";
const SHOTS = "/tmp/shots-insight";
const unique = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const LANGUAGES = [
  {
    prefix: "",
    language: "en",
    course: "sentiment-trader",
    courseTitle: "Sentiment Trader",
    lesson: "sentiment-trader-basics",
    // 15 minutes: 3 minutes in is the third tenth (3 to 4.5 minutes).
    stopPart: 2,
    stopText: "3–4.5 min: ",
    texts: {
      name: "Name",
      email: "E-mail address",
      password: "Password",
      register: "Create free account",
      noAccess: "No access",
      title: "Courses",
      nav: "Dashboard sections",
      markComplete: "Mark as Complete",
      period: "Period",
      last30: "Last 30 days",
      course: "Course",
      show: "Show",
      funnel: "Funnel of Sentiment Trader",
      stops: "Where members stop",
      csvOf: "Download “Lessons of Sentiment Trader” as CSV",
      csvHeading: '"No.","Lesson","Reached","Completed","Median watched (%)"',
    },
  },
  {
    prefix: "/de",
    language: "de",
    course: "bitcoin-risk-heat-map",
    courseTitle: "Bitcoin Risk Heat Map",
    lesson: "settings",
    // 10 minutes: 3 minutes in is the fourth tenth (3 to 4 minutes).
    stopPart: 3,
    stopText: "3–4\u00a0Min.: ",
    texts: {
      name: "Name",
      email: "E-Mail-Adresse",
      password: "Passwort",
      register: "Kostenloses Konto erstellen",
      noAccess: "Kein Zugriff",
      title: "Kurse",
      nav: "Bereiche des Dashboards",
      markComplete: "Als abgeschlossen markieren",
      period: "Zeitraum",
      last30: "Letzte 30\u00a0Tage",
      course: "Kurs",
      show: "Anzeigen",
      funnel: "Trichter von Bitcoin Risk Heat Map",
      stops: "Wo Mitglieder aufhören",
      csvOf: "„Lektionen von Bitcoin Risk Heat Map“ als CSV herunterladen",
      csvHeading: '"Nr.";"Lektion";"Erreicht";"Abgeschlossen";"Median angesehen (%)"',
    },
  },
] as const;

type Language = (typeof LANGUAGES)[number];

/** Registers through the sign-in page and lands on `next`. */
async function register(page: Page, language: Language, next: string, name: string) {
  const email = unique("insight");
  await page.goto(`${language.prefix}/login?mode=register&next=${encodeURIComponent(next)}`);
  await page.getByLabel(language.texts.name).fill(name);
  await page.getByLabel(language.texts.email).fill(email);
  await page.getByLabel(language.texts.password).fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: language.texts.register }).click();
  return email;
}

/** The owner: registered, made admin by the server's command, with a second factor. */
async function owner(page: Page, language: Language) {
  const path = `${language.prefix}/admin/courses`;
  const email = await register(page, language, path, "Olivia Owner");
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.texts.noAccess);
  await adminCommand("grant", email);
  await turnOnSecondFactor(page, language.prefix, PASSWORD);
}

/**
 * A member who opens the lesson in their own browser, plays its video to 3 minutes (as the
 * player records it: position and seconds watched, with the moment, `daysAgo` days back)
 * and, if asked, marks it complete; the lesson page reports it to the account.
 */
async function memberStopsAtMinute3(
  browser: Browser,
  testInfo: TestInfo,
  language: Language,
  complete: boolean,
  daysAgo = 0,
) {
  const context = await browser.newContext({ extraHTTPHeaders: visitorHeaders(testInfo), viewport: DESKTOP });
  const page = await context.newPage();
  const lessonPath = `${language.prefix}/member/courses/${language.course}/${language.lesson}`;
  await register(page, language, lessonPath, "Mia Member");
  await expect(page).toHaveURL(lessonPath);
  await waitForHydration(page);
  if (complete) {
    const reported = page.waitForResponse(
      (response) => response.url().endsWith("/api/progress") && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: language.texts.markComplete }).click();
    await reported;
  }
  await page.evaluate(
    ({ course, lesson, at }) => {
      localStorage.setItem(`lesson_position_${course}_${lesson}`, "180");
      localStorage.setItem(`lesson_watched_${course}_${lesson}`, "180");
      const moments = JSON.parse(localStorage.getItem("progress_changed_at") ?? "{}") as Record<string, object>;
      moments[`${course}/${lesson}`] = { ...moments[`${course}/${lesson}`], position: at };
      localStorage.setItem("progress_changed_at", JSON.stringify(moments));
    },
    {
      course: language.course,
      lesson: language.lesson,
      at: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString(),
    },
  );
  // Every load reports the whole state.
  const reported = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/progress") &&
      response.request().method() === "POST" &&
      (response.request().postDataJSON() as { lessons: { position?: { seconds: number } }[] }).lessons.some(
        (entry) => entry.position?.seconds === 180,
      ),
  );
  await page.reload();
  expect((await reported).status()).toBe(200);
  await context.close();
}

/** The figures of the lesson's rows: reached and completed, and its last positions per tenth. */
async function lessonFigures(page: Page, lesson: string) {
  const number = (text: string) => Number(text.replace(/[^\d]/g, ""));
  const cells = await page.getByTestId("lessons-table").locator(`tr[data-lesson="${lesson}"] td`).allTextContents();
  const stops = await page.getByTestId("stops-table").locator(`tr[data-lesson="${lesson}"] td`).allTextContents();
  return { reached: number(cells[2]!), completed: number(cells[3]!), stops: stops.map(number) };
}

for (const language of LANGUAGES) {
  test(`the owner sees the funnel and where members stop, as members made it on their lesson pages (${language.prefix || "/"})`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize(DESKTOP);
    await owner(page, language);
    const coursePage = `${language.prefix}/admin/courses?course=${language.course}`;
    await page.goto(coursePage);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.texts.title);
    await expect(
      page.getByRole("navigation", { name: language.texts.nav }).getByRole("link", { name: language.texts.title }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: language.texts.funnel })).toBeVisible();
    const before = await lessonFigures(page, language.lesson);

    // Two members stop at minute 3; one of them marked the lesson complete first.
    await memberStopsAtMinute3(browser, testInfo, language, true);
    await memberStopsAtMinute3(browser, testInfo, language, false);

    await page.reload();
    const after = await lessonFigures(page, language.lesson);
    expect(after.reached).toBe(before.reached + 2);
    expect(after.completed).toBe(before.completed + 1);
    const expectedStops = [...before.stops];
    expectedStops[language.stopPart]! += 2;
    expect(after.stops).toEqual(expectedStops);
    // The chart says the same: its description reads every tenth's figure.
    const chart = page.getByTestId(`stops-${language.lesson}`).getByRole("img");
    await expect(chart).toHaveAccessibleDescription(
      new RegExp(`${language.stopText.replace(/[.]/g, "\\.")}${after.stops[language.stopPart]}[,.]`),
    );
    await expect(page.getByTestId("funnel-chart")).toHaveAccessibleName(new RegExp(language.courseTitle));
    await expectNoAxeViolations(page);

    // The course's lessons as CSV: the table's figures, in the page's language.
    const csvLink = page.getByRole("link", { name: language.texts.csvOf });
    const csv = await page.request.get((await csvLink.getAttribute("href"))!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toContain(language.texts.csvHeading);
    const separator = language.language === "de" ? ";" : ",";
    expect(lines[1]).toContain(
      ['"1"', `"${language.lesson}"`, `"${after.reached}"`, `"${after.completed}"`].join(separator),
    );

    // The period filter is a form: by keyboard, the last 30 days, which hold both members.
    await page.getByLabel(language.texts.period, { exact: true }).focus();
    await page.getByLabel(language.texts.period, { exact: true }).selectOption({ label: language.texts.last30 });
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(language.texts.course, { exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: language.texts.show })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${language.prefix}/admin/courses?period=30&course=${language.course}`);
    const recent = await lessonFigures(page, language.lesson);
    expect(recent.reached).toBeGreaterThanOrEqual(2);
    expect(recent.stops[language.stopPart]).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page);

    // A member whose progress is 40 days old counts in all time, not in the last 30 days.
    await memberStopsAtMinute3(browser, testInfo, language, false, 40);
    await page.reload();
    expect(await lessonFigures(page, language.lesson)).toEqual(recent);

    // Without JavaScript the same form asks for the same address.
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      extraHTTPHeaders: visitorHeaders(testInfo),
      viewport: DESKTOP,
    });
    const plainPage = await plain.newPage();
    await plainPage.goto(coursePage);
    await plainPage.getByLabel(language.texts.period, { exact: true }).selectOption({ label: language.texts.last30 });
    await plainPage.getByRole("button", { name: language.texts.show }).click();
    await expect(plainPage).toHaveURL(`${language.prefix}/admin/courses?period=30&course=${language.course}`);
    expect(await lessonFigures(plainPage, language.lesson)).toEqual(recent);
    await plain.close();
    await page.goto(coursePage);
    expect((await lessonFigures(page, language.lesson)).reached).toBe(after.reached + 1);

    // Screenshots of the section, desktop and phone.
    mkdirSync(SHOTS, { recursive: true });
    await page.goto(coursePage);
    await page.screenshot({ path: `${SHOTS}/courses-1280-${language.language}.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await page.reload();
    // Wide tables scroll inside their cards; the page itself keeps the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/courses-375-${language.language}.png`, fullPage: true });
  });
}
