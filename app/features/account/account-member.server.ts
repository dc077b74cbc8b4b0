import type { AppLoadContext } from "react-router";
import type { CourseSummary } from "~/content/courses/views.server";
import type { Language } from "@shared/language";
import type { LessonProgress } from "@shared/progress-rules";
import type { PublicUser } from "@shared/public-user";
import type { AccountMember, Subscription } from "~/member/account-member";
import type { ProgressTotals } from "~/member/lesson-progress";

/**
 * The page request's member: `null` when the request is from nobody signed in,
 * `undefined` when that cannot be told here (no API in this process, or it failed), so
 * the browser decides as it always did.
 */
export async function readAccountMember(
  callApi: AppLoadContext["callApi"],
  language: Language,
  courses: readonly CourseSummary[],
): Promise<AccountMember | null | undefined> {
  if (!callApi) return undefined;
  const get = async <T>(path: string): Promise<T | number> => {
    const response = await callApi(path, { method: "GET", language, asMember: true });
    return response.ok ? ((await response.json()) as T) : response.status;
  };
  const me = await get<{ user: PublicUser }>("/auth/me");
  if (me === 401) return null;
  if (typeof me === "number") return undefined;
  const [subscriptions, progress] = await Promise.all([
    get<{ subscriptions: Subscription[]; paymentPortal?: boolean }>("/subscriptions"),
    get<{ lessons: LessonProgress[] }>("/progress"),
  ]);
  if (typeof subscriptions === "number" || typeof progress === "number") return undefined;
  return {
    user: me.user,
    subscriptions: subscriptions.subscriptions,
    paymentPortal: subscriptions.paymentPortal === true,
    ...progressOf(progress.lessons, courses),
  };
}

/** The stored progress as the account page counts it (as useProgressTotals counts the browser's). */
function progressOf(
  lessons: readonly LessonProgress[],
  courses: readonly CourseSummary[],
): Pick<AccountMember, "completed" | "totals"> {
  const completed: Record<string, string[]> = {};
  const totals: ProgressTotals = { lessonsCompleted: 0, coursesCompleted: 0, watchedSeconds: 0 };
  for (const course of courses) {
    const known = new Set(course.lessons.map((lesson) => lesson.slug));
    const stored = lessons.filter((lesson) => lesson.course === course.slug && known.has(lesson.lesson));
    const done = stored.filter((lesson) => lesson.completed).map((lesson) => lesson.lesson);
    completed[course.slug] = done;
    totals.lessonsCompleted += done.length;
    if (done.length === course.lessons.length) totals.coursesCompleted += 1;
    totals.watchedSeconds += stored.reduce((sum, lesson) => sum + lesson.watchedSeconds, 0);
  }
  return { completed, totals };
}
