import { and, count, countDistinct, eq, gt, gte, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { COURSE_SOURCES, findLessonSource } from "@shared/courses";
import { TEXT_ONLY } from "@shared/courses/text-only";
import {
  ACTIVE_WEEKS,
  type ActiveWeek,
  type CourseFunnel,
  type InsightPeriod,
  type LessonDetail,
  STOP_BUCKETS,
} from "@shared/course-insight";
import type { Database } from "../db";
import { momentValue, tables } from "../db/tables";

/**
 * The owner's view of the stored lesson progress (docs/decisions/042-course-insight.md):
 * figures counted by the database in grouped queries, written once for SQLite and
 * PostgreSQL alike. All time reads the summaries that triggers keep beside
 * `lesson_progress` (a few thousand rows); the 30 and 90 days read the progress rows
 * touched since then through the indexes on their moments.
 */

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment a period counts, or undefined for all time. */
export function periodStart(period: InsightPeriod, now: Date): Date | undefined {
  return period === "all" ? undefined : new Date(now.getTime() - Number(period) * DAY_MS);
}

/** A lesson's video length in seconds: its minutes in the course file; none without a video. */
export function videoSeconds(courseSlug: string, lessonSlug: string): number {
  const lesson = findLessonSource(courseSlug, lessonSlug);
  if (!lesson) return 0;
  const hasVideo = lesson.videoId.en !== TEXT_ONLY || lesson.videoId.de !== TEXT_ONLY;
  return hasVideo ? lesson.duration * 60 : 0;
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

/** A row touched in the period: played (its position saved) or completed or undone since `since`. */
function activeSince(db: Database, since: Date | undefined): SQL | undefined {
  if (!since) return undefined;
  const { lessonProgress } = tables(db);
  return or(gte(lessonProgress.positionChangedAt, since), gte(lessonProgress.completedChangedAt, since));
}

/** 1 for a completed row (in the period: completed since `since`), else 0. */
function completedFlag(db: Database, since: Date | undefined): SQL<number> {
  const { lessonProgress } = tables(db);
  const inPeriod = since ? sql` and ${lessonProgress.completedChangedAt} >= ${momentValue(db, since)}` : sql``;
  return sql<number>`case when ${lessonProgress.completed}${inPeriod} then 1 else 0 end`;
}

/** Per lesson of each course: who reached it and who completed it. */
async function lessonCounts(db: Database, since: Date | undefined, courses = COURSE_SOURCES) {
  const { lessonProgress, insightLessonCounts: counts } = tables(db);
  if (!since) {
    const rows = await db
      .select({
        course: counts.courseSlug,
        lesson: counts.lessonSlug,
        measure: counts.measure,
        members: counts.members,
      })
      .from(counts)
      .where(
        and(
          inArray(
            counts.courseSlug,
            courses.map((course) => course.slug),
          ),
          inArray(counts.measure, ["reached", "completed"]),
        ),
      );
    const lessons = new Map<string, { reached: number; completed: number }>();
    for (const row of rows) {
      const key = `${row.course}/${row.lesson}`;
      const lesson = lessons.get(key) ?? { reached: 0, completed: 0 };
      lesson[row.measure as "reached" | "completed"] += Number(row.members);
      lessons.set(key, lesson);
    }
    return lessons;
  }
  const rows = await db
    .select({
      course: lessonProgress.courseSlug,
      lesson: lessonProgress.lessonSlug,
      reached: count(),
      completed: sql<number>`sum(${completedFlag(db, since)})`.mapWith(Number),
    })
    .from(lessonProgress)
    .where(and(listedLessons(db, courses), activeSince(db, since)))
    .groupBy(lessonProgress.courseSlug, lessonProgress.lessonSlug);
  return new Map(rows.map((row) => [`${row.course}/${row.lesson}`, row]));
}

/** Per course: the members who reached any of its lessons, and those who completed all of them. */
async function courseCounts(db: Database, since: Date | undefined, courses = COURSE_SOURCES) {
  const { lessonProgress, insightCourseMembers: members } = tables(db);
  if (!since) {
    // Members per number of lessons completed: a handful of rows per course.
    const rows = await db
      .select({ course: members.courseSlug, lessons: members.completed, members: count() })
      .from(members)
      .where(
        inArray(
          members.courseSlug,
          courses.map((course) => course.slug),
        ),
      )
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
      .where(and(listed, activeSince(db, since)))
      .groupBy(lessonProgress.courseSlug),
    db.select({ course: finishers.course, members: count() }).from(finishers).groupBy(finishers.course),
  ]);
  return {
    started: new Map(started.map((row) => [row.course, Number(row.members)])),
    completed: new Map(completed.map((row) => [row.course, Number(row.members)])),
  };
}

/** Every course's funnel, lesson by lesson in the order of the course, for the period from `since`. */
export async function courseFunnels(db: Database, since: Date | undefined): Promise<CourseFunnel[]> {
  return funnelsOf(db, since, COURSE_SOURCES);
}

async function funnelsOf(db: Database, since: Date | undefined, courses: typeof COURSE_SOURCES) {
  const [lessons, totals] = await Promise.all([lessonCounts(db, since, courses), courseCounts(db, since, courses)]);
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
function lengthOfLesson(db: Database, courseSlug: string, lessons: { slug: string; seconds: number }[]) {
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
): Promise<(CourseFunnel & { lessons: LessonDetail[] }) | undefined> {
  const course = COURSE_SOURCES.find((candidate) => candidate.slug === courseSlug);
  if (!course) return undefined;
  const { lessonProgress } = tables(db);
  const videos = course.lessons
    .map((lesson) => ({ slug: lesson.slug, seconds: videoSeconds(course.slug, lesson.slug) }))
    .filter((lesson) => lesson.seconds > 0);
  const length = lengthOfLesson(db, course.slug, videos);
  const ofVideos = and(
    eq(lessonProgress.courseSlug, course.slug),
    sql`${lessonProgress.lessonSlug} in (${sql.join(
      videos.map((lesson) => sql`${lesson.slug}`),
      sql`, `,
    )})`,
  );
  const share = sql<number>`case when ${lessonProgress.watchedSeconds} >= ${length} then 100 else cast(floor(${lessonProgress.watchedSeconds} * 100 / ${length}) as integer) end`;
  const part = sql<number>`case when ${lessonProgress.positionSeconds} >= ${length} then ${sql.raw(String(STOP_BUCKETS - 1))} else (${lessonProgress.positionSeconds} * ${sql.raw(String(STOP_BUCKETS))}) / ${length} end`;
  const [[funnel], shares, stops] = await Promise.all([
    funnelsOf(db, since, [course]),
    !since
      ? histogramsOf(db, course.slug, "share", videos)
      : length
        ? db
            .select({ lesson: lessonProgress.lessonSlug, value: share.mapWith(Number), members: count() })
            .from(lessonProgress)
            .where(and(ofVideos, activeSince(db, since)))
            .groupBy(sql`1, 2`)
        : [],
    // Where members stopped: the last position of everyone who played the lesson.
    !since
      ? histogramsOf(db, course.slug, "stop", videos)
      : length
        ? db
            .select({ lesson: lessonProgress.lessonSlug, value: part.mapWith(Number), members: count() })
            .from(lessonProgress)
            .where(
              and(
                ofVideos,
                isNotNull(lessonProgress.positionChangedAt),
                since ? gte(lessonProgress.positionChangedAt, since) : undefined,
              ),
            )
            .groupBy(sql`1, 2`)
        : [],
  ]);
  const histogram = (rows: { lesson: string; value: number; members: number }[], lesson: string) =>
    new Map(rows.filter((row) => row.lesson === lesson).map((row) => [row.value, Number(row.members)]));
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
) {
  const { insightLessonCounts: counts } = tables(db);
  if (videos.length === 0) return [];
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
