import { access, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createClient } from "@libsql/client";
import { drizzle as drizzleLibsql } from "drizzle-orm/libsql";
import { migrate as migrateLibsql } from "drizzle-orm/libsql/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { ensurePrivateDir } from "./data-dir";
import { writeInsightLessons } from "./insight-lessons";
import * as schema from "./schema";
import { takingTurns } from "./sqlite-client";
import * as sqliteSchema from "./sqlite-schema";

/**
 * The server's database, typed as PostgreSQL's: the embedded SQLite database runs the same
 * queries on its own tables (`tables(db)` in tables.ts, docs/decisions/016-sqlite.md).
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabaseOptions {
  /** postgres://... selects PostgreSQL; without it the embedded SQLite database is used. */
  url?: string;
  /** Folder of the embedded database's file, `<dataDir>/site.db`. Default: `data`. */
  dataDir?: string;
  /** An embedded database in memory only (tests). */
  memory?: boolean;
  /** Open the embedded database even beside an earlier version's one (the command that moves it). */
  besideEarlier?: boolean;
  /** PostgreSQL only: the schema to work in (tests use a fresh one per run). */
  schema?: string;
  /** PostgreSQL only: statements running longer are cancelled (default STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
}

export interface OpenedDatabase {
  db: Database;
  kind: "sqlite" | "postgres";
  close: () => Promise<void>;
}

export const POSTGRES_MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));
const SQLITE_MIGRATIONS_FOLDER = fileURLToPath(new URL("./sqlite-migrations", import.meta.url));
/** Any constant: copies of the server starting together take turns applying migrations. */
const MIGRATION_LOCK_ID = 7_261_004;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/**
 * A database that is down or stuck must not hold requests: connecting gives up after this
 * long, and PostgreSQL cancels a statement that runs longer than that (no request of the
 * site needs more than milliseconds). The API answers such failures with 503.
 */
const CONNECT_TIMEOUT_SECONDS = 5;
const STATEMENT_TIMEOUT_MS = 10_000;

/** The embedded database's file in the data folder. */
export const SQLITE_FILE = "site.db";
/** The folder in which earlier versions kept their embedded database (PGlite). */
export const EARLIER_DATABASE_FOLDER = "db";
/**
 * How long a statement waits while another process (the admin command) writes, before it
 * fails with SQLITE_BUSY (answered 503). Writes take milliseconds.
 */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/**
 * Whether PostgreSQL answers at this address with these credentials: one connection, one
 * `select 1`, closed again. Throws the driver's error (its code says what failed).
 */
export async function probePostgres(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: CONNECT_TIMEOUT_SECONDS });
  try {
    await client`select 1`;
  } finally {
    await client.end({ timeout: 1 });
  }
}

/** Opens the one database of the server, SQLite or PostgreSQL, with every migration applied. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const opened = options.url
    ? await openPostgres(options.url, options.schema, options.statementTimeoutMs)
    : await openSqlite(options);
  try {
    // The course files may have changed since the last start: the Courses section's
    // summaries follow their lessons (docs/decisions/042-course-insight.md).
    await writeInsightLessons(opened.db);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

async function openSqlite({
  dataDir = "data",
  memory = false,
  besideEarlier = false,
}: OpenDatabaseOptions): Promise<OpenedDatabase> {
  let url = ":memory:";
  if (!memory) {
    const folder = path.resolve(dataDir);
    await ensurePrivateDir(folder);
    if (!besideEarlier) await refuseEarlierDatabase(folder);
    const file = path.join(folder, SQLITE_FILE);
    // For the server's user only; SQLite gives its journal files the same mode.
    await writeFile(file, "", { flag: "a", mode: 0o600 });
    url = pathToFileURL(file).href;
  }
  // One connection (see sqlite-client.ts), so the settings below hold for every statement.
  const client = takingTurns(createClient({ url, concurrency: 1, timeout: SQLITE_BUSY_TIMEOUT_MS }));
  try {
    await client.execute("PRAGMA foreign_keys = ON");
    // WAL: readers of other processes do not block the server; FULL: a commit has reached
    // the disk when it returns, so not even a power loss takes an acknowledged write.
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA synchronous = FULL");
    const db = drizzleLibsql({ client, schema: sqliteSchema });
    await migrateLibsql(db, { migrationsFolder: SQLITE_MIGRATIONS_FOLDER });
    return { db: db as unknown as Database, kind: "sqlite", close: async () => client.close() };
  } catch (error) {
    client.close();
    throw error;
  }
}

/**
 * Versions before SQLite kept the embedded database (PGlite) in `<dataDir>/db`. Starting
 * empty beside it would look like every account had vanished; the server stops and says
 * how to move the data instead.
 */
async function refuseEarlierDatabase(folder: string): Promise<void> {
  const earlier = path.join(folder, EARLIER_DATABASE_FOLDER);
  const exists = (file: string) =>
    access(file).then(
      () => true,
      () => false,
    );
  if ((await exists(path.join(earlier, "PG_VERSION"))) && !(await exists(path.join(folder, SQLITE_FILE))))
    throw new Error(
      `${earlier} holds the database of an earlier version. Move it into ${SQLITE_FILE} with "npm run db:move-earlier", or delete that folder to start empty.`,
    );
}

async function openPostgres(
  url: string,
  schemaName?: string,
  statementTimeoutMs = STATEMENT_TIMEOUT_MS,
): Promise<OpenedDatabase> {
  if (schemaName !== undefined && !SCHEMA_NAME.test(schemaName)) throw new Error(`Invalid schema name: ${schemaName}`);
  const searchPath = schemaName ? { search_path: schemaName } : {};
  const quiet = { onnotice: () => {}, connect_timeout: CONNECT_TIMEOUT_SECONDS, connection: searchPath };

  const migrationClient = postgres(url, { ...quiet, max: 1 });
  try {
    if (schemaName) await migrationClient.unsafe(`create schema if not exists "${schemaName}"`);
    await migrationClient`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres({ client: migrationClient }), {
      migrationsFolder: POSTGRES_MIGRATIONS_FOLDER,
      ...(schemaName ? { migrationsSchema: schemaName } : {}),
    });
    await migrationClient`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await migrationClient.end({ timeout: 5 });
  }

  const client = postgres(url, {
    ...quiet,
    max: 10,
    connection: { ...searchPath, statement_timeout: statementTimeoutMs },
  });
  const db = drizzlePostgres({ client, schema });
  return { db: db as unknown as Database, kind: "postgres", close: () => client.end({ timeout: 5 }) };
}
