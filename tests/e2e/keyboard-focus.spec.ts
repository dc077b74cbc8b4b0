import type { Locator, Page } from "@playwright/test";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";

/**
 * Keyboard focus follows the visitor (docs/keyboard-focus.md): every test drives the page
 * with the keyboard only, in both languages, at 1280 and 375 px.
 */
const LANGUAGES = [
  {
    prefix: "",
    about: "About us",
    faq: "FAQ",
    imprint: "Imprint",
    openMenu: "Open menu",
    registerTab: "Create account",
    email: "E-mail address",
    submit: "Sign in",
    markComplete: "Mark as Complete",
    undo: "Undo",
    markedComplete: "Lesson marked as complete",
    markedIncomplete: "Lesson no longer marked as complete",
    play: /^Play video/,
    gallery: /^Enlarge picture 1 of/,
    picture: (n: number, total: number) => `Picture ${n} of ${total}`,
    matrix: "Feature table",
    lessonNavigation: "Previous and next lesson",
    lessonList: "Lessons in this course",
    progress: (course: string) => `Progress in ${course}`,
  },
  {
    prefix: "/de",
    about: "Über uns",
    faq: "FAQ",
    imprint: "Impressum",
    openMenu: "Menü öffnen",
    registerTab: "Konto erstellen",
    email: "E-Mail-Adresse",
    submit: "Anmelden",
    markComplete: "Als abgeschlossen markieren",
    undo: "Rückgängig",
    markedComplete: "Lektion als abgeschlossen markiert",
    markedIncomplete: "Lektion nicht mehr als abgeschlossen markiert",
    play: /^Video abspielen/,
    gallery: /^Bild 1 von \d+ vergrößern/,
    picture: (n: number, total: number) => `Bild ${n} von ${total}`,
    matrix: "Funktionstabelle",
    lessonNavigation: "Vorherige und nächste Lektion",
    lessonList: "Lektionen in diesem Kurs",
    progress: (course: string) => `Fortschritt in ${course}`,
  },
] as const;

const VIEWPORTS = [DESKTOP, PHONE];
const LESSON = "/member/courses/sentiment-trader/start-auto-trading";
const MAX_TAB_STOPS = 250;

// Hundreds of key presses per test: a trace of each would slow them down several times.
test.use({ trace: "off" });

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab") {
  await expect(target).toHaveCount(1);
  for (let stop = 0; stop < MAX_TAB_STOPS; stop++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/** On a phone the header's page links sit in the menu: Tab to its button and open it. */
async function openMenuOnPhone(page: Page, language: (typeof LANGUAGES)[number]) {
  if (page.viewportSize()?.width !== PHONE.width) return;
  await tabTo(page, page.getByRole("button", { name: language.openMenu }));
  await page.keyboard.press("Enter");
}

/**
 * The focused element's description when something covers it, else null: a point inside
 * it (the middle of one of its line boxes, within the window) must hit it, its children
 * or its label (a visually hidden radio button is chosen through its label).
 */
function coveredFocusInPage(): string | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const describe = (element: Element | null) =>
    element ? `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"` : "nothing";
  const owners = [focused, ...((focused as HTMLInputElement).labels ?? [])];
  let hit: Element | null = null;
  for (const box of focused.getClientRects()) {
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    if (bottom <= top || right <= left) continue;
    hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    if (hit && owners.some((owner) => owner === hit || owner.contains(hit))) return null;
  }
  return hit ? `${describe(focused)} is covered by ${describe(hit)}` : `${describe(focused)} is outside the window`;
}

function coveredFocus(page: Page): Promise<string | null> {
  return page.evaluate(coveredFocusInPage);
}

/**
 * Tabs through the whole page forward, then (opened afresh) back from its end, and lists
 * each stop that something covers. The page checks each stop itself once the browser has
 * scrolled it into view, so the test need not ask after every key.
 */
async function walkPage(page: Page, path: string) {
  const problems: string[] = [];
  for (const key of ["Tab", "Shift+Tab"]) {
    await page.goto(path);
    await page.evaluate(`window.coveredFocus = ${coveredFocusInPage.toString()}`);
    await page.evaluate((key) => {
      const covered = (window as unknown as { coveredFocus: () => string | null }).coveredFocus;
      const walk = { key, problems: [] as string[], ended: false };
      (window as unknown as { focusWalk: typeof walk }).focusWalk = walk;
      document.addEventListener("focusin", () =>
        setTimeout(() => {
          const problem = walk.ended ? null : covered();
          if (problem) walk.problems.push(`${key}: ${problem}`);
        }),
      );
      // Past the last (or first) stop, focus leaves the page for the browser.
      document.addEventListener("focusout", (event) => {
        if (!event.relatedTarget) setTimeout(() => (walk.ended ||= document.activeElement === document.body));
      });
    }, key);
    for (let stop = 0; stop < MAX_TAB_STOPS; stop += 5) {
      for (let press = 0; press < 5; press++) await page.keyboard.press(key);
      if (await page.evaluate(() => (window as unknown as { focusWalk: { ended: boolean } }).focusWalk.ended)) break;
    }
    problems.push(
      ...(await page.evaluate(() => (window as unknown as { focusWalk: { problems: string[] } }).focusWalk.problems)),
    );
  }
  return problems;
}

async function focusedIs(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => element === document.activeElement)).toBe(true);
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    const where = `(${viewport.width} px, ${language.prefix || "/"})`;
    const shot = `${viewport.width}-${language.prefix ? "de" : "en"}`;

    test.describe(`keyboard focus ${where}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize(viewport);
      });

      test(`Mark as Complete and Undo hand focus to the button that replaces them`, async ({ page }) => {
        await page.goto(`${language.prefix}${LESSON}`);
        const mark = page.getByRole("button", { name: language.markComplete });
        const status = page.getByTestId("completion-status");
        await tabTo(page, mark);
        await page.keyboard.press("Enter");
        const undo = page.getByRole("button", { name: language.undo });
        await focusedIs(undo);
        await expect(status).toHaveText(language.markedComplete);
        await expect(status).toHaveRole("status");
        await page.screenshot({ path: `test-results/focus-lesson-undo-${shot}.png` });

        await page.keyboard.press("Space");
        await focusedIs(mark);
        await expect(status).toHaveText(language.markedIncomplete);
        await page.keyboard.press("Enter");
        await focusedIs(undo);
        await expectNoAxeViolations(page);
      });

      test(`a header link opens the page with focus on its heading and its title announced`, async ({ page }) => {
        await page.goto(`${language.prefix}/`);
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
        await openMenuOnPhone(page, language);
        await tabTo(page, page.getByRole("link", { name: language.about, exact: true }));
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(`${language.prefix}/about`);
        await focusedIs(page.locator("main h1"));
        await expect(page.getByTestId("route-announcer")).toHaveText(await page.title());
        // The next Tab continues in the page, after the heading.
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement))).toBe(true);
      });

      test(`a footer link opens the page at the top with focus on its heading`, async ({ page }) => {
        await page.goto(`${language.prefix}/about`);
        await tabTo(page, page.getByRole("link", { name: language.imprint }), "Shift+Tab");
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(`${language.prefix}/imprint`);
        const heading = page.locator("main h1");
        await focusedIs(heading);
        await expect(heading).toBeInViewport();
        await expect(page.getByTestId("route-announcer")).toHaveText(await page.title());
      });

      test(`Back and Forward return focus to where the visitor left each page`, async ({ page }) => {
        await page.goto(`${language.prefix}/about`);
        const imprint = page.getByRole("link", { name: language.imprint });
        await tabTo(page, imprint, "Shift+Tab");
        const scrolled = await page.evaluate(() => window.scrollY);
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(`${language.prefix}/imprint`);
        const heading = page.locator("main h1");
        await focusedIs(heading);
        await page.goBack();
        await expect(page).toHaveURL(`${language.prefix}/about`);
        // The followed link has focus again, in view where the browser put the page back.
        await focusedIs(imprint);
        await expect(imprint).toBeInViewport();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
        await page.keyboard.press("Shift+Tab");
        await expect.poll(() => coveredFocus(page)).toBeNull();
        await page.goForward();
        await expect(page).toHaveURL(`${language.prefix}/imprint`);
        await focusedIs(heading);
      });

      test(`header FAQ focuses the FAQ section, from another page and on /algos itself`, async ({ page }) => {
        for (const start of ["/", "/algos"]) {
          await page.goto(`${language.prefix}${start}`);
          await openMenuOnPhone(page, language);
          await tabTo(page, page.getByRole("link", { name: language.faq, exact: true }));
          await page.keyboard.press("Enter");
          await expect(page).toHaveURL(`${language.prefix}/algos#faq`);
          const faq = page.locator("section#faq");
          await focusedIs(faq);
          await page.keyboard.press("Tab");
          expect(await faq.evaluate((section) => section.contains(document.activeElement))).toBe(true);
          await expect.poll(() => coveredFocus(page)).toBeNull();
        }
      });

      test(`the sign-in / register switch keeps focus on the chosen tab`, async ({ page }) => {
        await page.goto(`${language.prefix}/login`);
        const register = page.getByRole("link", { name: language.registerTab });
        await tabTo(page, register);
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(/\?mode=register$/);
        await expect(register).toHaveAttribute("aria-current", "page");
        await focusedIs(register);
      });

      for (const path of ["/", "/about", "/algos", "/member/courses", "/pricing", "/login", LESSON]) {
        test(`Tab and Shift+Tab never leave focus under the header or the sticky bar on ${path}`, async ({ page }) => {
          expect(await walkPage(page, `${language.prefix}${path}`)).toEqual([]);
        });
      }

      if (viewport === PHONE) {
        test(`the phone menu closes when focus leaves it`, async ({ page }) => {
          await page.goto(`${language.prefix}/pricing`);
          await openMenuOnPhone(page, language);
          const menu = page.locator("#mobile-menu");
          await expect(menu).toBeVisible();
          for (let stop = 0; stop < 20; stop++) {
            await page.keyboard.press("Tab");
            if (!(await menu.evaluate((nav) => nav.contains(document.activeElement)))) break;
          }
          await expect(menu).toBeHidden();
          expect(await coveredFocus(page)).toBeNull();
        });
      }

      test(`invalid and valid sign-in fields show the focus ring`, async ({ page }) => {
        await page.goto(`${language.prefix}/login`);
        const email = page.getByLabel(language.email);
        await tabTo(page, email);
        // An empty form sent with Enter: the first field with a problem takes the focus.
        await page.keyboard.press("Enter");
        await focusedIs(email);
        await expect(email).toHaveAttribute("aria-invalid", "true");
        const ring = () =>
          email.evaluate((input) => {
            const style = getComputedStyle(input);
            return { style: style.outlineStyle, width: style.outlineWidth, border: style.borderTopColor };
          });
        expect(await ring()).toEqual({ style: "solid", width: "2px", border: "rgb(248, 113, 113)" });
        await page.screenshot({ path: `test-results/focus-login-invalid-${shot}.png` });

        await page.keyboard.type("visitor@example.com");
        await page.keyboard.press("Tab");
        await page.keyboard.press("Shift+Tab");
        await focusedIs(email);
        await expect(email).toHaveAttribute("aria-invalid", "true");
        expect((await ring()).style).toBe("solid");
        await expectNoAxeViolations(page);
      });

      test(`the play button hands focus to the player`, async ({ page }) => {
        // The video host at the test edge: a stand-in player page with one control.
        await page.route("https://player.vimeo.com/**", (route) =>
          route.fulfill({
            contentType: "text/html",
            body: "<!doctype html><title>player</title><button>Pause</button>",
          }),
        );
        await page.goto(`${language.prefix}${LESSON}`);
        await tabTo(page, page.getByRole("button", { name: language.play }));
        await page.keyboard.press("Enter");
        await focusedIs(page.locator("iframe"));
        await page.screenshot({ path: `test-results/focus-lesson-player-${shot}.png` });
      });

      test(`the lightbox announces each new picture and says its text once`, async ({ page }) => {
        await page.goto(`${language.prefix}/about`);
        await tabTo(page, page.getByRole("link", { name: language.gallery }));
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        const total = Number(/(\d+)$/.exec((await dialog.getAttribute("aria-label")) ?? "")?.[1]);
        await page.keyboard.press("ArrowRight");
        await expect(dialog).toHaveAccessibleName(language.picture(2, total));
        const live = dialog.locator("[aria-live=polite]");
        await expect(live).toHaveAttribute("aria-atomic", "true");
        const alt = (await live.getByRole("img").getAttribute("alt")) ?? "";
        expect(alt.length).toBeGreaterThan(20);
        const spoken = await live.ariaSnapshot();
        expect(spoken).toContain(language.picture(2, total));
        expect(spoken.split(alt).length - 1).toBe(1);
      });

      test(`the pricing table's scroll box is a named Tab stop and its "not included" mark is legible`, async ({
        page,
      }) => {
        await page.goto(`${language.prefix}/pricing`);
        await tabTo(page, page.getByRole("region", { name: language.matrix }));
        const contrast = await page.evaluate(() => {
          const mark = [...document.querySelectorAll("td span[aria-hidden=true]")].find(
            (span) => span.textContent === "–",
          );
          const channels = (color: string) => (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
          const luminance = (color: string) => {
            const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
              const c = value / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          // The table's lightest row background: the page with the table head's colour.
          const head = getComputedStyle(document.querySelector("thead") as Element).backgroundColor;
          const lighter = luminance(head);
          return (luminance(getComputedStyle(mark as Element).color) + 0.05) / (lighter + 0.05);
        });
        expect(contrast).toBeGreaterThanOrEqual(3);
      });

      test(`lesson navigation, lesson list and progress bars have names of their own`, async ({ page }) => {
        await page.goto(`${language.prefix}${LESSON}`);
        const pager = page.getByRole("navigation", { name: language.lessonNavigation });
        await tabTo(page, pager.getByRole("link").last());
        await expect(page.getByRole("complementary", { name: language.lessonList })).toBeVisible();
        await expect(page.getByRole("navigation", { name: language.lessonList })).toHaveCount(0);

        await page.goto(`${language.prefix}/member/courses`);
        await expect(page.getByRole("progressbar", { name: language.progress("Sentiment Trader") })).toBeVisible();
        // Each card is one Tab stop and one link while its button opens the course page.
        const card = page.locator('[data-course="sentiment-trader"]');
        await expect(card.getByRole("link")).toHaveCount(1);
        const link = card.getByRole("link");
        await tabTo(page, link);
        await page.keyboard.press("Tab");
        expect(await card.evaluate((element) => element.contains(document.activeElement))).toBe(false);
        await expectNoAxeViolations(page);
      });
    });
  }
}
