import AxeBuilder from "@axe-core/playwright";
import { createHash } from "node:crypto";
import { test as base, expect, type Page, type Response, type TestInfo } from "@playwright/test";
import { en } from "../../app/i18n/en";

/**
 * Each test (and each retry) is a visitor of its own address: the test server trusts one
 * proxy (playwright.config.ts), so this header sets the address that rate limits count by.
 * Without it every test would share 127.0.0.1 and, say, the registration limit per address
 * would be spent by the first ten tests that register.
 */
export function visitorHeaders(testInfo: TestInfo): Record<string, string> {
  const digest = createHash("sha256").update(`${testInfo.testId}#${testInfo.retry}`).digest();
  return { "X-Forwarded-For": `10.${digest[0]}.${digest[1]}.${digest[2]}` };
}

/**
 * Every page a test opens must run without console errors: a CSP violation, a hydration
 * mismatch or an uncaught exception fails the test. Tests that provoke an error on
 * purpose list what they expect in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, ...visitorHeaders(testInfo) });
  },
  page: async ({ page, allowedConsoleErrors, javaScriptEnabled }, use) => {
    // The server lets a page paint before its scripts load (server/defer-hydration.ts), so
    // a page counts as opened once React has taken over, as a visitor's next click would.
    for (const method of ["goto", "reload"] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
      page[method] = (async (...args: unknown[]) => {
        const response = await navigate(...args);
        const isPage = (response?.headers()["content-type"] ?? "").includes("text/html");
        if (isPage && javaScriptEnabled !== false) await waitForHydration(page);
        return response;
      }) as never;
    }
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      const text = message.text();
      // Offline machine: requests to other hosts (after consent) fail by design.
      if (/net::ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|CONNECTION_REFUSED)/.test(text)) return;
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      problems.push(`${message.type()}: ${text}`);
    });
    page.on("pageerror", (error) => {
      if (allowedConsoleErrors.some((pattern) => pattern.test(error.message))) return;
      problems.push(`pageerror: ${error.message}`);
    });
    await use(page);
    expect(problems, "console errors or CSP violations on the page").toEqual([]);
    expect(await textKeysShown(page), "texts shown as their keys: the page was sent without them").toEqual([]);
  },
});

export { expect };

const TEXT_KEYS = new Set(Object.keys(en));

/**
 * Keys of the dictionary that a page shows in place of their text. A page is sent only
 * the texts its code names (docs/decisions/023-texts-per-page.md), and a missing one
 * shows its key. With JavaScript the browser reports each one in the console (checked
 * above, on every screen); this also catches one on a page opened without JavaScript, on
 * each test's last screen.
 */
async function textKeysShown(page: Page): Promise<string[]> {
  if (page.isClosed() || !/^https?:/.test(page.url())) return [];
  const text = await page.evaluate(() => document.body?.innerText ?? "").catch(() => "");
  return [...new Set(text.match(/[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+/g) ?? [])].filter((word) => TEXT_KEYS.has(word));
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/** Fails with the list of axe-core violations (rule id and the elements it found). */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

/** Until React has taken over the page (pages opened outside the `page` fixture need it). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
