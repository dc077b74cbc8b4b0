/**
 * The limits of a progress report (docs/decisions/013-synced-progress.md), shared by the
 * browser that sends it and the server that checks it.
 */

/** A day: no lesson is longer, so a larger number of seconds is a broken client, not progress. */
export const PROGRESS_MAX_SECONDS = 24 * 60 * 60;

/**
 * The most lessons one report may carry: twice the lessons of every course today, and at
 * about 190 bytes a lesson still inside the API's 16 KB body limit.
 */
export const PROGRESS_MAX_LESSONS = 80;
