import { writeStored } from "~/browser/browser-storage";
import { lessonCompletedKey, lessonPositionKey, lessonWatchedKey } from "@shared/storage-keys";
import {
  type LessonProgress,
  type LessonReport,
  PROGRESS_MAX_LESSONS as MAX_LESSONS,
  PROGRESS_MAX_SECONDS as MAX_SECONDS,
} from "@shared/progress-rules";
import {
  type ChangeMoments,
  PROGRESS_CHANGE_EVENT,
  isLessonCompleted,
  lessonId,
  readChangeMoments,
  readLessonPosition,
  readWatchedSeconds,
  writeChangeMoments,
} from "./lesson-progress";
import { LESSON_PREFIXES, storedKeys } from "./progress-owner";

/**
 * A signed-in member's progress is the browser's and the account's, merged
 * (docs/decisions/013-synced-progress.md): the browser reports every lesson it knows of to
 * /api/progress, the server merges and answers the result, and the result is written back
 * under the same keys every screen reads.
 */

/**
 * A change this browser made before it noted moments (or whose moment was lost) counts as
 * the oldest possible: a completion is kept unless the account has a later undo.
 */
const LONG_AGO = new Date(0).toISOString();

const SLUGS = /^([a-z0-9-]+)_([a-z0-9-]+)$/;

/** Every lesson this browser holds progress of, as `[course, lesson]`. */
function knownLessons(moments: ChangeMoments): [string, string][] {
  const found = new Map<string, [string, string]>();
  for (const key of storedKeys()) {
    const prefix = LESSON_PREFIXES.find((p) => key.startsWith(p));
    const slugs = prefix && SLUGS.exec(key.slice(prefix.length));
    if (slugs) found.set(lessonId(slugs[1]!, slugs[2]!), [slugs[1]!, slugs[2]!]);
  }
  for (const id of Object.keys(moments)) {
    const [course = "", lesson = ""] = id.split("/");
    if (SLUGS.test(`${course}_${lesson}`)) found.set(id, [course, lesson]);
  }
  return [...found.values()];
}

/** What this browser knows of every lesson, leaving out the ids in `skip`. */
export function buildReport(skip: ReadonlySet<string> = new Set()): LessonReport[] {
  const moments = readChangeMoments();
  const report: LessonReport[] = [];
  for (const [course, lesson] of knownLessons(moments)) {
    const id = lessonId(course, lesson);
    if (skip.has(id)) continue;
    const entry: LessonReport = { course, lesson };
    const changed = moments[id] ?? {};
    if (isLessonCompleted(course, lesson)) entry.completed = { value: true, at: changed.completed ?? LONG_AGO };
    else if (changed.completed) entry.completed = { value: false, at: changed.completed };
    const position = readLessonPosition(course, lesson);
    if (position !== undefined) {
      entry.position = { seconds: Math.min(Math.floor(position), MAX_SECONDS), at: changed.position ?? LONG_AGO };
    }
    const watched = readWatchedSeconds(course, lesson);
    if (watched > 0) entry.watchedSeconds = Math.min(watched, MAX_SECONDS);
    if (entry.completed || entry.position || entry.watchedSeconds !== undefined) report.push(entry);
  }
  // More lessons than the courses have: leftovers of removed lessons; the server refuses them anyway.
  return report.slice(0, MAX_LESSONS);
}

const isLater = (candidate: string | null, than: string | undefined) =>
  candidate !== null && (than === undefined || Date.parse(candidate) >= Date.parse(than));

/**
 * Writes the merged progress back to this browser's keys. A change made here while the
 * report was on its way is later than what the server merged, so it stays (and goes with
 * the next report); the seconds watched keep the larger figure.
 */
export function applyServerProgress(lessons: readonly LessonProgress[]): void {
  const moments = readChangeMoments();
  for (const lesson of lessons) {
    const id = lessonId(lesson.course, lesson.lesson);
    const changed = { ...moments[id] };
    if (isLater(lesson.completedChangedAt, changed.completed)) {
      writeStored(lessonCompletedKey(lesson.course, lesson.lesson), lesson.completed ? "true" : null);
      changed.completed = lesson.completedChangedAt ?? undefined;
    }
    if (isLater(lesson.positionChangedAt, changed.position)) {
      const seconds = lesson.positionSeconds > 0 ? String(lesson.positionSeconds) : null;
      writeStored(lessonPositionKey(lesson.course, lesson.lesson), seconds);
      changed.position = lesson.positionChangedAt ?? undefined;
    }
    if (lesson.watchedSeconds > readWatchedSeconds(lesson.course, lesson.lesson)) {
      writeStored(lessonWatchedKey(lesson.course, lesson.lesson), String(lesson.watchedSeconds));
    }
    if (changed.completed || changed.position) moments[id] = changed;
  }
  writeChangeMoments(moments);
}

/** Sends a report and answers the merged progress; throws on failure (an ApiError for a refusal). */
export type SendReport = (report: LessonReport[], options: { keepalive: boolean }) => Promise<LessonProgress[]>;

export interface ProgressSyncer {
  /** Reports now, or after the one already on its way. */
  syncNow: () => void;
  /** Reports within `delayMs` (an earlier request stands). */
  syncWithin: (delayMs: number) => void;
  /** The page is going away: what changed since the last report goes with keepalive. */
  flushOnLeave: () => void;
  stop: () => void;
}

const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 300_000];

/**
 * Runs the reports of one signed-in page: one at a time, a failed one retried with growing
 * pauses (and in any case on the next load, which always reports), a lesson the server
 * does not know (removed since) left out from then on.
 */
export function createProgressSyncer(send: SendReport): ProgressSyncer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt = Infinity;
  let running = false;
  let again = false;
  let changedSinceReport = false;
  let failures = 0;
  let stopped = false;
  const skip = new Set<string>();

  function syncWithin(delayMs: number) {
    changedSinceReport = true;
    if (stopped || Date.now() + delayMs >= dueAt) return;
    clearTimeout(timer);
    dueAt = Date.now() + delayMs;
    timer = setTimeout(syncNow, delayMs);
  }

  function syncNow() {
    clearTimeout(timer);
    dueAt = Infinity;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    changedSinceReport = false;
    send(buildReport(skip), { keepalive: false })
      .then((lessons) => {
        failures = 0;
        if (!stopped) applyServerProgress(lessons);
      })
      .catch((error: unknown) => {
        const unknownLesson = refusedLesson(error);
        if (unknownLesson && !skip.has(unknownLesson)) {
          skip.add(unknownLesson);
          again = true;
          return;
        }
        changedSinceReport = true;
        const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!;
        failures += 1;
        syncWithin(delay);
      })
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          syncNow();
        }
      });
  }

  return {
    syncNow,
    syncWithin,
    flushOnLeave() {
      if (stopped || !changedSinceReport) return;
      changedSinceReport = false;
      send(buildReport(skip), { keepalive: true }).then(applyServerProgress, () => {
        changedSinceReport = true;
      });
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** The lesson a 422 answer names as unknown, if that was the refusal. */
function refusedLesson(error: unknown): string | undefined {
  const { status, body } = (error ?? {}) as { status?: number; body?: { lesson?: unknown } };
  return status === 422 && typeof body?.lesson === "string" ? body.lesson : undefined;
}

/** A completion or an undo is reported within a second, playback (position, seconds) within half a minute. */
const URGENT_DELAY_MS = 1_000;
const PLAYBACK_DELAY_MS = 30_000;

/**
 * Keeps a signed-in member's progress in step while the page is open (once the browser's
 * progress is theirs: progress-owner.ts): reports now, after each change, and once more
 * when the tab is hidden or closed. Answers the function that stops it.
 */
export function startProgressSync(send: SendReport): () => void {
  const syncer = createProgressSyncer(send);
  const onChange = (event: Event) =>
    syncer.syncWithin((event as CustomEvent<{ urgent: boolean }>).detail?.urgent ? URGENT_DELAY_MS : PLAYBACK_DELAY_MS);
  const onHidden = () => {
    if (document.visibilityState === "hidden") syncer.flushOnLeave();
  };
  const onPageHide = () => syncer.flushOnLeave();
  window.addEventListener(PROGRESS_CHANGE_EVENT, onChange);
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", onPageHide);
  syncer.syncNow();
  return () => {
    window.removeEventListener(PROGRESS_CHANGE_EVENT, onChange);
    document.removeEventListener("visibilitychange", onHidden);
    window.removeEventListener("pagehide", onPageHide);
    syncer.stop();
  };
}
