import { and, count, countDistinct, eq, gt, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { COURSE_SOURCES } from "@shared/courses";
import {
  ACTIVE_WEEKS,
  type ActiveWeek,
  type CourseFunnel,
  type InsightPeriod,
  type LessonDetail,
  STOP_BUCKETS,
} from "@shared/course-insight";
import type { Database } from "../db";
import { videoSeconds } from "../db/insight-lessons";
import { momentValue, tables } from "../db/tables";

/**
 * The owner's view of the stored lesson progress (docs/decisions/042-course-insight.md):
 * figures counted by the database in grouped queries, written once for SQLite and
 * PostgreSQL alike. They read the summaries that triggers keep beside `lesson_progress`
 * (a few thousand rows per view): all time the all-time counts; a period the members'
 * latest moments per course and the per-day counts of its whole days, plus the progress
 * rows of the part of a day it begins with (through the indexes on their moments). The
 * same figures can be counted from the rows alone (`from: "rows"`); the tests compare.
 */

/** Where the figures come from: the summaries (as the views do), or the progress rows themselves. */
export type Source = "summaries" | "rows";

/** Moments from `since` (all time when undefined) up to `until` (open; now when undefined). */
interface Window {
  since: Date | undefined;
  until?: Date;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment a period counts, or undefined for all time. */
export function periodStart(period: InsightPeriod, now: Date): Date | undefined {
  return period === "all" ? undefined : new Date(now.getTime() - Number(period) * DAY_MS);
}

/**
 * A period split where the per-day summary takes over: its whole days from `whole` (the
 * next midnight, UTC) on, and the part of a day before, read from the rows (undefined
 * when the period begins at midnight).
 */
function splitAtMidnight(since: Date): { whole: Date; part: Window | undefined } {
  const whole = new Date(Math.ceil(since.getTime() / DAY_MS) * DAY_MS);
  return { whole, part: whole.getTime() > since.getTime() ? { since, until: whole } : undefined };
}

/**
 * Only rows of lessons the course files list count: progress of a lesson since removed
 * would otherwise make a course look completed or a funnel longer than the course.
 */
function listedLessons(db: Database, courses = COURSE_SOURCES): SQL {
  const { lessonProgress } = tables(db);
  return or(
    ...courses.map((course) =>
      and(
        eq(lessonProgress.courseSlug, course.slug),
        sql`${lessonProgress.lessonSlug} in (${sql.join(
          course.lessons.map((lesson) => sql`${lesson.slug}`),
          sql`, `,
        )})`,
      ),
    ),
  )!;
}

/**
 * A row touched in the window: its latest moment (position saved, completed or undone)
 * falls into it. Written as ranges on each moment, so the indexes on them answer.
 */
function touchedIn(db: Database, { since, until }: Window): SQL | undefined {
  if (!since) return undefined;
  const { lessonProgress: p } = tables(db);
  if (!until) return or(gte(p.positionChangedAt, since), gte(p.completedChangedAt, since));
  return and(
    or(
      and(gte(p.positionChangedAt, since), lt(p.positionChangedAt, until)),
      and(gte(p.completedChangedAt, since), lt(p.completedChangedAt, until)),
    ),
    or(isNull(p.positionChangedAt), lt(p.positionChangedAt, until)),
    or(isNull(p.completedChangedAt), lt(p.completedChangedAt, until)),
  );
}

/** 1 for a completed row (in a window: completed within it), else 0. */
function completedFlag(db: Database, { since, until }: Window): SQL<number> {
  const { lessonProgress } = tables(db);
  const from = since ? sql` and ${lessonProgress.completedChangedAt} >= ${momentValue(db, since)}` : sql``;
  const to = until ? sql` and ${lessonProgress.completedChangedAt} < ${momentValue(db, until)}` : sql``;
  return sql<number>`case when ${lessonProgress.completed}${from}${to} then 1 else 0 end`;
}

type LessonCounts = Map<string, { reached: number; completed: number }>;

/** Adds the counts of `more` to `into`. */
function addCounts(into: LessonCounts, more: LessonCounts): LessonCounts {
  for (const [key, row] of more) {
    const lesson = into.get(key) ?? { reached: 0, completed: 0 };
    into.set(key, {
      reached: lesson.reached + Number(row.reached),
      completed: lesson.completed + Number(row.completed),
    });
  }
  return into;
}

/** Per lesson of each course: who reached it and who completed it. */
async function lessonCounts(db: Database, since: Date | undefined, courses: typeof COURSE_SOURCES, from: Source) {
  const { insightLessonCounts: counts, insightLessonDays: days } = tables(db);
  if (from === "rows") return lessonCountsFromRows(db, { since }, courses);
  const slugs = courses.map((course) => course.slug);
  const summed = (rows: { course: string; lesson: string; measure: string; members: number }[]) => {
    const lessons: LessonCounts = new Map();
    for (const row of rows) {
      const key = `${row.course}/${row.lesson}`;
      const lesson = lessons.get(key) ?? { reached: 0, completed: 0 };
      lesson[row.measure as "reached" | "completed"] += Number(row.members);
      lessons.set(key, lesson);
    }
    return lessons;
  };
  if (!since)
    return summed(
      await db
        .select({
          course: counts.courseSlug,
          lesson: counts.lessonSlug,
          measure: counts.measure,
          members: counts.members,
        })
        .from(counts)
        .where(and(inArray(counts.courseSlug, slugs), inArray(counts.measure, ["reached", "completed"]))),
    );
  const { whole, part } = splitAtMidnight(since);
  const [wholeDays, partDay] = await Promise.all([
    db
      .select({
        course: days.courseSlug,
        lesson: days.lessonSlug,
        measure: days.measure,
        members: sql<number>`sum(${days.members})`.mapWith(Number),
      })
      .from(days)
      .where(
        and(inArray(days.courseSlug, slugs), inArray(days.measure, ["reached", "completed"]), gte(days.day, whole)),
      )
      .groupBy(days.courseSlug, days.lessonSlug, days.measure),
    part ? lessonCountsFromRows(db, part, courses) : new Map(),
  ]);
  return addCounts(summed(wholeDays), partDay);
}

/** The same counted from the rows touched in the window. */
async function lessonCountsFromRows(db: Database, window: Window, courses: typeof COURSE_SOURCES) {
  const { lessonProgress } = tables(db);
  const rows = await db
    .select({
      course: lessonProgress.courseSlug,
      lesson: lessonProgress.lessonSlug,
      reached: count(),
      completed: sql<number>`sum(${completedFlag(db, window)})`.mapWith(Number),
    })
    .from(lessonProgress)
    .where(and(listedLessons(db, courses), touchedIn(db, window)))
    .groupBy(lessonProgress.courseSlug, lessonProgress.lessonSlug);
  return addCounts(new Map(), new Map(rows.map((row) => [`${row.course}/${row.lesson}`, row])));
}

/** Per course: the members who reached any of its lessons, and those who completed all of them. */
async function courseCounts(db: Database, since: Date | undefined, courses: typeof COURSE_SOURCES, from: Source) {
  const { insightCourseMembers: members } = tables(db);
  if (from === "rows") return courseCountsFromRows(db, since, courses);
  const slugs = courses.map((course) => course.slug);
  if (!since) {
    // Members per number of lessons completed: a handful of rows per course.
    const rows = await db
      .select({ course: members.courseSlug, lessons: members.completed, members: count() })
      .from(members)
      .where(inArray(members.courseSlug, slugs))
      .groupBy(members.courseSlug, members.completed);
    const started = new Map<string, number>();
    const completed = new Map<string, number>();
    for (const row of rows) {
      started.set(row.course, (started.get(row.course) ?? 0) + Number(row.members));
      const course = courses.find((candidate) => candidate.slug === row.course);
      if (course && row.lessons === course.lessons.length)
        completed.set(row.course, (completed.get(row.course) ?? 0) + Number(row.members));
    }
    return { started, completed };
  }
  // Each member's latest moment and latest completion per course: a range of an index each.
  const [started, completed] = await Promise.all([
    db
      .select({ course: members.courseSlug, members: count() })
      .from(members)
      .where(and(inArray(members.courseSlug, slugs), gte(members.activeAt, since)))
      .groupBy(members.courseSlug),
    db
      .select({ course: members.courseSlug, members: count() })
      .from(members)
      .where(
        and(
          or(
            ...courses.map((course) =>
              and(eq(members.courseSlug, course.slug), eq(members.completed, course.lessons.length)),
            ),
          ),
          gte(members.completedAt, since),
        ),
      )
      .groupBy(members.courseSlug),
  ]);
  return {
    started: new Map(started.map((row) => [row.course, Number(row.members)])),
    completed: new Map(completed.map((row) => [row.course, Number(row.members)])),
  };
}

/** The same counted from the rows: members per course, and those whose listed lessons are all completed. */
async function courseCountsFromRows(db: Database, since: Date | undefined, courses: typeof COURSE_SOURCES) {
  const { lessonProgress } = tables(db);
  const listed = listedLessons(db, courses);
  const lessonsOfCourse = sql`case ${lessonProgress.courseSlug} ${sql.join(
    courses.map((course) => sql`when ${course.slug} then ${sql.raw(String(course.lessons.length))}`),
    sql` `,
  )} end`;
  // A course counts as completed in a period when its last lesson completed falls into it.
  const completedInPeriod = since
    ? sql` and max(${lessonProgress.completedChangedAt}) >= ${momentValue(db, since)}`
    : sql``;
  const finishers = db
    .select({ course: lessonProgress.courseSlug })
    .from(lessonProgress)
    .where(and(listed, eq(lessonProgress.completed, true)))
    .groupBy(lessonProgress.courseSlug, lessonProgress.userId)
    .having(sql`count(*) = ${lessonsOfCourse}${completedInPeriod}`)
    .as("finishers");
  const [started, completed] = await Promise.all([
    db
      .select({ course: lessonProgress.courseSlug, members: countDistinct(lessonProgress.userId) })
      .from(lessonProgress)
      .where(and(listed, touchedIn(db, { since })))
      .groupBy(lessonProgress.courseSlug),
    db.select({ course: finishers.course, members: count() }).from(finishers).groupBy(finishers.course),
  ]);
  return {
    started: new Map(started.map((row) => [row.course, Number(row.members)])),
    completed: new Map(completed.map((row) => [row.course, Number(row.members)])),
  };
}

/** Every course's funnel, lesson by lesson in the order of the course, for the period from `since`. */
export async function courseFunnels(
  db: Database,
  since: Date | undefined,
  from: Source = "summaries",
): Promise<CourseFunnel[]> {
  return funnelsOf(db, since, COURSE_SOURCES, from);
}

async function funnelsOf(db: Database, since: Date | undefined, courses: typeof COURSE_SOURCES, from: Source) {
  const [lessons, totals] = await Promise.all([
    lessonCounts(db, since, courses, from),
    courseCounts(db, since, courses, from),
  ]);
  return courses.map((course) => ({
    course: course.slug,
    started: totals.started.get(course.slug) ?? 0,
    completed: totals.completed.get(course.slug) ?? 0,
    lessons: course.lessons.map((lesson) => {
      const row = lessons.get(`${course.slug}/${lesson.slug}`);
      return { lesson: lesson.slug, reached: row?.reached ?? 0, completed: row?.completed ?? 0 };
    }),
  }));
}

/** The lessons with a video and their lengths, as a CASE on the lesson's slug; undefined when none has one. */
function lengthOfLesson(db: Database, lessons: { slug: string; seconds: number }[]) {
  const { lessonProgress } = tables(db);
  if (lessons.length === 0) return undefined;
  // Whole seconds written into the SQL: PostgreSQL divides integers as integers only when
  // both sides are known to be integers, which a parameter is not.
  return sql`case ${lessonProgress.lessonSlug} ${sql.join(
    lessons.map((lesson) => sql`when ${lesson.slug} then ${sql.raw(String(lesson.seconds))}`),
    sql` `,
  )} end`;
}

/** The median of values counted in a histogram (value → how many), the mean of the two middle ones for an even count. */
export function medianOfCounts(counts: Map<number, number>): number | null {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const sorted = [...counts.entries()].sort((a, b) => a[0] - b[0]);
  const at = (index: number) => {
    let seen = 0;
    for (const [value, n] of sorted) {
      seen += n;
      if (index < seen) return value;
    }
    return sorted.at(-1)![0];
  };
  return (at(Math.floor((total - 1) / 2)) + at(Math.floor(total / 2))) / 2;
}

type Histogram = { lesson: string; value: number; members: number }[];

/**
 * One course's funnel with each lesson's details: the median share watched and where the
 * last positions lie. Both come from histograms the database counts (the share in whole
 * percent, the position in tenths of the video), so no member's row leaves the database
 * and the cost does not grow with the number of distinct values.
 */
export async function courseDetail(
  db: Database,
  courseSlug: string,
  since: Date | undefined,
  from: Source = "summaries",
): Promise<(CourseFunnel & { lessons: LessonDetail[] }) | undefined> {
  const course = COURSE_SOURCES.find((candidate) => candidate.slug === courseSlug);
  if (!course) return undefined;
  const videos = course.lessons
    .map((lesson) => ({ slug: lesson.slug, seconds: videoSeconds(course.slug, lesson.slug) }))
    .filter((lesson) => lesson.seconds > 0);
  const histograms = async (measure: "share" | "stop"): Promise<Histogram> => {
    if (videos.length === 0) return [];
    if (from === "rows") return histogramFromRows(db, course.slug, measure, videos, { since });
    if (!since) return histogramsOf(db, course.slug, measure, videos);
    const { whole, part } = splitAtMidnight(since);
    const [days, rows] = await Promise.all([
      histogramOfDays(db, course.slug, measure, whole),
      part ? histogramFromRows(db, course.slug, measure, videos, part) : [],
    ]);
    return [...days, ...rows];
  };
  const [[funnel], shares, stops] = await Promise.all([
    funnelsOf(db, since, [course], from),
    histograms("share"),
    histograms("stop"),
  ]);
  const histogram = (rows: Histogram, lesson: string) => {
    const values = new Map<number, number>();
    for (const row of rows)
      if (row.lesson === lesson) values.set(row.value, (values.get(row.value) ?? 0) + Number(row.members));
    return values;
  };
  return {
    ...funnel!,
    lessons: funnel!.lessons.map((step) => {
      const seconds = videoSeconds(course.slug, step.lesson);
      const median = seconds > 0 ? medianOfCounts(histogram(shares, step.lesson)) : null;
      const parts = histogram(stops, step.lesson);
      return {
        ...step,
        videoSeconds: seconds,
        medianWatched: median === null ? null : median / 100,
        stops: Array.from({ length: seconds > 0 ? STOP_BUCKETS : 0 }, (_, index) => parts.get(index) ?? 0),
      };
    }),
  };
}

/**
 * A histogram counted from the rows of the course's video lessons in the window: the share
 * watched of the rows touched in it, in whole percent; or where members stopped, the last
 * position saved in it, in tenths of the video.
 */
async function histogramFromRows(
  db: Database,
  courseSlug: string,
  measure: "share" | "stop",
  videos: { slug: string; seconds: number }[],
  window: Window,
): Promise<Histogram> {
  const { lessonProgress } = tables(db);
  const length = lengthOfLesson(db, videos)!;
  const ofVideos = and(
    eq(lessonProgress.courseSlug, courseSlug),
    inArray(
      lessonProgress.lessonSlug,
      videos.map((lesson) => lesson.slug),
    ),
  );
  if (measure === "share") {
    const share = sql<number>`case when ${lessonProgress.watchedSeconds} >= ${length} then 100 else cast(floor(${lessonProgress.watchedSeconds} * 100 / ${length}) as integer) end`;
    return db
      .select({ lesson: lessonProgress.lessonSlug, value: share.mapWith(Number), members: count() })
      .from(lessonProgress)
      .where(and(ofVideos, touchedIn(db, window)))
      .groupBy(sql`1, 2`);
  }
  const part = sql<number>`case when ${lessonProgress.positionSeconds} >= ${length} then ${sql.raw(String(STOP_BUCKETS - 1))} else (${lessonProgress.positionSeconds} * ${sql.raw(String(STOP_BUCKETS))}) / ${length} end`;
  const { since, until } = window;
  return db
    .select({ lesson: lessonProgress.lessonSlug, value: part.mapWith(Number), members: count() })
    .from(lessonProgress)
    .where(
      and(
        ofVideos,
        isNotNull(lessonProgress.positionChangedAt),
        since ? gte(lessonProgress.positionChangedAt, since) : undefined,
        until ? lt(lessonProgress.positionChangedAt, until) : undefined,
      ),
    )
    .groupBy(sql`1, 2`);
}

/**
 * A course's histogram over the whole days from `whole` on, from the per-day summary: the
 * triggers keep it in whole percent and tenths of the video already (insight_lessons holds
 * the lengths), so the database only adds the days up.
 */
async function histogramOfDays(
  db: Database,
  courseSlug: string,
  measure: "share" | "stop",
  whole: Date,
): Promise<Histogram> {
  const { insightLessonDays: days } = tables(db);
  return db
    .select({
      lesson: days.lessonSlug,
      value: days.value,
      members: sql<number>`sum(${days.members})`.mapWith(Number),
    })
    .from(days)
    .where(and(eq(days.courseSlug, courseSlug), eq(days.measure, measure), gte(days.day, whole)))
    .groupBy(days.lessonSlug, days.value);
}

/**
 * A course's summarised histogram (all time) in the units of the views: the share in whole
 * percent and the position in tenths of the video. The summary counts seconds watched in
 * hundredths of a minute and positions in tenths of one; a video lasts whole minutes (k),
 * so hundredths / k is exactly the whole percent and tenths / k the tenth (integer
 * division). The database merges them, so at most 101 rows per lesson leave it.
 */
async function histogramsOf(
  db: Database,
  courseSlug: string,
  measure: "share" | "stop",
  videos: { slug: string; seconds: number }[],
): Promise<Histogram> {
  const { insightLessonCounts: counts } = tables(db);
  const minutes = sql`case ${counts.lessonSlug} ${sql.join(
    videos.map((lesson) => sql`when ${lesson.slug} then ${sql.raw(String(lesson.seconds / 60))}`),
    sql` `,
  )} end`;
  const top = measure === "share" ? 100 : STOP_BUCKETS - 1;
  const value = sql<number>`case when ${counts.value} / ${minutes} >= ${sql.raw(String(top))} then ${sql.raw(String(top))} else ${counts.value} / ${minutes} end`;
  return db
    .select({
      lesson: counts.lessonSlug,
      value: value.mapWith(Number),
      members: sql<number>`sum(${counts.members})`.mapWith(Number),
    })
    .from(counts)
    .where(
      and(
        eq(counts.courseSlug, courseSlug),
        eq(counts.measure, measure),
        inArray(
          counts.lessonSlug,
          videos.map((lesson) => lesson.slug),
        ),
      ),
    )
    .groupBy(sql`1, 2`);
}

/** Monday 00:00 UTC of the week a moment falls in. */
export function weekStart(moment: Date): Date {
  const day = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/**
 * Members active in each of the last ACTIVE_WEEKS weeks (Monday to Sunday, UTC), oldest
 * first: who played a lesson (its position saved) or completed or undid one that week. The
 * table keeps the last moment of each per lesson, so a member who returns to the same
 * lesson counts in the week of the later visit only.
 */
export async function activeMembersPerWeek(db: Database, now: Date): Promise<ActiveWeek[]> {
  const { insightMemberWeeks: weeks } = tables(db);
  const first = new Date(weekStart(now).getTime() - (ACTIVE_WEEKS - 1) * WEEK_MS);
  const starts = Array.from({ length: ACTIVE_WEEKS }, (_, index) => new Date(first.getTime() + index * WEEK_MS));
  // The summary holds a row per member and week they were active in.
  const rows = await db
    .select({ week: weeks.week, members: count() })
    .from(weeks)
    .where(and(gte(weeks.week, first), gt(weeks.moments, 0)))
    .groupBy(weeks.week);
  const byWeek = new Map(rows.map((row) => [new Date(row.week).getTime(), Number(row.members)]));
  return starts.map((start) => ({
    weekStart: start.toISOString().slice(0, 10),
    members: byWeek.get(start.getTime()) ?? 0,
  }));
}

/** The same figures counted from `lesson_progress` itself: what the summary must equal. */
export async function activeMembersPerWeekFromRows(db: Database, now: Date): Promise<ActiveWeek[]> {
  const { lessonProgress } = tables(db);
  const first = new Date(weekStart(now).getTime() - (ACTIVE_WEEKS - 1) * WEEK_MS);
  const starts = Array.from({ length: ACTIVE_WEEKS + 1 }, (_, index) => new Date(first.getTime() + index * WEEK_MS));
  const within = (column: typeof lessonProgress.positionChangedAt, index: number) =>
    sql`(${column} >= ${momentValue(db, starts[index]!)} and ${column} < ${momentValue(db, starts[index + 1]!)})`;
  // One pass over the recent rows: each week counts its members once, however many lessons they touched.
  const columns = Object.fromEntries(
    Array.from({ length: ACTIVE_WEEKS }, (_, index) => [
      `w${index}`,
      sql<number>`count(distinct case when ${within(lessonProgress.positionChangedAt, index)} or ${within(lessonProgress.completedChangedAt, index)} then ${lessonProgress.userId} end)`.mapWith(
        Number,
      ),
    ]),
  );
  const [row] = await db
    .select(columns)
    .from(lessonProgress)
    .where(or(gte(lessonProgress.positionChangedAt, first), gte(lessonProgress.completedChangedAt, first)));
  return starts.slice(0, ACTIVE_WEEKS).map((start, index) => ({
    weekStart: start.toISOString().slice(0, 10),
    members: Number(row?.[`w${index}`] ?? 0),
  }));
}
