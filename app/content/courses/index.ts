import { readLessonText } from "../lessons.server";
import { altcoinProfitScoutCourse } from "./altcoin-profit-scout";
import { arbitrageBotCourse } from "./arbitrage-bot";
import { bitcoinProfitScoutCourse } from "./bitcoin-profit-scout";
import { bitcoinRiskHeatMapCourse } from "./bitcoin-risk-heat-map";
import type { Course, CourseSource, Lesson } from "./schema";
import { sentimentTraderCourse } from "./sentiment-trader";

/** What the course files declare, in the order of the course list (ids 1 to 5). */
const SOURCES: readonly CourseSource[] = [
  bitcoinProfitScoutCourse,
  altcoinProfitScoutCourse,
  bitcoinRiskHeatMapCourse,
  sentimentTraderCourse,
  arbitrageBotCourse,
];

/**
 * The built-in courses, each lesson with the title, description and notes of its Markdown
 * files (content/lessons.server.ts). Because of that import, a module of the browser cannot
 * import this one (the build fails): the Markdown never reaches the browser.
 */
export const COURSES: readonly Course[] = SOURCES.map((course) => ({
  ...course,
  lessons: course.lessons.map((entry) =>
    "sharedFrom" in entry ? entry : { ...entry, ...readLessonText(course.slug, entry.slug) },
  ),
}));

export function findCourse(slug: string): Course | undefined {
  return COURSES.find((course) => course.slug === slug);
}

/**
 * The lesson detail of a lesson of a course. An entry `{ sharedFrom, slug }` resolves to
 * the lesson with that slug in the other course
 * (docs/decisions/004-courses-open-to-every-visitor.md); progress stays per course.
 */
export function findLesson(courseSlug: string, lessonSlug: string): Lesson | undefined {
  return resolveLesson(courseSlug, lessonSlug, new Set());
}

/** The lessons of a course in order, shared entries resolved; empty for an unknown course. */
export function listLessons(courseSlug: string): Lesson[] {
  const course = findCourse(courseSlug);
  if (!course) return [];
  return course.lessons
    .map((entry) => findLesson(course.slug, entry.slug))
    .filter((lesson): lesson is Lesson => lesson !== undefined);
}

function resolveLesson(courseSlug: string, lessonSlug: string, visited: Set<string>): Lesson | undefined {
  // A cycle of shared entries would otherwise never end.
  const key = `${courseSlug}/${lessonSlug}`;
  if (visited.has(key)) return undefined;
  visited.add(key);
  const entry = findCourse(courseSlug)?.lessons.find((lesson) => lesson.slug === lessonSlug);
  if (!entry) return undefined;
  return "sharedFrom" in entry ? resolveLesson(entry.sharedFrom, entry.slug, visited) : entry;
}
