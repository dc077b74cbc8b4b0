import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { OpenedDatabase } from "../db";
import { tables } from "../db/tables";
import { BACKENDS, openTestDatabase } from "../db/testing/test-database";
import { composeMail } from "./compose";
import {
  countMailByState,
  createMailOutbox,
  FAILED_BODY_KEEP_MS,
  MAIL_BACKOFF_MS,
  type MailOutbox,
  requeueFailedMail,
} from "./outbox";
import { parseMail, startSmtpServer, type TestSmtpServer } from "./testing/smtp-server";
import { createMailTransport } from "./transport";

const FROM = "Profit Scout <no-reply@profit-scout.example>";
const WELCOME = composeMail(
  "welcome",
  "en",
  {
    name: "Jana",
    coursesUrl: "https://www.profit-scout.example/member/courses",
    supportEmail: "support@profit-scout.example",
    confirmUrl: "https://www.profit-scout.example/confirm-address?token=t",
    hours: 24,
  },
  "https://www.profit-scout.example",
);

describe.each(BACKENDS)("the mail outbox on %s", (backend) => {
  let database: OpenedDatabase;
  let smtp: TestSmtpServer;
  let now: Date;
  const clock = () => now;
  const logs: Record<string, unknown>[] = [];
  const outboxes: MailOutbox[] = [];

  function outboxTo(url: string, backoffMs: readonly number[] = MAIL_BACKOFF_MS) {
    const transport = createMailTransport({ smtpUrl: url, from: FROM, outboxDir: "unused", log: () => {} });
    const outbox = createMailOutbox({ db: database.db, transport, clock, log: (line) => logs.push(line), backoffMs });
    outboxes.push(outbox);
    return outbox;
  }

  const enqueue = (outbox: MailOutbox, address = "jana@example.com") =>
    outbox.enqueue(database.db, { kind: "welcome", to: { name: "Jana", address }, mail: WELCOME });

  const rows = () => database.db.select().from(tables(database.db).mailOutbox);

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    smtp = await startSmtpServer();
  });
  beforeEach(async () => {
    now = new Date("2026-11-23T10:00:00Z");
    logs.length = 0;
    smtp.received.length = 0;
    await database.db.delete(tables(database.db).mailOutbox);
  });
  afterAll(async () => {
    for (const outbox of outboxes) await outbox.stop();
    await smtp.close();
    await database.close();
  });

  test("sends a waiting message once, then keeps only that it was sent", async () => {
    const outbox = outboxTo(smtp.url);
    await enqueue(outbox);
    await outbox.drain();
    await outbox.drain();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(["jana@example.com"]);
    expect((await parseMail(smtp.received[0]!)).subject).toBe("Welcome to Profit Scout");
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 1, textBody: null, htmlBody: null, sentAt: now });
    expect(logs).toEqual([{ level: "info", event: "mail.sent", id: row?.id, kind: "welcome", attempts: 1 }]);
  });

  test("keeps a message while the SMTP server is down and sends it once it is back", async () => {
    // A port nobody listens on: one the system gave a server that has closed again (the
    // port after another server's may belong to anything on the machine).
    const closed = await startSmtpServer();
    const port = closed.port;
    await closed.close();
    const outbox = outboxTo(`smtp://127.0.0.1:${port}`);
    await enqueue(outbox);
    await outbox.drain();
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: "ESOCKET" });
    expect(waiting?.nextAttemptAt.getTime()).toBe(now.getTime() + MAIL_BACKOFF_MS[0]);
    expect(waiting?.textBody).toContain("Hi Jana,");
    expect(logs.at(-1)).toMatchObject({ event: "mail.retry_later", attempts: 1, waitMs: MAIL_BACKOFF_MS[0] });
    expect(JSON.stringify(logs)).not.toContain("jana@example.com");

    const back = await startSmtpServer({ port });
    try {
      // Not before its time has come...
      now = new Date(now.getTime() + MAIL_BACKOFF_MS[0] - 1000);
      await outbox.drain();
      expect(back.received).toHaveLength(0);
      // ...then once.
      now = new Date(now.getTime() + 1000);
      await outbox.drain();
      await outbox.drain();
      expect(back.received).toHaveLength(1);
      expect(await rows()).toMatchObject([{ status: "sent", attempts: 2, lastError: null }]);
    } finally {
      await back.close();
    }
  });

  test("gives a message up when the SMTP server refuses it for good", async () => {
    const refusing = await startSmtpServer({ refuse: 550 });
    try {
      const outbox = outboxTo(refusing.url);
      await enqueue(outbox);
      await outbox.drain();
      const [row] = await rows();
      expect(row).toMatchObject({ status: "failed", attempts: 1, lastError: "SMTP 550" });
      // Kept for a week, so that it can be sent again.
      expect(row?.textBody).toContain("Hi Jana,");
      expect(logs.at(-1)).toMatchObject({ level: "error", event: "mail.failed", reason: "SMTP 550" });
      expect(logs.at(-1)).not.toHaveProperty("cause");
    } finally {
      await refusing.close();
    }
  });

  test("gives a message up after the last retry", async () => {
    const outbox = outboxTo(`smtp://127.0.0.1:${smtp.port + 2}`, [1000, 2000]);
    await enqueue(outbox);
    for (const wait of [0, 1000, 2000]) {
      now = new Date(now.getTime() + wait);
      await outbox.drain();
    }
    expect(await rows()).toMatchObject([{ status: "failed", attempts: 3, lastError: "ESOCKET" }]);
  });

  test("a refused SMTP password is retried with the backoff, and the mail arrives once it is corrected", async () => {
    const guarded = await startSmtpServer({ auth: { user: "site", pass: "right p@ss" } });
    try {
      const wrong = outboxTo(`smtp://site:wrong@127.0.0.1:${guarded.port}`);
      await enqueue(wrong);
      await wrong.drain();
      const [waiting] = await rows();
      expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: "SMTP 535" });
      expect(waiting?.textBody).toContain("Hi Jana,");
      expect(logs.at(-1)).toMatchObject({
        level: "error",
        event: "mail.retry_later",
        reason: "SMTP 535",
        cause: "smtp_auth",
        variable: "SMTP_URL",
        waitMs: MAIL_BACKOFF_MS[0],
      });
      expect(JSON.stringify(logs)).not.toContain("wrong");

      // The owner corrects SMTP_URL and restarts both copies: the next attempt goes out, once.
      await wrong.stop();
      const url = `smtp://site:${encodeURIComponent("right p@ss")}@127.0.0.1:${guarded.port}`;
      const [corrected, other] = [outboxTo(url), outboxTo(url)];
      now = new Date(now.getTime() + MAIL_BACKOFF_MS[0]);
      await Promise.all([corrected.drain(), other.drain()]);
      await corrected.drain();
      expect(guarded.received).toHaveLength(1);
      expect(await rows()).toMatchObject([{ status: "sent", attempts: 2, textBody: null, htmlBody: null }]);
    } finally {
      await guarded.close();
    }
  });

  test("a message given up can be sent again for a week, once, and never one already delivered", async () => {
    const guarded = await startSmtpServer({ auth: { user: "site", pass: "right" } });
    try {
      const wrong = outboxTo(`smtp://site:wrong@127.0.0.1:${guarded.port}`, [1000]);
      await enqueue(wrong, "given-up@example.com");
      for (const wait of [0, 1000]) {
        now = new Date(now.getTime() + wait);
        await wrong.drain();
      }
      expect(logs.at(-1)).toMatchObject({ event: "mail.failed", reason: "SMTP 535", cause: "smtp_auth" });
      const right = outboxTo(`smtp://site:right@127.0.0.1:${guarded.port}`);
      await enqueue(right, "delivered@example.com");
      await right.drain();
      expect(guarded.received.flatMap((mail) => mail.to)).toEqual(["delivered@example.com"]);
      expect(await countMailByState(database.db, now)).toEqual({ pending: 0, sent: 1, failed: 1, canSendAgain: 1 });

      // Six days later the owner sends it again; two servers look at once.
      now = new Date(now.getTime() + 6 * 24 * 60 * 60 * 1000);
      expect(await requeueFailedMail(database.db, now)).toEqual({ queued: 1, expired: 0 });
      expect(await requeueFailedMail(database.db, now)).toEqual({ queued: 0, expired: 0 });
      const second = outboxTo(`smtp://site:right@127.0.0.1:${guarded.port}`);
      await Promise.all([right.drain(), second.drain()]);
      await right.drain();
      expect(guarded.received.flatMap((mail) => mail.to).sort()).toEqual([
        "delivered@example.com",
        "given-up@example.com",
      ]);
      expect(await countMailByState(database.db, now)).toEqual({ pending: 0, sent: 2, failed: 0, canSendAgain: 0 });
    } finally {
      await guarded.close();
    }
  });

  test("the text of a message given up is wiped after a week, and it can no longer be sent again", async () => {
    const refusing = await startSmtpServer({ refuse: 550 });
    try {
      const outbox = outboxTo(refusing.url);
      await enqueue(outbox);
      await outbox.drain();
      now = new Date(now.getTime() + FAILED_BODY_KEEP_MS - 1000);
      await outbox.drain();
      expect((await rows())[0]?.textBody).toContain("Hi Jana,");
      now = new Date(now.getTime() + 1000);
      await outbox.drain();
      expect(await rows()).toMatchObject([{ status: "failed", textBody: null, htmlBody: null }]);
      expect(await requeueFailedMail(database.db, now)).toEqual({ queued: 0, expired: 1 });
      expect(await countMailByState(database.db, now)).toEqual({ pending: 0, sent: 0, failed: 1, canSendAgain: 0 });
    } finally {
      await refusing.close();
    }
  });

  test("a message past its week is not sent again even before the server wiped it", async () => {
    const refusing = await startSmtpServer({ refuse: 550 });
    try {
      const outbox = outboxTo(refusing.url);
      await enqueue(outbox);
      await outbox.drain();
      // No server ran in between (the command runs on its own).
      now = new Date(now.getTime() + FAILED_BODY_KEEP_MS);
      expect(await requeueFailedMail(database.db, now)).toEqual({ queued: 0, expired: 1 });
      expect(await rows()).toMatchObject([{ status: "failed", textBody: null, htmlBody: null }]);
    } finally {
      await refusing.close();
    }
  });

  test("two servers sharing the table send each message once", async () => {
    const first = outboxTo(smtp.url);
    const second = outboxTo(smtp.url);
    for (let index = 0; index < 12; index += 1) await enqueue(first, `member${index}@example.com`);
    await Promise.all([first.drain(), second.drain()]);
    const addresses = smtp.received.flatMap((mail) => mail.to).sort();
    expect(addresses).toHaveLength(12);
    expect(new Set(addresses).size).toBe(12);
    expect((await rows()).every((row) => row.status === "sent")).toBe(true);
  });

  test("a message added in a transaction that rolls back is never sent", async () => {
    const outbox = outboxTo(smtp.url);
    await database.db
      .transaction(async (tx) => {
        await outbox.enqueue(tx, { kind: "welcome", to: { name: "Jana", address: "jana@example.com" }, mail: WELCOME });
        throw new Error("the registration failed");
      })
      .catch(() => {});
    await outbox.drain();
    expect(smtp.received).toHaveLength(0);
    expect(
      await database.db
        .select()
        .from(tables(database.db).mailOutbox)
        .where(eq(tables(database.db).mailOutbox.kind, "welcome")),
    ).toEqual([]);
  });
});
