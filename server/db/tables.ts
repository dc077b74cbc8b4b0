import { is, sql, type SQL } from "drizzle-orm";
import { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type { Database } from "./index";
import * as postgresSchema from "./schema";
import * as sqliteSchema from "./sqlite-schema";

export type Tables = typeof postgresSchema;

/** A member's row as every query reads it. */
export type UserRow = typeof postgresSchema.users.$inferSelect;

/**
 * The tables to query on this database. The server's queries are typed against the
 * PostgreSQL schema; on the embedded SQLite database the same queries run on SQLite's
 * tables of the same names (docs/decisions/016-sqlite.md). Works for a transaction too.
 */
export function tables(db: Database): Tables {
  return isSqlite(db) ? SQLITE_TABLES : postgresSchema;
}

const SQLITE_TABLES = { ...postgresSchema, ...sqliteSchema } as unknown as Tables;

/** Whether this is the embedded SQLite database (or one of its transactions). */
export function isSqlite(db: Database): boolean {
  return is(db, BaseSQLiteDatabase);
}

/**
 * A moment in the form its columns store: SQLite's milliseconds since 1970, or PostgreSQL's
 * timestamptz as ISO text. Also the value of a prepared query's placeholder, which reaches
 * the driver without the column's own conversion.
 */
export function momentPlaceholderValue(db: Database, moment: Date): number | string {
  return isSqlite(db) ? moment.getTime() : moment.toISOString();
}

/** A moment as a parameter inside raw SQL (see momentPlaceholderValue). */
export function momentValue(db: Database, moment: Date): SQL {
  const value = momentPlaceholderValue(db, moment);
  return isSqlite(db) ? sql`${value}` : sql`${value}::timestamptz`;
}

/** Runs a statement whose result nobody reads (a health check). */
export async function runStatement(db: Database, statement: SQL): Promise<void> {
  if (isSqlite(db)) await (db as unknown as BaseSQLiteDatabase<"async", unknown>).run(statement);
  else await db.execute(statement);
}
