import { eq, sql } from "drizzle-orm";
import type { Database } from "../db";
import type { lessonProgress } from "../db/schema";
import { tables } from "../db/tables";
import type { LessonProgress, LessonReport } from "@shared/progress-rules";

/** A lesson of a report as the server merges it: its moments parsed, its seconds capped. */
export type LessonProgressChange = Omit<LessonReport, "completed" | "position"> & {
  completed?: { value: boolean; at: Date };
  position?: { seconds: number; at: Date };
};

/** A member's progress, every lesson they ever touched, in a stable order. */
export async function readProgress(db: Database, userId: string): Promise<LessonProgress[]> {
  const { lessonProgress } = tables(db);
  const rows = await db
    .select()
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, userId))
    .orderBy(lessonProgress.courseSlug, lessonProgress.lessonSlug);
  return rows.map((row) => ({
    course: row.courseSlug,
    lesson: row.lessonSlug,
    completed: row.completed,
    completedChangedAt: row.completedChangedAt?.toISOString() ?? null,
    positionSeconds: row.positionSeconds,
    positionChangedAt: row.positionChangedAt?.toISOString() ?? null,
    watchedSeconds: row.watchedSeconds,
  }));
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** True when the incoming moment is set and later than the stored one (or none is stored). */
const isNewer = (column: string, stored: typeof lessonProgress.completedChangedAt) =>
  sql`(${excluded(column)} is not null and (${stored} is null or ${excluded(column)} > ${stored}))`;

/**
 * Merges what a browser reports into the stored progress, in one statement, so two
 * devices writing at once both count: the later change of the completed flag wins (an
 * undo after a completion undoes it, a completion after an undo completes it), the later
 * position wins, and the seconds watched keep the larger total. A moment in the future
 * (a device's clock running ahead) counts as now, so it cannot win every later merge.
 * Writing the same report twice changes nothing.
 */
export async function mergeProgress(
  db: Database,
  userId: string,
  changes: readonly LessonProgressChange[],
  now: Date,
): Promise<void> {
  const { lessonProgress } = tables(db);
  if (changes.length === 0) return;
  const notAfterNow = (at: Date | undefined) => (at && at > now ? now : at);
  const completedAt = lessonProgress.completedChangedAt;
  const positionAt = lessonProgress.positionChangedAt;
  await db
    .insert(lessonProgress)
    .values(
      changes.map((change) => ({
        userId,
        courseSlug: change.course,
        lessonSlug: change.lesson,
        completed: change.completed?.value ?? false,
        completedChangedAt: notAfterNow(change.completed?.at),
        positionSeconds: change.position?.seconds ?? 0,
        positionChangedAt: notAfterNow(change.position?.at),
        watchedSeconds: change.watchedSeconds ?? 0,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.courseSlug, lessonProgress.lessonSlug],
      set: {
        completed: sql`case when ${isNewer("completed_changed_at", completedAt)} then ${excluded("completed")} else ${lessonProgress.completed} end`,
        completedChangedAt: sql`case when ${isNewer("completed_changed_at", completedAt)} then ${excluded("completed_changed_at")} else ${completedAt} end`,
        positionSeconds: sql`case when ${isNewer("position_changed_at", positionAt)} then ${excluded("position_seconds")} else ${lessonProgress.positionSeconds} end`,
        positionChangedAt: sql`case when ${isNewer("position_changed_at", positionAt)} then ${excluded("position_changed_at")} else ${positionAt} end`,
        watchedSeconds: sql`case when ${excluded("watched_seconds")} > ${lessonProgress.watchedSeconds} then ${excluded("watched_seconds")} else ${lessonProgress.watchedSeconds} end`,
        updatedAt: now,
      },
    });
}
