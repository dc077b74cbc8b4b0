import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import { openDatabase } from "../../db";
import { tables } from "../../db/tables";
import { parseMail, startSmtpServer } from "../../mail/testing/smtp-server";

const SERVER_ENTRY = fileURLToPath(new URL("./durable-server.ts", import.meta.url));
const ROUNDS = 20;

interface RunningServer {
  child: ChildProcess;
  origin: string;
}

function startServer(dataDir: string, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
    env: { ...process.env, DATA_DIR: dataDir, TRUSTED_PROXIES: "1", ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split("\n").find((text) => text.includes('"listening"'));
      if (line) resolve({ child, origin: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}` });
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${errors}`)));
  });
}

async function killHard({ child }: RunningServer): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

/** Each round comes from its own address, so the registration limit per address stays out of the way. */
const post = (origin: string, path: string, body: object, round: number) =>
  fetch(`${origin}/api/auth${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.20.30.${round + 1}` },
    body: JSON.stringify(body),
  });

describe("durability of the embedded database", () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  test(`an acknowledged registration survives SIGKILL, ${ROUNDS} times in a row`, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "auth-durability-"));
    folders.push(dataDir);
    const password = "survives a hard kill";
    const emails: string[] = [];

    for (let round = 0; round <= ROUNDS; round++) {
      const server = await startServer(dataDir);
      try {
        // The account acknowledged before the last kill signs in after the restart.
        const previous = emails.at(-1);
        if (previous)
          expect((await post(server.origin, "/login", { email: previous, password }, round)).status).toBe(200);
        if (round < ROUNDS) {
          const email = `durable-${round}@example.com`;
          const registered = await post(
            server.origin,
            "/register",
            { name: `Round ${round}`, email, password, acceptedTerms: true, language: "english" },
            round,
          );
          expect(registered.status).toBe(201);
          emails.push(email);
        }
      } finally {
        await killHard(server);
      }
    }

    const { db, close } = await openDatabase({ dataDir });
    try {
      const stored = await db.select({ email: tables(db).users.email }).from(tables(db).users);
      expect(stored.map((row) => row.email).sort()).toEqual([...emails].sort());
    } finally {
      await close();
    }
  }, 240_000);

  test("a mail caused while the SMTP server is down arrives once after both come back", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "mail-durability-"));
    folders.push(dataDir);
    // A port nothing listens on yet: take a free one, then give it back.
    const probe = await startSmtpServer();
    const port = probe.port;
    await probe.close();

    const down = await startServer(dataDir, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    const email = "mail-durability@example.com";
    try {
      const registered = await post(
        down.origin,
        "/register",
        { name: "Mira", email, password: "arrives after a restart", acceptedTerms: true, language: "english" },
        0,
      );
      // The registration does not wait for the mail.
      expect(registered.status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 1200));
    } finally {
      await killHard(down);
    }

    const smtp = await startSmtpServer({ port });
    const again = await startServer(dataDir, { SMTP_URL: smtp.url });
    try {
      await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
      // Given time for a second delivery, none comes.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual([email]);
      expect((await parseMail(smtp.received[0]!)).subject).toBe("Welcome to Profit Scout");
    } finally {
      await killHard(again);
      await smtp.close();
    }
  }, 60_000);
});
