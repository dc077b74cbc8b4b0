import { execFile } from "node:child_process";
import { readdir } from "node:fs/promises";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";
import { openDatabase } from "./db";
import { tables } from "./db/tables";
import { createMailOutbox, createMailTransport } from "./mail";
import { startSmtpServer } from "./mail/testing/smtp-server";
import { tempFolder } from "./testing/temp-folder";

const DAY = 24 * 60 * 60 * 1000;
const run = promisify(execFile);
const cli = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ["--import", "tsx", "server/mail-cli.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe("npm run mail", () => {
  test("counts mail by state without addresses, and queues given-up mail again once", async () => {
    const dataDir = await tempFolder("mail-cli");
    const setUp = await openDatabase({ dataDir });
    const { mailOutbox } = tables(setUp.db);
    const now = Date.now();
    const row = (address: string, values: Partial<typeof mailOutbox.$inferInsert>) => ({
      kind: "welcome",
      recipientName: "Jana",
      recipientAddress: address,
      subject: "Welcome to Profit Scout",
      textBody: "Hi Jana,",
      htmlBody: "<p>Hi Jana,</p>",
      createdAt: new Date(now - 2 * DAY),
      nextAttemptAt: new Date(now - DAY),
      ...values,
    });
    await setUp.db
      .insert(mailOutbox)
      .values([
        row("given-up@example.com", { status: "failed", attempts: 11, lastError: "SMTP 535" }),
        row("long-ago@example.com", { status: "failed", attempts: 1, textBody: null, htmlBody: null }),
        row("delivered@example.com", { status: "sent", textBody: null, htmlBody: null, sentAt: new Date(now - DAY) }),
        row("waiting@example.com", { status: "pending", nextAttemptAt: new Date(now + DAY) }),
      ]);

    const status = await cli(dataDir, "status");
    expect(status).toMatchObject({ code: 0 });
    expect(status.stdout).toContain(`Database: ${dataDir}/site.db`);
    expect(status.stdout).toContain("Waiting to be sent: 1\nSent: 1\nGiven up: 2 (1 can be sent again");
    expect(status.stdout).not.toContain("@example.com");
    expect((await cli(dataDir, "list")).stdout).toBe(status.stdout);

    const retry = await cli(dataDir, "retry");
    expect(retry).toMatchObject({ code: 0 });
    expect(retry.stdout).toContain("Queued 1 given-up message again");
    expect(retry.stdout).toContain("1 older given-up message cannot be sent again");
    expect((await cli(dataDir, "retry")).stdout).toContain("No given-up message to send again.");
    expect((await cli(dataDir, "status")).stdout).toContain("Waiting to be sent: 2\nSent: 1\nGiven up: 1 (0 can");

    // The server sends it at its next look, to the given-up recipient only.
    const smtp = await startSmtpServer();
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from: "site@example.com",
      outboxDir: "",
      log: () => {},
    });
    const outbox = createMailOutbox({ db: setUp.db, transport, log: () => {} });
    try {
      await outbox.drain();
      await outbox.drain();
      expect(smtp.received.flatMap((mail) => mail.to)).toEqual(["given-up@example.com"]);
    } finally {
      await outbox.stop();
      transport.close();
      await smtp.close();
      await setUp.close();
    }
  }, 120_000);

  test("refuses what it does not know, and a database that is not there", async () => {
    const empty = await tempFolder("mail-cli-empty");
    expect(await cli(empty, "resend")).toMatchObject({ code: 2, stderr: expect.stringContaining("Usage:") });
    const answer = await cli(empty, "retry");
    expect(answer).toMatchObject({ code: 1, stderr: expect.stringContaining(`No database at ${empty}/site.db`) });
    expect(answer.stderr).toContain("DATABASE_URL");
    expect(await readdir(empty)).toEqual([]);
  }, 60_000);
});
