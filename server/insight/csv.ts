import type { Language } from "@shared/language";
import { COURSE_SOURCES } from "@shared/courses";
import { csvLine, UTF8_BOM } from "../crm";
import {
  type ActiveWeek,
  type CourseFunnel,
  type InsightTable,
  type LessonDetail,
  STOP_BUCKETS,
} from "@shared/course-insight";

/** As the contacts export: German spreadsheets split at semicolons, English ones at commas. */
const SEPARATORS = { en: ",", de: ";" } as const;

const HEADINGS = {
  en: {
    course: "Course",
    lesson: "Lesson",
    number: "No.",
    started: "Started",
    completed: "Completed",
    rate: "Completion rate (%)",
    reached: "Reached",
    week: "Week from (Monday)",
    active: "Active members",
    median: "Median watched (%)",
    stopped: (from: number, to: number) => `Stopped at ${from}–${to} %`,
  },
  de: {
    course: "Kurs",
    lesson: "Lektion",
    number: "Nr.",
    started: "Begonnen",
    completed: "Abgeschlossen",
    rate: "Abschlussquote (%)",
    reached: "Erreicht",
    week: "Woche ab (Montag)",
    active: "Aktive Mitglieder",
    median: "Median angesehen (%)",
    stopped: (from: number, to: number) => `Aufgehört bei ${from}–${to} %`,
  },
} as const;

const courseTitle = (slug: string, language: Language) =>
  COURSE_SOURCES.find((course) => course.slug === slug)?.title[language] ?? slug;

/** A share as whole percent; empty when there is nothing to divide. */
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null);

/** The figures of one table as CSV (UTF-8 with a byte order mark, headings in the admin's language), cells formula-safe. */
export function insightCsv(
  table: InsightTable,
  language: Language,
  figures: { funnels?: CourseFunnel[]; weeks?: ActiveWeek[]; lessons?: LessonDetail[] },
): string {
  const words = HEADINGS[language];
  const separator = SEPARATORS[language];
  const lines: (string | number | null)[][] = [];
  if (table === "courses") {
    lines.push([words.course, words.started, words.completed, words.rate]);
    for (const funnel of figures.funnels ?? [])
      lines.push([
        courseTitle(funnel.course, language),
        funnel.started,
        funnel.completed,
        percent(funnel.completed, funnel.started),
      ]);
  } else if (table === "funnel") {
    lines.push([words.course, words.number, words.lesson, words.reached, words.completed]);
    for (const funnel of figures.funnels ?? [])
      funnel.lessons.forEach((step, index) =>
        lines.push([courseTitle(funnel.course, language), index + 1, step.lesson, step.reached, step.completed]),
      );
  } else if (table === "weeks") {
    lines.push([words.week, words.active]);
    for (const week of figures.weeks ?? []) lines.push([week.weekStart, week.members]);
  } else {
    const parts = Array.from({ length: STOP_BUCKETS }, (_, index) =>
      words.stopped((index * 100) / STOP_BUCKETS, ((index + 1) * 100) / STOP_BUCKETS),
    );
    lines.push([words.number, words.lesson, words.reached, words.completed, words.median, ...parts]);
    (figures.lessons ?? []).forEach((lesson, index) =>
      lines.push([
        index + 1,
        lesson.lesson,
        lesson.reached,
        lesson.completed,
        lesson.medianWatched === null ? null : Math.round(lesson.medianWatched * 100),
        ...(lesson.stops.length > 0 ? lesson.stops : parts.map(() => null)),
      ]),
    );
  }
  return UTF8_BOM + lines.map((cells) => csvLine(cells, separator)).join("");
}
