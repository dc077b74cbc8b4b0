import { DESKTOP, expect, PHONE, test } from "./fixtures";

const FOOTER_LINKS = [
  ["Home", "/"],
  ["Group chat", "/start-chat"],
  ["Privacy policy", "/privacy"],
  ["Terms", "/terms"],
  ["Risk warning", "/disclaimer"],
  ["Imprint", "/imprint"],
  ["Cancel contracts here", "/cancel"],
  ["Member login", "/login"],
] as const;

const FOOTER_LINKS_DE = [
  ["Startseite", "/de"],
  ["Gruppenchat", "/de/start-chat"],
  ["Datenschutz", "/de/privacy"],
  ["AGB", "/de/terms"],
  ["Risikohinweis", "/de/disclaimer"],
  ["Impressum", "/de/imprint"],
  ["Verträge hier kündigen", "/de/cancel"],
  ["Mitglieder-Login", "/de/login"],
] as const;

test.describe("header", () => {
  test("on a desktop the header shows every link, the toggle and Free Access", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    for (const [name, href] of [
      ["Overview", "/"],
      ["Algo Insights", "/algos"],
      ["About us", "/about"],
      ["FAQ", "/algos#faq"],
      ["Testimonials", "/algos#testimonials"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("link", { name: "Profit Scout – home" }).first()).toHaveAttribute("href", "/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Free Access", exact: true })).toHaveAttribute(
      "href",
      "/member/courses",
    );
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("German header links stay in German", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/de");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await expect(nav.getByRole("link", { name: "Über uns" })).toHaveAttribute("href", "/de/about");
    await expect(nav.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/de/algos#faq");
    await expect(page.getByRole("link", { name: "Kostenloser Zugang" })).toHaveAttribute("href", "/de/member/courses");
  });

  test("on a phone the links collapse into a menu that opens and closes by mouse", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Algo Insights" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("on a phone the menu works by keyboard and Escape closes it", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const button = page.getByRole("button", { name: "Open menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Overview" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("choosing a link in the phone menu closes it", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Overview" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
  });
});

test.describe("footer", () => {
  test("links every service and legal page in English", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const nav = footer.getByRole("navigation", { name: "Legal and service" });
    for (const [name, href] of FOOTER_LINKS) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer).toContainText("Terms last updated on 27 November 2026.");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Profit Scout`);
    await expect(footer).toContainText("Nothing on this site is investment advice.");
  });

  test("links every service and legal page in German, with the German date", async ({ page }) => {
    await page.goto("/de");
    const footer = page.getByRole("contentinfo");
    const nav = footer.getByRole("navigation", { name: "Rechtliches und Service" });
    for (const [name, href] of FOOTER_LINKS_DE) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer).toContainText("AGB zuletzt aktualisiert am 27. November 2026.");
  });
});

test.describe("first frame", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  // The head's render-blocking link names the footer, so that the first frame shows the main
  // content whole; an id no page has would hold every frame until the whole document is read.
  test("every page holds its first frame until its main content is read, in either language", async ({ page }) => {
    for (const path of ["/", "/de", "/de/terms", "/login", "/de/about", "/a-page-nobody-wrote"]) {
      await page.goto(path);
      const target = await page.evaluate(() => {
        const links = document.head.querySelectorAll('link[rel="expect"][blocking="render"]');
        const id = links[0]?.getAttribute("href")?.replace(/^#/, "") ?? "";
        const element = document.getElementById(id);
        const main = document.querySelector("main");
        return {
          links: links.length,
          tag: element?.tagName,
          afterMain:
            !!element && !!main && !!(main.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
        };
      });
      expect(target, path).toEqual({ links: 1, tag: "FOOTER", afterMain: true });
    }
  });
});

test.describe("a page's bytes", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  // Characters beyond ASCII travel as escapes: Chrome decodes plain ASCII into 8-bit text,
  // several times faster than into 16-bit (docs/decisions/057-pages-in-ascii.md).
  test("every page is sent as ASCII and reads the same, umlauts and all, in either language", async ({
    page,
    request,
  }) => {
    for (const [path, title] of [
      ["/de/terms", "Allgemeine Geschäftsbedingungen (AGB) | Profit Scout"],
      ["/de/cancel", "Vertrag kündigen | Profit Scout"],
      ["/", "Free crypto signals, trading bot and course | Profit Scout"],
      ["/de/eine-seite-die-es-nicht-gibt", "Seite nicht gefunden | Profit Scout"],
    ] as const) {
      const html = await (await request.get(path, { headers: { Accept: "text/html" } })).text();
      expect(html, path).not.toMatch(/[\u0080-\uffff]/);
      // Hydrated without a mismatch (the fixture fails the test on any other console error).
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
    await page.goto("/de/cancel");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vertrag kündigen");
  });
});

test.describe("texts of each page", () => {
  test("a page reached by a click, in either language, brings its own texts along", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("link", { name: "Algo Insights", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Four algorithms, one clear picture of the market",
    );
    await nav.getByRole("link", { name: "About us", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "We build the tools we wanted when we started trading",
    );
    await page.getByRole("contentinfo").getByRole("link", { name: "Cancel contracts here" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel a contract");

    await page.getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL("/de/cancel");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vertrag kündigen");
    await page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Algo Insights", exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vier Algorithmen, ein klares Bild vom Markt");
    // The frame's texts stay too; the fixture checks that no text shows as its key.
    await expect(page.getByRole("contentinfo")).toContainText("AGB zuletzt aktualisiert am 27. November 2026.");
  });
});

test.describe("not-found page", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown address answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "View Courses" })).toHaveAttribute("href", "/member/courses");
  });

  test("an unknown German address answers 404 in German", async ({ page }) => {
    const response = await page.goto("/de/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
    await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/de");
    await expect(page.getByRole("link", { name: "Zu den Kursen" })).toHaveAttribute("href", "/de/member/courses");
  });
});

test.describe("error screen", () => {
  test.use({ allowedConsoleErrors: [/Test render failure|chrome-extension/] });

  test("a rendering failure shows the generic error screen with a reload button", async ({ page }) => {
    await page.goto("/__test/render-error");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    // An error page is no address of its own for search engines.
    await expect(page.locator('link[rel="canonical"], link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(page.getByText("An unexpected error occurred. Please reload the page to continue.")).toBeVisible();
    const reload = page.getByRole("button", { name: "Reload Page" });
    await expect(reload).toBeVisible();
    await Promise.all([page.waitForEvent("load"), reload.click()]);
  });

  test("an error caused by a browser extension shows the extension variant", async ({ page }) => {
    await page.goto("/__test/render-error?kind=extension");
    await expect(page.getByRole("heading", { name: "Extension Conflict" })).toBeVisible();
    await expect(page.getByText("A browser extension is interfering with the app. Try:")).toBeVisible();
    await expect(page.getByText("disable browser extensions")).toBeVisible();
    await expect(page.getByText("use incognito mode")).toBeVisible();
  });
});
