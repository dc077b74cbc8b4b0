import { CHARTING, GROUP_CHAT } from "@shared/site.config";
import type { Page } from "@playwright/test";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";

const COURSES = {
  "bitcoin-profit-scout": [8, 12, 15, 18, 22, 25, 20, 16, 14, 28, 12, 18, 10, 12, 15, 18, 14, 16],
  "altcoin-profit-scout": [12, 15, 18, 14, 16],
  "bitcoin-risk-heat-map": [10, 15],
  "sentiment-trader": [15, 20, 5, 18, 12, 14, 10, 8, 9, 8, 8],
  "arbitrage-bot": [0],
} as const;

test.describe("course list", () => {
  test("shows the five courses with links, in English and German", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/member/courses");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Video courses");
    const cards = page.locator("[data-course]");
    await expect(cards).toHaveCount(5);
    for (const slug of Object.keys(COURSES)) {
      await expect(page.locator(`[data-course="${slug}"] h2 a`)).toHaveAttribute("href", `/member/courses/${slug}`);
    }
    await expect(page.getByRole("link", { name: /Start training/ })).toHaveCount(5);
    await expect(page.getByTestId("member-side-panel")).toBeVisible();
    await expect(
      page.getByTestId("member-side-panel").getByRole("link", { name: /Join the group chat/ }),
    ).toHaveAttribute("href", GROUP_CHAT.inviteUrl.en);
    await expectNoAxeViolations(page);

    await page.goto("/de/member/courses");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Videokurse");
    await expect(page.locator('[data-course="sentiment-trader"] h2 a')).toHaveAttribute(
      "href",
      "/de/member/courses/sentiment-trader",
    );
    await expect(
      page.getByTestId("member-side-panel").getByRole("link", { name: /Dem Gruppenchat beitreten/ }),
    ).toHaveAttribute("href", GROUP_CHAT.inviteUrl.de);
    await expectNoAxeViolations(page);
  });

  test("hides the side panel under 1024 px", async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    await page.goto("/member/courses");
    await expect(page.getByTestId("member-side-panel")).toBeHidden();
    await page.setViewportSize(PHONE);
    await expect(page.getByTestId("member-side-panel")).toBeHidden();
  });
});

test.describe("course pages", () => {
  // Unknown courses and lessons answer 404 by design.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("the side panel is the course list's: instructor card and group chat, in both languages", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const [path, instructor, group] of [
      ["/member/courses", "Your instructor", /Join the group chat/],
      ["/member/courses/bitcoin-profit-scout", "Your instructor", /Join the group chat/],
      ["/de/member/courses/bitcoin-profit-scout", "Dein Trainer", /Dem Gruppenchat beitreten/],
    ] as const) {
      await page.goto(path);
      const panel = page.getByTestId("member-side-panel");
      await expect(panel.getByRole("heading", { name: instructor })).toBeVisible();
      await expect(panel.getByText("Marco Berger")).toBeVisible();
      await expect(panel.getByRole("link", { name: group })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  for (const [slug, durations] of Object.entries(COURSES)) {
    test(`${slug} lists ${durations.length} lessons with their durations`, async ({ page }) => {
      await page.goto(`/member/courses/${slug}`);
      await expect(page.locator("[data-lesson]")).toHaveCount(durations.length);
      await expect(page.getByTestId("lesson-duration")).toHaveText(durations.map((minutes) => `${minutes} min`));
      await expect(page.getByTestId("course-progress")).toHaveText(`0 / ${durations.length} completed`);
    });
  }

  test("an unknown course shows the course error with status 404", async ({ page }) => {
    const response = await page.goto("/member/courses/no-such-course");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Course not found or you do not have access to this content.")).toBeVisible();
    await page.goto("/de/member/courses/no-such-course");
    await expect(
      page.getByText("Der Kurs wurde nicht gefunden, oder du hast keinen Zugriff auf diesen Inhalt."),
    ).toBeVisible();
  });

  test("an unknown lesson shows the lesson error", async ({ page }) => {
    const response = await page.goto("/member/courses/bitcoin-profit-scout/no-such-lesson");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Lesson not found or you do not have access to this content.")).toBeVisible();
  });
});

test.describe("lesson page", () => {
  test("Mark as Complete survives a reload, shows on the course page, and Undo reverts it", async ({ page }) => {
    await page.goto("/member/courses/bitcoin-risk-heat-map/settings");
    await page.getByRole("button", { name: "Mark as Complete" }).click();
    await expect(page.getByRole("button", { name: "✓ Completed" })).toBeDisabled();
    expect(await page.evaluate(() => localStorage.getItem("lesson_completed_bitcoin-risk-heat-map_settings"))).toBe(
      "true",
    );
    await page.reload();
    await expect(page.getByRole("button", { name: "✓ Completed" })).toBeDisabled();

    await page.goto("/member/courses/bitcoin-risk-heat-map");
    await expect(page.locator('[data-lesson="settings"]').getByText("Completed")).toBeVisible();
    await expect(page.locator('[data-lesson="strategy"]').getByText("Completed")).toHaveCount(0);
    await expect(page.getByTestId("course-progress")).toHaveText("1 / 2 completed");

    await page.goto("/member/courses/bitcoin-risk-heat-map/settings");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("button", { name: "Mark as Complete" })).toBeEnabled();
    expect(
      await page.evaluate(() => localStorage.getItem("lesson_completed_bitcoin-risk-heat-map_settings")),
    ).toBeNull();
  });

  test("Next Lesson opens the next lesson; on the last lesson Back to the course leads to the course page", async ({
    page,
  }) => {
    await page.goto("/member/courses/bitcoin-risk-heat-map/settings");
    await page.getByRole("link", { name: "Next Lesson", exact: true }).click();
    await expect(page).toHaveURL("/member/courses/bitcoin-risk-heat-map/strategy");
    // The address changes before the new lesson is drawn; its own link is the one to follow.
    await expect(page.getByRole("link", { name: "Back to the course", exact: true })).toHaveAttribute(
      "href",
      "/member/courses/bitcoin-risk-heat-map",
    );
    await expect(page.getByRole("link", { name: "Next Lesson", exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "Back to the course", exact: true }).click();
    await expect(page).toHaveURL("/member/courses/bitcoin-risk-heat-map");
  });

  test("Previous Lesson opens the lesson before; on the first lesson the way back is the course", async ({ page }) => {
    await page.goto("/member/courses/bitcoin-risk-heat-map/strategy");
    const pager = page.getByRole("navigation", { name: "Previous and next lesson" });
    await pager.getByRole("link", { name: "Previous Lesson", exact: true }).click();
    await expect(page).toHaveURL("/member/courses/bitcoin-risk-heat-map/settings");
    await expect(pager.getByRole("link", { name: "Back", exact: true })).toHaveAttribute(
      "href",
      "/member/courses/bitcoin-risk-heat-map",
    );
    await expect(pager.getByRole("link", { name: /Previous Lesson/ })).toHaveCount(0);

    await page.goto("/de/member/courses/bitcoin-risk-heat-map/strategy");
    await expect(
      page
        .getByRole("navigation", { name: "Vorherige und nächste Lektion" })
        .getByRole("link", { name: "Vorherige Lektion", exact: true }),
    ).toHaveAttribute("href", "/de/member/courses/bitcoin-risk-heat-map/settings");
  });

  test("finishing the last lesson of a course shows the finished state", async ({ page }) => {
    await page.goto("/member/courses/bitcoin-risk-heat-map/settings");
    await page.getByRole("button", { name: "Mark as Complete" }).click();
    await page.goto("/member/courses/bitcoin-risk-heat-map/strategy");
    await page.getByRole("button", { name: "Mark as Complete" }).click();
    await expect(page.getByRole("heading", { name: "Course finished – well done!" })).toBeVisible();
  });

  test("the altcoin lessons open under bitcoin-profit-scout and keep their own progress there", async ({ page }) => {
    await page.goto("/member/courses/bitcoin-profit-scout/altcoin-index");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    await page.getByRole("button", { name: "Mark as Complete" }).click();
    expect(await page.evaluate(() => localStorage.getItem("lesson_completed_bitcoin-profit-scout_altcoin-index"))).toBe(
      "true",
    );
    await page.goto("/member/courses/altcoin-profit-scout/altcoin-index");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
    await expect(page.getByRole("button", { name: "Mark as Complete" })).toBeVisible();
    await page.goto("/member/courses/bitcoin-profit-scout/signals-and-settings");
    await page.getByRole("link", { name: "Back to the course", exact: true }).click();
    await expect(page).toHaveURL("/member/courses/bitcoin-profit-scout");
  });

  test("the text-only lesson has no player", async ({ page }) => {
    await page.goto("/member/courses/arbitrage-bot/coming-soon");
    await expect(page.getByText("This lesson has no video")).toBeVisible();
    await expect(page.getByRole("button", { name: /Play video/ })).toHaveCount(0);
  });

  test("a video lesson shows the consent placeholder, then the player frame", async ({ page }) => {
    await page.goto("/member/courses/sentiment-trader/kraken-exchange");
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: /Play video/ }).click();
    const src = await page.locator("iframe").getAttribute("src");
    expect(src).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+\?.*dnt=1/);
  });

  test("resources open in a new tab with an icon per type; the charting affiliate link is marked as an ad", async ({
    page,
  }) => {
    await page.goto("/member/courses/bitcoin-profit-scout/setup-indicator");
    const resources = page.locator("section[aria-labelledby=resources-title]");
    const links = resources.getByRole("link");
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      const isAd = (await link.getAttribute("href")) === CHARTING.affiliateUrl;
      await expect(link).toHaveAttribute("rel", isAd ? "sponsored noopener noreferrer" : "noopener noreferrer");
      if (isAd) await expect(link).toContainText("Ad");
    }
    await expect(resources.locator('[data-resource-type="download"]')).not.toHaveCount(0);
    await expect(resources.locator("a[rel^=sponsored]")).toHaveCount(1);
  });

  test("the lesson page passes axe in both languages", async ({ page }) => {
    await page.goto("/member/courses/sentiment-trader/start-auto-trading");
    await expectNoAxeViolations(page);
    await page.goto("/de/member/courses/sentiment-trader/start-auto-trading");
    await expect(page.getByRole("button", { name: "Als abgeschlossen markieren" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("stored progress before the scripts run", () => {
  const COURSE = "bitcoin-profit-scout";
  const DONE = ["setup-indicator", "signals-and-settings", "altcoin-index"];

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(
      ({ course, done }) => {
        for (const lesson of done) localStorage.setItem(`lesson_completed_${course}_${lesson}`, "true");
        // Layout shifts of the visit, read after hydration: each with when it came, what
        // moved, and from where to where, so that a failure names the element.
        const shifts: { at: number; what: string }[] = [];
        (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
        // The first frame after the parser has finished shows the whole document: from the
        // frame after it, every shift is the page's doing.
        document.addEventListener("readystatechange", () => {
          if (document.readyState !== "interactive") return;
          requestAnimationFrame(() =>
            requestAnimationFrame(
              () => ((window as unknown as { parsedAndPainted: number }).parsedAndPainted = performance.now()),
            ),
          );
        });
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
        const name = (node?: Node) =>
          node instanceof Element
            ? `<${node.tagName.toLowerCase()} class="${node.getAttribute("class")}">${node.textContent?.slice(0, 40)}`
            : String(node?.textContent?.slice(0, 40));
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map((s) => `${name(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`);
            shifts.push({ at: entry.startTime, what: `${entry.value}: ${moved.join("; ")}` });
          }
        }).observe({ type: "layout-shift", buffered: true });
      },
      { course: COURSE, done: DONE },
    );
  });

  /** Opens a page with its scripts held back; returns the function that lets them load. */
  async function openBeforeHydration(page: Page, path: string) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/**", async (route) => {
      await held;
      await route.continue();
    });
    const opened = page.goto(path);
    await page.getByRole("heading", { level: 1 }).waitFor();
    return async () => {
      release();
      await opened;
    };
  }

  /**
   * No layout shift once the parsed document has been painted: not while the page waits
   * for its scripts, not when they show the progress. Before, a busy machine's parser may
   * paint a part of the header (the search field before the language link and "Free
   * Access" have arrived), which moves when the rest comes in the first frame after
   * parsing: the browser's, whatever the page claims.
   */
  async function expectNoLayoutShift(page: Page) {
    const shifts = await page.evaluate(() => {
      const seen = window as unknown as { layoutShifts: { at: number; what: string }[]; parsedAndPainted?: number };
      if (seen.parsedAndPainted === undefined) return ["the parsed document was never painted"];
      const painted = seen.parsedAndPainted;
      return seen.layoutShifts.filter((shift) => shift.at >= painted).map((shift) => shift.what);
    });
    expect(shifts).toEqual([]);
  }

  for (const viewport of [PHONE, DESKTOP]) {
    test(`the course list claims no progress until it is known (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const hydrate = await openBeforeHydration(page, "/member/courses");
      const card = page.locator(`[data-course="${COURSE}"]`);
      await expect(card).toBeVisible();
      await expect(card).not.toContainText("0 / 18");
      await expect(card).not.toContainText("Start training");
      await expect(card.getByRole("link", { name: /^Open course/ })).toHaveAttribute(
        "href",
        `/member/courses/${COURSE}`,
      );

      await hydrate();
      await expect(card.getByTestId("course-progress")).toHaveText("3 / 18 completed");
      await expect(card.getByRole("link", { name: /^Continue training/ })).toBeVisible();
      await expect(
        page.locator('[data-course="sentiment-trader"]').getByRole("link", { name: /^Start training/ }),
      ).toBeVisible();
      await expectNoLayoutShift(page);
    });

    test(`the course page claims no progress until it is known (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const hydrate = await openBeforeHydration(page, `/member/courses/${COURSE}`);
      const main = page.locator("main");
      await expect(main).not.toContainText("0 / 18");
      await expect(main).not.toContainText("Start training");
      await expect(main.getByRole("link", { name: "Go to the first lesson" })).toHaveAttribute(
        "href",
        `/member/courses/${COURSE}/about-marco`,
      );

      await hydrate();
      await expect(page.getByTestId("course-progress")).toHaveText("3 / 18 completed");
      await expect(main.getByRole("link", { name: "Continue where you left off" })).toBeVisible();
      await expectNoLayoutShift(page);
    });

    test(`a completed lesson never offers Mark as Complete before it is known (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const hydrate = await openBeforeHydration(page, `/member/courses/${COURSE}/signals-and-settings`);
      const main = page.locator("main");
      await expect(main).not.toContainText("Mark as Complete");

      await hydrate();
      await expect(page.getByRole("button", { name: "✓ Completed" })).toBeDisabled();
      await expect(page.getByRole("button", { name: "Undo" })).toBeEnabled();
      await expect(page.getByRole("button", { name: "Mark as Complete" })).toHaveCount(0);
      await expectNoLayoutShift(page);
    });
  }

  test("German pages say the same in German", async ({ page }) => {
    // The longer German labels wrap on a phone.
    await page.setViewportSize(PHONE);
    const hydrate = await openBeforeHydration(page, `/de/member/courses/${COURSE}`);
    const main = page.locator("main");
    await expect(main).not.toContainText("0 / 18");
    await expect(main.getByRole("link", { name: "Zur ersten Lektion" })).toBeVisible();
    await hydrate();
    await expect(page.getByTestId("course-progress")).toHaveText("3 / 18 abgeschlossen");
    await expect(main.getByRole("link", { name: "Weitermachen, wo du aufgehört hast" })).toBeVisible();
    await expectNoLayoutShift(page);
  });

  test("without JavaScript the pages stay neutral", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    const origin = "http://localhost:" + (process.env.E2E_PORT ?? "3210");
    await page.goto(`${origin}/member/courses`);
    await expect(page.locator(`[data-course="${COURSE}"]`).getByRole("link", { name: /^Open course/ })).toBeVisible();
    await page.goto(`${origin}/member/courses/${COURSE}/setup-indicator`);
    await expect(page.locator("main")).not.toContainText("Mark as Complete");
    await context.close();
  });
});
