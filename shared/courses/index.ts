import { altcoinProfitScoutCourse } from "./altcoin-profit-scout";
import { arbitrageBotCourse } from "./arbitrage-bot";
import { bitcoinProfitScoutCourse } from "./bitcoin-profit-scout";
import { bitcoinRiskHeatMapCourse } from "./bitcoin-risk-heat-map";
import type { Language } from "../language";
import type { OwnerSettings } from "../owner-settings";
import { OWNER_LESSON_VIDEOS } from "../site.config";
import { type CourseSource, type LessonSource, TEXT_ONLY } from "./schema";
import { sentimentTraderCourse } from "./sentiment-trader";

/**
 * The courses with the owner's lesson video ids (`lessonVideos` of the owner's settings,
 * docs/decisions/043-owner-settings-file.md) in place of the course files' stand-ins. A
 * course or lesson the courses do not have stops the build, naming it: a typo would
 * otherwise leave a stand-in on the page unnoticed.
 */
export function withLessonVideos(
  courses: readonly CourseSource[],
  lessonVideos: OwnerSettings["lessonVideos"],
): CourseSource[] {
  for (const [courseSlug, lessons] of Object.entries(lessonVideos)) {
    const course = courses.find((entry) => entry.slug === courseSlug);
    if (!course) throw new Error(`lessonVideos.${courseSlug}: no course has this slug (shared/courses/)`);
    for (const lessonSlug of Object.keys(lessons))
      if (!course.lessons.some((lesson) => lesson.slug === lessonSlug && !("sharedFrom" in lesson)))
        throw new Error(`lessonVideos.${courseSlug}.${lessonSlug}: the course has no lesson of its own with this slug`);
  }
  return courses.map((course) => ({
    ...course,
    lessons: course.lessons.map((lesson) => {
      const owned = lessonVideos[course.slug]?.[lesson.slug];
      return "sharedFrom" in lesson || !owned ? lesson : { ...lesson, videoId: { ...lesson.videoId, ...owned } };
    }),
  }));
}

/** What the course files declare, in the order of the course list (ids 1 to 5). */
export const COURSE_FILES: readonly CourseSource[] = [
  bitcoinProfitScoutCourse,
  altcoinProfitScoutCourse,
  bitcoinRiskHeatMapCourse,
  sentimentTraderCourse,
  arbitrageBotCourse,
];

/** The courses with the owner's video ids: what the site shows. */
export const COURSE_SOURCES: readonly CourseSource[] = withLessonVideos(COURSE_FILES, OWNER_LESSON_VIDEOS);

interface CourseWithLessons<L extends { slug: string }> {
  slug: string;
  lessons: readonly (L | { sharedFrom: string; slug: string })[];
}

/**
 * A lesson of a course in `courses`. An entry `{ sharedFrom, slug }` resolves to the lesson
 * with that slug in the other course (docs/decisions/004-courses-open-to-every-visitor.md);
 * progress stays per course.
 */
export function findLessonIn<L extends { slug: string }>(
  courses: readonly CourseWithLessons<L>[],
  courseSlug: string,
  lessonSlug: string,
  visited = new Set<string>(),
): L | undefined {
  // A cycle of shared entries would otherwise never end.
  const key = `${courseSlug}/${lessonSlug}`;
  if (visited.has(key)) return undefined;
  visited.add(key);
  const entry = courses
    .find((course) => course.slug === courseSlug)
    ?.lessons.find((lesson) => lesson.slug === lessonSlug);
  if (!entry) return undefined;
  return "sharedFrom" in entry ? findLessonIn(courses, entry.sharedFrom, entry.slug, visited) : entry;
}

/** The declaration of a lesson of a course (minutes, video ids), shared entries resolved. */
export function findLessonSource(courseSlug: string, lessonSlug: string): LessonSource | undefined {
  return findLessonIn(COURSE_SOURCES, courseSlug, lessonSlug);
}

/** How many videos the built-in courses hold in a language, and how long they run. */
export interface CourseVideos {
  count: number;
  shortestMinutes: number;
  longestMinutes: number;
}

/**
 * The videos of the built-in courses in a language, as the marketing pages and the FAQ
 * quote them: every lesson with a video counts once (an entry shared into a second course
 * is the same video), text-only lessons not at all.
 */
export function courseVideos(language: Language, courses: readonly CourseSource[] = COURSE_SOURCES): CourseVideos {
  const minutes = courses.flatMap((course) =>
    course.lessons.flatMap((entry) =>
      "sharedFrom" in entry || entry.videoId[language] === TEXT_ONLY ? [] : [entry.duration],
    ),
  );
  return { count: minutes.length, shortestMinutes: Math.min(...minutes), longestMinutes: Math.max(...minutes) };
}
