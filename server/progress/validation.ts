import { z } from "zod";
import { PROGRESS_MAX_LESSONS, PROGRESS_MAX_SECONDS as MAX_SECONDS } from "@shared/progress-rules";
import type { Messages } from "../api/messages";
import type { Validated } from "../api/validation";
import { watchableSeconds } from "./catalogue";
import type { LessonProgressChange } from "./store";

const moment = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

const lessonChangeSchema = z
  .strictObject({
    course: z.string().max(100),
    lesson: z.string().max(100),
    completed: z.strictObject({ value: z.boolean(), at: moment }).optional(),
    position: z.strictObject({ seconds: z.number().int().min(0).max(MAX_SECONDS), at: moment }).optional(),
    watchedSeconds: z.number().min(0).max(MAX_SECONDS).optional(),
  })
  .refine((change) => change.completed || change.position || change.watchedSeconds !== undefined);

const progressReportSchema = z.strictObject({
  lessons: z.array(lessonChangeSchema).max(PROGRESS_MAX_LESSONS),
});

/**
 * A progress report: its shape (400 when the body is no object, 422 otherwise), then every
 * lesson against the course files, so an unknown or repeated lesson refuses the whole report
 * and nothing is written. An unknown lesson is named in the answer's `lesson` field: a
 * browser may hold progress of a lesson that was removed since, and leaves it out next
 * time. The seconds watched are capped at the lesson's length here.
 */
export function validateProgressReport(body: unknown, messages: Messages): Validated<LessonProgressChange[]> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, status: 400, message: messages.bodyNotObject };
  }
  const parsed = progressReportSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 422, message: messages.progressBody };
  const seen = new Set<string>();
  const changes: LessonProgressChange[] = [];
  for (const change of parsed.data.lessons) {
    const key = `${change.course}/${change.lesson}`;
    const cap = watchableSeconds(change.course, change.lesson);
    if (cap === undefined) {
      return { ok: false, status: 422, message: messages.progressUnknownLesson(key), details: { lesson: key } };
    }
    if (seen.has(key)) {
      return { ok: false, status: 422, message: messages.progressDuplicate(key) };
    }
    seen.add(key);
    changes.push({
      ...change,
      watchedSeconds: change.watchedSeconds === undefined ? undefined : Math.min(change.watchedSeconds, cap),
    });
  }
  return { ok: true, data: changes };
}
