import { COURSE_SOURCES, findLessonIn } from "@shared/courses";
import { readLessonText } from "../lessons.server";
import type { Course, Lesson } from "./schema";

/**
 * The built-in courses, each lesson with the title, description and notes of its Markdown
 * files (content/lessons.server.ts). Because of that import, a module of the browser cannot
 * import this one (the build fails): the Markdown never reaches the browser.
 */
export const COURSES: readonly Course[] = COURSE_SOURCES.map((course) => ({
  ...course,
  lessons: course.lessons.map((entry) =>
    "sharedFrom" in entry ? entry : { ...entry, ...readLessonText(course.slug, entry.slug) },
  ),
}));

export function findCourse(slug: string): Course | undefined {
  return COURSES.find((course) => course.slug === slug);
}

/** The lesson detail of a lesson of a course, shared entries resolved (findLessonIn). */
export function findLesson(courseSlug: string, lessonSlug: string): Lesson | undefined {
  return findLessonIn(COURSES, courseSlug, lessonSlug);
}

/** The lessons of a course in order, shared entries resolved; empty for an unknown course. */
export function listLessons(courseSlug: string): Lesson[] {
  const course = findCourse(courseSlug);
  if (!course) return [];
  return course.lessons
    .map((entry) => findLesson(course.slug, entry.slug))
    .filter((lesson): lesson is Lesson => lesson !== undefined);
}
