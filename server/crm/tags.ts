import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { ContactFilter } from "@shared/contact-filter";
import type { Database } from "../db";
import { tables } from "../db/tables";
import { filterConditions } from "./contacts";

export interface Tag {
  id: string;
  name: string;
  /** How many contacts carry it. */
  contacts: number;
}

/** Every tag, by name in any case of letters, with how many contacts carry it. */
/** Letters with and without accents side by side (Ä with A), case ignored; a tag list is short. */
const TAG_ORDER = new Intl.Collator("de", { sensitivity: "base", numeric: true });

export async function listTags(db: Database): Promise<Tag[]> {
  const { contactTags, tags } = tables(db);
  const rows = await db
    .select({ id: tags.id, name: tags.name, contacts: count(contactTags.userId) })
    .from(tags)
    .leftJoin(contactTags, eq(contactTags.tagId, tags.id))
    .groupBy(tags.id, tags.name);
  // Sorted here, not by the database: its lower() orders by bytes, which puts Ä after Z.
  return rows
    .map((row) => ({ ...row, contacts: Number(row.contacts) }))
    .sort((a, b) => TAG_ORDER.compare(a.name, b.name));
}

export async function findTag(db: Database, id: string): Promise<{ id: string; name: string } | undefined> {
  const { tags } = tables(db);
  const [tag] = await db.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.id, id)).limit(1);
  return tag;
}

/** Whether another tag already has this name in any case of letters. */
export async function isTagNameTaken(db: Database, name: string, exceptId?: string): Promise<boolean> {
  const { tags } = tables(db);
  const [row] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(sql`lower(${tags.name}) = lower(${name})`)
    .limit(1);
  return !!row && row.id !== exceptId;
}

/** Which of these ids are tags; the others do not exist (any more). */
export async function existingTags(db: Database, ids: string[]): Promise<{ id: string; name: string }[]> {
  const { tags } = tables(db);
  if (ids.length === 0) return [];
  return db.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.id, ids));
}

/** Gives a contact exactly these tags: the others are taken away. */
export async function setContactTags(tx: Database, userId: string, tagIds: string[]): Promise<void> {
  const { contactTags } = tables(tx);
  await tx.delete(contactTags).where(eq(contactTags.userId, userId));
  if (tagIds.length > 0) await tx.insert(contactTags).values(tagIds.map((tagId) => ({ userId, tagId })));
}

/** Which contacts a bulk change reaches: a list of ids, or every contact of a filter. */
export type Reach = { contacts: string[] } | { filter: ContactFilter };

/**
 * Gives a tag to every contact a reach names, in one statement however many there are;
 * those who carry it already are left as they are. Answers how many got it.
 */
export async function giveTag(tx: Database, tagId: string, reach: Reach): Promise<number> {
  const { contactTags, users } = tables(tx);
  const chosen = tx
    .select({ userId: users.id, tagId: sql<string>`${tagId}`.as("tag_id") })
    .from(users)
    .where(reachCondition(tx, reach));
  return affectedRows(await tx.insert(contactTags).select(chosen).onConflictDoNothing());
}

/** Takes a tag from every contact a reach names. Answers how many lost it. */
export async function takeTag(tx: Database, tagId: string, reach: Reach): Promise<number> {
  const { contactTags, users } = tables(tx);
  const reached = tx.select({ id: users.id }).from(users).where(reachCondition(tx, reach));
  return affectedRows(
    await tx.delete(contactTags).where(and(eq(contactTags.tagId, tagId), inArray(contactTags.userId, reached))),
  );
}

/**
 * Always a condition, `true` for a filter without any: SQLite reads `INSERT ... SELECT ...
 * FROM users ON CONFLICT` without a WHERE as a join's ON and refuses the statement.
 */
function reachCondition(db: Database, reach: Reach) {
  const { users } = tables(db);
  if ("contacts" in reach) return inArray(users.id, reach.contacts);
  return and(...filterConditions(db, reach.filter)) ?? sql`true`;
}

/** How many rows a write changed: SQLite's driver says `rowsAffected`, PostgreSQL's `count`. */
function affectedRows(result: unknown): number {
  const { rowsAffected, count } = result as { rowsAffected?: number; count?: number };
  return Number(rowsAffected ?? count ?? 0);
}
