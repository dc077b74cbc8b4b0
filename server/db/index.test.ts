import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { openTestDatabase } from "../auth/testing/test-database";
import { EMBEDDED_LOCK_FILE, openDatabase } from ".";
import { users } from "./schema";

const user = (email: string) => ({
  name: "A",
  email,
  passwordHash: "x",
  language: "english" as const,
  createdAt: new Date(),
});

describe("database", () => {
  test("an embedded database on disk keeps its rows and migrations across openings", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "db-"));
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe("pglite");
    await first.db.insert(users).values(user("kept@example.com"));
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      const rows = await second.db.select({ email: users.email }).from(users);
      expect(rows).toEqual([{ email: "kept@example.com" }]);
    } finally {
      await second.close();
    }
  });

  test("an embedded database opens in one process at a time; a lock left by a process that ended is taken over", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "db-"));
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(`is open in process ${process.pid}`);
    await first.close();
    // A process that ended without closing (killed) left its lock behind.
    await writeFile(path.join(dataDir, EMBEDDED_LOCK_FILE), `2147483646 ${hostname()}\n`);
    const again = await openDatabase({ dataDir });
    expect(await readFile(path.join(dataDir, EMBEDDED_LOCK_FILE), "utf8")).toBe(`${process.pid} ${hostname()}\n`);
    await again.close();
    // A lock from another machine (a restored backup) names none of this machine's processes.
    await writeFile(path.join(dataDir, EMBEDDED_LOCK_FILE), `${process.pid} other-host\n`);
    const restored = await openDatabase({ dataDir });
    await restored.close();
    await expect(readFile(path.join(dataDir, EMBEDDED_LOCK_FILE))).rejects.toThrow();
  });

  test("e-mail addresses are unique regardless of case", async () => {
    const { db, close } = await openTestDatabase("pglite");
    try {
      await db.insert(users).values(user("Someone@Example.com"));
      await expect(db.insert(users).values(user("someone@example.COM"))).rejects.toThrow();
      const inserted = await db.insert(users).values(user("SOMEONE@example.com")).onConflictDoNothing().returning();
      expect(inserted).toEqual([]);
    } finally {
      await close();
    }
  });

  test("the language column takes only english or german", async () => {
    const { db, close } = await openTestDatabase("pglite");
    try {
      await expect(
        db.execute(
          sql`insert into users (name, email, password_hash, language, created_at) values ('A', 'b@c.de', 'x', 'french', now())`,
        ),
      ).rejects.toThrow();
    } finally {
      await close();
    }
  });
});
