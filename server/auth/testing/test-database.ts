import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { openDatabase, type OpenedDatabase } from "../../db";

/**
 * The databases the API suite runs against: the embedded PGlite always, and PostgreSQL too
 * when DATABASE_URL is set (each test file in a fresh schema that is dropped afterwards).
 */
export type Backend = "pglite" | "postgres";

export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export async function openTestDatabase(backend: Backend): Promise<OpenedDatabase> {
  const url = process.env.DATABASE_URL;
  if (backend === "pglite" || !url)
    return openDatabase({ pglite: new PGlite({ loadDataDir: await migratedSnapshot() }) });

  const schema = `auth_test_${randomBytes(6).toString("hex")}`;
  const opened = await openDatabase({ url, schema });
  return {
    ...opened,
    async close() {
      await opened.close();
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`drop schema if exists "${schema}" cascade`);
      } finally {
        await admin.end({ timeout: 5 });
      }
    },
  };
}

const MIGRATIONS = fileURLToPath(new URL("../../db/migrations", import.meta.url));

/**
 * A fresh embedded database takes seconds to create (initdb); one loaded from a snapshot of
 * a migrated one takes a fraction of that. The snapshot is kept in the temp folder under a
 * name derived from the migrations, so test files and runs share it until they change.
 */
async function migratedSnapshot(): Promise<Blob> {
  const hash = createHash("sha256");
  // The installed PGlite (its build decides the snapshot's format), by its entry file's contents.
  hash.update(await readFile(createRequire(import.meta.url).resolve("@electric-sql/pglite")));
  for (const name of (await readdir(MIGRATIONS, { recursive: true })).sort()) {
    if (name.endsWith(".sql") || name.endsWith(".json"))
      hash.update(name).update(await readFile(path.join(MIGRATIONS, name)));
  }
  const file = path.join(tmpdir(), `auth-test-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const client = new PGlite();
    const { close } = await openDatabase({ pglite: client });
    const snapshot = await client.dumpDataDir("none");
    await close();
    const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(draft, new Uint8Array(await snapshot.arrayBuffer()));
    await rename(draft, file);
    return snapshot;
  }
}
