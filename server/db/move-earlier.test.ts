import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, test } from "vitest";
import { EARLIER_DATABASE_FOLDER, openDatabase, POSTGRES_MIGRATIONS_FOLDER } from "./index";
import { moveEarlierDatabase } from "./move-earlier";
import * as postgresSchema from "./schema";
import { tables } from "./tables";
import { tempFolder } from "../testing/temp-folder";

describe("npm run db:move-earlier", () => {
  test("moves an earlier version's embedded database into SQLite, after which the server starts with it", async () => {
    const dataDir = await tempFolder("move-earlier");
    const joined = new Date("2026-03-01T08:30:00.123Z");
    const client = new PGlite(path.join(dataDir, EARLIER_DATABASE_FOLDER));
    const earlier = drizzle({ client, schema: postgresSchema });
    await migrate(earlier, { migrationsFolder: POSTGRES_MIGRATIONS_FOLDER });
    const [member] = await earlier
      .insert(postgresSchema.users)
      .values({ name: "Jürgen", email: "J@example.com", passwordHash: "h", language: "german", createdAt: joined })
      .returning();
    await earlier.insert(postgresSchema.lessonProgress).values({
      userId: member!.id,
      courseSlug: "bitcoin-profit-scout",
      lessonSlug: "intro",
      completed: true,
      completedChangedAt: joined,
      watchedSeconds: 61.5,
      updatedAt: joined,
    });
    await earlier.insert(postgresSchema.cancellations).values({
      userId: member!.id,
      name: "Jürgen",
      email: "J@example.com",
      contract: "Pro",
      kind: "ordinary",
      endDate: "2026-12-31",
      language: "de",
      receivedAt: joined,
    });
    await client.close();

    await expect(openDatabase({ dataDir })).rejects.toThrow("npm run db:move-earlier");
    expect(await moveEarlierDatabase(dataDir)).toMatchObject({ users: 1, lessonProgress: 1, cancellations: 1 });

    const moved = await openDatabase({ dataDir });
    try {
      const { users, lessonProgress, cancellations } = tables(moved.db);
      expect(await moved.db.select().from(users)).toEqual([member]);
      expect(await moved.db.select().from(lessonProgress)).toMatchObject([
        { userId: member!.id, completed: true, completedChangedAt: joined, watchedSeconds: 61.5 },
      ]);
      expect(await moved.db.select().from(cancellations)).toMatchObject([
        { userId: member!.id, endDate: "2026-12-31", receivedAt: joined },
      ]);
    } finally {
      await moved.close();
    }
    // Twice would copy the members twice: the second run refuses and changes nothing.
    await expect(moveEarlierDatabase(dataDir)).rejects.toThrow("already holds members");
  }, 120_000);
});
