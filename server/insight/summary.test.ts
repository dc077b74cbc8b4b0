import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { COURSE_SOURCES } from "@shared/courses";
import { createTestClient, registration } from "../api/testing/test-client";
import { useTestServer } from "../api/testing/test-server";
import type { Database } from "../db";
import { changedCourses, courseFileLessons, refillStatements, writeInsightLessons } from "../db/insight-lessons";
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
  const members = new Map<string, Member>();
  const weeks = new Map<string, number>();
  const days = new Map<string, number>();
  const minutes = new Map(
    courseFileLessons().map((lesson) => [`${lesson.courseSlug}/${lesson.lessonSlug}`, lesson.videoMinutes]),
  );
  const dayOf = (moment: Date) => moment.getTime() - (moment.getTime() % DAY);
  const later = (a: Date | null | undefined, b: Date | null | undefined) => (!a ? (b ?? null) : !b || a > b ? a : b);
  const add = <T>(map: Map<string, T>, key: string, update: (value: T | undefined) => T) =>
    map.set(key, update(map.get(key)));
  for (const row of rows) {
    const lesson = `${row.courseSlug}/${row.lessonSlug}`;
    const plus = (n: number | undefined) => (n ?? 0) + 1;
    add(lessons, `${lesson}/reached/0`, plus);
    if (row.completed) add(lessons, `${lesson}/completed/0`, plus);
    add(lessons, `${lesson}/share/${Math.trunc((row.watchedSeconds * 5) / 3)}`, plus);
    if (row.positionChangedAt) add(lessons, `${lesson}/stop/${Math.trunc(row.positionSeconds / 6)}`, plus);
    for (const moment of [row.positionChangedAt, row.completedChangedAt])
      if (moment) add(weeks, `${weekStart(moment).getTime()}/${row.userId}`, plus);
    // Only the lessons the course files list count for a course's members and per day.
    const length = minutes.get(lesson);
    if (length === undefined) continue;
    const latest = later(row.positionChangedAt, row.completedChangedAt);
    add(members, `${row.courseSlug}/${row.userId}`, (value) => ({
      lessons: (value?.lessons ?? 0) + 1,
      completed: (value?.completed ?? 0) + (row.completed ? 1 : 0),
      activeAt: later(value?.activeAt, latest),
      completedAt: later(value?.completedAt, row.completed ? row.completedChangedAt : null),
    }));
    const day = (measure: string, moment: Date, value: number) =>
      add(days, `${row.courseSlug}/${measure}/${dayOf(moment)}/${row.lessonSlug}/${value}`, plus);
    const seconds = length * 60;
    if (latest) day("reached", latest, 0);
    if (row.completed && row.completedChangedAt) day("completed", row.completedChangedAt, 0);
    if (seconds > 0 && latest)
      day("share", latest, row.watchedSeconds >= seconds ? 100 : Math.floor((row.watchedSeconds * 100) / seconds));
    if (seconds > 0 && row.positionChangedAt)
      day(
        "stop",
        row.positionChangedAt,
        row.positionSeconds >= seconds ? 9 : Math.floor((row.positionSeconds * 10) / seconds),
      );
  }
  return { lessons, members, weeks, days };
}

interface Member {
  lessons: number;
  completed: number;
  activeAt: Date | null;
  completedAt: Date | null;
}

async function summaries(db: Database) {
  const { insightLessonCounts, insightCourseMembers, insightMemberWeeks, insightLessonDays } = tables(db);
  const [lessonRows, memberRows, weekRows, dayRows] = await Promise.all([
    db.select().from(insightLessonCounts),
    db.select().from(insightCourseMembers),
    db.select().from(insightMemberWeeks),
    db.select().from(insightLessonDays),
  ]);
  return {
    lessons: new Map(
      lessonRows
        .filter((row) => row.members !== 0)
        .map((row) => [`${row.courseSlug}/${row.lessonSlug}/${row.measure}/${row.value}`, row.members]),
    ),
    members: new Map<string, Member>(
      memberRows.map((row) => [
        `${row.courseSlug}/${row.userId}`,
        { lessons: row.lessons, completed: row.completed, activeAt: row.activeAt, completedAt: row.completedAt },
      ]),
    ),
    weeks: new Map(weekRows.map((row) => [`${row.week.getTime()}/${row.userId}`, row.moments])),
    // A row whose count came back to zero is removed by the triggers; none may stay.
    days: new Map(
      dayRows.map((row) => [
        `${row.courseSlug}/${row.measure}/${row.day.getTime()}/${row.lessonSlug}/${row.value}`,
        row.members,
      ]),
    ),
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

  /**
   * The summaries equal a recount, and every view reads the same figures from them as from
   * the rows: all time, the last 30 and 90 days, and periods that begin on the days the
   * members were active (part of a day from the rows, the rest from the per-day counts).
   */
  async function expectSummariesRight() {
    const db = context.database.db;
    const [expected, actual] = await Promise.all([recount(db), summaries(db)]);
    expect(actual.lessons).toEqual(expected.lessons);
    expect(actual.members).toEqual(expected.members);
    expect(actual.weeks).toEqual(expected.weeks);
    expect(actual.days).toEqual(expected.days);
    const now = context.server.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    for (const since of [undefined, ago(90), ago(30), ago(2.5), ago(10), ago(20.25)]) {
      const label = since?.toISOString() ?? "all time";
      expect(await courseFunnels(db, since), label).toEqual(await courseFunnels(db, since, "rows"));
      for (const course of [FIRST!, SECOND!])
        expect(await courseDetail(db, course.slug, since), label).toEqual(
          await courseDetail(db, course.slug, since, "rows"),
        );
    }
    expect(await activeMembersPerWeek(db, now)).toEqual(await activeMembersPerWeekFromRows(db, now));
  }

  // Many writes, each followed by every view counted twice: slow on a busy machine.
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

    // A row of a lesson the course file does not list (one since removed) counts for neither
    // the course's members nor the per-day counts; all time, its lesson's counts keep it.
    const { lessonProgress } = tables(context.database.db);
    const [{ userId: benId } = { userId: "" }] = await context.database.db
      .select({ userId: lessonProgress.userId })
      .from(lessonProgress)
      .where(sql`${lessonProgress.positionSeconds} = 480`);
    await context.database.db.insert(lessonProgress).values({
      userId: benId,
      courseSlug: SECOND!.slug,
      lessonSlug: "a-lesson-since-removed",
      completed: true,
      completedChangedAt: context.server.clock.now(),
      positionSeconds: 30,
      positionChangedAt: context.server.clock.now(),
      watchedSeconds: 30,
      updatedAt: context.server.clock.now(),
    });
    await expectSummariesRight();
    expect((await courseFunnels(context.database.db, undefined))[1]).toMatchObject({ started: 1 });

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
  }, 120_000);

  test("a change of the course files' lessons counts what depends on them again", async () => {
    const db = context.database.db;
    const someone = await member();
    await someone.play(FIRST!.slug, FIRST!.lessons[0]!.slug, 100, 100, 3);
    await someone.complete(FIRST!.slug, [FIRST!.lessons[0]!.slug], true, 3);
    expect(await writeInsightLessons(db)).toBe(false);
    // As if a video had been 1 minute long and a lesson not listed: the start puts it right.
    const { insightLessons } = tables(db);
    await db.update(insightLessons).set({ videoMinutes: 1 });
    await db.delete(insightLessons).where(sql`${insightLessons.lessonSlug} = ${FIRST!.lessons[1]!.slug}`);
    expect(await writeInsightLessons(db)).toBe(true);
    await expectSummariesRight();
  });

  test("a change of one course's lessons counts only that course again", async () => {
    const db = context.database.db;
    const someone = await member();
    await someone.play(FIRST!.slug, FIRST!.lessons[0]!.slug, 100, 100, 3);
    await someone.play(SECOND!.slug, SECOND!.lessons[0]!.slug, 50, 50, 4);
    const { insightLessons, insightLessonDays } = tables(db);
    // A mark in the other course's summary: it survives only if that course is not counted again.
    const ofSecond = sql`${insightLessonDays.courseSlug} = ${SECOND!.slug}`;
    const marked = await db
      .update(insightLessonDays)
      .set({ members: sql`${insightLessonDays.members} + 1000` })
      .where(ofSecond)
      .returning();
    expect(marked.length).toBeGreaterThan(0);
    await db
      .update(insightLessons)
      .set({ videoMinutes: 1 })
      .where(sql`${insightLessons.courseSlug} = ${FIRST!.slug}`);
    expect(changedCourses(await db.select().from(insightLessons), courseFileLessons())).toEqual([FIRST!.slug]);
    expect(await writeInsightLessons(db)).toBe(true);

    const second = await db.select().from(insightLessonDays).where(ofSecond);
    expect(second).toHaveLength(marked.length);
    for (const row of second) expect(row.members).toBeGreaterThan(1000);
    // With the mark taken out again, every summary equals the recount: the changed course was counted right.
    await db
      .update(insightLessonDays)
      .set({ members: sql`${insightLessonDays.members} - 1000` })
      .where(ofSecond);
    await expectSummariesRight();
  });

  test("the migrations and the first start fill them from the rows already stored", async () => {
    const db = context.database.db;
    const someone = await member();
    await someone.play(SECOND!.slug, SECOND!.lessons[1]!.slug, 61, 62, 8);
    await someone.complete(SECOND!.slug, [SECOND!.lessons[1]!.slug], true, 8);
    const { insightLessonCounts, insightCourseMembers, insightMemberWeeks, insightLessonDays } = tables(db);
    await db.delete(insightLessonCounts);
    await db.delete(insightCourseMembers);
    await db.delete(insightMemberWeeks);
    await db.delete(insightLessonDays);
    // Its statements that fill the summaries, run again on what the table holds now.
    const folder = path.join(import.meta.dirname, "../db", isSqlite(db) ? "sqlite-migrations" : "migrations");
    const file = readdirSync(folder).find((name) => name.endsWith("_insight-summaries.sql"))!;
    const fills = readFileSync(path.join(folder, file), "utf8")
      .split("--> statement-breakpoint")
      .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
      .filter((statement) => statement.startsWith("INSERT INTO"));
    expect(fills).toHaveLength(3);
    for (const statement of fills) await runStatement(db, sql.raw(statement));
    // Then the start after the per-day migration finds no lessons written yet and fills the rest.
    for (const statement of refillStatements(db)) await runStatement(db, statement);
    await expectSummariesRight();
  });
});
