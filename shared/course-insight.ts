/**
 * The Courses section of the dashboard (docs/decisions/042-course-insight.md): its address's
 * parameters and the shape of the API's answers, shared by the server that counts and the
 * pages that show the figures.
 */

/** The periods the figures can be narrowed to: all time, or the changes of the last 90 or 30 days. */
export const INSIGHT_PERIODS = ["all", "90", "30"] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** The tables of the section that download as CSV. */
export const INSIGHT_TABLES = ["courses", "funnel", "weeks", "lessons"] as const;
export type InsightTable = (typeof INSIGHT_TABLES)[number];

/** The page's and the download's query: the period, the course shown in detail, the table to download. */
export const INSIGHT_PARAMS = { period: "period", course: "course", table: "table" } as const;

/** How many parts of a video's length the drop-off chart has. */
export const STOP_BUCKETS = 10;
/** How far back the active-members chart reaches. */
export const ACTIVE_WEEKS = 12;

export interface LessonFunnelStep {
  lesson: string;
  /** Members with stored progress of the lesson (in a period: who played, completed or undid it then). */
  reached: number;
  /** Members who completed it (in a period: whose completion falls into it). */
  completed: number;
}

export interface CourseFunnel {
  course: string;
  /** Members who reached any lesson of the course. */
  started: number;
  /** Members who completed every lesson of the course. */
  completed: number;
  lessons: LessonFunnelStep[];
}

export interface LessonDetail extends LessonFunnelStep {
  /** The video's length in seconds as the course file declares it; 0 for a lesson without a video. */
  videoSeconds: number;
  /** The median share of the video played by the members who reached it, 0 to 1 in whole percent; null without a video or members. */
  medianWatched: number | null;
  /** How many last positions lie in each of STOP_BUCKETS equal parts of the video (the last includes its end); empty without a video. */
  stops: number[];
}

export interface ActiveWeek {
  /** Monday of the week (UTC), YYYY-MM-DD. */
  weekStart: string;
  members: number;
}

/** GET /api/insight/courses */
export interface InsightOverview {
  period: InsightPeriod;
  since: string | null;
  courses: CourseFunnel[];
  activePerWeek: ActiveWeek[];
}

/** GET /api/insight/courses/:course */
export interface InsightCourse extends CourseFunnel {
  period: InsightPeriod;
  since: string | null;
  lessons: LessonDetail[];
}
