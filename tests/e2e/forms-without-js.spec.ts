import { test as plainTest, type Page, type Request } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const PASSWORD = "correct horse battery staple";

/** Every request the page sends, to show that no form field ever travels in an address. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

test.describe("forms without JavaScript", () => {
  // A refused form answers with its status (401, 422), which the browser logs.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of (401|422)/] });

  test("a sign-in is posted, never put into the address, and a refusal is explained", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/login");
    await page.getByLabel("E-mail address").fill("nobody@example.com");
    await page.getByLabel("Password").fill("secret password 123");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Sign in" }).last().click(),
    ]);
    expect(response.status()).toBe(401);
    await expect(page.getByRole("alert")).toHaveText("Invalid e-mail or password");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/login");
    for (const request of requests) expect(request.url()).not.toMatch(/password|secret|nobody/);
    // The address typed is kept, the password is not.
    await expect(page.getByLabel("E-mail address")).toHaveValue("nobody@example.com");
    await expect(page.getByLabel("Password")).toHaveValue("");
  });

  test("registration shows the same messages as with JavaScript, in German, and focuses the first problem", async ({
    page,
  }) => {
    await page.goto("/de/login?mode=register");
    await page.getByLabel("E-Mail-Adresse").fill("grace@example.com");
    await page.getByLabel("Passwort").fill("kurz");
    await page.getByRole("button", { name: "Kostenloses Konto erstellen" }).click();
    await expect(page.getByText("Bitte fülle dieses Feld aus.")).toBeVisible();
    await expect(page.getByText("Das Passwort muss 8 bis 128 Zeichen lang sein.")).toBeVisible();
    await expect(page.getByText("Bitte akzeptiere die AGB, um fortzufahren.")).toBeVisible();
    await expect(page.getByLabel("Name")).toBeFocused();
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue("grace@example.com");
    expect(new URL(page.url()).search).toBe("?mode=register");
  });

  test("a member registers, is signed in, and signs out again", async ({ page, context }) => {
    await page.goto("/de/login?mode=register");
    await page.getByLabel("Name").fill("Grace Hopper");
    await page.getByLabel("E-Mail-Adresse").fill(uniqueEmail("grace"));
    await page.getByLabel("Passwort").fill(PASSWORD);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Kostenloses Konto erstellen" }).click();
    await expect(page.getByRole("heading", { name: "Angemeldet als Grace Hopper" })).toBeVisible();
    const refreshCookie = (await context.cookies()).find((cookie) => /refresh_token$/.test(cookie.name));
    expect(refreshCookie?.httpOnly).toBe(true);

    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page.getByRole("status")).toHaveText("Erfolgreich abgemeldet");
    await expect(page.getByRole("button", { name: "Anmelden" }).last()).toBeVisible();
    expect((await context.cookies()).find((cookie) => /refresh_token$/.test(cookie.name))).toBeUndefined();
  });

  test("another site cannot post the sign-in form", async ({ request }) => {
    const response = await request.post("/login", {
      headers: { "Sec-Fetch-Site": "cross-site", Accept: "text/html" },
      form: { email: "victim@example.com", password: PASSWORD },
    });
    expect(response.status()).toBe(403);
    const sameSite = await request.post("/login", {
      headers: { "Sec-Fetch-Site": "same-site", Accept: "text/html" },
      form: { email: "victim@example.com", password: PASSWORD },
    });
    expect(sameSite.status()).toBe(403);
  });
});

// The shared fixture waits for hydration after every navigation; here the scripts are held back on purpose.
test("a page form posted with a body that cannot be read answers 400 with the site's message, not 500", async ({
  request,
}) => {
  const pages = [
    "/login",
    "/forgot-password",
    "/reset-password",
    "/confirm-email",
    "/confirm-address",
    "/cancel",
    "/member/account",
  ];
  // A urlencoded body always reads (bad escapes stay as they are); these three cannot be read.
  const bodies = [
    { type: "multipart/form-data; boundary=xyz", body: "--xyz\r\nContent-Disposition: form-data; name=" },
    { type: "multipart/form-data", body: "name=value" },
    { type: "text/plain", body: "name=value" },
  ];
  for (const [index, path] of pages.entries()) {
    const prefix = index % 2 === 0 ? "" : "/de";
    for (const { type, body } of bodies) {
      const answer = await request.post(`${prefix}${path}`, { headers: { "Content-Type": type }, data: body });
      expect(answer.status(), `${prefix}${path} with ${type}`).toBe(400);
      expect(await answer.text()).toContain(
        prefix ? "Das Formular konnte nicht gelesen werden" : "This form could not be read",
      );
    }
  }
});

plainTest.describe("forms before the scripts have loaded", () => {
  plainTest(
    "a sign-in posted before hydration becomes a full session once the scripts run",
    async ({ page, request }) => {
      const email = uniqueEmail("ada");
      const registered = await request.post("/api/auth/register", {
        data: { name: "Ada Lovelace", email, password: PASSWORD, acceptedTerms: true, language: "english" },
      });
      expect(registered.status()).toBe(201);

      // Hold every script back: the visitor is faster than the page.
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/assets/**", async (route) => {
        await released;
        await route.continue();
      });
      await page.goto("/login", { waitUntil: "domcontentloaded" });
      await page.getByLabel("E-mail address").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).last().click();
      await expect(page.getByRole("heading", { name: "Signed in as Ada Lovelace" })).toBeVisible();
      expect(page.url()).not.toContain("password");

      release();
      await waitForHydration(page);
      await expect.poll(() => page.evaluate(() => localStorage.getItem("accessToken"))).toBeTruthy();
      await page.getByRole("link", { name: "Go to the courses" }).click();
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByTestId("account-status").first()).toContainText("Ada Lovelace");
    },
  );
});
