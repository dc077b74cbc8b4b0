import { readStored, useStoredValue, writeStored } from "~/browser/browser-storage";
import { lessonCompletedKey, lessonPositionKey } from "@shared/storage-keys";

/**
 * Lesson progress lives only in the visitor's browser
 * (docs/decisions/004-courses-open-to-every-visitor.md): a completed flag per course and
 * lesson, and the position where the video was left.
 */
export function isLessonCompleted(courseSlug: string, lessonSlug: string): boolean {
  return readStored(lessonCompletedKey(courseSlug, lessonSlug)) === "true";
}

export function setLessonCompleted(courseSlug: string, lessonSlug: string, completed: boolean): void {
  writeStored(lessonCompletedKey(courseSlug, lessonSlug), completed ? "true" : null);
}

/** Seconds into the lesson's video where the visitor left off, if any. */
export function readLessonPosition(courseSlug: string, lessonSlug: string): number | undefined {
  const value = Number(readStored(lessonPositionKey(courseSlug, lessonSlug)));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export function saveLessonPosition(courseSlug: string, lessonSlug: string, seconds: number): void {
  writeStored(lessonPositionKey(courseSlug, lessonSlug), String(Math.floor(seconds)));
}

/**
 * The completed lessons among `lessonSlugs` of a course, or `undefined` while they are
 * not known. Today only the browser knows them: the server render and the hydration
 * render are "unknown", and the stored state follows right after, so no page ever claims
 * "nothing completed" to a visitor who has completed lessons. A server-side source (an
 * account's progress from a loader) would plug in by returning its set from the server
 * snapshot; the pages already treat "unknown" and "known" apart.
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
