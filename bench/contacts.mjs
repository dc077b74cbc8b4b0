// The dashboard's contact list at 100,000 contacts, on the embedded SQLite database and,
// when DATABASE_URL is set, on PostgreSQL too: runs bench/contacts.ts once per database
// (it seeds a fresh one, serves the API and times each list call over HTTP).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ROOT } from "./config.mjs";
import { log } from "./lib/util.mjs";

const run = promisify(execFile);

export async function runContactsBench() {
  const backends = process.env.DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
  const results = [];
  for (const backend of backends) {
    log(`contacts: seeding 100,000 contacts into ${backend} and timing the list calls ...`);
    const { stdout } = await run(process.execPath, ["--import", "tsx", "bench/contacts.ts", backend], {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
      timeout: 10 * 60_000,
    });
    results.push(JSON.parse(stdout.trim().split("\n").at(-1)));
  }
  return results;
}
