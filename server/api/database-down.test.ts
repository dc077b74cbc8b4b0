import net from "node:net";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, test } from "vitest";
import { openDatabase } from "../db";
import { isDatabaseUnavailable } from "../db/errors";
import { createTestClient, registration } from "./testing/test-client";
import { openTestDatabase } from "../db/testing/test-database";
import { startTestServer, type TestServer } from "./testing/test-server";

/**
 * A database that goes away: the API answers 503 with Retry-After in the visitor's
 * language, at once, and no log line carries the e-mail address or anything of the query.
 */
async function expectUnavailable(server: TestServer, email: string) {
  const client = createTestClient(server.origin);
  const started = Date.now();
  const result = await client.call("/login", {
    body: { email, password: "correct horse battery" },
    headers: { "X-User-Language": "de" },
  });
  expect(Date.now() - started).toBeLessThan(8_000);
  expect(result.status).toBe(503);
  expect(result.headers.get("retry-after")).toBe("5");
  expect(result.json).toEqual({
    error: "Der Dienst ist gerade nicht erreichbar. Bitte versuche es in ein paar Sekunden noch einmal.",
  });
  const logged = JSON.stringify(server.logs);
  expect(logged).toContain("auth.database_unavailable");
  expect(logged).not.toContain(email);
  expect(logged).not.toMatch(/Failed query|params|select|insert/i);
}

describe("a database that is down", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  });

  test("embedded: a closed database gives 503 with Retry-After", async () => {
    const database = await openTestDatabase("sqlite");
    const server = await startTestServer(database.db);
    cleanups.push(() => server.close());
    const email = `down-${Date.now()}@example.com`;
    expect((await createTestClient(server.origin).call("/register", { body: registration({ email }) })).status).toBe(
      201,
    );
    await database.close();
    await expectUnavailable(server, email);
  });

  const url = process.env.DATABASE_URL;
  test.runIf(url)("PostgreSQL: a server that goes away gives 503 with Retry-After", async () => {
    const target = new URL(url!);
    // A proxy in front of PostgreSQL that can be pulled like a network cable.
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((socket) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      sockets.add(socket).add(upstream);
      socket.pipe(upstream).pipe(socket);
      const drop = () => {
        socket.destroy();
        upstream.destroy();
      };
      socket.on("error", drop).on("close", drop);
      upstream.on("error", drop).on("close", drop);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const proxied = new URL(url!);
    proxied.hostname = "127.0.0.1";
    proxied.port = String((proxy.address() as net.AddressInfo).port);

    const schema = `auth_down_${Date.now()}`;
    const database = await openDatabase({ url: proxied.toString(), schema });
    cleanups.push(async () => {
      const admin = await openDatabase({ url: url!, schema });
      await admin.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
      await admin.close();
    });
    cleanups.push(() => database.close());
    const server = await startTestServer(database.db);
    cleanups.push(() => server.close());
    const email = `down-${Date.now()}@example.com`;
    expect((await createTestClient(server.origin).call("/register", { body: registration({ email }) })).status).toBe(
      201,
    );

    proxy.close();
    for (const socket of sockets) socket.destroy();
    await expectUnavailable(server, email);
  });

  test.runIf(url)("PostgreSQL: a statement that runs too long is cancelled and counts as unavailable", async () => {
    const schema = `auth_slow_${Date.now()}`;
    const database = await openDatabase({ url: url!, schema, statementTimeoutMs: 200 });
    cleanups.push(async () => {
      await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
      await database.close();
    });
    const error = await database.db.execute(sql`select pg_sleep(5)`).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
