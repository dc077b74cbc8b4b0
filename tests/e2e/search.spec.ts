import type { Page } from "@playwright/test";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";

/**
 * The site's search (docs/decisions/041-search.md): the header's GET form, the search page
 * rendered on the server, results that follow the typing, the keyboard, both languages.
 */

const LANGUAGES = [
  {
    prefix: "",
    label: "Search the site",
    // "journals" finds the lesson by its stem "journal", "jurnal" by one forgiven typo.
    stemmed: "journals",
    typo: "jurnal",
    lesson: "The Trading Strategy",
    lessonPath: "/member/courses/bitcoin-profit-scout/trading-strategy",
    course: "Bitcoin Profit Scout",
    open: "Open search",
    close: "Close search",
    none: "Nothing found for “qqqzzz”.",
    courses: "All courses and lessons",
    faq: "Frequently asked questions",
  },
  {
    prefix: "/de",
    label: "Website durchsuchen",
    // "Tagebuchs" finds the lesson's "Trading-Tagebuch" by its stem, "Tagbuch" by one typo.
    stemmed: "Tagebuchs",
    typo: "Tagbuch",
    lesson: "Die Trading-Strategie",
    lessonPath: "/de/member/courses/bitcoin-profit-scout/trading-strategy",
    course: "Bitcoin Profit Scout",
    open: "Suche öffnen",
    close: "Suche schließen",
    none: "Nichts gefunden für „qqqzzz“.",
    courses: "Alle Kurse und Lektionen",
    faq: "Häufige Fragen",
  },
] as const;

const results = (page: Page) => page.getByRole("list", { name: /Results|Ergebnisse/ }).getByRole("listitem");

for (const texts of LANGUAGES) {
  test.describe(`search (${texts.prefix || "/"})`, () => {
    test("the header's field finds a lesson by a stemmed form and by a typo, and the result opens it", async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`${texts.prefix}/about`);
      const field = page.getByRole("banner").getByRole("searchbox", { name: texts.label });
      await field.fill(texts.stemmed);
      await field.press("Enter");
      await expect(page).toHaveURL(`${texts.prefix}/search?q=${texts.stemmed}`);
      const hit = results(page).filter({ has: page.getByRole("link", { name: texts.lesson }) });
      await expect(hit).toHaveCount(1);
      await expect(hit).toContainText(texts.course);
      await expect(hit.locator("mark").first()).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`${texts.prefix}/search?q=${texts.typo}`);
      await expect(results(page).getByRole("link", { name: texts.lesson })).toBeVisible();
      await results(page).getByRole("link", { name: texts.lesson }).click();
      await expect(page).toHaveURL(texts.lessonPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.lesson);
    });

    test("results follow the typing, the address follows with replace, arrow keys walk the results", async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`${texts.prefix}/search`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Before a query: suggestions, and the page is not for search engines.
      await expect(page.getByRole("link", { name: texts.courses })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      const historyBefore = await page.evaluate(() => history.length);

      const field = page.getByRole("main").getByRole("searchbox", { name: texts.label });
      await field.pressSequentially(texts.stemmed, { delay: 60 });
      await expect(results(page).getByRole("link", { name: texts.lesson })).toBeVisible();
      await expect(page).toHaveURL(`${texts.prefix}/search?q=${texts.stemmed}`);
      expect(await page.evaluate(() => history.length)).toBe(historyBefore);
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(texts.stemmed);

      // Down from the field to the first result, on to the second, Up back to the field.
      const links = results(page).getByRole("link");
      expect(await links.count()).toBeGreaterThan(1);
      await field.press("ArrowDown");
      await expect(links.nth(0)).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      await expect(field).toBeFocused();
      // Tab walks them too: the submit button, then the first result.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(links.nth(0)).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).not.toHaveURL(/\/search/);

      // A query that finds nothing suggests the courses and the FAQ.
      await page.goto(`${texts.prefix}/search?q=qqqzzz`);
      await expect(page.getByText(texts.none)).toBeVisible();
      await expect(page.getByRole("link", { name: texts.courses })).toBeVisible();
      await expect(page.getByRole("link", { name: texts.faq })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("from 1024 px the field sits in the bar, and the bar still fits", async ({ page }) => {
      const bars = [false, true].flatMap((signedIn) => [1024, 1280, 1536].map((width) => ({ width, signedIn })));
      let registered = false;
      for (const { width, signedIn } of bars) {
        await page.setViewportSize({ width, height: 800 });
        if (signedIn && !registered) {
          // A member with a long name: the bar shows it (cut to its width) and "Sign out".
          const answer = await page.request.post("/api/auth/register", {
            data: {
              name: "Maximiliane Mustermann-Schulz",
              email: `search-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
              password: "correct horse battery staple",
              acceptedTerms: true,
              language: texts.prefix ? "german" : "english",
            },
          });
          expect(answer.status()).toBe(201);
          // The account page reads the member with the cookie, and once its scripts run the
          // browser picks the session up (a refresh, an access token kept for the next pages;
          // the bar then shows the member). Leaving before that would cut the refresh off and
          // leave the next page signed out, however long it waited.
          await page.goto(`${texts.prefix}/member/account`);
          await expect(page.getByTestId("account-status").first()).toBeVisible();
          registered = true;
        }
        await page.goto(`${texts.prefix}/about`);
        if (signedIn) await expect(page.getByTestId("account-status").first()).toBeVisible();
        await expect(page.getByRole("banner").getByRole("searchbox", { name: texts.label })).toBeVisible();
        await expect(page.getByRole("button", { name: texts.open })).toBeHidden();
        // The bar's last link keeps the same margin to the right edge as the logo to the left.
        const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
        const last = await page.getByRole("banner").getByRole("link").last().boundingBox();
        expect(
          last && logo && last.x + last.width,
          `the bar's right end at ${width} px, signed in: ${signedIn}`,
        ).toBeLessThanOrEqual(width - (logo?.x ?? 0) + 1);
      }
    });

    test("the phone header's button opens the field, Escape closes it", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`${texts.prefix}/faq`);
      const button = page.getByRole("button", { name: texts.open });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      const field = page.getByRole("banner").getByRole("searchbox", { name: texts.label });
      await expect(field).toBeHidden();
      await button.click();
      await expect(page.getByRole("button", { name: texts.close })).toHaveAttribute("aria-expanded", "true");
      await expect(field).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(field).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute("aria-expanded", "false");

      await page.keyboard.press("Enter");
      await field.fill(texts.stemmed);
      await field.press("Enter");
      await expect(page).toHaveURL(`${texts.prefix}/search?q=${texts.stemmed}`);
      await expect(results(page).getByRole("link", { name: texts.lesson })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });
  });
}

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's form and the page's form are answered by the server", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/de/faq");
    const field = page.getByRole("banner").getByRole("searchbox", { name: "Website durchsuchen" });
    await field.fill("Boerse");
    await field.press("Enter");
    await expect(page).toHaveURL("/de/search?q=Boerse");
    await expect(results(page).first().locator("mark").first()).toHaveText(/^Börse/);

    const pageField = page.getByRole("main").getByRole("searchbox", { name: "Website durchsuchen" });
    await expect(pageField).toHaveValue("Boerse");
    await pageField.fill("Tagbuch");
    await page.getByRole("main").getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL("/de/search?q=Tagbuch");
    await expect(results(page).getByRole("link", { name: "Die Trading-Strategie" })).toBeVisible();
  });

  test("on a phone the header's search is a link to the search page", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/faq");
    await page.getByRole("link", { name: "Open search" }).click();
    await expect(page).toHaveURL("/search");
    await expect(page.getByRole("main").getByRole("searchbox", { name: "Search the site" })).toBeVisible();
  });

  test("a query over 200 characters is cut, not refused", async ({ page }) => {
    const response = await page.goto(`/search?q=${encodeURIComponent(`${"volatility ".repeat(40)}`)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Only the first 200 characters of your search were used.")).toBeVisible();
    await expect(results(page).first()).toBeVisible();
  });
});
