import { describe, expect, test } from "vitest";
import { type CallResult, createTestClient, registration } from "../../api/testing/test-client";
import { BACKENDS } from "../../db/testing/test-database";
import { useTestServer } from "../../api/testing/test-server";

/** The refresh cookie a response set, as `name=value`. */
const refreshCookieOf = (result: CallResult) =>
  result.setCookies.find((line) => /^(?:__Host-)?refresh_token=[^;]/.test(line))?.split(";")[0];

describe.each(BACKENDS)("ending sessions on %s", (backend) => {
  const context = useTestServer(backend);

  test("a sign-in on a browser that still holds a refresh cookie ends that cookie's family", async () => {
    const body = registration();
    const browser = createTestClient(context.server.origin);
    const registered = await browser.call("/register", { body });
    const first = browser.cookie;
    const login = await browser.call("/login", { body: { email: body.email, password: body.password } });
    expect(login.status).toBe(200);
    expect(browser.cookie).not.toBe(first);
    expect((await browser.call("/refresh", { cookie: first })).status).toBe(401);
    expect((await browser.call("/me", { method: "GET", bearer: registered.json.accessToken as string })).status).toBe(
      401,
    );
    expect((await browser.call("/me", { method: "GET", bearer: login.json.accessToken as string })).status).toBe(200);

    // Registering another account in the same browser ends the previous session too.
    const second = browser.cookie;
    expect((await browser.call("/register", { body: registration() })).status).toBe(201);
    expect((await browser.call("/refresh", { cookie: second })).status).toBe(401);
    expect((await browser.call("/me", { method: "GET", bearer: login.json.accessToken as string })).status).toBe(401);
    expect((await browser.call("/refresh")).status).toBe(200);
  });

  test("a browser still holding the earlier cookie at /api/auth has it removed at the next sign-in", async () => {
    const body = registration();
    const browser = createTestClient(context.server.origin);
    await browser.call("/register", { body });
    const earlier = browser.cookie;
    const current = (await browser.call("/refresh")).setCookies.find((line) => line.startsWith("refresh_token="));
    // Two cookies of the name (the earlier one at Path=/api/auth): a refresh refuses them.
    const both = `${earlier}; ${current?.split(";")[0]}`;
    expect((await browser.call("/refresh", { cookie: both })).status).toBe(401);
    const login = await browser.call("/login", { body: { email: body.email, password: body.password }, cookie: both });
    expect(login.status).toBe(200);
    expect(login.setCookies).toContainEqual(expect.stringMatching(/^refresh_token=; Max-Age=0; Path=\/api\/auth;/));
    expect(login.setCookies).toContainEqual(expect.stringMatching(/^refresh_token=[A-Za-z0-9_-]{43}; .*Path=\/;/));
  });

  test("a failed sign-in leaves the browser's session alone", async () => {
    const body = registration();
    const browser = createTestClient(context.server.origin);
    await browser.call("/register", { body });
    expect((await browser.call("/login", { body: { email: body.email, password: "not the password" } })).status).toBe(
      401,
    );
    expect((await browser.call("/refresh")).status).toBe(200);
  });

  test("logout racing refresh: afterwards no token of the family works, whichever came first", async () => {
    const body = registration();
    expect((await createTestClient(context.server.origin).call("/register", { body })).status).toBe(201);
    const survivors: string[] = [];
    for (let round = 0; round < 40; round++) {
      const browser = createTestClient(context.server.origin);
      const login = await browser.call("/login", { body: { email: body.email, password: body.password } });
      let cookie = browser.cookie ?? "";
      // A few rotations first, so that the family has history like a real one.
      for (let rotation = 0; rotation < round % 3; rotation++) {
        cookie = refreshCookieOf(await browser.call("/refresh", { cookie })) ?? "";
      }
      const delay = round % 4;
      const [refreshed, loggedOut] = await Promise.all([
        browser.call("/refresh", { cookie }),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => browser.call("/logout", { cookie })),
      ]);
      expect(loggedOut.status).toBe(200);
      expect([200, 401]).toContain(refreshed.status);

      const tokens = [login.json.accessToken as string];
      const cookies = [cookie];
      if (refreshed.status === 200) {
        tokens.push(refreshed.json.accessToken as string);
        cookies.push(refreshCookieOf(refreshed) ?? "");
      }
      for (const accessToken of tokens) {
        if ((await browser.call("/me", { method: "GET", bearer: accessToken })).status !== 401)
          survivors.push(`round ${round}: access token`);
      }
      for (const survivor of cookies) {
        if ((await browser.call("/refresh", { cookie: survivor })).status !== 401)
          survivors.push(`round ${round}: refresh cookie`);
      }
    }
    expect(survivors).toEqual([]);
  }, 120_000);
});
