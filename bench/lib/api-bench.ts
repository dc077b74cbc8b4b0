// What the dashboard's API benchmarks (contacts.ts, insight.ts) share: a fresh database
// (a SQLite file, or a fresh schema of DATABASE_URL's PostgreSQL), the member API served
// on a port as the site does, and each call timed over real HTTP, one at a time.
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { Secret, TOTP } from "otpauth";
import postgres from "postgres";
import { createMemberApi } from "../../server/api";
import { type Database, openDatabase, type OpenedDatabase } from "../../server/db";
import { setRole } from "../../server/auth/users";

export type Backend = "sqlite" | "postgres";

/**
 * A database for one run, removed afterwards. `keepDir` (SQLite only) names a data folder
 * to use and keep instead, so that a second run can time the same seeded rows again.
 */
export async function openBenchDatabase(
  backend: Backend,
  name: string,
  keepDir?: string,
): Promise<{ opened: OpenedDatabase; cleanup: () => Promise<void> }> {
  if (backend === "sqlite") {
    if (keepDir) {
      await mkdir(keepDir, { recursive: true, mode: 0o700 });
      return { opened: await openDatabase({ dataDir: keepDir }), cleanup: async () => {} };
    }
    const dataDir = await mkdtemp(path.join(tmpdir(), `${name}-bench-`));
    const opened = await openDatabase({ dataDir });
    return { opened, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("postgres needs DATABASE_URL");
  const schema = `${name}_bench_${randomBytes(4).toString("hex")}`;
  const opened = await openDatabase({ url, schema });
  return {
    opened,
    cleanup: async () => {
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop schema if exists "${schema}" cascade`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** Serves the member API on the database at a free port; `run` gets its origin, and the server and database close after it. */
export async function withApi<T>(
  opened: OpenedDatabase,
  cleanup: () => Promise<void>,
  run: (origin: string) => Promise<T>,
): Promise<T> {
  const server = serve({
    fetch: new Hono().route("/api", createMemberApi({ db: opened.db, secret: randomBytes(32), logger: () => {} }))
      .fetch,
    port: 0,
    hostname: "127.0.0.1",
  });
  try {
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
    await opened.close();
    await cleanup();
  }
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

export interface Timing {
  p50: number;
  p95: number;
  max: number;
}

/**
 * Times each call `samples` times after 3 warm-up calls (the site's caches, the
 * database's), one at a time; `read` takes each answer's body (and may keep a figure).
 */
export async function timeCalls<T>(
  origin: string,
  headers: Record<string, string>,
  calls: Record<string, string>,
  samples: number,
  read: (response: Response) => Promise<T>,
): Promise<Record<string, Timing & { last: T }>> {
  const results: Record<string, Timing & { last: T }> = {};
  for (const [label, url] of Object.entries(calls)) {
    const times: number[] = [];
    let last: T | undefined;
    for (let sample = 0; sample < samples + 3; sample += 1) {
      const started = performance.now();
      const response = await fetch(origin + url, { headers });
      const body = await read(response);
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status} ${JSON.stringify(body)}`);
      last = body;
      if (sample >= 3) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const round = (value: number) => Math.round(value * 10) / 10;
    results[label] = {
      p50: round(percentile(times, 0.5)),
      p95: round(percentile(times, 0.95)),
      max: round(times.at(-1)!),
      last: last!,
    };
  }
  return results;
}

/** An admin signed in with a second factor, as the dashboard requires. */
export interface BenchAdmin {
  bearer: string;
  /**
   * A code of the admin's app not spent yet, as the CSV export of contacts asks for: the
   * next period's (the server accepts one period of drift), since enabling spent this one's.
   */
  freshCode: () => string;
}

/** An admin with a second factor, as the dashboard requires. */
export async function benchAdmin(origin: string, db: Database): Promise<BenchAdmin> {
  const email = `bench-admin-${randomBytes(3).toString("hex")}@example.com`;
  const password = "correct horse battery staple";
  const call = async (pathname: string, body: unknown, bearer?: string) => {
    const response = await fetch(`${origin}/api/auth${pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${pathname}: HTTP ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const registered = await call("/register", {
    name: "Bench Admin",
    email,
    password,
    acceptedTerms: true,
    language: "english",
  });
  const bearer = registered.accessToken as string;
  await setRole(db, email, "admin");
  const { secret } = (await call("/second-factor/setup", { password }, bearer)) as { secret: string };
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
  await call("/second-factor/enable", { code: totp.generate() }, bearer);
  return { bearer, freshCode: () => totp.generate({ timestamp: Date.now() + totp.period * 1000 }) };
}
