import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { OpenedDatabase } from "../db";
import { tables } from "../db/tables";
import { BACKENDS, openTestDatabase } from "../db/testing/test-database";
import { startTestServer, type TestServer } from "./testing/test-server";

/**
 * Generated bad input against every endpoint: bodies, headers and cookies. Whatever comes
 * in, the answer is never a 5xx, always JSON, either `{ error }` with a 4xx or a success,
 * and a refused call writes no account and no token.
 */
const RUNS = 2000;

/** An account that exists, so that some generated sign-ins succeed, and its first tokens. */
const KNOWN = { email: "ada@example.com", password: "correct horse battery" };
const issued = { accessToken: "", cookie: "" };

const ENDPOINTS = {
  "/register": "POST",
  "/login": "POST",
  "/me": "GET",
  "/refresh": "POST",
  "/logout": "POST",
} as const;
type Endpoint = keyof typeof ENDPOINTS;

const SUCCESS_KEYS: Record<Endpoint, string[]> = {
  "/register": ["accessToken", "message", "user"],
  "/login": ["accessToken", "message", "user"],
  "/me": ["user"],
  "/refresh": ["accessToken"],
  "/logout": ["message"],
};

/** Mostly nothing, now and then a value. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

const printable = (max: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${max}}$`));

const strangeString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.emailAddress(),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\ud800",
    "\u202e",
    "a@b",
    "ADA@EXAMPLE.COM",
    "password",
    "password1",
    "🦊".repeat(8),
    "ｐａｓｓｗｏｒｄ",
    "e\u0301".repeat(70),
    "english",
    "german",
    "x".repeat(300),
  ),
);
const fieldValue = fc.oneof(
  strangeString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant(null),
);
const fieldName = fc.constantFrom(
  "name",
  "email",
  "password",
  "acceptedTerms",
  "language",
  "__proto__",
  "constructor",
  "id",
  "signInCount",
  "passwordHash",
  "",
);

/** JSON text written by hand, so that keys like __proto__ really appear in it. */
const objectText = fc
  .array(fc.tuple(fieldName, fieldValue), { maxLength: 7 })
  .map(
    (entries) =>
      `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`).join(",")}}`,
  );

/** Mostly the right value, sometimes a strange one: bodies that get past the first checks. */
const mostly = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: fieldValue });

const almostValidRegistration = fc
  .record({
    name: mostly(fc.constantFrom("Ada", "Grace Hopper", "Jürgen Müller")),
    email: mostly(
      fc.oneof(
        fc.constant(KNOWN.email),
        fc.nat().map((n) => `member${n}@example.com`),
        fc.emailAddress(),
      ),
    ),
    password: mostly(fc.oneof(fc.constant(KNOWN.password), fc.string({ minLength: 8, maxLength: 40 }))),
    acceptedTerms: mostly(fc.constant(true)),
    language: mostly(fc.constantFrom("english", "german")),
  })
  .map((body) => JSON.stringify(body));

const almostValidLogin = fc
  .record({
    email: mostly(fc.oneof(fc.constant(KNOWN.email), fc.emailAddress())),
    password: mostly(fc.oneof(fc.constant(KNOWN.password), fc.string({ minLength: 1, maxLength: 40 }))),
  })
  .map((body) => JSON.stringify(body));

const rawBody = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.uint8Array({ maxLength: 60 }),
  fc.constantFrom(
    "{",
    "[]",
    "null",
    '"x"',
    "1e309",
    "{}",
    `{"a":${"[".repeat(3000)}`,
    "\ufeff{}",
    `{"email":"a","email":"b"}`,
  ),
  fc.constant(`{"name":"${"x".repeat(17 * 1024)}"}`),
);

const body = fc.oneof(
  { weight: 3, arbitrary: objectText },
  { weight: 2, arbitrary: almostValidRegistration },
  { weight: 2, arbitrary: almostValidLogin },
  { weight: 2, arbitrary: rawBody },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("application/json", "application/json; charset=utf-8", "APPLICATION/JSON") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      undefined,
      "application/json; charset=utf-16",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonx",
    ),
  },
);

const cookie = fc.option(
  fc.oneof(
    printable(60),
    printable(50).map((value) => `refresh_token=${value}`),
    fc.base64String({ minLength: 40, maxLength: 48 }).map((value) => `refresh_token=${value}`),
    printable(50).map((value) => `__Secure-refresh_token=${value}; refresh_token=${value}`),
    fc.constant(null).map(() => issued.cookie),
  ),
  { nil: undefined },
);

const authorization = fc.option(
  fc.oneof(
    printable(80),
    printable(80).map((value) => `Bearer ${value}`),
    fc
      .tuple(fc.base64String(), fc.base64String(), fc.base64String())
      .map((parts) => `Bearer ${parts.join(".").replace(/=/g, "")}`),
    fc.constant("Bearer eyJhbGciOiJub25lIiwidHlwIjoiYXQrand0In0.eyJzdWIiOiJ4In0."),
    fc.constant(null).map(() => `Bearer ${issued.accessToken}`),
  ),
  { nil: undefined },
);

const call = fc.record({
  endpoint: fc.constantFrom(...(Object.keys(ENDPOINTS) as Endpoint[])),
  wrongMethod: rarely(fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")),
  body,
  contentType,
  cookie,
  authorization,
  language: fc.option(fc.oneof(fc.constantFrom("de", "en", "german", "english", "DE"), printable(20)), {
    nil: undefined,
  }),
  fetchSite: rarely(fc.constantFrom("cross-site", "same-origin", "same-site", "none", "garbage")),
  origin: rarely(fc.oneof(fc.constant("null"), fc.webUrl(), printable(30))),
  forwardedFor: fc.option(fc.oneof(fc.ipV4(), fc.ipV6(), printable(40)), { nil: undefined }),
});

interface Counts {
  users: number;
  tokens: number;
  limits: number;
}

describe.each(BACKENDS)("bad input on %s", (backend) => {
  let database: OpenedDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    server = await startTestServer(database.db);
    const registered = await fetch(`${server.origin}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Ada", ...KNOWN, acceptedTerms: true, language: "english" }),
    });
    expect(registered.status).toBe(201);
    issued.accessToken = ((await registered.json()) as { accessToken: string }).accessToken;
    issued.cookie = registered.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  /** The rows in each table. */
  const counts = async (): Promise<Counts> => {
    const { users, refreshTokens, rateLimits } = tables(database.db);
    const [row] = await database.db
      .select({
        users: sql<number>`(select count(*) from ${users})`.mapWith(Number),
        tokens: sql<number>`(select count(*) from ${refreshTokens})`.mapWith(Number),
        limits: sql<number>`(select count(*) from ${rateLimits})`.mapWith(Number),
      })
      .from(users)
      .limit(1);
    return row ?? { users: 0, tokens: 0, limits: 0 };
  };

  test(`${RUNS} generated requests get a 4xx { error } or a success, and refused ones store nothing`, async () => {
    await fc.assert(
      fc.asyncProperty(call, async (input) => {
        const method = input.wrongMethod ?? ENDPOINTS[input.endpoint];
        const headers: Record<string, string> = {};
        if (input.contentType) headers["Content-Type"] = input.contentType;
        if (input.cookie) headers.Cookie = input.cookie;
        if (input.authorization) headers.Authorization = input.authorization;
        if (input.language) headers["X-User-Language"] = input.language;
        if (input.fetchSite) headers["Sec-Fetch-Site"] = input.fetchSite;
        if (input.origin) headers.Origin = input.origin;
        if (input.forwardedFor) headers["X-Forwarded-For"] = input.forwardedFor;
        const sendsBody = method !== "GET" && input.body !== undefined;

        const before = await counts();
        const response = await fetch(`${server.origin}/api/auth${input.endpoint}`, {
          method,
          headers,
          body: sendsBody ? (input.body as BodyInit) : undefined,
        });
        const text = await response.text();
        const after = await counts();

        expect(response.status).toBeLessThan(500);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        const json = JSON.parse(text) as Record<string, unknown>;
        if (response.status >= 400) {
          expect(Object.keys(json)).toEqual(["error"]);
          expect(typeof json.error).toBe("string");
          expect(after.users).toBe(before.users);
          expect(after.tokens).toBe(before.tokens);
          // Counting an attempt that passed validation is the point of a rate limit; anything refused earlier stores nothing.
          if (![401, 409, 429].includes(response.status)) expect(after.limits).toBeLessThanOrEqual(before.limits);
        } else {
          expect([200, 201]).toContain(response.status);
          expect(Object.keys(json).sort()).toEqual(SUCCESS_KEYS[input.endpoint]);
        }
      }),
      { numRuns: RUNS },
    );
  }, 180_000);
});
