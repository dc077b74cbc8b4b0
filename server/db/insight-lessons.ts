import { type SQL, sql } from "drizzle-orm";
import { COURSE_SOURCES, findLessonSource } from "@shared/courses";
import { TEXT_ONLY } from "@shared/courses/text-only";
import type { Database } from "./index";
import { isSqlite, runStatement, tables } from "./tables";

/**
 * The course files' lessons in the database (`insight_lessons`), for the triggers that keep
 * the Courses section's summaries (docs/decisions/042-course-insight.md): which lessons a
 * course lists (only they count for a course's members) and how long each video is (the
 * per-day histograms are kept in whole percent and tenths of the video). Written at every
 * start; when it changed (or the migration just created it), the summaries that depend on
 * it are counted again from `lesson_progress` in the same transaction.
 */
const LESSONS_LOCK = 7_261_042;

/** A lesson's video length in seconds: its minutes in the course file; none without a video. */
export function videoSeconds(courseSlug: string, lessonSlug: string): number {
  const lesson = findLessonSource(courseSlug, lessonSlug);
  if (!lesson) return 0;
  const hasVideo = lesson.videoId.en !== TEXT_ONLY || lesson.videoId.de !== TEXT_ONLY;
  return hasVideo ? lesson.duration * 60 : 0;
}

/** The listed lessons as the course files have them now: whole minutes of video, 0 for none. */
export function courseFileLessons() {
  return COURSE_SOURCES.flatMap((course) =>
    course.lessons.map((lesson) => ({
      courseSlug: course.slug,
      lessonSlug: lesson.slug,
      videoMinutes: videoSeconds(course.slug, lesson.slug) / 60,
    })),
  );
}

type LessonRow = { courseSlug: string; lessonSlug: string; videoMinutes: number };

/**
 * The courses whose lessons differ between the stored list and the course files' (a lesson
 * added, removed or of another length, a course added or gone): only their summaries need
 * counting again.
 */
export function changedCourses(stored: LessonRow[], wanted: LessonRow[]): string[] {
  const lessonsByCourse = (rows: LessonRow[]) => {
    const byCourse = new Map<string, string[]>();
    for (const row of rows) {
      const lessons = byCourse.get(row.courseSlug) ?? [];
      lessons.push(`${row.lessonSlug}/${row.videoMinutes}`);
      byCourse.set(row.courseSlug, lessons);
    }
    return new Map([...byCourse].map(([course, lessons]) => [course, lessons.sort().join(" ")]));
  };
  const before = lessonsByCourse(stored);
  const now = lessonsByCourse(wanted);
  return [...new Set([...before.keys(), ...now.keys()])]
    .filter((course) => before.get(course) !== now.get(course))
    .sort();
}

/**
 * Writes the course files' lessons and counts again what depends on the courses that
 * changed; true when any had. Right after the migration the stored list is empty, so every
 * course is counted.
 */
export async function writeInsightLessons(db: Database): Promise<boolean> {
  const { insightLessons } = tables(db);
  const wanted = courseFileLessons();
  return db.transaction(async (tx) => {
    // Copies of the server starting together take turns (SQLite's transactions do anyway).
    if (!isSqlite(tx)) await tx.execute(sql`select pg_advisory_xact_lock(${LESSONS_LOCK})`);
    const changed = changedCourses(await tx.select().from(insightLessons), wanted);
    if (changed.length === 0) return false;
    await tx.delete(insightLessons);
    if (wanted.length > 0) await tx.insert(insightLessons).values(wanted);
    for (const statement of refillStatements(tx, changed)) await runStatement(tx, statement);
    return true;
  });
}

/**
 * The statements that count the per-day summary and each member's courses from the stored
 * rows and the listed lessons: the same figures the triggers keep row by row. `courses`:
 * only these courses' rows are counted again (all of them when not given).
 */
export function refillStatements(db: Database, courses?: string[]): SQL[] {
  const sqlite = isSqlite(db);
  const latest = sqlite
    ? "max(coalesce(p.position_changed_at, p.completed_changed_at), coalesce(p.completed_changed_at, p.position_changed_at))"
    : "greatest(p.position_changed_at, p.completed_changed_at)";
  const day = (moment: string) =>
    sqlite
      ? `(${moment} - ${moment} % 86400000)`
      : `(date_trunc('day', ${moment} AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;
  const share =
    "CASE WHEN p.watched_seconds >= l.video_minutes * 60 THEN 100 ELSE CAST(floor(p.watched_seconds * 100 / (l.video_minutes * 60)) AS integer) END";
  const stop =
    "CASE WHEN p.position_seconds >= l.video_minutes * 60 THEN 9 ELSE p.position_seconds * 10 / (l.video_minutes * 60) END";
  const listed =
    courses &&
    sql.join(
      courses.map((course) => sql`${course}`),
      sql`, `,
    );
  const ofCourses = (column: string) => (listed ? sql` WHERE ${sql.raw(column)} IN (${listed})` : sql``);
  const rows = sql`FROM lesson_progress AS p JOIN insight_lessons AS l ON l.course_slug = p.course_slug AND l.lesson_slug = p.lesson_slug${
    listed ? sql` AND l.course_slug IN (${listed})` : sql``
  }`;
  return [
    sql`DELETE FROM insight_lesson_days${ofCourses("course_slug")}`,
    sql`INSERT INTO insight_lesson_days (course_slug, measure, day, lesson_slug, value, members)
SELECT course_slug, measure, day, lesson_slug, value, count(*) FROM (
  SELECT p.course_slug, 'reached' AS measure, ${sql.raw(day(latest))} AS day, p.lesson_slug, 0 AS value ${rows} WHERE ${sql.raw(latest)} IS NOT NULL
  UNION ALL SELECT p.course_slug, 'completed', ${sql.raw(day("p.completed_changed_at"))}, p.lesson_slug, 0 ${rows} WHERE p.completed AND p.completed_changed_at IS NOT NULL
  UNION ALL SELECT p.course_slug, 'share', ${sql.raw(day(latest))}, p.lesson_slug, ${sql.raw(share)} ${rows} WHERE l.video_minutes > 0 AND ${sql.raw(latest)} IS NOT NULL
  UNION ALL SELECT p.course_slug, 'stop', ${sql.raw(day("p.position_changed_at"))}, p.lesson_slug, ${sql.raw(stop)} ${rows} WHERE l.video_minutes > 0 AND p.position_changed_at IS NOT NULL
) AS moments GROUP BY course_slug, measure, day, lesson_slug, value`,
    sql`DELETE FROM insight_course_members${ofCourses("course_slug")}`,
    sql`INSERT INTO insight_course_members (course_slug, user_id, lessons, completed, active_at, completed_at)
SELECT p.course_slug, p.user_id, count(*), sum(CASE WHEN p.completed THEN 1 ELSE 0 END), max(${sql.raw(latest)}),
  max(CASE WHEN p.completed THEN p.completed_changed_at END)
${rows} GROUP BY p.course_slug, p.user_id`,
  ];
}
