import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, test, vi } from "vitest";
import { SETUP_GROUPS } from "@shared/setup-check";
import { loadOwnerSettings } from "../scripts/owner-settings";
import { readEnv } from "./env";
import { warnOfOpenSetup } from "./startup-check";
import { tempFolder } from "./testing/temp-folder";

/**
 * A server that cannot start says why in one line naming the setting, before it listens,
 * and exits with a status that tells a setting to fix from a database not up yet.
 */
async function start(env: Record<string, string>): Promise<{ status: number | null; lines: string[] }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("server/main.ts")], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const status = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { status, lines: output.trim().split("\n").filter(Boolean) };
}

describe("a server that cannot start", () => {
  test("a JWT_SECRET that is no secret: status 78, one line naming it, never listening", async () => {
    const { status, lines } = await start({ JWT_SECRET: "changeme", DATA_DIR: await tempFolder("startup") });
    expect(status).toBe(78);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ event: "server.cannot_start", variable: "JWT_SECRET" });
    expect(lines[0]).toContain("openssl rand -hex 32");
  }, 30_000);

  test("PostgreSQL not answering: status 69, the address in the line, never listening", async () => {
    const { status, lines } = await start({
      DATABASE_URL: "postgres://site:secret-password@127.0.0.1:1/site",
      JWT_SECRET: "ab".repeat(32),
    });
    expect(status).toBe(69);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { variable: string; reason: string };
    expect(line.variable).toBe("DATABASE_URL");
    expect(line.reason).toContain("127.0.0.1:1");
    expect(line.reason).not.toContain("secret-password");
  }, 30_000);

  test.runIf(process.env.DATABASE_URL)(
    "PostgreSQL refusing the password: status 77, the fix named",
    async () => {
      const url = new URL(process.env.DATABASE_URL!);
      url.password = "not-the-password";
      const { status, lines } = await start({ DATABASE_URL: url.href, JWT_SECRET: "ab".repeat(32) });
      expect(status).toBe(77);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain("correct the password in DATABASE_URL");
      expect(lines[0]).not.toContain("not-the-password");
    },
    30_000,
  );
});

describe("a live site with values still to provide", () => {
  const warningsOf = (nodeEnv: "production" | "development") => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      // The repository's defaults: every group open, whatever this checkout's owner file says.
      warnOfOpenSetup(readEnv({ NODE_ENV: nodeEnv }), { NODE_ENV: nodeEnv }, loadOwnerSettings(null));
    } finally {
      spy.mockRestore();
    }
    return written.map((line) => JSON.parse(line) as { level: string; event: string; group: string; open: string[] });
  };

  test("in production: one warning per open group, naming what is open", () => {
    const lines = warningsOf("production");
    expect(lines.map((line) => line.group)).toEqual(Object.values(SETUP_GROUPS));
    for (const line of lines) expect(line).toMatchObject({ level: "warn", event: "setup.incomplete" });
    expect(lines.find((line) => line.group === SETUP_GROUPS.bot)?.open).toEqual(["tradingBot.allowlistIp"]);
  });

  test("in development: nothing, the stand-ins are there on purpose", () => {
    expect(warningsOf("development")).toEqual([]);
  });
});
