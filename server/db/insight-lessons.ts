import { sql } from "drizzle-orm";
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

/** Writes the course files' lessons and refills what depends on them; true when they had changed. */
export async function writeInsightLessons(db: Database): Promise<boolean> {
  const { insightLessons } = tables(db);
  const wanted = courseFileLessons();
  const key = (lesson: { courseSlug: string; lessonSlug: string; videoMinutes: number }) =>
    `${lesson.courseSlug}/${lesson.lessonSlug}/${lesson.videoMinutes}`;
  return db.transaction(async (tx) => {
    // Copies of the server starting together take turns (SQLite's transactions do anyway).
    if (!isSqlite(tx)) await tx.execute(sql`select pg_advisory_xact_lock(${LESSONS_LOCK})`);
    const stored = await tx.select().from(insightLessons);
    const same =
      stored.length === wanted.length && new Set([...stored.map(key), ...wanted.map(key)]).size === wanted.length;
    if (same) return false;
    await tx.delete(insightLessons);
    if (wanted.length > 0) await tx.insert(insightLessons).values(wanted);
    for (const statement of refillStatements(tx)) await runStatement(tx, statement);
    return true;
  });
}

/**
 * The statements that count the per-day summary and each member's courses from the stored
 * rows and the listed lessons: the same figures the triggers keep row by row.
 */
export function refillStatements(db: Database) {
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
  const rows =
    "FROM lesson_progress AS p JOIN insight_lessons AS l ON l.course_slug = p.course_slug AND l.lesson_slug = p.lesson_slug";
  return [
    sql.raw("DELETE FROM insight_lesson_days"),
    sql.raw(`INSERT INTO insight_lesson_days (course_slug, measure, day, lesson_slug, value, members)
SELECT course_slug, measure, day, lesson_slug, value, count(*) FROM (
  SELECT p.course_slug, 'reached' AS measure, ${day(latest)} AS day, p.lesson_slug, 0 AS value ${rows} WHERE ${latest} IS NOT NULL
  UNION ALL SELECT p.course_slug, 'completed', ${day("p.completed_changed_at")}, p.lesson_slug, 0 ${rows} WHERE p.completed AND p.completed_changed_at IS NOT NULL
  UNION ALL SELECT p.course_slug, 'share', ${day(latest)}, p.lesson_slug, ${share} ${rows} WHERE l.video_minutes > 0 AND ${latest} IS NOT NULL
  UNION ALL SELECT p.course_slug, 'stop', ${day("p.position_changed_at")}, p.lesson_slug, ${stop} ${rows} WHERE l.video_minutes > 0 AND p.position_changed_at IS NOT NULL
) AS moments GROUP BY course_slug, measure, day, lesson_slug, value`),
    sql.raw("DELETE FROM insight_course_members"),
    sql.raw(`INSERT INTO insight_course_members (course_slug, user_id, lessons, completed, active_at, completed_at)
SELECT p.course_slug, p.user_id, count(*), sum(CASE WHEN p.completed THEN 1 ELSE 0 END), max(${latest}),
  max(CASE WHEN p.completed THEN p.completed_changed_at END)
${rows} GROUP BY p.course_slug, p.user_id`),
  ];
}
