import type { Language } from "@shared/language";
import { CHARTING } from "@shared/site.config";
import { COURSES, findCourse, findLesson, listLessons } from "./index";
import type { Lesson } from "./schema";

/** What the member screens show of the built-in courses, in one language. */

export interface LessonSummary {
  slug: string;
  title: string;
  description: string;
  duration: number;
}

export interface CourseSummary {
  slug: string;
  title: string;
  description: string;
  image: string;
  lessons: LessonSummary[];
}

function summarizeLesson(lesson: Lesson, language: Language): LessonSummary {
  return {
    slug: lesson.slug,
    title: lesson.title[language],
    description: lesson.description[language],
    duration: lesson.duration,
  };
}

export function courseSummaries(language: Language): CourseSummary[] {
  return COURSES.map((course) => courseView(course.slug, language)).filter((view) => view !== undefined);
}

export function courseView(courseSlug: string, language: Language): CourseSummary | undefined {
  const course = findCourse(courseSlug);
  if (!course) return undefined;
  return {
    slug: course.slug,
    title: course.title[language],
    description: course.description[language],
    image: course.image,
    lessons: listLessons(course.slug).map((lesson) => summarizeLesson(lesson, language)),
  };
}

export function lessonView(courseSlug: string, lessonSlug: string, language: Language) {
  const course = courseView(courseSlug, language);
  const lesson = findLesson(courseSlug, lessonSlug);
  if (!course || !lesson) return undefined;
  const index = course.lessons.findIndex((entry) => entry.slug === lessonSlug);
  return {
    course,
    index,
    lesson: {
      ...summarizeLesson(lesson, language),
      videoId: lesson.videoId[language],
      /** Sanitised HTML rendered from the lesson's Markdown file. */
      contentHtml: lesson.notes?.[language],
      // The charting platform's link is an affiliate link: marked as advertising
      // (docs/decisions/006-advertising-claims-and-risk-notes.md).
      resources: (lesson.resources?.[language] ?? []).map((resource) => ({
        ...resource,
        ad: resource.url === CHARTING.affiliateUrl,
      })),
    },
    previous: course.lessons[index - 1],
    next: course.lessons[index + 1],
  };
}
