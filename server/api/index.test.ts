import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { OpenedDatabase } from "../db";
import { createTestClient, registration } from "./testing/test-client";
import { openTestDatabase } from "../db/testing/test-database";
import { startTestServer, type TestServer } from "./testing/test-server";

/** The HTTP edges of the API; the database makes no difference here, so PGlite only. */
describe("auth API over HTTP", () => {
  let database: OpenedDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase("sqlite");
    server = await startTestServer(database.db);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  test.each([
    ["/register", "GET", "POST"],
    ["/login", "PUT", "POST"],
    ["/me", "POST", "GET, HEAD, PATCH, DELETE"],
    ["/me/export", "POST", "GET, HEAD"],
    ["/password", "GET", "POST"],
    ["/logout-everywhere", "GET", "POST"],
    ["/refresh", "GET", "POST"],
    ["/logout", "DELETE", "POST"],
  ])("%s answers %s with 405 and Allow", async (path, method, allow) => {
    const result = await createTestClient(server.origin).call(path, { method });
    expect(result.status).toBe(405);
    expect(result.headers.get("allow")).toBe(allow);
    expect(result.json).toEqual({ error: "This method is not allowed here." });
    expect(result.headers.get("cache-control")).toBe("no-store");
  });

  test("an unknown path answers 404 as JSON", async () => {
    const result = await createTestClient(server.origin).call("/nope", {
      method: "GET",
      headers: { "X-User-Language": "de" },
    });
    expect(result.status).toBe(404);
    expect(result.json).toEqual({ error: "Nicht gefunden" });
  });

  test("a body that is not JSON by content type answers 415", async () => {
    const result = await createTestClient(server.origin).call("/login", {
      rawBody: "email=a@b.de&password=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(result.status).toBe(415);
    expect(result.json).toEqual({ error: "The request body must be JSON (Content-Type: application/json)." });
    const none = await createTestClient(server.origin).call("/register");
    expect(none.status).toBe(415);
  });

  test("malformed JSON answers 400", async () => {
    const client = createTestClient(server.origin);
    const headers = { "Content-Type": "application/json" };
    expect((await client.call("/login", { rawBody: "{", headers })).json).toEqual({
      error: "The request body is not valid JSON.",
    });
    expect((await client.call("/login", { rawBody: new Uint8Array([0x7b, 0xff, 0x7d]), headers })).status).toBe(400);
    expect((await client.call("/register", { rawBody: "[1,2]", headers })).json).toEqual({
      error: "The request body must be a JSON object.",
    });
    expect((await client.call("/register", { rawBody: "null", headers })).status).toBe(400);
    expect((await client.call("/refresh", { rawBody: "nope", headers })).status).toBe(400);
  });

  test("a body over 16 KB answers 413, by Content-Length", async () => {
    const body = registration({ name: "x".repeat(17 * 1024) });
    const result = await createTestClient(server.origin).call("/register", { body });
    expect(result.status).toBe(413);
    expect(result.json).toEqual({ error: "The request body is too large." });
  });

  test("a chunked body over 16 KB answers 413 though it declares no length", async () => {
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${server.origin}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked", "X-Forwarded-For": "10.9.9.9" },
      });
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on("error", reject);
      request.write('{"email":"a@example.com","password":"');
      const chunk = "x".repeat(1024);
      let sent = 0;
      const pump = () => {
        while (sent < 64) {
          sent++;
          if (!request.write(chunk)) return void request.once("drain", pump);
        }
        request.end('"}');
      };
      pump();
    });
    expect(status.status).toBe(413);
    expect(JSON.parse(status.body)).toEqual({ error: "The request body is too large." });
  });

  test("a body just under 16 KB is read", async () => {
    const body = { email: "a@example.com", password: "p".repeat(16 * 1024 - 50) };
    const result = await createTestClient(server.origin).call("/login", { body });
    expect(JSON.stringify(body).length).toBeLessThan(16 * 1024);
    expect(result.status).toBe(422);
  });

  test("refresh and logout refuse any field in their body", async () => {
    const client = createTestClient(server.origin);
    const result = await client.call("/logout", { body: { userId: "someone" } });
    expect(result.status).toBe(422);
    expect(result.json).toEqual({ error: "Unknown field 'userId'." });
  });

  test("errors are JSON in German too", async () => {
    const result = await createTestClient(server.origin).call("/login", {
      rawBody: "{",
      headers: { "Content-Type": "application/json", "X-User-Language": "de" },
    });
    expect(result.json).toEqual({ error: "Der Inhalt der Anfrage ist kein gültiges JSON." });
  });

  test("forwarding headers while no proxy is trusted are ignored, with one warning per process", async () => {
    const direct = await startTestServer(database.db, { trustedProxies: 0 });
    try {
      const call = (headers: Record<string, string>) =>
        fetch(`${direct.origin}/api/auth/refresh`, { method: "POST", headers });
      await call({});
      expect(direct.logs.filter((entry) => entry.event === "auth.untrusted_proxy_headers")).toEqual([]);
      await call({ "X-Forwarded-For": "198.51.100.1" });
      await call({ "X-Forwarded-For": "198.51.100.2", "X-Forwarded-Proto": "https" });
      const warnings = direct.logs.filter((entry) => entry.event === "auth.untrusted_proxy_headers");
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: "warn", reason: expect.stringContaining("TRUSTED_PROXIES") });
      // The headers did not count: the client is the socket's address.
      expect(direct.logs.every((entry) => entry.address === undefined || entry.address === "127.0.0.1")).toBe(true);
    } finally {
      await direct.close();
    }
  });

  test("behind trusted proxies the headers raise no warning", async () => {
    await createTestClient(server.origin).call("/refresh", { headers: { "X-Forwarded-Proto": "https" } });
    expect(server.logs.filter((entry) => entry.event === "auth.untrusted_proxy_headers")).toEqual([]);
  });
});
