// The dashboard's Courses section at 100,000 members with 2 million progress rows: seeds
// them into a fresh database (a SQLite file, or a fresh schema of DATABASE_URL's
// PostgreSQL), serves the API on a port as the site does, and times each view's call over
// real HTTP, one at a time. Prints one JSON line: per call, p50/p95/max in ms.
//
//   node --import tsx bench/insight.ts sqlite|postgres [members] [rows]
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { count, sql } from "drizzle-orm";
import { COURSE_SOURCES } from "../shared/courses";
import { NO_PASSWORD_HASH } from "../server/auth/password-hashing";
import type { Database } from "../server/db";
import { isSqlite, tables } from "../server/db/tables";
import { type Backend, benchAdmin, openBenchDatabase, timeCalls, withApi } from "./lib/api-bench";

const backend: Backend = process.argv[2] === "postgres" ? "postgres" : "sqlite";
const MEMBERS = Number(process.argv[3] ?? 100_000);
const ROWS = Number(process.argv[4] ?? 2_000_000);
const SAMPLES = 30;
const DAY = 24 * 60 * 60 * 1000;
/** SQLite: a data folder to seed once and keep, so that later runs time the same rows again. */
const KEEP = process.env.INSIGHT_BENCH_KEEP;

/** A repeatable stream of numbers from 0 to 1 (a linear congruential generator). */
function numbers(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * MEMBERS members over a year, ROWS progress rows among them (20 each on average): each
 * member goes through courses lesson by lesson and stops somewhere, most early; the
 * moments fall over the last year, a row's completion and position near each other.
 */
export async function seed(db: Database): Promise<void> {
  const { users, lessonProgress } = tables(db);
  const now = Date.now();
  const random = numbers(42);
  const courses = COURSE_SOURCES.map((course) => ({
    slug: course.slug,
    lessons: course.lessons.map((lesson) => lesson.slug),
  }));
  const perMember = ROWS / MEMBERS;
  const BATCH = 1000;
  let written = 0;
  for (let start = 0; start < MEMBERS; start += BATCH) {
    const members = Array.from({ length: Math.min(BATCH, MEMBERS - start) }, (_, offset) => ({
      id: randomUUID(),
      name: `Member ${start + offset}`,
      email: `member${start + offset}@example.com`,
      passwordHash: NO_PASSWORD_HASH,
      language: "english" as const,
      createdAt: new Date(now - Math.floor(random() * 365) * DAY),
    }));
    const rows: (typeof lessonProgress.$inferInsert)[] = [];
    for (const [index, member] of members.entries()) {
      // Spread the rows so that the total comes out at ROWS.
      const target = Math.round(perMember * (start + index + 1)) - Math.round(perMember * (start + index));
      let left = target;
      let course = Math.floor(random() * courses.length);
      while (left > 0) {
        const { slug, lessons } = courses[course % courses.length]!;
        const reached = Math.min(left, lessons.length);
        const active = now - random() * 365 * DAY;
        for (let lesson = 0; lesson < reached; lesson += 1) {
          const at = new Date(Math.min(now, active + lesson * 3_600_000));
          const completed = lesson < reached - 1 || random() < 0.3;
          const position = Math.floor(random() * 1500);
          rows.push({
            userId: member.id,
            courseSlug: slug,
            lessonSlug: lessons[lesson]!,
            completed,
            completedChangedAt: completed ? at : null,
            positionSeconds: position,
            positionChangedAt: at,
            watchedSeconds: Math.min(position + random() * 60, 1800),
            updatedAt: at,
          });
        }
        left -= reached;
        course += 1;
      }
    }
    await db.transaction(async (tx) => {
      await tx.insert(users).values(members);
      // Each row runs the summaries' triggers: small statements stay within the statement timeout.
      for (let from = 0; from < rows.length; from += 200)
        await tx.insert(lessonProgress).values(rows.slice(from, from + 200));
    });
    written += rows.length;
  }
  if (!isSqlite(db)) await db.execute(sql`vacuum analyze`);
  if (written !== ROWS) throw new Error(`seeded ${written} rows, not ${ROWS}`);
}

async function main() {
  const { opened, cleanup } = await openBenchDatabase(backend, "insight", KEEP);
  await withApi(opened, cleanup, async (origin) => {
    const { lessonProgress } = tables(opened.db);
    const [stored] = await opened.db.select({ rows: count() }).from(lessonProgress);
    const seedStarted = performance.now();
    // A kept folder seeded before holds its rows already.
    if (Number(stored?.rows ?? 0) === 0) await seed(opened.db);
    const seedMs = performance.now() - seedStarted;
    const { bearer } = await benchAdmin(origin, opened.db);
    const headers = { Authorization: `Bearer ${bearer}` };

    const first = COURSE_SOURCES[0]!.slug;
    const calls: Record<string, string> = {
      "overview, all time": "/api/insight/courses",
      "overview, 90 days": "/api/insight/courses?period=90",
      "overview, 30 days": "/api/insight/courses?period=30",
      "course, all time": `/api/insight/courses/${first}`,
      "course, 90 days": `/api/insight/courses/${first}?period=90`,
      "course, 30 days": `/api/insight/courses/${first}?period=30`,
      "CSV funnels, all time": "/api/insight/export/funnel",
      "CSV lessons, all time": `/api/insight/export/lessons?course=${first}`,
      "CSV funnels, 30 days": "/api/insight/export/funnel?period=30",
      "CSV lessons, 90 days": `/api/insight/export/lessons?course=${first}&period=90`,
    };
    const timed = await timeCalls(origin, headers, calls, SAMPLES, (response) => response.text());
    const results = Object.fromEntries(Object.entries(timed).map(([label, { last: _, ...timing }]) => [label, timing]));
    console.log(
      JSON.stringify({
        backend,
        members: MEMBERS,
        rows: ROWS,
        samples: SAMPLES,
        seedMs: Math.round(seedMs),
        calls: results,
      }),
    );
  });
}

// Run as a script; imported (to seed a database by hand), it does nothing of itself.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
