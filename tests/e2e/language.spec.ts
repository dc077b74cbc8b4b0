import { SITE } from "@shared/site.config";
import { DESKTOP, expect, test } from "./fixtures";

test.describe("language", () => {
  // Some of these tests use unknown addresses, whose documents answer 404 by design.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("the toggle shows DE on English pages and switches to the German twin", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const toggle = page.getByRole("link", { name: "Deutsch" });
    await expect(toggle).toHaveText("DE");
    await expect(toggle).toHaveAttribute("href", "/de");

    await toggle.click();
    await expect(page).toHaveURL("/de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const back = page.getByRole("link", { name: "English" });
    await expect(back).toHaveText("EN");
    await expect(back).toHaveAttribute("href", "/");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("de");
  });

  test("the choice survives a reload in both directions", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL("/de");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");

    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/");
    await page.reload();
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
  });

  test("a stored German choice opens English addresses in German", async ({ page }) => {
    await page.goto("/no-such-page");
    await page.getByRole("link", { name: "Deutsch" }).click();
    await page.goto("/imprint-not-here");
    await expect(page).toHaveURL("/de/imprint-not-here");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  });

  test("the toggle keeps the query and the hash", async ({ page }) => {
    await page.goto("/missing?ref=mail#main");
    await page.getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL("/de/missing?ref=mail#main");
  });

  test("the toggle's link carries the hash once hydrated, and follows later hash changes", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/algos?ref=mail#faq");
    const toggle = page.getByRole("link", { name: "Deutsch" });
    await expect(toggle).toHaveAttribute("href", "/de/algos?ref=mail#faq");

    // A section link of the header on the same page rewrites the address without an event.
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Testimonials" }).click();
    await expect(page).toHaveURL("/algos?ref=mail#testimonials");
    await expect(toggle).toHaveAttribute("href", "/de/algos?ref=mail#testimonials");

    // A plain in-page link (hashchange).
    await page.evaluate(() => (window.location.hash = "#main"));
    await expect(toggle).toHaveAttribute("href", "/de/algos?ref=mail#main");

    await toggle.click();
    await expect(page).toHaveURL("/de/algos?ref=mail#main");
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", "/algos?ref=mail#main");
  });

  test("/de addresses are German whatever the stored setting", async ({ page, context }) => {
    await context.addCookies([{ name: "language", value: "en", url: "http://localhost" }]);
    await page.addInitScript(() => localStorage.setItem("language", "english"));
    await page.goto("/de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("link", { name: "English" })).toBeVisible();
    await expect(page).toHaveURL("/de");
  });

  test("every page names its canonical address and both language versions", async ({ page }) => {
    for (const [path, canonical] of [
      ["/", "/"],
      ["/de", "/de"],
    ] as const) {
      await page.goto(path);
      const origin = SITE.origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", origin + canonical);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${origin}/`);
      await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", `${origin}/de`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${origin}/`);
      // The social preview names its picture's size and describes it in the page's language.
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${origin}/og-image.png`);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
        "content",
        canonical === "/de" ? /^Profit Scout: Krypto-Signale/ : /^Profit Scout: crypto signals/,
      );
    }
  });

  test("error pages and pages kept out of search name no canonical and no language versions", async ({ page }) => {
    for (const [path, status] of [
      ["/no-such-page", 404],
      ["/de/member/courses/no-such-course", 404],
      ["/member/courses/bitcoin-profit-scout/no-such-lesson", 404],
      ["/login", 200],
      ["/de/login", 200],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await expect(page.locator('link[rel="canonical"], link[rel="alternate"][hreflang]'), path).toHaveCount(0);
    }
    // A page that exists keeps them, in the page's own language.
    await page.goto("/de/member/courses/bitcoin-profit-scout");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SITE.origin}/de/member/courses/bitcoin-profit-scout`,
    );
  });
});

test.describe("language on the first visit", () => {
  test.use({ locale: "de-DE" });

  test("a German browser is sent to /de by the server and the choice is saved", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL("/de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("language"))).toBe("de");
  });

  test("an English choice stored without its cookie wins over the German browser", async ({ page }) => {
    // The stored value as an older version wrote it; the cookie that mirrors it is gone.
    await page.addInitScript(() => localStorage.setItem("language", "english"));
    await page.goto("/member/courses");
    await expect(page).toHaveURL("/member/courses");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Video courses");
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "language")?.value).toBe("en");
    expect(cookies.find((cookie) => cookie.name === "language_guessed")).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("english");
  });

  test("a /de address opened on purpose stays German whatever is stored", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("language", "en"));
    await page.goto("/de/member/courses");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Videokurse");
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "language")).toBe(true);
    await expect(page).toHaveURL("/de/member/courses");
  });
});

test.describe("language without JavaScript", () => {
  test.use({ javaScriptEnabled: false, locale: "de-DE" });

  test("the server's first answer is already German", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL("/de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toContainText("Überblick");
  });
});

test.describe("language redirect", () => {
  test("the server redirects by Accept-Language and by the cookie, and not against the cookie", async ({ request }) => {
    const byHeader = await request.get("/algos?x=1", {
      headers: { Accept: "text/html", "Accept-Language": "de-DE,de;q=0.9,en;q=0.8" },
      maxRedirects: 0,
    });
    expect(byHeader.status()).toBe(302);
    expect(byHeader.headers().location).toBe("/de/algos?x=1");
    // Only a guess from the header is marked, for the page to correct by a stored choice.
    expect(byHeader.headers()["set-cookie"]).toMatch(/^language_guessed=1; Path=\/; Max-Age=60; SameSite=Lax$/);

    const byCookie = await request.get("/", {
      headers: { Accept: "text/html", Cookie: "language=deutsch" },
      maxRedirects: 0,
    });
    expect(byCookie.status()).toBe(302);
    expect(byCookie.headers().location).toBe("/de");
    expect(byCookie.headers()["set-cookie"]).toBeUndefined();

    const englishChoice = await request.get("/", {
      headers: { Accept: "text/html", Cookie: "language=en", "Accept-Language": "de" },
      maxRedirects: 0,
    });
    expect(englishChoice.status()).toBe(200);

    const english = await request.get("/", {
      headers: { Accept: "text/html", "Accept-Language": "en-US,de;q=0.5" },
      maxRedirects: 0,
    });
    expect(english.status()).toBe(200);
  });
});
