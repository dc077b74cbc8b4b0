import { base64url, decodeJwt, SignJWT } from "jose";
import { beforeAll, describe, expect, test } from "vitest";
import { createTestClient, registration } from "../../api/testing/test-client";
import { BACKENDS } from "../../db/testing/test-database";
import { TEST_SECRET, useTestServer } from "../../api/testing/test-server";

const MINUTE = 60_000;

describe.each(BACKENDS)("GET /api/auth/me on %s", (backend) => {
  const context = useTestServer(backend);

  async function signedIn() {
    const client = createTestClient(context.server.origin);
    const registered = await client.call("/register", { body: registration() });
    const accessToken = registered.json.accessToken as string;
    return { client, accessToken, user: registered.json.user as Record<string, unknown> };
  }

  test("answers the signed-in user for a valid access token", async () => {
    const { client, accessToken, user } = await signedIn();
    const result = await client.call("/me", { method: "GET", bearer: accessToken });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ user });
    expect(result.headers.get("cache-control")).toBe("no-store");
  });

  test("answers 401 Unauthorized without a token, in the visitor's language", async () => {
    const client = createTestClient(context.server.origin);
    const english = await client.call("/me", { method: "GET" });
    expect(english.status).toBe(401);
    expect(english.json).toEqual({ error: "Unauthorized" });
    const german = await client.call("/me", { method: "GET", headers: { "X-User-Language": "de" } });
    expect(german.json).toEqual({ error: "Nicht autorisiert" });
    const germanLong = await client.call("/me", { method: "GET", headers: { "X-User-Language": "german" } });
    expect(germanLong.json).toEqual({ error: "Nicht autorisiert" });
  });

  test("never reads a token from the URL", async () => {
    const { accessToken } = await signedIn();
    const response = await fetch(
      `${context.server.origin}/api/auth/me?access_token=${accessToken}&token=${accessToken}`,
    );
    expect(response.status).toBe(401);
  });

  test("refuses an access token once 15 minutes have passed", async () => {
    const { client, accessToken } = await signedIn();
    context.server.clock.advance(15 * MINUTE - 1000);
    expect((await client.call("/me", { method: "GET", bearer: accessToken })).status).toBe(200);
    context.server.clock.advance(1000);
    expect((await client.call("/me", { method: "GET", bearer: accessToken })).status).toBe(401);
  });

  describe("refuses forged tokens", () => {
    let claims: { sub: string; sid: string };
    let valid: string;
    let client: ReturnType<typeof createTestClient>;

    beforeAll(async () => {
      const session = await signedIn();
      client = session.client;
      valid = session.accessToken;
      const decoded = decodeJwt(valid);
      claims = { sub: decoded.sub ?? "", sid: String(decoded.sid) };
    });

    const sign = (options: {
      alg?: string;
      key?: Uint8Array;
      iss?: string;
      aud?: string;
      typ?: string;
      payload?: Record<string, unknown>;
    }) => {
      const now = Math.floor(context.server.clock.now().getTime() / 1000);
      return new SignJWT({ sid: claims.sid, ...options.payload })
        .setProtectedHeader({ alg: options.alg ?? "HS256", typ: options.typ ?? "at+jwt" })
        .setSubject(claims.sub)
        .setIssuer(options.iss ?? "profit-scout")
        .setAudience(options.aud ?? "profit-scout-api")
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(options.key ?? TEST_SECRET);
    };
    const status = async (token: string) => (await client.call("/me", { method: "GET", bearer: token })).status;

    test("a token signed like ours is accepted (the forgeries below differ in one thing each)", async () => {
      expect(await status(await sign({}))).toBe(200);
      expect(await status(valid)).toBe(200);
    });

    test("alg none", async () => {
      const header = base64url.encode(JSON.stringify({ alg: "none", typ: "at+jwt" }));
      const [, payload] = valid.split(".");
      expect(await status(`${header}.${payload}.`)).toBe(401);
    });

    test("HS512 with the same key", async () => {
      expect(await status(await sign({ alg: "HS512" }))).toBe(401);
    });

    test("another key", async () => {
      expect(await status(await sign({ key: new Uint8Array(32).fill(9) }))).toBe(401);
    });

    test("a tampered payload", async () => {
      const [header, payload, signature] = valid.split(".") as [string, string, string];
      const changed = { ...JSON.parse(new TextDecoder().decode(base64url.decode(payload))), exp: 4_102_444_800 };
      expect(await status(`${header}.${base64url.encode(JSON.stringify(changed))}.${signature}`)).toBe(401);
    });

    test("a wrong issuer, audience or type", async () => {
      expect(await status(await sign({ iss: "someone-else" }))).toBe(401);
      expect(await status(await sign({ aud: "another-api" }))).toBe(401);
      expect(await status(await sign({ typ: "JWT" }))).toBe(401);
    });

    test("a token without a refresh family, or naming an unknown one", async () => {
      expect(await status(await sign({ payload: { sid: undefined } }))).toBe(401);
      expect(await status(await sign({ payload: { sid: "00000000-0000-4000-8000-000000000000" } }))).toBe(401);
    });
  });
});
