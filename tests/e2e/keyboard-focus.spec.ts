import type { Locator, Page } from "@playwright/test";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";
import { coveredFocus, coveredFocusInPage, focusedIs, MAX_TAB_STOPS, tabTo } from "./keyboard";
import { linkIn, waitForMail } from "./mail";

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
    required: "Please fill in this field.",
    invalidEmail: "Please enter a valid e-mail address.",
    passwordLength: /^The password must have \d+ to \d+ characters\./,
    sendLink: "Send link",
    newPassword: "New password",
    savePassword: "Save password",
    resetSubject: "Reset your Profit Scout password",
    accountName: "Name",
    saveProfile: "Save changes",
    changePassword: "Change password",
    sendConfirmation: "Send confirmation link",
    nameRequired: "Please fill in the field “Name”.",
    download: "Download my data",
    downloaded: "Your data has been downloaded.",
    deleteAccount: "Delete account",
    deleteForGood: "Delete my account for good",
    deletePassword: "Your password",
    deletePasswordRequired: "Please fill in the field “Your password”.",
    cancelSubmit: "Cancel now",
    cancelName: "Name",
    cancelEmail: "E-mail address",
    cancelContract: "Which contract?",
    problems: "3 problems",
    nameInvalid: "Please enter your name (at most 100 characters).",
    emailInvalid: "Please enter a valid e-mail address.",
    backToCourse: "Back to the course",
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
    required: "Bitte fülle dieses Feld aus.",
    invalidEmail: "Bitte gib eine gültige E-Mail-Adresse ein.",
    passwordLength: /^Das\sPasswort\smuss\s\d+\sbis\s\d+\sZeichen\slang\ssein\./,
    sendLink: "Link senden",
    newPassword: "Neues Passwort",
    savePassword: "Passwort speichern",
    resetSubject: "Setze dein Passwort für Profit Scout zurück",
    accountName: "Name",
    saveProfile: "Änderungen speichern",
    changePassword: "Passwort ändern",
    sendConfirmation: "Bestätigungslink senden",
    nameRequired: "Bitte fülle das Feld „Name“ aus.",
    download: "Meine Daten herunterladen",
    downloaded: "Deine Daten wurden heruntergeladen.",
    deleteAccount: "Konto löschen",
    deleteForGood: "Konto endgültig löschen",
    deletePassword: "Dein Passwort",
    deletePasswordRequired: "Bitte fülle das Feld „Dein Passwort“ aus.",
    cancelSubmit: "Jetzt kündigen",
    cancelName: "Name",
    cancelEmail: "E-Mail-Adresse",
    cancelContract: "Welcher Vertrag?",
    problems: "3 Probleme",
    nameInvalid: "Bitte gib deinen Namen ein (höchstens 100\u00a0Zeichen).",
    emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein.",
    backToCourse: "Zurück zum Kurs",
  },
] as const;

const VIEWPORTS = [DESKTOP, PHONE];
const LESSON = "/member/courses/sentiment-trader/start-auto-trading";

// Hundreds of key presses per test: a trace of each would slow them down several times.
test.use({ trace: "off" });

/** On a phone the header's page links sit in the menu: Tab to its button and open it. */
async function openMenuOnPhone(page: Page, language: (typeof LANGUAGES)[number]) {
  if (page.viewportSize()?.width !== PHONE.width) return;
  await tabTo(page, page.getByRole("button", { name: language.openMenu }));
  await page.keyboard.press("Enter");
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

const PASSWORD = "correct horse battery staple";
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A new member, signed in in the page's browser (the API's answer sets the refresh cookie there). */
async function registerMember(page: Page, prefix: string) {
  const email = uniqueEmail("focus");
  const registered = await page.request.post("/api/auth/register", {
    data: {
      name: "Ada Lovelace",
      email,
      password: PASSWORD,
      acceptedTerms: true,
      language: prefix ? "german" : "english",
    },
  });
  expect(registered.status()).toBe(201);
  return email;
}

/** A field marked invalid, its description starting with its error (a hint may follow). */
async function expectInvalid(field: Locator, error: string | RegExp) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const escaped = typeof error === "string" ? error.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : undefined;
  await expect(field).toHaveAccessibleDescription(escaped === undefined ? error : new RegExp(`^${escaped}`));
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

      test.describe("after a submit", () => {
        // Refused forms are answered 422 or 429, which the browser logs.
        test.use({ allowedConsoleErrors: [/status of 4(22|29)/] });

        test(`a refused password request focuses the field with the problem`, async ({ page }) => {
          await page.goto(`${language.prefix}/forgot-password`);
          const email = page.getByLabel(language.email);
          const send = page.getByRole("button", { name: language.sendLink });
          await tabTo(page, send);
          await page.keyboard.press("Enter");
          await focusedIs(email);
          await expectInvalid(email, language.required);
          await page.keyboard.type("not-an-address");
          await tabTo(page, send);
          await page.keyboard.press("Enter");
          await focusedIs(email);
          await expectInvalid(email, language.invalidEmail);
        });

        test(`a refused new password focuses the password field`, async ({ page }) => {
          const address = await registerMember(page, language.prefix);
          const asked = await page.request.post("/api/auth/password-reset", {
            data: { email: address },
            headers: { "Accept-Language": language.prefix ? "de" : "en" },
          });
          expect(asked.ok()).toBe(true);
          const mail = await waitForMail(address, language.prefix ? /Passwort/ : /password/);
          await page.goto(linkIn(mail, "/reset-password?token=").replace(/^https?:\/\/[^/]+/, ""));
          const password = page.getByLabel(language.newPassword);
          const save = page.getByRole("button", { name: language.savePassword });
          await tabTo(page, save);
          await page.keyboard.press("Enter");
          await focusedIs(password);
          await expectInvalid(password, language.required);
          await page.keyboard.type("short");
          await tabTo(page, save);
          await page.keyboard.press("Enter");
          await focusedIs(password);
          await expectInvalid(password, language.passwordLength);
        });

        test(`the account page's forms focus their message or the field with the problem`, async ({ page }) => {
          await registerMember(page, language.prefix);
          await page.goto(`${language.prefix}/member/account`);
          const name = page.getByLabel(language.accountName, { exact: true });
          await tabTo(page, name);
          await page.keyboard.press("ControlOrMeta+A");
          await page.keyboard.press("Delete");
          const save = page.getByRole("button", { name: language.saveProfile });
          await tabTo(page, save);
          await page.keyboard.press("Enter");
          await focusedIs(name);
          await expectInvalid(name, language.nameRequired);
          await page.keyboard.type("Ada Byron");
          await tabTo(page, save);
          await page.keyboard.press("Enter");
          const profile = page.locator("#account-profile").locator("..");
          await focusedIs(profile.getByRole("status"));
          await expect(name).toHaveAttribute("aria-invalid", "false");

          await tabTo(page, page.getByRole("button", { name: language.download }));
          const download = page.waitForEvent("download");
          await page.keyboard.press("Enter");
          await download;
          await focusedIs(page.getByRole("status").filter({ hasText: language.downloaded }));

          await tabTo(page, page.getByRole("button", { name: language.deleteAccount }));
          await page.keyboard.press("Enter");
          const password = page.getByLabel(language.deletePassword);
          await focusedIs(password);
          await tabTo(page, page.getByRole("button", { name: language.deleteForGood }));
          await page.keyboard.press("Enter");
          await focusedIs(password);
          await expectInvalid(password, language.deletePasswordRequired);
          await expect(page).toHaveURL(new RegExp(`${language.prefix}/member/account`));
        });

        test.describe("with a wrong password", () => {
          // The API refuses a wrong current password with 403, which the browser logs.
          test.use({ allowedConsoleErrors: [/status of 403/] });

          test(`the account page's password and e-mail forms focus their refusal`, async ({ page }) => {
            await registerMember(page, language.prefix);
            await page.goto(`${language.prefix}/member/account`);
            // A wrong current password: the refusal takes the focus, not the page's top.
            const passwordForm = page.locator("form").filter({ has: page.locator('input[name="newPassword"]') });
            await passwordForm.locator('input[name="currentPassword"]').fill("not-my-password-1");
            await passwordForm.locator('input[name="newPassword"]').fill("a-new-password-2026");
            await tabTo(page, page.getByRole("button", { name: language.changePassword }));
            await page.keyboard.press("Enter");
            await focusedIs(passwordForm.getByRole("alert"));

            const emailForm = page.locator("form").filter({ has: page.locator('input[name="newEmail"]') });
            await emailForm.locator('input[name="newEmail"]').fill(`moved-${Date.now()}@example.com`);
            await emailForm.locator('input[name="emailPassword"]').fill("not-my-password-1");
            await tabTo(page, page.getByRole("button", { name: language.sendConfirmation }));
            await page.keyboard.press("Enter");
            await focusedIs(emailForm.getByRole("alert"));
          });
        });

        test(`an empty cancellation focuses an error summary whose links lead to the fields`, async ({ page }) => {
          await page.goto(`${language.prefix}/cancel`);
          await tabTo(page, page.getByRole("button", { name: language.cancelSubmit }));
          await page.keyboard.press("Enter");
          const summary = page.locator("[data-error-summary]");
          await focusedIs(summary);
          await expect(summary.getByRole("heading")).toHaveText(language.problems);
          const links = summary.getByRole("link");
          await expect(links).toHaveCount(3);
          await expect(links.first()).toHaveText(language.nameInvalid);
          await expect(links.nth(1)).toHaveText(language.emailInvalid);
          await page.screenshot({ path: `test-results/focus-cancel-summary-${shot}.png` });
          await expectNoAxeViolations(page);

          await page.keyboard.press("Tab");
          await focusedIs(links.first());
          await page.keyboard.press("Enter");
          const name = page.getByLabel(language.cancelName, { exact: true });
          await focusedIs(name);
          await expect(name).toHaveAttribute("aria-invalid", "true");
          await expect(page.getByText(language.cancelName, { exact: true }).first()).toBeInViewport();

          await tabTo(page, links.nth(1), "Shift+Tab");
          await page.keyboard.press("Enter");
          await focusedIs(page.getByLabel(language.cancelEmail, { exact: true }));
          await tabTo(page, links.nth(2), "Shift+Tab");
          await page.keyboard.press("Enter");
          await focusedIs(page.getByLabel(language.cancelContract, { exact: true }));
        });

        test(`a refused cancellation focuses its message`, async ({ page }) => {
          const email = uniqueEmail("cancel-focus");
          // The address has used up its cancellations for the hour (5): the next is refused.
          for (let sent = 0; sent < 5; sent++) {
            const response = await page.request.post(`${language.prefix}/cancel`, {
              form: { name: "Ada Lovelace", email, contract: "Pro, yearly", kind: "ordinary", end: "asap" },
            });
            expect(response.status()).toBe(200);
          }
          await page.goto(`${language.prefix}/cancel`);
          await tabTo(page, page.getByLabel(language.cancelName, { exact: true }));
          await page.keyboard.type("Ada Lovelace");
          await page.keyboard.press("Tab");
          await page.keyboard.type(email);
          await tabTo(page, page.getByLabel(language.cancelContract, { exact: true }));
          await page.keyboard.type("Pro, yearly");
          await tabTo(page, page.getByRole("button", { name: language.cancelSubmit }));
          await page.keyboard.press("Enter");
          await focusedIs(page.getByRole("alert"));
        });
      });

      test(`the last lesson's way on is named for the course page it opens`, async ({ page }) => {
        await page.goto(`${language.prefix}/member/courses/bitcoin-risk-heat-map/strategy`);
        const pager = page.getByRole("navigation", { name: language.lessonNavigation });
        const back = pager.getByRole("link", { name: language.backToCourse });
        await tabTo(page, back);
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(`${language.prefix}/member/courses/bitcoin-risk-heat-map`);
      });
    });
  }
}
