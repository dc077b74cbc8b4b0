import { access, rm } from "node:fs/promises";
import path from "node:path";
import { count } from "drizzle-orm";
import { EARLIER_DATABASE_FOLDER, openDatabase, POSTGRES_MIGRATIONS_FOLDER, SQLITE_FILE } from "./index";
import * as postgresSchema from "./schema";
import { tables } from "./tables";

/**
 * `npm run db:move-earlier`: copies the embedded database of versions before SQLite (PGlite,
 * in `<DATA_DIR>/db`) into `<DATA_DIR>/site.db`, every table in one transaction, and leaves
 * the old folder untouched. Run it once with the server stopped. Rate-limit counters are
 * not copied: they only matter for the minutes around a request.
 */
const ROWS_PER_INSERT = 200;

/** In the order their foreign keys need. */
const MOVED = [
  "users",
  "refreshTokens",
  "mailOutbox",
  "accountTokens",
  "lessonProgress",
  "cancellations",
  "stripeEvents",
  "stripeCustomers",
  "subscriptions",
  "payments",
  "refunds",
] as const;

export async function moveEarlierDatabase(dataDir: string): Promise<Record<(typeof MOVED)[number], number>> {
  const earlierFolder = path.resolve(dataDir, EARLIER_DATABASE_FOLDER);
  await access(path.join(earlierFolder, "PG_VERSION")).catch(() => {
    throw new Error(`${earlierFolder} holds no database of an earlier version; there is nothing to move.`);
  });
  // Loaded here only: the server itself never needs PGlite.
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const targetFile = path.resolve(dataDir, SQLITE_FILE);
  const targetExisted = await access(targetFile).then(
    () => true,
    () => false,
  );
  const earlierClient = new PGlite(earlierFolder);
  const target = await openDatabase({ dataDir, besideEarlier: true });
  let done = false;
  try {
    const earlier = drizzle({ client: earlierClient, schema: postgresSchema });
    // A copy of an older version first gets the migrations it lacks, so every column exists.
    await migrate(earlier, { migrationsFolder: POSTGRES_MIGRATIONS_FOLDER });
    const into = tables(target.db);
    const [{ members } = { members: 0 }] = await target.db.select({ members: count() }).from(into.users);
    if (members > 0) throw new Error(`${targetFile} already holds members; nothing was moved.`);

    const moved = {} as Record<(typeof MOVED)[number], number>;
    await target.db.transaction(async (tx) => {
      for (const name of MOVED) {
        const rows = await earlier.select().from(postgresSchema[name]);
        for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
          await tx.insert(into[name]).values(rows.slice(start, start + ROWS_PER_INSERT) as never);
        moved[name] = rows.length;
      }
    });
    done = true;
    return moved;
  } finally {
    await earlierClient.close();
    await target.close();
    // A half-made file would let the server start empty beside the earlier database.
    if (!done && !targetExisted)
      await Promise.all(["", "-wal", "-shm"].map((suffix) => rm(`${targetFile}${suffix}`, { force: true })));
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const dataDir = process.env.DATA_DIR || "data";
  moveEarlierDatabase(dataDir).then(
    (moved) => {
      process.stdout.write(
        `Moved ${moved.users} members, ${moved.refreshTokens} sessions, ${moved.lessonProgress} lesson records, ${moved.cancellations} cancellations, ${moved.mailOutbox} mails and ${moved.accountTokens} open links into ${path.join(dataDir, SQLITE_FILE)}. Start the server; once the site looks right, ${path.join(dataDir, EARLIER_DATABASE_FOLDER)} can be deleted.\n`,
      );
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
