import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, symlink } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { readEnv } from "./env";
import { startSmtpServer, type TestSmtpServer } from "./mail/testing/smtp-server";
import { warnOfSmtpProblem } from "./startup-check";
import { buildSite, type SiteBuild } from "./testing/site-build";
import { tempFolder } from "./testing/temp-folder";

const ROOT = path.resolve(import.meta.dirname, "..");
const PASSWORD = "s3cret#pass";

/** A port nobody listens on: one the system gave a server that has closed again. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** What warnOfSmtpProblem writes for this SMTP_URL, as parsed log lines. */
async function warningsFor(smtpUrl?: string) {
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await warnOfSmtpProblem(readEnv({ NODE_ENV: "development", ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}) }));
  } finally {
    spy.mockRestore();
  }
  return { raw: written.join(""), lines: written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("the SMTP server checked at start", () => {
  let guarded: TestSmtpServer;
  beforeAll(async () => {
    guarded = await startSmtpServer({ auth: { user: "site", pass: PASSWORD } });
  });
  afterAll(() => guarded.close());

  test("a refused password: one warning naming SMTP_URL, the code and the fix, never the password", async () => {
    const { raw, lines } = await warningsFor(`smtp://site:wrong-password@127.0.0.1:${guarded.port}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "warn",
      event: "mail.smtp_refused",
      variable: "SMTP_URL",
      server: `127.0.0.1:${guarded.port}`,
      user: "site",
      code: "SMTP 535",
    });
    expect(lines[0]?.fix).toContain("correct the user name and password in SMTP_URL");
    expect(lines[0]?.fix).toContain("percent-encode");
    expect(raw).not.toContain("wrong-password");
  });

  test("nothing answering: one warning naming the address and the fix", async () => {
    const port = await closedPort();
    const { lines } = await warningsFor(`smtp://site:wrong-password@127.0.0.1:${port}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "warn",
      event: "mail.smtp_unreachable",
      variable: "SMTP_URL",
      server: `127.0.0.1:${port}`,
    });
    expect(lines[0]?.code).toEqual(expect.any(String));
    expect(lines[0]?.fix).toContain("check the host and port in SMTP_URL");
  });

  test("the right password, percent-encoded: nothing to say", async () => {
    const { lines } = await warningsFor(`smtp://site:${encodeURIComponent(PASSWORD)}@127.0.0.1:${guarded.port}`);
    expect(lines).toEqual([]);
  });

  test("without SMTP_URL nothing is checked", async () => {
    const { lines } = await warningsFor();
    expect(lines).toEqual([]);
  });
});

describe("a server whose SMTP server refuses or does not answer", () => {
  let site: SiteBuild;
  let smtp: TestSmtpServer;
  const children: ChildProcess[] = [];
  const folders: string[] = [];

  beforeAll(async () => {
    [site, smtp] = await Promise.all([buildSite(), startSmtpServer({ auth: { user: "site", pass: PASSWORD } })]);
  }, 180_000);
  afterAll(async () => {
    for (const child of children) child.kill("SIGKILL");
    await smtp?.close();
    await site?.remove();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  /** Starts server/main.ts on the built pages; resolves with its log once the warning came. */
  async function startServer(smtpUrl: string, event: string) {
    // main.ts reads build/ from its working folder: a folder of its own pointing at this build.
    const folder = await mkdtemp(path.join(tmpdir(), "smtp-start-"));
    folders.push(folder);
    await symlink(path.dirname(site.clientDir), path.join(folder, "build"), "dir");
    const port = await closedPort();
    // tsx by its file: the working folder has no node_modules to find it by name in.
    const tsx = pathToFileURL(path.join(ROOT, "node_modules/tsx/dist/loader.mjs")).href;
    const child = spawn(process.execPath, ["--import", tsx, path.join(ROOT, "server/main.ts")], {
      cwd: folder,
      env: {
        PATH: process.env.PATH,
        TSX_TSCONFIG_PATH: path.join(ROOT, "tsconfig.json"),
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: await tempFolder("smtp-start-data"),
        SMTP_URL: smtpUrl,
        LOG_FORMAT: "json",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    const lines: Record<string, unknown>[] = [];
    let output = "";
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const complete = output.split("\n");
        output = complete.pop() ?? "";
        for (const text of complete.filter(Boolean)) {
          try {
            lines.push(JSON.parse(text) as Record<string, unknown>);
          } catch {
            lines.push({ text });
          }
        }
        const events = lines.map((line) => line.event);
        if (events.includes(event) && events.includes("server.ready")) resolve();
      };
      child.stdout!.on("data", read);
      child.stderr!.on("data", read);
      setTimeout(() => reject(new Error(`no ${event} and server.ready within 40 s: ${JSON.stringify(lines)}`)), 40_000);
      child.once("exit", (status) =>
        reject(new Error(`the server exited (${status}): ${JSON.stringify(lines)} ${output}`)),
      );
    });
    return { port, lines };
  }

  test("a refused password: the warning at start, and the site answers", async () => {
    const { port, lines } = await startServer(`smtp://site:wrong-password@127.0.0.1:${smtp.port}`, "mail.smtp_refused");
    expect(lines.filter((line) => String(line.event).startsWith("mail.smtp_"))).toMatchObject([
      { level: "warn", event: "mail.smtp_refused", variable: "SMTP_URL", code: "SMTP 535" },
    ]);
    expect(lines.find((line) => line.event === "server.cannot_start")).toBeUndefined();
    expect(JSON.stringify(lines)).not.toContain("wrong-password");
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  }, 60_000);

  test("nothing answering: the warning at start, and the site answers", async () => {
    const { port, lines } = await startServer(
      `smtp://site:wrong-password@127.0.0.1:${await closedPort()}`,
      "mail.smtp_unreachable",
    );
    expect(lines.filter((line) => String(line.event).startsWith("mail.smtp_"))).toMatchObject([
      { level: "warn", event: "mail.smtp_unreachable", variable: "SMTP_URL" },
    ]);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  }, 60_000);
});
