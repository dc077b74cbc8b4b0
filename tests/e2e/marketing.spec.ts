import type { Page } from "@playwright/test";
import { PLACEHOLDER_MARK, SITE } from "@shared/site.config";
import { TESTIMONIALS } from "@shared/testimonials";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";

/**
 * A section's distance from the top of the window, or null while the page does not show it
 * yet (after a click the address changes before the new page is rendered).
 */
const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    return section ? Math.round(section.getBoundingClientRect().top) : null;
  }, id);

/** The video players on the home page: the intro and one per member video the owner entered. */
const playersOnHome = (language: "en" | "de") => 1 + TESTIMONIALS[language].length;

const PAGES = [
  ["/", "Trade crypto with algorithms, not gut feeling", "Handle Krypto mit Algorithmen statt aus dem Bauch heraus"],
  ["/algos", "Four algorithms, one clear picture of the market", "Vier Algorithmen, ein klares Bild vom Markt"],
  [
    "/about",
    "We build the tools we wanted when we started trading",
    "Wir bauen die Tools, die wir uns als Einsteiger gewünscht hätten",
  ],
  ["/faq", "Frequently asked questions", "Häufige Fragen"],
  ["/results", "Performance through a full bear market", "Wertentwicklung über einen kompletten Bärenmarkt"],
  ["/pricing", "Our former subscription plans", "Unsere früheren Abo-Pakete"],
] as const;

test.describe("marketing pages", () => {
  for (const [path, english, german] of PAGES) {
    test(`${path} answers 200 with its heading in both languages and passes axe`, async ({ page }) => {
      for (const [address, heading, lang] of [
        [path, english, "en"],
        [path === "/" ? "/de" : `/de${path}`, german, "de"],
      ] as const) {
        const response = await page.goto(address);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expectNoAxeViolations(page);
      }
    });
  }

  test("the home page states the claims with the risk note and the free-access message", async ({ page }) => {
    await page.goto("/");
    // The business facts come from the site's configuration, whatever the owner set there.
    const { year, month } = SITE.liveSignalsSince;
    const liveSince = `${new Date(Date.UTC(year, month - 1)).toLocaleString("en", { month: "long", timeZone: "UTC" })} ${year}`;
    for (const claim of ["87%", "+325%", liveSince, String(SITE.foundedYear)]) {
      await expect(page.locator("[data-claim]").getByText(claim, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("in an 18-month bear market")).toBeVisible();
    await expect(
      page.getByText("Past performance is not a reliable indicator of future results.").first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Read the risk warning" }).first()).toHaveAttribute(
      "href",
      "/disclaimer",
    );
    await expect(page.getByRole("heading", { name: "Previously paid. Now 100% free." })).toBeVisible();
    await expect(page.getByText("Instant access").first()).toBeVisible();
    await expect(page.getByText("No credit card required").first()).toBeVisible();
    for (const feature of [
      "Bitcoin Profit Scout",
      "Altcoin Profit Scout",
      "Trading bot",
      "Sentiment Trader",
      "Bitcoin Risk Heat Map",
      "Video course",
      "Group-chat community",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: feature })).toBeVisible();
    }
  });

  test("the German home page states the claims in German", async ({ page }) => {
    await page.goto("/de");
    await expect(page.locator("[data-claim]").getByText("87\u00a0%", { exact: true })).toBeVisible();
    await expect(page.getByText("in einem 18-monatigen Bärenmarkt")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Früher kostenpflichtig. Jetzt 100\u00a0% kostenlos." }),
    ).toBeVisible();
  });

  test("the FAQ shows 8 items that open and close independently, also without clicks on others", async ({ page }) => {
    await page.goto("/faq");
    const items = page.locator("details[data-faq-id]");
    await expect(items).toHaveCount(8);
    expect(await items.evaluateAll((all) => all.map((el) => Number(el.getAttribute("data-faq-id"))))).toEqual([
      1, 3, 4, 5, 6, 7, 8, 10,
    ]);
    await page.getByText("Is it really free?").click();
    await page.getByText("Can I lose money?").click();
    await expect(page.getByText("Yes. The tools used to be sold")).toBeVisible();
    await expect(page.getByText("Yes. Crypto assets are highly volatile")).toBeVisible();
    await page.getByText("Is it really free?").click();
    await expect(page.getByText("Yes. The tools used to be sold")).toBeHidden();
    await expect(page.getByText("Yes. Crypto assets are highly volatile")).toBeVisible();
  });

  test("testimonials show the owner's videos of each language, with the note, and never invented names", async ({
    page,
  }) => {
    for (const [path, language, note] of [
      ["/", "en", "not typical results"],
      ["/de", "de", "keine typischen Ergebnisse"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("#testimonials [data-testimonial-id]")).toHaveCount(TESTIMONIALS[language].length);
      await expect(page.locator("#testimonials")).toContainText(note);
      // Until the owner enters real videos, every slot says it is one: no name looks real.
      for (const video of TESTIMONIALS[language].filter((entry) => entry.title.startsWith(PLACEHOLDER_MARK)))
        await expect(page.locator(`[data-testimonial-id="${video.id}"]`)).toContainText(PLACEHOLDER_MARK);
    }
  });

  test("no request goes to another host before the visitor agrees to load a video", async ({ page }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://localhost")) foreign.push(request.url());
    });
    for (const path of ["/", "/algos", "/about", "/pricing", "/results", "/faq", "/de"]) {
      await page.goto(path, { waitUntil: "networkidle" });
    }
    expect(foreign).toEqual([]);
  });

  test("a video loads only after a click, with the player options, and the consent is remembered", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Play video: Profit Scout in three minutes" }).click();
    const player = page.locator("iframe").first();
    const src = await player.getAttribute("src");
    expect(src).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+\?/);
    const params = new URL(src!).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      badge: "0",
      byline: "0",
      portrait: "0",
      title: "0",
      autopause: "0",
      dnt: "1",
      color: "f7931a",
      autoplay: "1",
    });
    expect(await page.evaluate(() => localStorage.getItem("video_consent"))).toBe("true");
    // Every other player on the page loads at once now, and on the next page too.
    await expect(page.locator("iframe")).toHaveCount(playersOnHome("en"));
    await page.goto("/de");
    await expect(page.locator("iframe")).toHaveCount(playersOnHome("de"));
  });

  test("the consent is withdrawn with one click in the footer, and players become placeholders again", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByTestId("video-consent-notice")).toHaveCount(0);
    await page.getByRole("button", { name: "Play video: Profit Scout in three minutes" }).click();
    await expect(page.locator("iframe")).not.toHaveCount(0);
    await page.goto("/de/about");
    const notice = page.getByTestId("video-consent-notice");
    await expect(notice).toContainText("Videos von Vimeo");
    await notice.getByRole("button", { name: "Einwilligung widerrufen" }).click();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("video_consent"))).toBeNull();
    await page.goto("/");
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Play video: Profit Scout in three minutes" })).toBeVisible();
  });
});

test.describe("videos with site storage blocked", () => {
  test.beforeEach(async ({ page }) => {
    // Chrome with "block all cookies": reading window.localStorage itself throws, as the
    // app's bare `localStorage` does.
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        configurable: true,
        get() {
          throw new DOMException(
            "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
            "SecurityError",
          );
        },
      });
    });
  });

  test("a click on a placeholder loads its player, and the consent holds for the page", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Play video: Profit Scout in three minutes" }).click();
    const player = page.locator("iframe").first();
    await expect(player).toHaveAttribute("src", /^https:\/\/player\.vimeo\.com\/video\/\d+\?.*autoplay=1/);
    // The visitor agreed: the other players on the page load at once.
    await expect(page.locator("iframe")).toHaveCount(playersOnHome("en"));
    await expect(page.getByRole("button", { name: /^Play video/ })).toHaveCount(0);

    // Withdrawing works the same without storage.
    await page.getByTestId("video-consent-notice").getByRole("button", { name: "Withdraw consent" }).click();
    await expect(page.locator("iframe")).toHaveCount(0);
  });
});

test.describe("algo insights", () => {
  test("has the four tool sections, the FAQ and the testimonials by id", async ({ page }) => {
    await page.goto("/algos");
    for (const id of [
      "bitcoin-profit-scout",
      "altcoin-profit-scout",
      "sentiment-trader",
      "risk-heat-map",
      "faq",
      "testimonials",
    ]) {
      await expect(page.locator(`section#${id}`)).toBeVisible();
    }
    const ad = page.getByRole("link", { name: /Open the charts on TradingView/ }).first();
    await expect(ad).toContainText("Ad");
    await expect(ad).toHaveAttribute("rel", "sponsored noopener noreferrer");
    await expect(ad).toHaveAttribute("target", "_blank");
  });

  test("the sticky call to action is hidden at the top and appears after 400 px of scroll", async ({ page }) => {
    await page.goto("/algos");
    const bar = page.getByTestId("sticky-cta");
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 390));
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 420));
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: "Get free access" })).toHaveAttribute("href", "/member/courses");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });

  test("the header's FAQ link scrolls smoothly to the section, 80 px below the top, from another page", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/pricing");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL("/algos#faq");
    await expect.poll(() => sectionTop(page, "faq")).toBe(80);

    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Testimonials" }).click();
    await expect(page).toHaveURL("/algos#testimonials");
    await expect.poll(() => sectionTop(page, "testimonials")).toBe(80);
  });

  test("a link to the page already shown scrolls to the top", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/algos");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Algo Insights" })
      .click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a reload returns to where the visitor was, with the whole page laid out first", async ({ page }) => {
    const laidOutWhole = () => page.evaluate(() => document.documentElement.hasAttribute("data-rendered"));
    await page.setViewportSize(DESKTOP);
    await page.goto("/algos");
    // A visit lays out what lies below the first screen later (docs/decisions/025).
    expect(await laidOutWhole()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.reload();
    // Marked by the page's inline scroll script, which ran under the page's policy.
    expect(await laidOutWhole()).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  });

  test("a hash in the address scrolls the home page to its element", async ({ page }) => {
    await page.goto("/#faq");
    await expect.poll(() => sectionTop(page, "faq")).toBe(80);
  });
});

test.describe("pricing", () => {
  test("monthly is preselected and every option shows the prices of docs/product-rules.md", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
    await expect(page.getByTestId("price-basic")).toHaveText("€107");
    await expect(page.getByTestId("price-pro")).toHaveText("€299");
    await expect(page.getByText("per month", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Total prices incl. VAT", { exact: false }).first()).toBeVisible();
    await expect(page.getByTestId("charged-basic")).toHaveCount(0);

    await page.getByText("Yearly", { exact: true }).click();
    await expect(page.getByTestId("price-basic")).toHaveText("€81");
    await expect(page.getByTestId("price-pro")).toHaveText("€227");
    await expect(page.getByTestId("charged-basic")).toHaveText("€972");
    await expect(page.getByTestId("charged-pro")).toHaveText("€2,724");
    await expect(page.getByText("per year", { exact: true }).first()).toBeVisible();
    // The yearly total is at least as large as the monthly figure beside it.
    const size = (testId: string) =>
      page.getByTestId(testId).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(await size("charged-basic")).toBeGreaterThanOrEqual(await size("price-basic"));
    await expect(page.getByText("per month (billed annually)").first()).toBeVisible();
    await expect(page.getByText("Save 24%").first()).toBeVisible();

    await page.getByText("Yearly in Bitcoin").click();
    await expect(page.getByTestId("price-basic")).toHaveText("€70");
    await expect(page.getByTestId("price-pro")).toHaveText("€194");
    await expect(page.getByTestId("charged-basic")).toHaveText("€840");
    await expect(page.getByTestId("charged-pro")).toHaveText("€2,328");
    await expect(page.getByText("Save 35%").first()).toBeVisible();
  });

  test("German prices use the German format", async ({ page }) => {
    await page.goto("/de/pricing");
    await expect(page.getByTestId("price-basic")).toHaveText("107\u00a0€");
    await page.getByText("Jährlich", { exact: true }).click();
    await expect(page.getByTestId("price-pro")).toHaveText("227\u00a0€");
    await expect(page.getByTestId("charged-pro")).toHaveText("2.724\u00a0€");
    await expect(page.getByText("pro Monat (jährliche Abrechnung)").first()).toBeVisible();
    await expect(page.getByText("Gesamtpreise inkl. MwSt.", { exact: false }).first()).toBeVisible();
    await expect(page.getByText("24\u00a0% sparen").first()).toBeVisible();
    await expect(page.getByTestId("pricing-notice")).toContainText(
      "Alle Tools, der Kurs und die Community sind heute kostenlos",
    );
    await expect(page.getByRole("link", { name: "Vertrag kündigen →" })).toHaveAttribute("href", "/de/cancel");
    await expect(page.getByRole("link", { name: /^Verlängern oder Tarif wechseln/ })).toHaveCount(2);
  });

  test("the billing options work by keyboard", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByRole("radio", { name: "Monthly" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: /Yearly/ }).first()).toBeChecked();
    await expect(page.getByTestId("price-basic")).toHaveText("€81");
  });

  test("the notice says everything is free and the plans are kept for existing subscribers", async ({ page }) => {
    await page.goto("/pricing");
    const notice = page.getByTestId("pricing-notice");
    await expect(notice).toContainText("Every tool, the course and the community are free today");
    await expect(notice).toContainText("kept for existing subscribers");
    await expect(notice.getByRole("link", { name: "Cancel a contract →" })).toHaveAttribute("href", "/cancel");
  });

  test("renewal buttons open each plan's payment page in a new tab", async ({ page }) => {
    await page.goto("/pricing");
    const basic = page.locator('[data-plan="basic"]').getByRole("link", { name: /^Renew or change plan/ });
    const pro = page.locator('[data-plan="pro"]').getByRole("link", { name: /^Renew or change plan/ });
    await expect(basic).toHaveAttribute("target", "_blank");
    await expect(basic).toHaveAttribute("rel", "noopener noreferrer");
    const basicHref = await basic.getAttribute("href");
    const proHref = await pro.getAttribute("href");
    expect(basicHref).toMatch(/^https:\/\//);
    expect(proHref).toMatch(/^https:\/\//);
    expect(basicHref).not.toBe(proHref);
    await page.getByText("Yearly", { exact: true }).click();
    expect(await basic.getAttribute("href")).not.toBe(basicHref);
    const review = page.getByRole("link", { name: /Our profile on/ });
    await expect(review).toHaveAttribute("target", "_blank");
    await expect(review.getByRole("img")).toBeVisible();
  });
});

test.describe("results", () => {
  test("the chart has a text alternative and a table of its values", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/results");
    await expect(page.getByRole("img", { name: /rises from 100 to 425/ })).toBeVisible();
    await page.getByText("Show the values as a table").click();
    const table = page.getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(20);
    await expect(table).toContainText("425");
  });
});
