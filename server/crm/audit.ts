import { randomBytes } from "node:crypto";
import { count, desc, lt } from "drizzle-orm";
import type { Database } from "../db";
import { tables } from "../db/tables";
import type { auditLog as auditLogTable } from "../db/schema";

/** What an admin did, as the audit log names it (the dashboard translates each). */
export const AUDIT_ACTIONS = [
  "contact.updated",
  "contact.deleted",
  "contacts.exported",
  "tag.created",
  "tag.renamed",
  "tag.deleted",
  "tag.given",
  "tag.taken",
  "mail.resent",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 50;

/**
 * How long an entry is kept: three years, the regular limitation period (§ 195 BGB) within
 * which the owner may have to show who changed or deleted what. The databases' triggers
 * refuse to remove a younger entry.
 */
export const AUDIT_RETENTION_MS = 3 * 365 * 24 * 60 * 60 * 1000;

export interface AuditEntry {
  action: AuditAction;
  subjectId: string | null;
  subjectLabel: string;
  before?: unknown;
  after?: unknown;
}

let lastMillis = 0;
let sequence = 0;

/**
 * A UUID (version 7) that sorts in the order the entries were written: the moment's
 * milliseconds first, then a counter for entries of the same millisecond, then randomness.
 * The log is read newest first by id alone.
 */
export function timeOrderedId(now: Date): string {
  let millis = now.getTime();
  if (millis <= lastMillis) {
    sequence += 1;
    millis = lastMillis;
    if (sequence > 0xfff) {
      millis += 1;
      sequence = 0;
    }
  } else sequence = 0;
  lastMillis = millis;
  const random = randomBytes(8);
  random[0] = (random[0]! & 0x3f) | 0x80;
  const hex =
    millis.toString(16).padStart(12, "0") + "7" + sequence.toString(16).padStart(3, "0") + random.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Writes one entry, inside the transaction of the change it records: a change without its
 * entry, or an entry without its change, never exists.
 */
export async function recordAudit(
  tx: Database,
  admin: { id: string; email: string },
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  const { auditLog } = tables(tx);
  await tx.insert(auditLog).values({
    id: timeOrderedId(now),
    at: now,
    adminId: admin.id,
    adminEmail: admin.email,
    action: entry.action,
    subjectId: entry.subjectId,
    subjectLabel: entry.subjectLabel,
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
  });
}

/** One page of the log, the newest first, and how many entries there are. */
export async function listAudit(db: Database, page: number) {
  const { auditLog } = tables(db);
  const [[total], rows] = await Promise.all([
    db.select({ value: count() }).from(auditLog),
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
  ]);
  return { total: Number(total?.value ?? 0), pageSize: AUDIT_PAGE_SIZE, entries: rows.map(auditEntryOut) };
}

/** An audit entry as the API shows it: before and after as the values they were. */
export function auditEntryOut(row: typeof auditLogTable.$inferSelect) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    adminEmail: row.adminEmail,
    action: row.action,
    subjectId: row.subjectId,
    subjectLabel: row.subjectLabel,
    before: row.before === null ? null : (JSON.parse(row.before) as unknown),
    after: row.after === null ? null : (JSON.parse(row.after) as unknown),
  };
}

/**
 * Removes the entries older than the retention period (run now and then by the API's
 * housekeeping). A week of margin: the triggers count three calendar years (a leap day
 * makes them 1,096 days) by the database's clock, and one entry they still protect would
 * make the whole statement fail.
 */
export async function purgeOldAuditEntries(db: Database, now: Date): Promise<void> {
  const { auditLog } = tables(db);
  await db.delete(auditLog).where(lt(auditLog.at, new Date(now.getTime() - AUDIT_RETENTION_MS - PURGE_MARGIN_MS)));
}

const PURGE_MARGIN_MS = 7 * 24 * 60 * 60 * 1000;
