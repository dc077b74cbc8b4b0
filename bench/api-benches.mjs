// The dashboard's API at the sizes of its budgets, on the embedded SQLite database and,
// when DATABASE_URL is set, on PostgreSQL too: runs a bench script once per database (it
// seeds a fresh database, serves the API and times each call over HTTP) and reads the
// JSON line it prints last.
//   bench/contacts.ts: the contact list at 100,000 contacts;
//   bench/insight.ts: the Courses section at 100,000 members and 2 million progress rows
//   (INSIGHT_BENCH_KEEP: a folder whose SQLite database is seeded once and kept).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ROOT } from "./config.mjs";
import { log } from "./lib/util.mjs";

const run = promisify(execFile);

async function runOnEachDatabase(script, what, timeoutMinutes) {
  const backends = process.env.DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
  const results = [];
  for (const backend of backends) {
    log(`${what} on ${backend} ...`);
    const { stdout } = await run(process.execPath, ["--import", "tsx", script, backend], {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
      timeout: timeoutMinutes * 60_000,
    });
    results.push(JSON.parse(stdout.trim().split("\n").at(-1)));
  }
  return results;
}

export function runContactsBench() {
  return runOnEachDatabase("bench/contacts.ts", "contacts: seeding 100,000 contacts and timing the list calls", 10);
}

/** Seeding 2 million rows through the summary triggers takes 5 to 20 minutes on 2 cores. */
export function runInsightBench() {
  return runOnEachDatabase(
    "bench/insight.ts",
    "insight: seeding 100,000 members with 2 million progress rows and timing the Courses calls",
    90,
  );
}
