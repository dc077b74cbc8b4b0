import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { count, eq, getTableName } from "drizzle-orm";
import { getTableConfig as getPostgresTableConfig, PgTable } from "drizzle-orm/pg-core";
import { getTableConfig as getSqliteTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, test } from "vitest";
import { BACKENDS, openTestDatabase } from "./testing/test-database";
import { EARLIER_DATABASE_FOLDER, openDatabase } from ".";
import * as postgresSchema from "./schema";
import * as sqliteSchema from "./sqlite-schema";
import { tables } from "./tables";
import { tempFolder } from "../testing/temp-folder";

const user = (email: string) => ({
  name: "A",
  email,
  passwordHash: "x",
  language: "english" as const,
  createdAt: new Date(),
});

describe("the embedded database", () => {
  test("keeps its rows and migrations across openings, in data/site.db", async () => {
    const dataDir = await tempFolder("db");
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe("sqlite");
    await first.db.insert(tables(first.db).users).values(user("kept@example.com"));
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      const { users } = tables(second.db);
      expect(await second.db.select({ email: users.email }).from(users)).toEqual([{ email: "kept@example.com" }]);
    } finally {
      await second.close();
    }
  });

  test("a second process (the admin command) can write while the server has it open", async () => {
    const dataDir = await tempFolder("db");
    const server = await openDatabase({ dataDir });
    const command = await openDatabase({ dataDir });
    try {
      const { users } = tables(server.db);
      await server.db.insert(users).values(user("member@example.com"));
      await command.db.update(users).set({ role: "admin" }).where(eq(users.email, "member@example.com"));
      expect(await server.db.select({ role: users.role }).from(users)).toEqual([{ role: "admin" }]);
    } finally {
      await command.close();
      await server.close();
    }
  });

  test("refuses to start empty beside an earlier version's database and says how to move it", async () => {
    const dataDir = await tempFolder("db");
    await mkdir(path.join(dataDir, EARLIER_DATABASE_FOLDER));
    await writeFile(path.join(dataDir, EARLIER_DATABASE_FOLDER, "PG_VERSION"), "17\n");
    await expect(openDatabase({ dataDir })).rejects.toThrow("npm run db:move-earlier");
  });

  test("parallel transactions and statements take turns: none fails and none is lost", async () => {
    const { db, close } = await openTestDatabase("sqlite");
    try {
      const { users } = tables(db);
      const [created] = await db.insert(users).values(user("count@example.com")).returning();
      const work = Array.from({ length: 40 }, (_, index) =>
        index % 2
          ? db.transaction(async (tx) => {
              const [row] = await tx.select({ count: users.signInCount }).from(users).where(eq(users.id, created!.id));
              await new Promise((resolve) => setTimeout(resolve, 1));
              await tx
                .update(users)
                .set({ signInCount: row!.count + 1 })
                .where(eq(users.id, created!.id));
            })
          : db.select().from(users),
      );
      await Promise.all(work);
      const [row] = await db.select({ count: users.signInCount }).from(users);
      expect(row!.count).toBe(20);
    } finally {
      await close();
    }
  });

  test("has the same tables, columns, keys, indexes, constraints and checks as PostgreSQL's schema", () => {
    // What both dialects' table configurations share, in one shape to compare.
    type Config = ReturnType<typeof getPostgresTableConfig> | ReturnType<typeof getSqliteTableConfig>;
    const describe = (config: Config) => ({
      name: config.name,
      columns: config.columns
        .map((column) => [column.name, column.notNull, column.hasDefault, column.primary, column.isUnique])
        .sort(),
      indexes: config.indexes
        .map((index) => {
          const columns = index.config.columns.map((column) => ("name" in column ? column.name : "(expression)"));
          return [index.config.name, index.config.unique, columns.join(",")];
        })
        .sort(),
      primaryKeys: config.primaryKeys.map((key) => key.columns.map((column) => column.name).join(",")).sort(),
      uniqueConstraints: config.uniqueConstraints.map((unique) => unique.columns.map((c) => c.name).join(",")).sort(),
      checks: config.checks.map((check) => check.name).sort(),
      foreignKeys: config.foreignKeys
        .map((key) => {
          const reference = key.reference();
          return [
            reference.columns.map((column) => column.name).join(","),
            getTableName(reference.foreignTable),
            reference.foreignColumns.map((column) => column.name).join(","),
            key.onDelete ?? "no action",
          ];
        })
        .sort(),
    });
    const postgresTables = Object.values(postgresSchema).filter((value) => value instanceof PgTable);
    const sqliteTables = Object.values(sqliteSchema).filter((value) => value instanceof SQLiteTable);
    expect(sqliteTables.map((table) => describe(getSqliteTableConfig(table)))).toEqual(
      postgresTables.map((table) => describe(getPostgresTableConfig(table))),
    );
    expect(postgresTables.length).toBeGreaterThanOrEqual(7);
  });
});

describe.each(BACKENDS)("database (%s)", (backend) => {
  test("e-mail addresses are unique regardless of case", async () => {
    const { db, close } = await openTestDatabase(backend);
    try {
      const { users } = tables(db);
      await db.insert(users).values(user("Someone@Example.com"));
      await expect(db.insert(users).values(user("someone@example.COM"))).rejects.toThrow();
      const inserted = await db.insert(users).values(user("SOMEONE@example.com")).onConflictDoNothing().returning();
      expect(inserted).toEqual([]);
    } finally {
      await close();
    }
  });

  test("the language column takes only english or german, and a member's tokens go with them", async () => {
    const { db, close } = await openTestDatabase(backend);
    try {
      const { users, refreshTokens } = tables(db);
      await expect(db.insert(users).values({ ...user("b@c.de"), language: "french" as "english" })).rejects.toThrow();
      const [member] = await db.insert(users).values(user("d@e.de")).returning();
      const now = new Date();
      await db.insert(refreshTokens).values({
        tokenHash: "h",
        familyId: "00000000-0000-4000-8000-000000000000",
        userId: member!.id,
        createdAt: now,
        expiresAt: now,
      });
      await db.delete(users).where(eq(users.id, member!.id));
      expect(await db.select({ n: count() }).from(refreshTokens)).toEqual([{ n: 0 }]);
    } finally {
      await close();
    }
  });
});
