import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every page a test opens must run without console errors: a CSP violation, a hydration
 * mismatch or an uncaught exception fails the test. Tests that provoke an error on
 * purpose list what they expect in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
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
  },
});

export { expect };

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/** Fails with the list of axe-core violations (rule id and the elements it found). */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}
