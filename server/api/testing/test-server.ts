import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll } from "vitest";
import type { Database, OpenedDatabase } from "../../db";
import { type ApiOptions, type AuthLogEntry, createMemberServices, type PageBearer } from "..";
import { createTestClock, type TestClock } from "../../testing/test-clock";
import { type Backend, openTestDatabase } from "../../db/testing/test-database";

/** The auth API on a real HTTP port, as the main server mounts it, with a hand-moved clock. */
export interface TestServer {
  origin: string;
  clock: TestClock;
  logs: AuthLogEntry[];
  /** Who a page request's member is, as the site's pages ask (page-session.ts). */
  pageBearer: PageBearer;
  close: () => Promise<void>;
}

export const TEST_SECRET = new Uint8Array(32).fill(7);

export async function startTestServer(
  db: Database,
  options: Partial<Omit<ApiOptions, "db" | "clock" | "logger">> = {},
): Promise<TestServer> {
  const clock = createTestClock();
  const logs: AuthLogEntry[] = [];
  const { api, pageBearer } = createMemberServices({
    db,
    secret: TEST_SECRET,
    trustedProxies: 1,
    clock: clock.now,
    logger: (entry) => logs.push(entry),
    ...options,
  });
  const app = new Hono().route("/api", api);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    clock,
    logs,
    pageBearer,
    close: () =>
      new Promise<void>((resolve) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * For one describe block: a fresh database of this backend and the API on it, opened
 * before its tests and closed after them.
 */
export function useTestServer(backend: Backend): { database: OpenedDatabase; server: TestServer } {
  const context = {} as { database: OpenedDatabase; server: TestServer };
  beforeAll(async () => {
    context.database = await openTestDatabase(backend);
    context.server = await startTestServer(context.database.db);
  });
  afterAll(async () => {
    await context.server?.close();
    await context.database?.close();
  });
  return context;
}
