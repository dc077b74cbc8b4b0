import { COMPANY, SITE } from "@shared/site.config";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const PAGES = ["terms", "privacy", "imprint", "disclaimer", "start-chat", "auto-trading", "reviews"];

test.describe("legal and static pages", () => {
  for (const page of PAGES) {
    test(`/${page} exists in both languages with headings and passes axe`, async ({ page: browser }) => {
      for (const path of [`/${page}`, `/de/${page}`]) {
        const response = await browser.goto(path);
        expect(response?.status()).toBe(200);
        await expect(browser.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await browser.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(1);
        await expectNoAxeViolations(browser);
      }
    });
  }

  test("German legal pages and the pricing page fit a 320 px screen without scrolling sideways", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ["/de/terms", "/de/privacy", "/de/imprint", "/de/pricing"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });

  test("the imprint names the company's country, register and editor in the page's language", async ({ page }) => {
    for (const [path, language, other] of [
      ["/imprint", "en", "de"],
      ["/de/imprint", "de", "en"],
    ] as const) {
      await page.goto(path);
      const main = page.getByRole("main");
      for (const field of ["country", "register", "contentResponsible"] as const) {
        await expect(main, `${path} ${field}`).toContainText(COMPANY[field][language]);
        await expect(main, `${path} ${field}`).not.toContainText(COMPANY[field][other]);
      }
      // Names and addresses are the same in both languages.
      await expect(main).toContainText(`${COMPANY.postalCode} ${COMPANY.city}`);
    }
  });

  test("the terms have a table of contents whose links reach the 12 sections", async ({ page }) => {
    await page.goto("/terms");
    const toc = page.getByRole("navigation", { name: "Contents" });
    await expect(toc.getByRole("link")).toHaveCount(12);
    await toc.getByRole("link").nth(9).click();
    await expect(page).toHaveURL(/#10-/);
    await page.goto("/de/terms");
    await expect(page.getByRole("navigation", { name: "Inhalt" }).getByRole("link")).toHaveCount(12);
  });

  test("the reviews page shows no review and no verification claim until real ones exist", async ({ page }) => {
    for (const [path, noReviews, profile] of [
      ["/reviews", "No reviews published yet", "Our profile on Trustpilot"],
      ["/de/reviews", "Noch keine Bewertungen veröffentlicht", "Unser Profil auf Trustpilot"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 2, name: noReviews })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main).not.toContainText("PLACEHOLDER");
      await expect(main).not.toContainText(/verified|überprüft haben/);
      await expect(main.locator("blockquote")).toHaveCount(0);
      await expect(page.getByRole("link", { name: new RegExp(profile) })).toHaveAttribute("href", /^https:\/\//);
    }
  });

  test("the group-chat page sends each language to its own invite link", async ({ page }) => {
    await page.goto("/start-chat");
    const english = await page.getByRole("link", { name: /Join the Telegram group/ }).getAttribute("href");
    await page.goto("/de/start-chat");
    const german = await page.getByRole("link", { name: /Der Telegram-Gruppe beitreten/ }).getAttribute("href");
    expect(english).toMatch(/^https:\/\//);
    expect(german).toMatch(/^https:\/\//);
    expect(english).not.toBe(german);
  });
});

test.describe("search-engine files", () => {
  test("the sitemap lists every public page, course and lesson in both languages with alternates", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const path of [
      "/",
      "/algos",
      "/about",
      "/faq",
      "/results",
      "/pricing",
      "/terms",
      "/privacy",
      "/imprint",
      "/cancel",
      "/member/courses",
    ]) {
      const english = `${SITE.origin}${path}`;
      const german = `${SITE.origin}${path === "/" ? "/de" : `/de${path}`}`;
      expect(xml).toContain(`<loc>${english}</loc>`);
      expect(xml).toContain(`<loc>${german}</loc>`);
      expect(xml).toContain(`hreflang="de" href="${german}"`);
    }
    // Course and lesson pages are public too: 15 site pages, 5 courses and 37 lesson entries, twice.
    expect(xml).toContain(`<loc>${SITE.origin}/de/member/courses/sentiment-trader</loc>`);
    expect(xml).toContain(`<loc>${SITE.origin}/member/courses/bitcoin-profit-scout/about-marco</loc>`);
    expect(xml).not.toContain("/login");
    expect(xml.match(/<url>/g)?.length).toBe(114);
  });

  test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${SITE.origin}/sitemap.xml`);
  });
});
