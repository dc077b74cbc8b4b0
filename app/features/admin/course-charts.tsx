import { useId } from "react";
import type { ActiveWeek, LessonDetail } from "@shared/course-insight";
import { formatCount, formatLongDate } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";

/**
 * The Courses section's charts (docs/decisions/042-course-insight.md): SVGs with
 * role="img", named by their <title> and described by a <desc> that reads out every
 * figure, next to tables with the same numbers. Positions and widths are percentages of
 * the SVG's own width and its text is in pixels, so a chart fills a phone's width as
 * well as a desktop's without shrinking its labels. Sizes are attributes: the page's
 * Content-Security-Policy refuses style attributes.
 */

/** An SVG image named by its title and described by its desc. */
function Chart({
  title,
  description,
  height,
  testId,
  children,
}: {
  title: string;
  description: string;
  height: number;
  testId: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      width="100%"
      height={height}
      className="block overflow-visible"
      data-testid={testId}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

const MIN = { en: "min", de: "Min." } as const;

const percent = (value: number) => `${value.toFixed(3)}%`;

/** "24 Nov" / "24. Nov.", a week's Monday on an axis. */
function shortDay(date: string, language: "en" | "de") {
  return new Intl.DateTimeFormat(language === "de" ? "de-DE" : "en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Active members in each of the last weeks, oldest first: a column per week, its figure above it. */
export function ActiveWeeksChart({ weeks }: { weeks: ActiveWeek[] }) {
  const { t, language } = useLanguage();
  const highest = Math.max(1, ...weeks.map((week) => week.members));
  const slot = 100 / weeks.length;
  const top = 18;
  const plot = 120;
  const values = weeks
    .map((week) => `${shortDay(week.weekStart, language)}: ${formatCount(week.members, language)}`)
    .join(", ");
  return (
    <Chart
      title={t("admin.courses.weeksChart", { weeks: weeks.length })}
      description={t("admin.courses.weeksChartDesc", {
        first: formatLongDate(weeks[0]!.weekStart, language),
        last: formatLongDate(weeks.at(-1)!.weekStart, language),
        values,
      })}
      height={top + plot + 22}
      testId="active-weeks-chart"
    >
      <line x1="0" x2="100%" y1={top + plot} y2={top + plot} className="stroke-ink-600" />
      {weeks.map((week, index) => {
        const height = Math.max(week.members > 0 ? 2 : 0, (week.members / highest) * plot);
        const middle = percent(slot * (index + 0.5));
        return (
          <g key={week.weekStart}>
            <rect
              x={percent(slot * index + slot * 0.15)}
              width={percent(slot * 0.7)}
              y={top + plot - height}
              height={height}
              rx="3"
              className="fill-accent-400/85"
            />
            <text
              x={middle}
              y={top + plot - height - 5}
              textAnchor="middle"
              className="fill-white text-[11px] font-semibold tabular-nums"
            >
              {formatCount(week.members, language)}
            </text>
            {/* A phone has room for every third week's date, counted back from the current one. */}
            <text
              x={middle}
              y={top + plot + 16}
              textAnchor="middle"
              className={`fill-ink-400 text-[10px] ${(weeks.length - 1 - index) % 3 === 0 ? "" : "hidden sm:inline"}`}
            >
              {shortDay(week.weekStart, language)}
            </text>
          </g>
        );
      })}
    </Chart>
  );
}

/**
 * A course's funnel: a row per lesson, its number on the left, a light bar for the members
 * who reached it and a darker one inside for those who completed it, both against the
 * members who started the course.
 */
export function FunnelChart({
  courseTitle,
  started,
  lessons,
}: {
  courseTitle: string;
  started: number;
  lessons: { reached: number; completed: number }[];
}) {
  const { t, language } = useLanguage();
  const highest = Math.max(1, started, ...lessons.map((lesson) => lesson.reached));
  const row = 26;
  const bar = 16;
  // The bars fill what the lesson numbers (28 px) and the figures (up to 70 px) leave.
  const barArea = 62;
  const values = lessons
    .map((lesson, index) =>
      t("admin.courses.funnelStep", {
        number: index + 1,
        reached: formatCount(lesson.reached, language),
        completed: formatCount(lesson.completed, language),
      }),
    )
    .join("; ");
  return (
    <Chart
      title={t("admin.courses.funnelChart", { course: courseTitle })}
      description={t("admin.courses.funnelChartDesc", { started: formatCount(started, language), values })}
      height={lessons.length * row}
      testId="funnel-chart"
    >
      {lessons.map((lesson, index) => {
        const y = index * row + (row - bar) / 2;
        const reached = (lesson.reached / highest) * barArea;
        const completed = (lesson.completed / highest) * barArea;
        return (
          <g key={index}>
            <text x="0" y={y + bar - 3} className="fill-ink-400 text-[12px] tabular-nums">
              {index + 1}
            </text>
            <svg x="28" y={y} width="100%" height={bar} overflow="visible">
              <rect x="0" width={percent(barArea)} height={bar} rx="3" className="fill-ink-800" />
              <rect x="0" width={percent(reached)} height={bar} rx="3" className="fill-ink-500" />
              <rect x="0" width={percent(completed)} height={bar} rx="3" className="fill-accent-500" />
              <text
                x={percent(Math.max(reached, 0) + 1.5)}
                y={bar - 3}
                className="fill-ink-100 text-[11px] tabular-nums"
              >
                {`${formatCount(lesson.reached, language)} / ${formatCount(lesson.completed, language)}`}
              </text>
            </svg>
          </g>
        );
      })}
    </Chart>
  );
}

/** Minutes of a video with one decimal where needed: "2.4" / "2,4". */
export function formatMinutes(seconds: number, language: "en" | "de") {
  return new Intl.NumberFormat(language === "de" ? "de-DE" : "en-GB", { maximumFractionDigits: 1 }).format(
    seconds / 60,
  );
}

/** Where members' last positions lie in one lesson's video: a column per tenth of its length. */
export function StopsChart({ lessonTitle, lesson }: { lessonTitle: string; lesson: LessonDetail }) {
  const { t, language } = useLanguage();
  const total = lesson.stops.reduce((sum, count) => sum + count, 0);
  const highest = Math.max(1, ...lesson.stops);
  const parts = lesson.stops.length;
  const slot = 100 / parts;
  const top = 16;
  const plot = 72;
  const minute = (part: number) => formatMinutes((lesson.videoSeconds * part) / parts, language);
  const values = lesson.stops
    .map((count, index) =>
      t("admin.courses.stopsPart", { from: minute(index), to: minute(index + 1), count: formatCount(count, language) }),
    )
    .join(", ");
  return (
    <Chart
      title={t("admin.courses.stopsChart", { lesson: lessonTitle })}
      description={t("admin.courses.stopsChartDesc", {
        total: formatCount(total, language),
        minutes: formatMinutes(lesson.videoSeconds, language),
        values,
      })}
      height={top + plot + 18}
      testId="stops-chart"
    >
      <line x1="0" x2="100%" y1={top + plot} y2={top + plot} className="stroke-ink-600" />
      {lesson.stops.map((count, index) => {
        const height = Math.max(count > 0 ? 2 : 0, (count / highest) * plot);
        return (
          <g key={index}>
            <rect
              x={percent(slot * index + slot * 0.12)}
              width={percent(slot * 0.76)}
              y={top + plot - height}
              height={height}
              rx="2"
              className="fill-accent-400/85"
            />
            {count > 0 && (
              <text
                x={percent(slot * (index + 0.5))}
                y={top + plot - height - 4}
                textAnchor="middle"
                className="fill-ink-100 text-[10px] tabular-nums"
              >
                {formatCount(count, language)}
              </text>
            )}
          </g>
        );
      })}
      <text x="0" y={top + plot + 14} className="fill-ink-400 text-[10px]">
        0
      </text>
      <text x="50%" y={top + plot + 14} textAnchor="middle" className="fill-ink-400 text-[10px]">
        {`${minute(parts / 2)}\u00a0${MIN[language]}`}
      </text>
      <text x="100%" y={top + plot + 14} textAnchor="end" className="fill-ink-400 text-[10px]">
        {`${minute(parts)}\u00a0${MIN[language]}`}
      </text>
    </Chart>
  );
}
