import { decodeJwt } from "jose";
import { describe, expect, test } from "vitest";
import { createTestClient, randomAddress, registration } from "../../api/testing/test-client";
import { BACKENDS } from "../../db/testing/test-database";
import { startTestServer, useTestServer } from "../../api/testing/test-server";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(BACKENDS)("POST /api/auth/refresh on %s", (backend) => {
  const context = useTestServer(backend);

  async function signedIn() {
    const client = createTestClient(context.server.origin);
    const body = registration();
    const registered = await client.call("/register", { body });
    return { client, body, accessToken: registered.json.accessToken as string };
  }

  test("answers a new access token and rotates the cookie", async () => {
    const { client, accessToken } = await signedIn();
    const before = client.cookie;
    context.server.clock.advance(MINUTE);
    const result = await client.call("/refresh");
    expect(result.status).toBe(200);
    expect(Object.keys(result.json)).toEqual(["accessToken"]);
    expect(result.json.accessToken).not.toBe(accessToken);
    expect(decodeJwt(result.json.accessToken as string).sid).toBe(decodeJwt(accessToken).sid);
    expect(result.headers.get("cache-control")).toBe("no-store");
    expect(client.cookie).toMatch(/^refresh_token=[A-Za-z0-9_-]{43}$/);
    expect(client.cookie).not.toBe(before);
    // The family keeps its expiry: one minute of the 30 days is gone.
    expect(result.setCookies[0]).toContain(`Max-Age=${30 * 24 * 3600 - 60};`);
    expect((await client.call("/me", { method: "GET", bearer: result.json.accessToken as string })).status).toBe(200);
  });

  test("accepts an empty JSON object as body", async () => {
    const { client } = await signedIn();
    expect((await client.call("/refresh", { body: {} })).status).toBe(200);
  });

  test("reusing a rotated token revokes the whole family", async () => {
    const { client } = await signedIn();
    const stolen = client.cookie;
    const rotated = await client.call("/refresh");
    expect(rotated.status).toBe(200);
    const current = client.cookie;

    const reuse = await client.call("/refresh", { cookie: stolen });
    expect(reuse.status).toBe(401);
    expect(reuse.json).toEqual({ error: "Unauthorized" });
    expect(
      context.server.logs.some((entry) => entry.event === "auth.token_reuse" && entry.address === client.address),
    ).toBe(true);

    expect((await client.call("/refresh", { cookie: current })).status).toBe(401);
    expect((await client.call("/me", { method: "GET", bearer: rotated.json.accessToken as string })).status).toBe(401);
  });

  test("of ten parallel refreshes with one cookie exactly one succeeds", async () => {
    const { client } = await signedIn();
    const cookie = client.cookie;
    const results = await Promise.all(Array.from({ length: 10 }, () => client.call("/refresh", { cookie })));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 401)).toHaveLength(9);
  });

  test("a family lives 30 days from sign-in; refreshing does not extend it", async () => {
    const { client, body } = await signedIn();
    context.server.clock.advance(29 * DAY);
    expect((await client.call("/refresh")).status).toBe(200);
    context.server.clock.advance(DAY);
    expect((await client.call("/refresh")).status).toBe(401);

    // A new sign-in starts a new family with a new 30 days.
    const login = await client.call("/login", { body: { email: body.email, password: body.password } });
    expect(login.status).toBe(200);
    expect((await client.call("/refresh")).status).toBe(200);
  });

  test("each sign-in starts its own family; reuse in one leaves the other alone", async () => {
    const { body } = await signedIn();
    const laptop = createTestClient(context.server.origin);
    const phone = createTestClient(context.server.origin);
    const onLaptop = await laptop.call("/login", { body: { email: body.email, password: body.password } });
    const onPhone = await phone.call("/login", { body: { email: body.email, password: body.password } });
    expect(decodeJwt(onLaptop.json.accessToken as string).sid).not.toBe(
      decodeJwt(onPhone.json.accessToken as string).sid,
    );
    const old = laptop.cookie;
    await laptop.call("/refresh");
    await laptop.call("/refresh", { cookie: old });
    expect((await laptop.call("/refresh")).status).toBe(401);
    expect((await phone.call("/refresh")).status).toBe(200);
  });

  test("without a cookie or with a made-up one the answer is 401", async () => {
    const client = createTestClient(context.server.origin);
    expect((await client.call("/refresh")).status).toBe(401);
    expect((await client.call("/refresh", { cookie: `refresh_token=${"A".repeat(43)}` })).status).toBe(401);
    expect((await client.call("/refresh", { cookie: "refresh_token=%%%" })).status).toBe(401);
    const german = await client.call("/refresh", { headers: { "X-User-Language": "de" } });
    expect(german.json).toEqual({ error: "Nicht autorisiert" });
  });

  test("refuses requests from other sites with 403", async () => {
    const { client } = await signedIn();
    const crossSite = await client.call("/refresh", { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.json).toEqual({ error: "Requests from other sites are not allowed." });
    expect((await client.call("/refresh", { headers: { Origin: "https://evil.example" } })).status).toBe(403);
    expect((await client.call("/refresh", { headers: { Origin: context.server.origin } })).status).toBe(200);
    expect((await client.call("/refresh", { headers: { "Sec-Fetch-Site": "same-origin" } })).status).toBe(200);
  });

  test("only same-origin requests may use the cookie: same-site, none and unknown values are refused", async () => {
    const { client, accessToken } = await signedIn();
    for (const site of ["same-site", "none", "cross-site", "something-new"]) {
      const refused = await client.call("/refresh", { headers: { "Sec-Fetch-Site": site } });
      expect(refused.status, site).toBe(403);
      expect(refused.setCookies).toEqual([]);
      expect((await client.call("/logout", { headers: { "Sec-Fetch-Site": site } })).status, site).toBe(403);
    }
    // Nothing was rotated or revoked by the refused calls.
    expect((await client.call("/me", { method: "GET", bearer: accessToken })).status).toBe(200);
    expect((await client.call("/refresh", { headers: { "Sec-Fetch-Site": "same-origin" } })).status).toBe(200);
  });

  test("over HTTPS the cookie is __Host-refresh_token with Secure and Path=/", async () => {
    const secure = await startTestServer(context.database.db, { isHttps: () => true });
    try {
      const client = createTestClient(secure.origin);
      const registered = await client.call("/register", { body: registration() });
      expect(registered.setCookies[0]).toMatch(
        /^__Host-refresh_token=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/,
      );
      expect(registered.setCookies[0]).not.toMatch(/Domain=/i);
      expect(registered.setCookies[1]).toMatch(
        /^__Secure-auth_device=.*; Path=\/api\/auth; .*HttpOnly; Secure; SameSite=Strict$/,
      );
      expect((await client.call("/refresh")).status).toBe(200);
      // Other names are ignored over HTTPS: the plain one could have been planted over HTTP,
      // the __Secure- one by another host of the domain.
      for (const name of ["refresh_token", "__Secure-refresh_token"]) {
        const planted = client.cookie?.replace("__Host-refresh_token", name);
        expect((await client.call("/refresh", { cookie: planted })).status).toBe(401);
      }
      const loggedOut = await client.call("/logout", { cookie: client.cookie });
      expect(loggedOut.setCookies).toEqual([
        "__Host-refresh_token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
      ]);
    } finally {
      await secure.close();
    }
  });

  test("over HTTPS a cookie of the earlier name __Secure-refresh_token is cleared", async () => {
    const secure = await startTestServer(context.database.db, { isHttps: () => true });
    try {
      const client = createTestClient(secure.origin);
      await client.call("/register", { body: registration() });
      const result = await client.call("/refresh", {
        cookie: `${client.cookie}; __Secure-refresh_token=${"A".repeat(43)}`,
      });
      expect(result.status).toBe(200);
      expect(result.setCookies).toContain(
        "__Secure-refresh_token=; Max-Age=0; Path=/api/auth; HttpOnly; Secure; SameSite=Lax",
      );
    } finally {
      await secure.close();
    }
  });

  test("behind a trusted proxy, X-Forwarded-Proto https makes the cookie Secure", async () => {
    const client = createTestClient(context.server.origin);
    const registered = await client.call("/register", {
      body: registration(),
      headers: { "X-Forwarded-Proto": "https" },
    });
    expect(registered.setCookies[0]).toMatch(/^__Host-refresh_token=.*; Path=\/; .*Secure; SameSite=Lax$/);
  });

  test("X-Forwarded-Proto is read from the right, at the entry of the outermost trusted proxy", async () => {
    // Two proxies: the outer one terminates TLS and writes https, the inner one appends http.
    const twoProxies = await startTestServer(context.database.db, { trustedProxies: 2 });
    try {
      const headers = { "X-Forwarded-Proto": "https, http", "X-Forwarded-For": `${randomAddress()}, 10.0.0.2` };
      const behindTwo = await createTestClient(twoProxies.origin).call("/register", { body: registration(), headers });
      expect(behindTwo.setCookies[0]).toMatch(/^__Host-refresh_token=.*; Secure; SameSite=Lax$/);
      // With one trusted proxy the entry that counts is the last one: http.
      const behindOne = await createTestClient(context.server.origin).call("/register", {
        body: registration(),
        headers: { "X-Forwarded-Proto": "https, http" },
      });
      expect(behindOne.setCookies[0]).toMatch(/^refresh_token=/);
    } finally {
      await twoProxies.close();
    }
  });

  test("two refresh cookies of our name are refused with 401 and neither is rotated", async () => {
    const { client } = await signedIn();
    const ours = client.cookie ?? "";
    const planted = createTestClient(context.server.origin);
    await planted.call("/register", { body: registration() });
    for (const cookie of [`${planted.cookie}; ${ours}`, `${ours}; ${planted.cookie}`]) {
      const result = await client.call("/refresh", { cookie });
      expect(result.status).toBe(401);
      expect(result.json).toEqual({ error: "Unauthorized" });
      expect(result.setCookies).toEqual([]);
    }
    // Both sessions still work: nothing was rotated or revoked.
    expect((await client.call("/refresh", { cookie: ours })).status).toBe(200);
    expect((await planted.call("/refresh")).status).toBe(200);
  });

  test("refreshes from one address are limited", async () => {
    const limited = await startTestServer(context.database.db, {
      config: { rateLimits: { refreshesPerAddress: { limit: 2, windowMs: 15 * MINUTE } } },
    });
    try {
      const client = createTestClient(limited.origin);
      await client.call("/register", { body: registration() });
      expect((await client.call("/refresh")).status).toBe(200);
      expect((await client.call("/refresh")).status).toBe(200);
      const blocked = await client.call("/refresh");
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get("retry-after")).toBe("900");
    } finally {
      await limited.close();
    }
  });
});
