import { createHash } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { OpenedDatabase } from "../../db";
import { tables } from "../../db/tables";
import { createTestClient, randomAddress, registration, uniqueEmail } from "../../api/testing/test-client";
import { BACKENDS, openTestDatabase } from "../../db/testing/test-database";
import { startTestServer, useTestServer } from "../../api/testing/test-server";

const MINUTE = 60_000;

describe.each(BACKENDS)("POST /api/auth/login on %s", (backend) => {
  const context = useTestServer(backend);

  async function account(overrides: Record<string, unknown> = {}) {
    const body = registration(overrides);
    const result = await createTestClient(context.server.origin).call("/register", { body });
    expect(result.status).toBe(201);
    return body;
  }

  test("signs in, counts the sign-in and sets a refresh cookie", async () => {
    const { email, password } = await account();
    context.server.clock.advance(MINUTE);
    const client = createTestClient(context.server.origin);
    const result = await client.call("/login", { body: { email, password } });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ message: "Login successful", accessToken: expect.any(String) });
    expect(result.json.user).toMatchObject({
      email,
      signInCount: 2,
      lastSignInAt: context.server.clock.now().toISOString(),
    });
    expect(result.headers.get("cache-control")).toBe("no-store");
    expect(client.cookie).toMatch(/^refresh_token=/);
    const me = await client.call("/me", { method: "GET", bearer: result.json.accessToken as string });
    expect(me.json.user).toEqual(result.json.user);
  });

  test("answers in German when the visitor's language is German", async () => {
    const { email, password } = await account();
    const result = await createTestClient(context.server.origin).call("/login", {
      body: { email, password },
      headers: { "X-User-Language": "de" },
    });
    expect(result.json.message).toBe("Erfolgreich angemeldet");
    const wrong = await createTestClient(context.server.origin).call("/login", {
      body: { email, password: "not the password" },
      headers: { "X-User-Language": "german" },
    });
    expect(wrong.json).toEqual({ error: "E-Mail-Adresse oder Passwort ist falsch" });
  });

  test("finds the account whatever the case of the e-mail", async () => {
    const { email, password } = await account({ email: uniqueEmail("MixedCase") });
    const result = await createTestClient(context.server.origin).call("/login", {
      body: { email: email.toLowerCase(), password },
    });
    expect(result.status).toBe(200);
    expect((result.json.user as { email: string }).email).toBe(email);
  });

  test("normalises the password with NFKC at registration and at sign-in", async () => {
    const { email } = await account({ password: "ｆｕｌｌｗｉｄｔｈ ｓｅｃｒｅｔ ９" });
    const result = await createTestClient(context.server.origin).call("/login", {
      body: { email, password: "fullwidth secret 9" },
    });
    expect(result.status).toBe(200);
  });

  test("an unknown e-mail and a wrong password get the same answer, headers and all", async () => {
    const { email } = await account();
    const client = createTestClient(context.server.origin);
    const wrongPassword = await client.call("/login", { body: { email, password: "definitely wrong" } });
    const unknownEmail = await client.call("/login", {
      body: { email: uniqueEmail("nobody"), password: "definitely wrong" },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(unknownEmail.json).toEqual(wrongPassword.json);
    expect(wrongPassword.json).toEqual({ error: "Invalid e-mail or password" });
    const headersOf = (headers: Headers) => [...headers].filter(([name]) => name !== "date");
    expect(headersOf(unknownEmail.headers)).toEqual(headersOf(wrongPassword.headers));
  });

  test("an unknown e-mail takes about as long as a wrong password", async () => {
    const { email } = await account();
    const client = createTestClient(context.server.origin);
    const time = async (body: object) => {
      const started = performance.now();
      await client.call("/login", { body });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 4; round++) {
      known.push(await time({ email, password: "wrong password" }));
      unknown.push(await time({ email: uniqueEmail("ghost"), password: "wrong password" }));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    // Both verify an argon2id hash; without the dummy hash the unknown e-mail would be ~100 times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  });

  test("ten failures in a row lock the e-mail for this address for 15 minutes", async () => {
    const { email, password } = await account();
    const client = createTestClient(context.server.origin);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await client.call("/login", { body: { email, password: `wrong ${attempt}` } })).status).toBe(401);
    }
    const locked = await client.call("/login", { body: { email, password } });
    expect(locked.status).toBe(429);
    expect(locked.json).toEqual({ error: "Too many attempts. Please try again later." });
    expect(locked.headers.get("retry-after")).toBe("900");
    expect(context.server.logs.some((entry) => entry.event === "auth.lockout")).toBe(true);

    // Another address is not locked out by this one's failures.
    expect((await createTestClient(context.server.origin).call("/login", { body: { email, password } })).status).toBe(
      200,
    );

    context.server.clock.advance(14 * MINUTE);
    const stillLocked = await client.call("/login", { body: { email, password } });
    expect(stillLocked.status).toBe(429);
    expect(stillLocked.headers.get("retry-after")).toBe("60");
    context.server.clock.advance(MINUTE);
    expect((await client.call("/login", { body: { email, password } })).status).toBe(200);
  });

  test("a successful sign-in ends the series of failures", async () => {
    const { email, password } = await account();
    const client = createTestClient(context.server.origin);
    for (let attempt = 1; attempt <= 9; attempt++)
      await client.call("/login", { body: { email, password: `wrong ${attempt}` } });
    expect((await client.call("/login", { body: { email, password } })).status).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await client.call("/login", { body: { email, password: `wrong ${attempt}` } })).status).toBe(401);
    }
    expect((await client.call("/login", { body: { email, password } })).status).toBe(200);
  });

  test("unknown e-mails are locked out the same way", async () => {
    const email = uniqueEmail("ghost");
    const client = createTestClient(context.server.origin);
    for (let attempt = 1; attempt <= 10; attempt++)
      await client.call("/login", { body: { email, password: `guess ${attempt}` } });
    expect((await client.call("/login", { body: { email, password: "guess 11" } })).status).toBe(429);
  });

  test("fifty failures in an hour for one e-mail block it from every address", async () => {
    const { email, password } = await account();
    for (let address = 0; address < 5; address++) {
      const client = createTestClient(context.server.origin);
      const attempts = Array.from({ length: 10 }, (_, attempt) =>
        client.call("/login", { body: { email, password: `wrong ${attempt}` } }),
      );
      for (const result of await Promise.all(attempts)) expect(result.status).toBe(401);
    }
    const fresh = await createTestClient(context.server.origin).call("/login", { body: { email, password } });
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(fresh.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    context.server.clock.advance(60 * MINUTE);
    expect((await createTestClient(context.server.origin).call("/login", { body: { email, password } })).status).toBe(
      200,
    );
  });

  test("failures from six addresses lock the e-mail for new browsers, not for the owner's browser with its device cookie", async () => {
    const { email, password } = await account();
    const owner = createTestClient(context.server.origin);
    expect((await owner.call("/login", { body: { email, password } })).status).toBe(200);
    expect(owner.deviceCookie).toMatch(/^auth_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);

    // 72 wrong passwords, 12 from each of six addresses, all at once.
    const attackers = Array.from({ length: 6 }, () => createTestClient(context.server.origin));
    const attempts = attackers.flatMap((attacker) =>
      Array.from({ length: 12 }, (_, attempt) =>
        attacker.call("/login", { body: { email, password: `wrong ${attempt}` } }),
      ),
    );
    const results = await Promise.all(attempts);
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // No more than the per-e-mail limit (50) were checked, at most 10 from any one address.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(50);
    for (let address = 0; address < 6; address++) {
      expect(
        statuses.slice(address * 12, address * 12 + 12).filter((status) => status === 401).length,
      ).toBeLessThanOrEqual(10);
    }

    // A browser that never signed in to this account is locked out ...
    const stranger = await createTestClient(context.server.origin).call("/login", { body: { email, password } });
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get("retry-after"))).toBeGreaterThan(0);
    // ... and so is one that presents a device cookie made for another e-mail.
    const otherAccount = await account();
    const elsewhere = createTestClient(context.server.origin);
    expect(
      (await elsewhere.call("/login", { body: { email: otherAccount.email, password: otherAccount.password } })).status,
    ).toBe(200);
    expect((await elsewhere.call("/login", { body: { email, password } })).status).toBe(429);
    // A forged device cookie counts as none.
    const forged = createTestClient(context.server.origin);
    const fakeDevice = `auth_device=${"A".repeat(22)}.${"B".repeat(43)}`;
    expect((await forged.call("/login", { body: { email, password }, cookie: fakeDevice })).status).toBe(429);

    // The owner's browser signs in, also from one of the attacking addresses.
    const signedIn = await owner.call("/login", { body: { email, password } });
    expect(signedIn.status).toBe(200);
    const sameAddress = createTestClient(context.server.origin, attackers[0]?.address);
    sameAddress.cookie = undefined;
    const ownerThere = await sameAddress.call("/login", {
      body: { email, password },
      cookie: owner.deviceCookie ?? null,
    });
    expect(ownerThere.status).toBe(200);
  });

  test("of 50 parallel wrong passwords from one address only 10 are checked; the rest get 429 at once", async () => {
    const { email, password } = await account();
    const client = createTestClient(context.server.origin);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, attempt) =>
        client.call("/login", { body: { email, password: `wrong ${attempt}` } }),
      ),
    );
    const failed = results.filter((result) => result.status === 401).length;
    const limited = results.filter((result) => result.status === 429);
    expect(failed).toBe(10);
    expect(limited).toHaveLength(40);
    expect(limited.every((result) => result.headers.get("retry-after") === "900")).toBe(true);
    const checked = context.server.logs.filter(
      (entry) => entry.event === "auth.login_failed" && entry.address === client.address,
    );
    expect(checked).toHaveLength(10);
    expect((await client.call("/login", { body: { email, password } })).status).toBe(429);
  });

  test("a browser with a device cookie has its own series of ten failures", async () => {
    const { email, password } = await account();
    const owner = createTestClient(context.server.origin);
    expect((await owner.call("/login", { body: { email, password } })).status).toBe(200);
    // Ten failures from another browser at the owner's address do not lock the owner's browser out.
    const other = createTestClient(context.server.origin, owner.address);
    for (let attempt = 1; attempt <= 10; attempt++)
      await other.call("/login", { body: { email, password: `wrong ${attempt}` } });
    expect((await other.call("/login", { body: { email, password } })).status).toBe(429);
    expect((await owner.call("/login", { body: { email, password } })).status).toBe(200);
    // Its own ten failures in a row do.
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await owner.call("/login", { body: { email, password: `typo ${attempt}` } })).status).toBe(401);
    }
    const locked = await owner.call("/login", { body: { email, password } });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe("900");
  });

  test("re-hashes a stored hash below the policy at the next sign-in", async () => {
    const { email, password } = await account();
    const weak = await hash(password, { algorithm: 2, memoryCost: 8192, timeCost: 1, parallelism: 1 });
    await context.database.db
      .update(tables(context.database.db).users)
      .set({ passwordHash: weak })
      .where(eq(tables(context.database.db).users.email, email));
    expect((await createTestClient(context.server.origin).call("/login", { body: { email, password } })).status).toBe(
      200,
    );
    const [stored] = await context.database.db
      .select({ passwordHash: tables(context.database.db).users.passwordHash })
      .from(tables(context.database.db).users)
      .where(eq(tables(context.database.db).users.email, email));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await createTestClient(context.server.origin).call("/login", { body: { email, password } })).status).toBe(
      200,
    );
  });

  test("a failed sign-in's log line names the request that caused it", async () => {
    const { email } = await account();
    const client = createTestClient(context.server.origin);
    await client.call("/login", {
      body: { email, password: "a wrong password" },
      headers: { "X-Request-Id": "sign-in-request-1" },
    });
    expect(context.server.logs.filter((entry) => entry.address === client.address)).toEqual([
      expect.objectContaining({ event: "auth.login_failed", requestId: "sign-in-request-1" }),
    ]);
  });

  test("logs sign-ins and failures as JSON without passwords, tokens or e-mail addresses", async () => {
    const { email, password } = await account();
    const client = createTestClient(context.server.origin);
    await client.call("/login", { body: { email, password: "a wrong password" } });
    const success = await client.call("/login", { body: { email, password } });
    const entries = context.server.logs.filter((entry) => entry.address === client.address);
    expect(entries.map((entry) => entry.event)).toEqual(["auth.login_failed", "auth.login_succeeded"]);
    expect(entries[0]).toMatchObject({
      level: "info",
      reason: "wrong_password",
      emailHash: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    // Keyed with the server's secret: a list of addresses, hashed, finds nobody in the log.
    const plainHash = createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 16);
    expect(entries[0]?.emailHash).not.toBe(plainHash);
    await client.call("/login", { body: { email: email.toUpperCase(), password: "another wrong one" } });
    expect(context.server.logs.at(-1)?.emailHash).toBe(entries[0]?.emailHash);
    const text = JSON.stringify(context.server.logs);
    for (const secret of [
      password,
      "a wrong password",
      email,
      success.json.accessToken as string,
      client.cookie?.split("=")[1] ?? "-",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  test("refuses validation failures with a message naming the field", async () => {
    const client = createTestClient(context.server.origin);
    expect((await client.call("/login", { body: { email: "not-an-email", password: "x" } })).json).toEqual({
      error: "Please enter a valid e-mail address.",
    });
    expect((await client.call("/login", { body: { email: uniqueEmail() } })).json).toEqual({
      error: "Please fill in the field “Password”.",
    });
    const unknown = await client.call("/login", { body: { email: uniqueEmail(), password: "whatever1", admin: true } });
    expect(unknown.status).toBe(422);
    expect(unknown.json).toEqual({ error: "Unknown field 'admin'." });
  });
});

describe.each(BACKENDS)("sign-in limits per address on %s", (backend) => {
  let database: OpenedDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.close();
  });

  test("sign-ins from one address are limited, with Retry-After", async () => {
    const server = await startTestServer(database.db, {
      config: { rateLimits: { loginsPerAddress: { limit: 3, windowMs: 15 * MINUTE } } },
    });
    try {
      const address = randomAddress();
      const client = createTestClient(server.origin, address);
      for (let attempt = 0; attempt < 3; attempt++) {
        expect(
          (await client.call("/login", { body: { email: uniqueEmail(), password: "some password" } })).status,
        ).toBe(401);
      }
      const limited = await client.call("/login", { body: { email: uniqueEmail(), password: "some password" } });
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBe("900");
      expect(
        (await createTestClient(server.origin).call("/login", { body: { email: uniqueEmail(), password: "x" } }))
          .status,
      ).toBe(401);
    } finally {
      await server.close();
    }
  });

  test("answers 503 with Retry-After when too many hashes are waiting", async () => {
    const server = await startTestServer(database.db, { config: { hashQueue: { concurrency: 1, maxQueued: 1 } } });
    try {
      const attempts = Array.from({ length: 8 }, () =>
        createTestClient(server.origin).call("/login", { body: { email: uniqueEmail(), password: "some password" } }),
      );
      const results = await Promise.all(attempts);
      const busy = results.filter((result) => result.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(results.every((result) => result.status === 503 || result.status === 401)).toBe(true);
      expect(busy[0]?.json).toEqual({ error: "The server is busy. Please try again in a moment." });
      expect(busy[0]?.headers.get("retry-after")).toBe("2");
    } finally {
      await server.close();
    }
  });
});

describe.each(BACKENDS)("IPv6 networks on %s", (backend) => {
  let database: OpenedDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.close();
  });

  test("sign-ins are limited per /64, and more loosely per /56 (4 times) and per /48 (16 times)", async () => {
    const server = await startTestServer(database.db, {
      config: { rateLimits: { loginsPerAddress: { limit: 1, windowMs: 15 * MINUTE } } },
    });
    try {
      const attempt = (address: string) =>
        createTestClient(server.origin, address).call("/login", {
          body: { email: uniqueEmail(), password: "some password" },
        });
      // One /64: the second address in it is refused.
      expect((await attempt("2001:db8:1:100::1")).status).toBe(401);
      expect((await attempt("2001:db8:1:100::2")).status).toBe(429);
      // Three more /64s of the same /56 pass, the fifth is refused though its /64 is fresh.
      for (const net of ["101", "102", "1ff"]) expect((await attempt(`2001:db8:1:${net}::1`)).status, net).toBe(401);
      const fifth = await attempt("2001:db8:1:1fe::1");
      expect(fifth.status).toBe(429);
      expect(fifth.headers.get("retry-after")).toBe("900");
      // The /48 holds 16 /56s' worth: three more /56s of four each fill it, then any /64 in it is refused.
      for (const net of ["2", "3", "4"]) {
        for (const sub of ["00", "01", "02", "03"])
          expect((await attempt(`2001:db8:1:${net}${sub}::1`)).status).toBe(401);
      }
      expect((await attempt("2001:db8:1:ff00::1")).status).toBe(429);
      // Another /48 is not affected; neither is IPv4.
      expect((await attempt("2001:db8:2:100::1")).status).toBe(401);
      expect((await attempt(randomAddress())).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
