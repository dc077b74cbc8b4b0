// The dashboard's contact list at 100,000 contacts: seeds them into a fresh database (a
// SQLite file, or a fresh schema of DATABASE_URL's PostgreSQL), serves the contacts API on
// a port as the site does, and times each kind of list call over real HTTP, one at a time.
// Prints one JSON line: per call, p50/p95/max in ms.
//
//   node --import tsx bench/contacts.ts sqlite|postgres [contacts]
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { NO_PASSWORD_HASH } from "../server/auth/password-hashing";
import { FRESH_CODE_HEADER } from "../server/crm/routes";
import type { Database } from "../server/db";
import { isSqlite, tables } from "../server/db/tables";
import { type Backend, benchAdmin, openBenchDatabase, timeCalls, withApi } from "./lib/api-bench";

const backend: Backend = process.argv[2] === "postgres" ? "postgres" : "sqlite";
const CONTACTS = Number(process.argv[3] ?? 100_000);
const SAMPLES = 30;
const DAY = 24 * 60 * 60 * 1000;

const FIRST = ["Anna", "Ben", "Jörg", "Özlem", "Lena", "Max", "Sofia", "Jonas", "Mia", "Lukas", "Emma", "Paul"];
const LAST = ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann"];

/** 100,000 contacts over three years, a fifth German; 20 tags on about a third; 5 % subscribed. */
export async function seed(db: Database): Promise<{ tagId: string }> {
  const { users, tags, contactTags, subscriptions } = tables(db);
  const now = Date.now();
  const tagRows = Array.from({ length: 20 }, (_, index) => ({
    id: randomUUID(),
    name: `Tag ${index + 1}`,
    createdAt: new Date(now),
  }));
  await db.insert(tags).values(tagRows);
  const BATCH = 1000;
  for (let start = 0; start < CONTACTS; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, CONTACTS - start) }, (_, offset) => {
      const index = start + offset;
      const name = `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]} ${index}`;
      return {
        id: randomUUID(),
        name,
        email: `contact${index}@example${index % 97}.com`,
        passwordHash: NO_PASSWORD_HASH,
        language: index % 5 === 0 ? ("german" as const) : ("english" as const),
        createdAt: new Date(now - ((index * 9973) % (3 * 365)) * DAY - (index % 86_400) * 1000),
        lastSignInAt: index % 4 === 0 ? null : new Date(now - (index % 200) * DAY),
        signInCount: index % 13,
      };
    });
    await db.transaction(async (tx) => {
      await tx.insert(users).values(rows);
      const tagged = rows.filter((_, offset) => (start + offset) % 3 === 0);
      if (tagged.length > 0) {
        await tx
          .insert(contactTags)
          .values(tagged.map((row, offset) => ({ userId: row.id, tagId: tagRows[offset % tagRows.length]!.id })));
      }
      const subscribed = rows.filter((_, offset) => (start + offset) % 20 === 0);
      if (subscribed.length > 0) {
        await tx.insert(subscriptions).values(
          subscribed.map((row) => ({
            id: `sub_${row.id}`,
            customerId: `cus_${row.id}`,
            userId: row.id,
            status: "active",
            changedAt: new Date(now),
          })),
        );
      }
    });
  }
  // What autovacuum does to a table of this size soon after the inserts: statistics for
  // the planner, and the visibility map that lets an index answer on its own.
  if (!isSqlite(db)) await db.execute(sql`vacuum analyze`);
  return { tagId: tagRows[0]!.id };
}

async function main() {
  const { opened, cleanup } = await openBenchDatabase(backend, "contacts");
  await withApi(opened, cleanup, async (origin) => {
    const seedStarted = performance.now();
    const { tagId } = await seed(opened.db);
    const seedMs = performance.now() - seedStarted;

    const admin = await benchAdmin(origin, opened.db);
    const headers = { Authorization: `Bearer ${admin.bearer}` };

    const calls: Record<string, string> = {
      "list, newest first": "/api/crm/contacts",
      "list, page 2,000": "/api/crm/contacts?page=2000",
      "sorted by name": "/api/crm/contacts?sort=name&order=asc",
      "sorted by last sign-in": "/api/crm/contacts?sort=lastSignInAt",
      "search a name": "/api/crm/contacts?q=m%C3%BCller%2012",
      "search an e-mail": "/api/crm/contacts?q=example42.com",
      "filter tag + language": `/api/crm/contacts?tag=${tagId}&language=german`,
      "filter subscribed": "/api/crm/contacts?subscription=active",
      "filter signed up between": `/api/crm/contacts?from=${new Date(Date.now() - 90 * DAY).toISOString().slice(0, 10)}&to=${new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10)}`,
      "search + filter + sort": `/api/crm/contacts?q=anna&subscription=none&language=english&sort=email&order=desc`,
    };
    const timed = await timeCalls(
      origin,
      headers,
      calls,
      SAMPLES,
      async (response) => ((await response.json()) as { total: number }).total,
    );
    const results = Object.fromEntries(
      Object.entries(timed).map(([label, { last, ...timing }]) => [label, { ...timing, total: last }]),
    );
    // The export asks for a fresh second-factor code besides the session, as the dashboard sends it.
    const exportStarted = performance.now();
    const exported = await fetch(`${origin}/api/crm/contacts/export`, {
      headers: { ...headers, [FRESH_CODE_HEADER]: admin.freshCode() },
    });
    const bytes = (await exported.arrayBuffer()).byteLength;
    if (!exported.ok) throw new Error(`export: HTTP ${exported.status}`);
    const exportMs = Math.round(performance.now() - exportStarted);
    console.log(
      JSON.stringify({
        backend,
        contacts: CONTACTS,
        samples: SAMPLES,
        seedMs: Math.round(seedMs),
        calls: results,
        exportMs,
        exportBytes: bytes,
      }),
    );
  });
}

// Run as a script; imported (to seed a database by hand), it does nothing of itself.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
