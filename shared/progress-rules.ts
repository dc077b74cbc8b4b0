/**
 * What a progress report and its answer look like, and their limits
 * (docs/decisions/013-synced-progress.md): shared by the browser that sends a report and
 * the server that checks and answers it.
 */

/** One lesson as a browser reports it (moments as ISO strings). */
export interface LessonReport {
  course: string;
  lesson: string;
  /** The completed flag and when it was set or undone. */
  completed?: { value: boolean; at: string };
  /** Where the video was left, and when. */
  position?: { seconds: number; at: string };
  /** Seconds actually played in total. */
  watchedSeconds?: number;
}

/** One lesson's progress as the server answers it. */
export interface LessonProgress {
  course: string;
  lesson: string;
  completed: boolean;
  completedChangedAt: string | null;
  positionSeconds: number;
  positionChangedAt: string | null;
  watchedSeconds: number;
}

/** A day: no lesson is longer, so a larger number of seconds is a broken client, not progress. */
export const PROGRESS_MAX_SECONDS = 24 * 60 * 60;

/**
 * The most lessons one report may carry: twice the lessons of every course today, and at
 * about 190 bytes a lesson still inside the API's 16 KB body limit.
 */
export const PROGRESS_MAX_LESSONS = 80;
