import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import type { Database } from "../db";
import { isSqlite, tables } from "../db/tables";
import type { ComposedMail } from "./compose";
import type { MailKind } from "./texts";
import type { MailTransport, Recipient } from "./transport";

/** A message to send on behalf of a member (or of nobody in particular). */
export interface OutgoingMail {
  userId?: string;
  kind: MailKind;
  to: Recipient;
  mail: ComposedMail;
}

export interface MailOutbox {
  /**
   * Adds a message. Pass the transaction of what causes it, so the message exists exactly
   * when that happened; then call `wake()` once the transaction is committed.
   */
  enqueue(db: Database, message: OutgoingMail): Promise<void>;
  /** Sends what is due soon, after the current request has been answered. */
  wake(): void;
  /** Sends everything due now; resolves when done (tests, and the timer). */
  drain(): Promise<void>;
  /** Stops the timer and waits for a send in progress. */
  stop(): Promise<void>;
}

export type MailLog = (line: Record<string, unknown>) => void;

export interface MailOutboxOptions {
  db: Database;
  transport: MailTransport;
  log: MailLog;
  clock?: () => Date;
  /** How often waiting messages are looked for (they are also sent at once when added). */
  pollMs?: number;
  /** Waits after the 1st, 2nd, ... failed attempt; after the last one a message is given up. */
  backoffMs?: readonly number[];
  /** How long a claimed message stays with the server that claimed it (LEASE_MS). */
  leaseMs?: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Ten retries over about 16 hours: an SMTP server down for a restart or an afternoon gets
 * every message, while a message nobody can deliver stops being tried within a day.
 */
export const MAIL_BACKOFF_MS = [
  30 * SECOND,
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
] as const;
const POLL_MS = 15 * SECOND;
/**
 * A claimed message is someone's to send for this long. Longer than the SMTP timeouts
 * together (transport.ts), so only a server that died while sending leaves it to another.
 */
const LEASE_MS = 2 * MINUTE;
const BATCH = 10;
/**
 * How long a given-up message keeps its text, so that it can be sent again
 * (`npm run mail -- retry`, the dashboard); then the text is wiped like that of a sent one.
 */
export const FAILED_BODY_KEEP_MS = 7 * 24 * HOUR;

/** The SMTP answers (and nodemailer's code) of a server that refused our user name or password. */
const AUTH_REFUSALS = new Set([530, 534, 535]);

/**
 * The SMTP server refused our credentials: a problem of SMTP_URL, not of the recipient, so
 * the message waits with the backoff while the owner corrects the setting.
 */
export function isAuthFailure(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  return code === "EAUTH" || (typeof responseCode === "number" && AUTH_REFUSALS.has(responseCode));
}

/** SMTP's other 5xx answers are final (no such mailbox, refused): trying again changes nothing. */
function isPermanent(error: unknown): boolean {
  if (isAuthFailure(error)) return false;
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** What the log and the table keep of a failure: a code, never the text (it may quote the address). */
export function errorCode(error: unknown): string {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === "number") return `SMTP ${responseCode}`;
  if (typeof code === "string") return code.slice(0, 40);
  return "unknown";
}

/**
 * The outbox: messages wait in the database table `mail_outbox` and are sent from there,
 * so a message survives an SMTP outage and a restart. Several server copies may share the
 * table: each claims due messages with `FOR UPDATE SKIP LOCKED` and a lease, so a message
 * goes out once even when two copies look at the same moment.
 */
export function createMailOutbox({
  db,
  transport,
  log,
  clock = () => new Date(),
  pollMs = POLL_MS,
  backoffMs = MAIL_BACKOFF_MS,
  leaseMs = LEASE_MS,
}: MailOutboxOptions): MailOutbox {
  const { mailOutbox } = tables(db);
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function claimDue(): Promise<(typeof mailOutbox.$inferSelect)[]> {
    const now = clock();
    return db.transaction(async (tx) => {
      const query = tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(BATCH);
      // PostgreSQL: copies of the server claim different rows. SQLite's transactions take
      // turns as a whole, so the rows are this one's anyway (and it knows no FOR UPDATE).
      const due = isSqlite(tx) ? await query : await query.for("update", { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  async function sendOne(row: typeof mailOutbox.$inferSelect): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      await transport.send(
        { name: row.recipientName, address: row.recipientAddress },
        { subject: row.subject, text: row.textBody ?? "", html: row.htmlBody ?? "" },
      );
    } catch (error) {
      const reason = errorCode(error);
      const wait = backoffMs[attempts - 1];
      // Told apart in the log: the owner's setting to fix, not the recipient's mailbox.
      const cause = isAuthFailure(error) ? { cause: "smtp_auth", variable: "SMTP_URL" } : {};
      if (isPermanent(error) || wait === undefined) {
        // The text stays for FAILED_BODY_KEEP_MS, counted from now (next_attempt_at of a
        // failed message is when it was given up), so that it can be sent again.
        await db
          .update(mailOutbox)
          .set({ status: "failed", attempts, lastError: reason, nextAttemptAt: clock() })
          .where(eq(mailOutbox.id, row.id));
        log({ level: "error", event: "mail.failed", id: row.id, kind: row.kind, attempts, reason, ...cause });
        return;
      }
      await db
        .update(mailOutbox)
        .set({ attempts, lastError: reason, nextAttemptAt: new Date(clock().getTime() + wait) })
        .where(eq(mailOutbox.id, row.id));
      log({
        level: isAuthFailure(error) ? "error" : "warn",
        event: "mail.retry_later",
        id: row.id,
        kind: row.kind,
        attempts,
        reason,
        ...cause,
        waitMs: wait,
      });
      return;
    }
    await db
      .update(mailOutbox)
      .set({ status: "sent", attempts, sentAt: clock(), lastError: null, textBody: null, htmlBody: null })
      .where(eq(mailOutbox.id, row.id));
    log({ level: "info", event: "mail.sent", id: row.id, kind: row.kind, attempts });
  }

  async function sendDue(): Promise<void> {
    await wipeExpiredBodies(db, clock());
    for (;;) {
      const rows = await claimDue();
      for (const row of rows) await sendOne(row);
      if (rows.length < BATCH) return;
    }
  }

  /** One pass at a time; a wake during a pass asks for one more. */
  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await sendDue();
        } catch (error) {
          // The database is away: the messages wait where they are, the timer comes back.
          log({ level: "error", event: "mail.outbox_unavailable", reason: errorCode(error) });
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => void drain(), pollMs);
  timer.unref();

  return {
    async enqueue(tx, { userId, kind, to, mail }) {
      const now = clock();
      await tx.insert(mailOutbox).values({
        userId,
        kind,
        recipientName: to.name,
        recipientAddress: to.address,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        nextAttemptAt: now,
        createdAt: now,
      });
    },
    wake() {
      if (stopped) return;
      setImmediate(() => void drain());
    },
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** Wipes the text of messages given up longer than FAILED_BODY_KEEP_MS ago. */
export async function wipeExpiredBodies(db: Database, now: Date): Promise<void> {
  const { mailOutbox } = tables(db);
  await db
    .update(mailOutbox)
    .set({ textBody: null, htmlBody: null })
    .where(
      and(
        eq(mailOutbox.status, "failed"),
        isNotNull(mailOutbox.textBody),
        lte(mailOutbox.nextAttemptAt, new Date(now.getTime() - FAILED_BODY_KEEP_MS)),
      ),
    );
}

export interface MailRequeued {
  /** Given-up messages waiting again, sent by the server within its next poll. */
  queued: number;
  /** Given-up messages whose text was already wiped: they cannot be sent again. */
  expired: number;
}

/**
 * Puts every given-up message that still has its text back in the queue, with a fresh
 * backoff. Only `failed` rows change, in one statement: a message that was delivered is
 * never sent twice, and the copies of the server claim the queued ones with their leases.
 */
export async function requeueFailedMail(db: Database, now: Date): Promise<MailRequeued> {
  const { mailOutbox } = tables(db);
  await wipeExpiredBodies(db, now);
  const queued = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now })
    .where(
      and(
        eq(mailOutbox.status, "failed"),
        isNotNull(mailOutbox.textBody),
        gt(mailOutbox.nextAttemptAt, new Date(now.getTime() - FAILED_BODY_KEEP_MS)),
      ),
    )
    .returning({ id: mailOutbox.id });
  const [expired] = await db
    .select({ value: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "failed"), isNull(mailOutbox.textBody)));
  return { queued: queued.length, expired: Number(expired?.value ?? 0) };
}

export interface MailCounts {
  pending: number;
  sent: number;
  failed: number;
  /** Of the failed ones, those that still have their text and can be sent again. */
  canSendAgain: number;
}

/** How many messages are in each state, without anything about their recipients. */
export async function countMailByState(db: Database, now: Date): Promise<MailCounts> {
  const { mailOutbox } = tables(db);
  const [byStatus, [again]] = await Promise.all([
    db.select({ status: mailOutbox.status, value: count() }).from(mailOutbox).groupBy(mailOutbox.status),
    db
      .select({ value: count() })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "failed"),
          isNotNull(mailOutbox.textBody),
          gt(mailOutbox.nextAttemptAt, new Date(now.getTime() - FAILED_BODY_KEEP_MS)),
        ),
      ),
  ]);
  const counts: MailCounts = { pending: 0, sent: 0, failed: 0, canSendAgain: Number(again?.value ?? 0) };
  for (const row of byStatus) counts[row.status] = Number(row.value);
  return counts;
}
