import { asc, sql } from "drizzle-orm";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import { expect, test } from "vitest";
import { openTestDatabase } from "./testing/test-database";
import { nameSortKey } from "./name-order";
import { tables } from "./tables";

test("the embedded database reads the contact list's name order from its index, without sorting", async () => {
  const { db, close } = await openTestDatabase("sqlite");
  try {
    const { users } = tables(db);
    const query = db
      .select({ id: users.id })
      .from(users)
      .orderBy(asc(nameSortKey(users.name)), asc(users.id))
      .limit(25);
    const { sql: text, params } = query.toSQL();
    // The embedded database is drizzle's libSQL one; `Database` names the PostgreSQL type.
    const plan = await (db as unknown as LibSQLDatabase).all<{ detail: string }>(
      sql.raw(`EXPLAIN QUERY PLAN ${inline(text, params)}`),
    );
    const details = plan.map((step) => step.detail).join("\n");
    expect(details).toContain("users_name_sort_idx");
    expect(details).not.toContain("TEMP B-TREE");
  } finally {
    await close();
  }
});

/** The statement with its numeric parameters written in (EXPLAIN takes no parameters here). */
function inline(text: string, params: unknown[]): string {
  let next = 0;
  return text.replace(/\?/g, () => String(params[next++]));
}
