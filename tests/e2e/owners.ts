import type { APIRequestContext, Page } from "@playwright/test";
import { ACCESS_TOKEN_KEY } from "@shared/storage-keys";
import { test as base, expect } from "./fixtures";
import { appCode } from "./second-factor";
import { adminCommand } from "./admin-command";

const PASSWORD = "correct horse battery staple";

type Owner = { email: string; unusedCodes: string[] };

/**
 * Owners of the dashboard for tests that only need to be signed in as one: a member made
 * admin by the server's command, with the second factor an admin needs, set up through
 * the API. Making one costs a registration, the command's start and the second factor's
 * setup, seconds on a busy machine. So a worker makes one and signs each test in with the
 * next of its recovery codes (an app code may be spent only once per 30 seconds), and
 * makes the next owner when the codes run out. Each test signs in with a session of its
 * own: refreshing a session in a browser retires its token, so sessions are never
 * shared. Tests of the way there (admin.spec.ts, second-factor.spec.ts) make their owner
 * themselves.
 */
class Owners {
  private current: Owner | undefined;

  constructor(private readonly api: APIRequestContext) {}

  /**
   * Signs the page's browser in as an owner, with a session that passed the second
   * factor; returns `spareCodes` more unused recovery codes of that owner.
   */
  async signIn(page: Page, spareCodes = 0): Promise<string[]> {
    const owner = await this.withCodes(1 + spareCodes);
    const [code, ...spare] = owner.unusedCodes.splice(0, 1 + spareCodes);
    const login = await page.request.post("/api/auth/login", {
      data: { email: owner.email, password: PASSWORD, code },
    });
    expect(login.status(), "the owner signs in with a recovery code").toBe(200);
    // The browser keeps the access token as after a sign-in on the page (stored on the
    // site's origin, from a file that is no page), so its first call to the API is answered.
    const { accessToken } = (await login.json()) as { accessToken: string };
    await page.goto("/robots.txt");
    await page.evaluate(([key, token]) => localStorage.setItem(key, token), [ACCESS_TOKEN_KEY, accessToken] as const);
    return spare;
  }

  private async withCodes(count: number): Promise<Owner> {
    if (!this.current || this.current.unusedCodes.length < count) this.current = await this.make();
    return this.current;
  }

  private async make(): Promise<Owner> {
    const email = `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const registered = await this.api.post("/api/auth/register", {
      data: { name: "Olivia Owner", email, password: PASSWORD, acceptedTerms: true, language: "english" },
    });
    expect(registered.status()).toBe(201);
    const { accessToken } = (await registered.json()) as { accessToken: string };
    const headers = { Authorization: `Bearer ${accessToken}` };
    await adminCommand("grant", email);
    const setup = await this.api.post("/api/auth/second-factor/setup", { headers, data: { password: PASSWORD } });
    const { secret } = (await setup.json()) as { secret: string };
    const enabled = await this.api.post("/api/auth/second-factor/enable", { headers, data: { code: appCode(secret) } });
    expect(enabled.status()).toBe(200);
    const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
    return { email, unusedCodes: [...recoveryCodes] };
  }
}

/** The page fixtures of ./fixtures, and `owners` to sign a test's browser in as an owner. */
export const test = base.extend<object, { owners: Owners }>({
  owners: [
    async ({ playwright }, use, workerInfo) => {
      // An address of the worker's own: the registration limit counts per address.
      const api = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: { "X-Forwarded-For": `10.254.${workerInfo.parallelIndex}.${workerInfo.workerIndex % 250}` },
      });
      await use(new Owners(api));
      await api.dispose();
    },
    { scope: "worker" },
  ],
});
