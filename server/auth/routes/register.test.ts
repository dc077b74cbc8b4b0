import { count, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { tables } from "../../db/tables";
import { createTestClient, registration, uniqueEmail } from "../../api/testing/test-client";
import { BACKENDS } from "../../db/testing/test-database";
import { startTestServer, useTestServer } from "../../api/testing/test-server";

describe.each(BACKENDS)("POST /api/auth/register on %s", (backend) => {
  const context = useTestServer(backend);

  test("creates the account, signs it in and sets the refresh cookie", async () => {
    const client = createTestClient(context.server.origin);
    const body = registration({ name: "Grace Hopper", language: "german" });
    const result = await client.call("/register", { body });

    expect(result.status).toBe(201);
    expect(result.json.message).toBe("Registration successful");
    expect(typeof result.json.accessToken).toBe("string");
    expect(result.json.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Grace Hopper",
      email: body.email,
      language: "german",
      createdAt: context.server.clock.now().toISOString(),
      lastSignInAt: context.server.clock.now().toISOString(),
      signInCount: 1,
      role: "member",
      emailConfirmed: false,
      secondFactor: false,
    });
    expect(JSON.stringify(result.json)).not.toContain("argon2");
    expect(result.headers.get("cache-control")).toBe("no-store");
    expect(result.setCookies).toHaveLength(2);
    expect(result.setCookies[0]).toMatch(
      /^refresh_token=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/,
    );
    // Registration signs in, so the browser also gets its device cookie (see login.test.ts).
    expect(result.setCookies[1]).toMatch(
      /^auth_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/api\/auth; Expires=.+; HttpOnly; SameSite=Strict$/,
    );
  });

  test("stores the password as an argon2id hash and the refresh token only as a SHA-256 hash", async () => {
    const client = createTestClient(context.server.origin);
    const body = registration();
    await client.call("/register", { body });
    const [user] = await context.database.db
      .select()
      .from(tables(context.database.db).users)
      .where(eq(tables(context.database.db).users.email, body.email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const token = client.cookie?.split("=")[1] ?? "";
    const stored = await context.database.db
      .select()
      .from(tables(context.database.db).refreshTokens)
      .where(eq(tables(context.database.db).refreshTokens.userId, user?.id ?? ""));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.tokenHash).not.toContain(token);
  });

  test("refuses an e-mail that is taken in any case with a generic 409", async () => {
    const email = uniqueEmail("Taken");
    const first = await createTestClient(context.server.origin).call("/register", { body: registration({ email }) });
    expect(first.status).toBe(201);
    const second = await createTestClient(context.server.origin).call("/register", {
      body: registration({ email: email.toUpperCase() }),
    });
    expect(second.status).toBe(409);
    expect(second.json).toEqual({ error: "Registration failed. If you already have an account, sign in instead." });
    expect(second.setCookies).toEqual([]);
    const [{ stored } = { stored: 0 }] = await context.database.db
      .select({ stored: count() })
      .from(tables(context.database.db).users)
      .where(sql`lower(${tables(context.database.db).users.email}) = lower(${email})`);
    expect(stored).toBe(1);
  });

  test("answers in German when the visitor's language is German", async () => {
    const result = await createTestClient(context.server.origin).call("/register", {
      body: registration(),
      headers: { "X-User-Language": "de" },
    });
    expect(result.json.message).toBe("Registrierung erfolgreich");
    const invalid = await createTestClient(context.server.origin).call("/register", {
      body: registration({ acceptedTerms: false }),
      headers: { "X-User-Language": "de" },
    });
    expect(invalid.json).toEqual({
      error: "Bitte akzeptiere die AGB, um fortzufahren.",
    });
  });

  test.each([
    ["name", { name: "" }, "The name must be 1 to 100 characters long and contain only printable characters."],
    [
      "name",
      { name: "x".repeat(101) },
      "The name must be 1 to 100 characters long and contain only printable characters.",
    ],
    ["name", { name: "Ada\u0000" }, "The name must be 1 to 100 characters long and contain only printable characters."],
    ["name", { name: 42 }, "The field “Name” must contain text."],
    ["email", { email: "no-at-sign" }, "Please enter a valid e-mail address."],
    ["email", { email: `${"a".repeat(250)}@example.com` }, "Please enter a valid e-mail address."],
    [
      "password",
      { password: "short" },
      "The password must be 8 to 128 characters long and contain only printable characters.",
    ],
    [
      "password",
      { password: "password1" },
      "This password is one of the most common passwords. Please choose another one.",
    ],
    ["acceptedTerms", { acceptedTerms: false }, "Please accept the terms to continue."],
    ["acceptedTerms", { acceptedTerms: "yes" }, "Please accept the terms to continue."],
    ["language", { language: "french" }, "The language must be “english” or “german”."],
    ["language", { language: "en" }, "The language must be “english” or “german”."],
  ])("refuses an invalid %s with 422 naming it, and stores nothing", async (_field, change, message) => {
    const body = registration(change);
    const result = await createTestClient(context.server.origin).call("/register", { body });
    expect(result.status).toBe(422);
    expect(result.json).toEqual({ error: message });
    expect(result.setCookies).toEqual([]);
    const stored = await context.database.db
      .select()
      .from(tables(context.database.db).users)
      .where(sql`lower(${tables(context.database.db).users.email}) = lower(${String(body.email)})`);
    expect(stored).toEqual([]);
  });

  test("refuses a missing field and an unknown field by name", async () => {
    const { language: _language, ...withoutLanguage } = registration();
    const missing = await createTestClient(context.server.origin).call("/register", { body: withoutLanguage });
    expect(missing.json).toEqual({ error: "Please fill in the field “Language”." });
    const body = registration({ id: "00000000-0000-4000-8000-000000000000", signInCount: 99 });
    const unknown = await createTestClient(context.server.origin).call("/register", { body });
    expect(unknown.status).toBe(422);
    expect(unknown.json).toEqual({ error: "Unknown field 'id'." });
    expect(
      await context.database.db
        .select()
        .from(tables(context.database.db).users)
        .where(eq(tables(context.database.db).users.email, String(body.email))),
    ).toEqual([]);
  });

  test("counts password length in code points after NFKC", async () => {
    const sevenFoxes = await createTestClient(context.server.origin).call("/register", {
      body: registration({ password: "🦊".repeat(7) }),
    });
    expect(sevenFoxes.status).toBe(422);
    const eightFoxes = await createTestClient(context.server.origin).call("/register", {
      body: registration({ password: "🦊".repeat(8) }),
    });
    expect(eightFoxes.status).toBe(201);
    const longest = await createTestClient(context.server.origin).call("/register", {
      body: registration({ password: "é".repeat(128) }),
    });
    expect(longest.status).toBe(201);
    // 129 decomposed e-acute become 129 code points after NFKC composes them: too long.
    const tooLong = await createTestClient(context.server.origin).call("/register", {
      body: registration({ password: "e\u0301".repeat(129) }),
    });
    expect(tooLong.status).toBe(422);
    // Eight fullwidth letters are common after NFKC: "ｐａｓｓｗｏｒｄ" is "password".
    const common = await createTestClient(context.server.origin).call("/register", {
      body: registration({ password: "ｐａｓｓｗｏｒｄ" }),
    });
    expect(common.json).toEqual({
      error: "This password is one of the most common passwords. Please choose another one.",
    });
  });

  test("refuses the e-mail address as password", async () => {
    const email = uniqueEmail();
    const result = await createTestClient(context.server.origin).call("/register", {
      body: registration({ email, password: email.toUpperCase() }),
    });
    expect(result.json).toEqual({ error: "The password must not be your e-mail address." });
  });

  test("logs the registration without the password", async () => {
    const client = createTestClient(context.server.origin);
    const body = registration({ password: "a very private phrase" });
    const result = await client.call("/register", { body });
    const entry = context.server.logs.find((logged) => logged.address === client.address);
    expect(entry).toMatchObject({
      event: "auth.register",
      level: "info",
      userId: (result.json.user as { id: string }).id,
    });
    expect(JSON.stringify(context.server.logs)).not.toContain("a very private phrase");
  });

  test("limits registrations per address, with Retry-After", async () => {
    const client = createTestClient(context.server.origin);
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await client.call("/register", { body: registration() })).status).toBe(201);
    const limited = await client.call("/register", { body: registration() });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3600");
    expect((await createTestClient(context.server.origin).call("/register", { body: registration() })).status).toBe(
      201,
    );
  });
});

describe.each(BACKENDS)("registrations from all addresses on %s", (backend) => {
  const context = useTestServer(backend);

  test("no ceiling for all addresses together: strangers elsewhere cannot stop sign-ups", async () => {
    const limited = await startTestServer(context.database.db, {
      config: { rateLimits: { registrationsPerAddress: { limit: 1, windowMs: 60 * 60_000 } } },
    });
    try {
      const flood = await createTestClient(limited.origin, "10.99.0.1").call("/register", { body: registration() });
      expect(flood.status).toBe(201);
      const again = await createTestClient(limited.origin, "10.99.0.1").call("/register", { body: registration() });
      expect(again.status).toBe(429);
      // Twenty more addresses sign up, and a genuine visitor after them still does.
      for (let count = 0; count < 20; count++) {
        const other = createTestClient(limited.origin, `10.98.${count}.7`);
        expect((await other.call("/register", { body: registration() })).status).toBe(201);
      }
      expect((await createTestClient(limited.origin).call("/register", { body: registration() })).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
