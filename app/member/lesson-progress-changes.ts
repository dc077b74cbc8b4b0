import { writeStored } from "~/browser/browser-storage";
import { lessonCompletedKey, lessonPositionKey, lessonWatchedKey } from "@shared/storage-keys";
import {
  lessonId,
  PROGRESS_CHANGE_EVENT,
  readChangeMoments,
  readWatchedSeconds,
  writeChangeMoments,
} from "./lesson-progress";

/**
 * What a lesson page changes of the progress in the browser (lesson-progress.ts reads
 * it): the completed flag, the position and the seconds played. Each change notes its
 * moment and tells the sync. Apart from the reading, so that pages that only show progress
 * (the course list, the account page) do not load it.
 */
export function setLessonCompleted(courseSlug: string, lessonSlug: string, completed: boolean): void {
  writeStored(lessonCompletedKey(courseSlug, lessonSlug), completed ? "true" : null);
  noteChange(courseSlug, lessonSlug, "completed");
}

export function saveLessonPosition(courseSlug: string, lessonSlug: string, seconds: number): void {
  writeStored(lessonPositionKey(courseSlug, lessonSlug), String(Math.floor(seconds)));
  noteChange(courseSlug, lessonSlug, "position");
}

export function addWatchedSeconds(courseSlug: string, lessonSlug: string, seconds: number, duration?: number): void {
  const total = readWatchedSeconds(courseSlug, lessonSlug) + seconds;
  const capped = duration ? Math.min(total, duration) : total;
  writeStored(lessonWatchedKey(courseSlug, lessonSlug), String(Math.round(capped * 10) / 10));
  announceChange(false);
}

function noteChange(courseSlug: string, lessonSlug: string, part: "completed" | "position"): void {
  const moments = readChangeMoments();
  const id = lessonId(courseSlug, lessonSlug);
  moments[id] = { ...moments[id], [part]: new Date().toISOString() };
  writeChangeMoments(moments);
  announceChange(part === "completed");
}

function announceChange(urgent: boolean): void {
  window.dispatchEvent(new CustomEvent(PROGRESS_CHANGE_EVENT, { detail: { urgent } }));
}
