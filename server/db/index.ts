import { readFile, rm, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { ensurePrivateDir } from "./data-dir";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabaseOptions {
  /** postgres://... selects PostgreSQL; without it the embedded PGlite database is used. */
  url?: string;
  /** Folder for the embedded database, which lives in `<dataDir>/db`. Default: `data`. */
  dataDir?: string;
  /** An embedded database in memory only (tests). */
  memory?: boolean;
  /** An embedded database already opened by the caller (tests start them from a snapshot). */
  pglite?: PGlite;
  /** PostgreSQL only: the schema to work in (tests use a fresh one per run). */
  schema?: string;
  /** PostgreSQL only: statements running longer are cancelled (default STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
}

export interface OpenedDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));
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

/** Opens the one database of the server, PGlite or PostgreSQL, with every migration applied. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  return options.url ? openPostgres(options.url, options.schema, options.statementTimeoutMs) : openPglite(options);
}

async function openPglite({ dataDir = "data", memory = false, pglite }: OpenDatabaseOptions): Promise<OpenedDatabase> {
  let folder: string | undefined;
  if (!memory && !pglite) {
    folder = path.resolve(dataDir, "db");
    await ensurePrivateDir(path.resolve(dataDir));
    await ensurePrivateDir(folder);
  }
  const unlock = folder ? await lockEmbeddedDatabase(path.resolve(dataDir, EMBEDDED_LOCK_FILE)) : undefined;
  try {
    // relaxedDurability false: a query resolves only after its writes reached the files, so a
    // killed process loses no acknowledged write.
    const client = pglite ?? new PGlite(folder, { relaxedDurability: false });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const close = async () => {
      await client.close();
      await unlock?.();
    };
    return { db: db as unknown as Database, kind: "pglite", close };
  } catch (error) {
    await unlock?.();
    throw error;
  }
}

/** Beside the embedded database's folder: the id of the process that has it open. */
export const EMBEDDED_LOCK_FILE = "db.lock";

/**
 * The embedded database must be open in one process at a time: two would each write the
 * same files from their own memory and corrupt them (PGlite takes no lock of its own). The
 * lock file names the process; one left by a process that no longer runs is taken over.
 * Answers the function that releases the lock.
 */
async function lockEmbeddedDatabase(lockFile: string): Promise<() => Promise<void>> {
  for (;;) {
    try {
      await writeFile(lockFile, `${process.pid} ${hostname()}\n`, { flag: "wx", mode: 0o600 });
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const [pid = "", host = ""] = (await readFile(lockFile, "utf8").catch(() => "")).trim().split(" ");
    const holder = Number(pid);
    // A lock written on another machine (a restored backup) names a process of that machine.
    if (host === hostname() && Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new Error(
        `The embedded database in ${path.dirname(lockFile)} is open in process ${holder}. Stop that process first (the server, or another command), or use PostgreSQL (DATABASE_URL) to run several at once. If no such process uses it, delete ${lockFile}.`,
      );
    }
    await rm(lockFile, { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
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
      migrationsFolder: MIGRATIONS_FOLDER,
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
