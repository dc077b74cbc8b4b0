import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { COURSE_SOURCES } from "@shared/courses";
import { createTestClient, registration } from "../api/testing/test-client";
import { useTestServer } from "../api/testing/test-server";
import type { Database } from "../db";
import { BACKENDS } from "../db/testing/test-database";
import { isSqlite, runStatement, tables } from "../db/tables";
import { activeMembersPerWeek, activeMembersPerWeekFromRows, courseDetail, courseFunnels, weekStart } from "./queries";

const DAY = 24 * 60 * 60 * 1000;
const [FIRST, SECOND] = COURSE_SOURCES;

/**
 * What the summaries must hold, counted again from `lesson_progress` itself: the same
 * keys as the triggers write (docs/decisions/042-course-insight.md), without the rows
 * whose count came back to zero.
 */
async function recount(db: Database) {
  const { lessonProgress } = tables(db);
  const rows = await db.select().from(lessonProgress);
  const lessons = new Map<string, number>();
  const members = new Map<string, { lessons: number; completed: number }>();
  const weeks = new Map<string, number>();
  const add = <T>(map: Map<string, T>, key: string, update: (value: T | undefined) => T) =>
    map.set(key, update(map.get(key)));
  for (const row of rows) {
    const lesson = `${row.courseSlug}/${row.lessonSlug}`;
    const plus = (n: number | undefined) => (n ?? 0) + 1;
    add(lessons, `${lesson}/reached/0`, plus);
    if (row.completed) add(lessons, `${lesson}/completed/0`, plus);
    add(lessons, `${lesson}/share/${Math.trunc((row.watchedSeconds * 5) / 3)}`, plus);
    if (row.positionChangedAt) add(lessons, `${lesson}/stop/${Math.trunc(row.positionSeconds / 6)}`, plus);
    add(members, `${row.courseSlug}/${row.userId}`, (value) => ({
      lessons: (value?.lessons ?? 0) + 1,
      completed: (value?.completed ?? 0) + (row.completed ? 1 : 0),
    }));
    for (const moment of [row.positionChangedAt, row.completedChangedAt])
      if (moment) add(weeks, `${weekStart(moment).getTime()}/${row.userId}`, plus);
  }
  return { lessons, members, weeks };
}

async function summaries(db: Database) {
  const { insightLessonCounts, insightCourseMembers, insightMemberWeeks } = tables(db);
  const [lessonRows, memberRows, weekRows] = await Promise.all([
    db.select().from(insightLessonCounts),
    db.select().from(insightCourseMembers),
    db.select().from(insightMemberWeeks),
  ]);
  return {
    lessons: new Map(
      lessonRows
        .filter((row) => row.members !== 0)
        .map((row) => [`${row.courseSlug}/${row.lessonSlug}/${row.measure}/${row.value}`, row.members]),
    ),
    members: new Map(
      memberRows.map((row) => [`${row.courseSlug}/${row.userId}`, { lessons: row.lessons, completed: row.completed }]),
    ),
    weeks: new Map(weekRows.map((row) => [`${row.week.getTime()}/${row.userId}`, row.moments])),
  };
}

describe.each(BACKENDS)("the insight summaries on %s", (backend) => {
  const context = useTestServer(backend);

  async function member() {
    const client = createTestClient(context.server.origin);
    const body = registration();
    const registered = await client.call("/register", { body });
    const bearer = registered.json.accessToken as string;
    const ago = (days: number) => new Date(context.server.clock.now().getTime() - days * DAY).toISOString();
    const report = async (...lessons: Record<string, unknown>[]) => {
      const result = await client.call("", { base: "/api/progress", bearer, body: { lessons } });
      expect(result.status, JSON.stringify(result.json)).toBe(200);
    };
    const play = (course: string, lesson: string, position: number, watched: number, daysAgo = 0) =>
      report({ course, lesson, position: { seconds: position, at: ago(daysAgo) }, watchedSeconds: watched });
    const complete = (course: string, lessons: string[], value = true, daysAgo = 0) =>
      report(...lessons.map((lesson) => ({ course, lesson, completed: { value, at: ago(daysAgo) } })));
    const remove = async () => {
      const result = await client.call("/me", { method: "DELETE", bearer, body: { password: body.password } });
      expect(result.status, JSON.stringify(result.json)).toBe(200);
    };
    return { play, complete, remove, email: body.email };
  }

  /** The summaries equal a recount, and every view reads the same figures from them as from the rows. */
  async function expectSummariesRight() {
    const db = context.database.db;
    const [expected, actual] = await Promise.all([recount(db), summaries(db)]);
    expect(actual.lessons).toEqual(expected.lessons);
    expect(actual.members).toEqual(expected.members);
    expect(actual.weeks).toEqual(expected.weeks);
    // From the rows: "since 1970" takes the queries' path over lesson_progress.
    const epoch = new Date(0);
    const funnels = (await courseFunnels(db, undefined)).filter((funnel) => funnel.started > 0);
    expect(funnels).toEqual((await courseFunnels(db, epoch)).filter((funnel) => funnel.started > 0));
    for (const course of [FIRST!, SECOND!])
      expect(await courseDetail(db, course.slug, undefined)).toEqual(await courseDetail(db, course.slug, epoch));
    const now = context.server.clock.now();
    expect(await activeMembersPerWeek(db, now)).toEqual(await activeMembersPerWeekFromRows(db, now));
  }

  test("stay equal to a recount through writes, an undo and a member's deletion", async () => {
    const first = FIRST!.lessons.map((lesson) => lesson.slug);
    const second = SECOND!.lessons.map((lesson) => lesson.slug);
    const [ada, ben, cem] = [await member(), await member(), await member()];

    await ada.play(FIRST!.slug, first[0]!, 40, 48, 10);
    await ada.play(FIRST!.slug, first[1]!, 190, 120.3, 3);
    await ben.play(FIRST!.slug, first[0]!, 480, 540, 30);
    await ben.complete(FIRST!.slug, first, true, 20);
    await cem.play(SECOND!.slug, second[0]!, 75, 75, 2);
    await cem.complete(SECOND!.slug, [second[0]!], true, 2);
    await expectSummariesRight();
    expect((await courseFunnels(context.database.db, undefined))[0]).toMatchObject({ started: 2, completed: 1 });

    // A later position moves the stop and the week; an older report changes nothing.
    await ada.play(FIRST!.slug, first[0]!, 300, 310, 1);
    await ada.play(FIRST!.slug, first[0]!, 10, 10, 40);
    await ada.complete(FIRST!.slug, [first[0]!], true, 1);
    await expectSummariesRight();

    // An undone completion: the course is no longer completed, the lesson one fewer.
    await ben.complete(FIRST!.slug, [first[1]!], false, 0);
    await expectSummariesRight();
    expect((await courseFunnels(context.database.db, undefined))[0]).toMatchObject({ started: 2, completed: 0 });

    // A deleted member leaves no row behind in any summary.
    await cem.remove();
    await expectSummariesRight();
    const db = context.database.db;
    const { insightCourseMembers, insightMemberWeeks, users } = tables(db);
    const ids = new Set((await db.select({ id: users.id }).from(users)).map((row) => row.id));
    for (const row of [
      ...(await db.select().from(insightCourseMembers)),
      ...(await db.select().from(insightMemberWeeks)),
    ])
      expect(ids.has(row.userId)).toBe(true);
  });

  test("the migration fills them from the rows already stored", async () => {
    const db = context.database.db;
    const someone = await member();
    await someone.play(SECOND!.slug, SECOND!.lessons[1]!.slug, 61, 62, 8);
    await someone.complete(SECOND!.slug, [SECOND!.lessons[1]!.slug], true, 8);
    const { insightLessonCounts, insightCourseMembers, insightMemberWeeks } = tables(db);
    await db.delete(insightLessonCounts);
    await db.delete(insightCourseMembers);
    await db.delete(insightMemberWeeks);
    // Its statements that fill the summaries, run again on what the table holds now.
    const folder = path.join(import.meta.dirname, "../db", isSqlite(db) ? "sqlite-migrations" : "migrations");
    const file = readdirSync(folder).find((name) => name.endsWith("_insight-summaries.sql"))!;
    const fills = readFileSync(path.join(folder, file), "utf8")
      .split("--> statement-breakpoint")
      .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
      .filter((statement) => statement.startsWith("INSERT INTO"));
    expect(fills).toHaveLength(3);
    for (const statement of fills) await runStatement(db, sql.raw(statement));
    await expectSummariesRight();
  });
});
