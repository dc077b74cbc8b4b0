import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, type OpenedDatabase } from "..";

/**
 * The databases the API suite runs against: the embedded SQLite always (in memory, freshly
 * migrated per test file), and PostgreSQL too when DATABASE_URL is set (each test file in a
 * fresh schema that is dropped afterwards).
 */
export type Backend = "sqlite" | "postgres";

export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export async function openTestDatabase(backend: Backend): Promise<OpenedDatabase> {
  const url = process.env.DATABASE_URL;
  if (backend === "sqlite" || !url) return openDatabase({ memory: true });

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
