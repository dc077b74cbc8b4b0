import { readStored, useStoredValue, writeStored } from "~/browser/browser-storage";
import type { MessageKey } from "~/i18n/en";
import { PATHS } from "@shared/paths";
import { lessonCompletedKey, lessonPositionKey, lessonWatchedKey, PROGRESS_CHANGED_AT_KEY } from "@shared/storage-keys";

/**
 * Lesson progress lives in the visitor's browser
 * (docs/decisions/004-courses-open-to-every-visitor.md): a completed flag per course and
 * lesson, the position where the video was left and the seconds played. Every screen
 * reads these keys; for a signed-in member they are merged with the account
 * (progress-sync.ts, docs/decisions/013-synced-progress.md), which is why each change
 * also notes its moment and tells the sync.
 */
export function isLessonCompleted(courseSlug: string, lessonSlug: string): boolean {
  return readStored(lessonCompletedKey(courseSlug, lessonSlug)) === "true";
}

/** Fired on window after the visitor changed progress; `detail.urgent` for a completion or undo. */
export const PROGRESS_CHANGE_EVENT = "lesson-progress-change";

/** When the completed flag and the position of each lesson (`course/lesson`) last changed here. */
export type ChangeMoments = Record<string, { completed?: string; position?: string }>;

export const lessonId = (courseSlug: string, lessonSlug: string) => `${courseSlug}/${lessonSlug}`;

export function readChangeMoments(): ChangeMoments {
  try {
    const value: unknown = JSON.parse(readStored(PROGRESS_CHANGED_AT_KEY) ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as ChangeMoments) : {};
  } catch {
    return {};
  }
}

export function writeChangeMoments(moments: ChangeMoments): void {
  writeStored(PROGRESS_CHANGED_AT_KEY, JSON.stringify(moments));
}

/** Seconds into the lesson's video where the visitor left off, if any. */
export function readLessonPosition(courseSlug: string, lessonSlug: string): number | undefined {
  const value = Number(readStored(lessonPositionKey(courseSlug, lessonSlug)));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Seconds of the lesson's video the visitor actually played (no seeking), at most its length. */
export function readWatchedSeconds(courseSlug: string, lessonSlug: string): number {
  const value = Number(readStored(lessonWatchedKey(courseSlug, lessonSlug)));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The completed lessons among `lessonSlugs` of a course, or `undefined` while they are
 * not known. The page reads them from the browser's keys (for a member, merged with the
 * account by progress-sync.ts): the server render and the hydration render are
 * "unknown", and the stored state follows right after, so no page ever claims "nothing
 * completed" to a visitor who has completed lessons.
 */
export function useCompletedLessons(
  courseSlug: string,
  lessonSlugs: readonly string[],
): ReadonlySet<string> | undefined {
  // A string snapshot keeps the value stable between renders while nothing changes.
  const snapshot = useStoredValue<string | null>(
    () => lessonSlugs.filter((slug) => isLessonCompleted(courseSlug, slug)).join("\n"),
    null,
  );
  if (snapshot === null) return undefined;
  return new Set(snapshot ? snapshot.split("\n") : []);
}

/** The first lesson not completed yet, or undefined when all are. */
export function firstUnfinished(lessonSlugs: readonly string[], completed: ReadonlySet<string>): string | undefined {
  return lessonSlugs.find((slug) => !completed.has(slug));
}

/** Where a course's main button leads and what it says, from the member's progress. */
export interface CourseWayOn {
  /** The completed lessons, or undefined while not known (see useCompletedLessons). */
  completed: ReadonlySet<string> | undefined;
  /** The first lesson not completed yet, once progress is known. */
  next: string | undefined;
  /** The next lesson once the course is started; the course page otherwise. */
  target: string;
  label: MessageKey;
}

/**
 * The way on in a course, shared by the course list and the account page. Until the
 * progress is known the button says what is true either way ("Open course").
 */
export function useCourseWayOn(
  courseSlug: string,
  lessonSlugs: readonly string[],
  /** The completed lessons the account holds, shown instead of the browser's (not merged yet, or no scripts). */
  storedOnServer?: readonly string[],
): CourseWayOn {
  const inBrowser = useCompletedLessons(courseSlug, lessonSlugs);
  const completed = storedOnServer ? new Set(storedOnServer) : inBrowser;
  const next = completed && firstUnfinished(lessonSlugs, completed);
  const started = completed !== undefined && completed.size > 0;
  const target = started && next ? PATHS.lesson(courseSlug, next) : PATHS.course(courseSlug);
  const label: MessageKey = !completed
    ? "member.openCourse"
    : !started
      ? "member.startTraining"
      : next
        ? "member.continueTraining"
        : "member.reviewCourse";
  return { completed, next, target, label };
}

export interface ProgressTotals {
  lessonsCompleted: number;
  coursesCompleted: number;
  watchedSeconds: number;
}

/**
 * Completed lessons, completed courses and seconds watched over every course, or
 * `undefined` while not known (the server render and the hydration render), as
 * useCompletedLessons.
 */
export function useProgressTotals(
  courses: readonly { slug: string; lessons: readonly { slug: string }[] }[],
): ProgressTotals | undefined {
  const snapshot = useStoredValue<string | null>(() => {
    let lessonsCompleted = 0;
    let coursesCompleted = 0;
    let watchedSeconds = 0;
    for (const course of courses) {
      const done = course.lessons.filter((lesson) => isLessonCompleted(course.slug, lesson.slug)).length;
      lessonsCompleted += done;
      if (done === course.lessons.length) coursesCompleted += 1;
      for (const lesson of course.lessons) watchedSeconds += readWatchedSeconds(course.slug, lesson.slug);
    }
    return `${lessonsCompleted} ${coursesCompleted} ${watchedSeconds}`;
  }, null);
  if (snapshot === null) return undefined;
  const [lessonsCompleted = 0, coursesCompleted = 0, watchedSeconds = 0] = snapshot.split(" ").map(Number);
  return { lessonsCompleted, coursesCompleted, watchedSeconds };
}
