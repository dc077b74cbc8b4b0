import { type ReactNode, useId } from "react";
import { data, Form, Link } from "react-router";
import { INPUT_CLASS } from "~/components/form-field";
import { AdminPage, CARD, useReadingAgain } from "~/features/admin/admin-page";
import { pageSearch, readAdminPage } from "~/features/admin/admin-data.server";
import { ActiveWeeksChart, formatMinutes, FunnelChart, StopsChart } from "~/features/admin/course-charts";
import { RetryButton } from "~/features/admin/retry-button";
import { courseSummaries } from "~/content/courses/views.server";
import { pageMeta } from "~/document/meta";
import { memberPageHeaders } from "~/document/private-page";
import { formatCount, formatLongDate, formatPercent } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import {
  INSIGHT_PARAMS,
  INSIGHT_PERIODS,
  type InsightCourse,
  type InsightOverview,
  type InsightPeriod,
  type InsightTable,
  STOP_BUCKETS,
} from "@shared/course-insight";
import { languageOfPath, PATHS } from "@shared/paths";
import type { Route } from "./+types/admin-courses";

/** Where members stop: the courses' funnels, drop-off and activity (docs/decisions/042-course-insight.md). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "admin.courses.metaTitle", description: "admin.metaDescription", noIndex: true });

/**
 * The figures of the period and the course the address asks for, read on the server
 * (docs/decisions/037-dashboard-reads-on-the-server.md), with the courses' and lessons'
 * titles in the page's language. An unknown period counts as all time, an unknown course
 * shows the first.
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const params = pageSearch(url);
  const language = languageOfPath(url.pathname);
  const askedPeriod = params.get(INSIGHT_PARAMS.period) ?? "all";
  const period: InsightPeriod = (INSIGHT_PERIODS as readonly string[]).includes(askedPeriod)
    ? (askedPeriod as InsightPeriod)
    : "all";
  const titles = courseSummaries(language).map((course) => ({
    slug: course.slug,
    title: course.title,
    lessons: course.lessons.map((lesson) => lesson.title),
  }));
  const asked = params.get(INSIGHT_PARAMS.course);
  const course = titles.find((candidate) => candidate.slug === asked) ?? titles[0]!;
  const { screen, init } = await readAdminPage<{ overview: InsightOverview; course: InsightCourse }>(args, {
    overview: `/insight/courses?period=${period}`,
    course: `/insight/courses/${course.slug}?period=${period}`,
  });
  return data({ ...screen, period, titles, unknownCourse: asked !== null && asked !== course.slug }, init);
}

export const headers = memberPageHeaders;

type Titles = Route.ComponentProps["loaderData"]["titles"];

const TH = "border-b border-ink-700 py-2 pr-4 font-medium";
const TD = "border-b border-ink-800 py-2.5 pr-4 align-top";
const NUM = "text-right tabular-nums";
const SELECT_CLASS = `${INPUT_CLASS} py-2.5`;

/** The address of this page or of a table's CSV with the period and course. */
function insightQuery(values: { period: InsightPeriod; course?: string; table?: InsightTable }) {
  const params = new URLSearchParams();
  if (values.table) params.set(INSIGHT_PARAMS.table, values.table);
  if (values.period !== "all") params.set(INSIGHT_PARAMS.period, values.period);
  if (values.course) params.set(INSIGHT_PARAMS.course, values.course);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A download of one table as CSV: a plain link, so it works without JavaScript. */
function CsvLink({
  table,
  period,
  course,
  name,
  text,
}: {
  table: InsightTable;
  period: InsightPeriod;
  course?: string;
  name: string;
  text?: string;
}) {
  const { t, localize } = useLanguage();
  return (
    <a
      href={`${localize(PATHS.adminCoursesExport)}${insightQuery({ table, period, course })}`}
      download
      className="text-sm font-medium text-accent-400 hover:underline"
      aria-label={t("admin.courses.csvOf", { table: name })}
      data-testid={`csv-${table}`}
    >
      {text ?? t("admin.courses.csv")}
    </a>
  );
}

/** A card with a heading, a line under it, its CSV link and its content. */
function Section({
  id,
  title,
  hint,
  csv,
  className = "",
  children,
}: {
  id: string;
  title: string;
  hint?: ReactNode;
  csv?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`${CARD} ${className}`} aria-labelledby={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-lg font-semibold text-white">
          {title}
        </h2>
        {csv}
      </div>
      {hint && <p className="mt-1 text-sm text-ink-400">{hint}</p>}
      {children}
    </section>
  );
}

/** A table that scrolls sideways inside its card when it is wider than the screen; the keyboard reaches it too. */
function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // relative: the table's screen-reader-only texts are placed in here, not beyond the page's edge.
    <div className="relative mt-4 overflow-x-auto" tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** The period and course to show, as a GET form: it works without JavaScript. */
function Filter({ period, course, titles }: { period: InsightPeriod; course: string; titles: Titles }) {
  const { t, localize } = useLanguage();
  const id = useId();
  return (
    <Form method="get" action={localize(PATHS.adminCourses)} className="mt-8 flex flex-wrap items-end gap-4">
      <div className="min-w-48 flex-1 sm:flex-none">
        <label htmlFor={`${id}-period`} className="text-sm text-ink-300">
          {t("admin.courses.period")}
        </label>
        <select
          id={`${id}-period`}
          name={INSIGHT_PARAMS.period}
          defaultValue={period}
          className={SELECT_CLASS}
          key={period}
        >
          {INSIGHT_PERIODS.map((value) => (
            <option key={value} value={value}>
              {t(`admin.courses.period.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-48 flex-1 sm:flex-none">
        <label htmlFor={`${id}-course`} className="text-sm text-ink-300">
          {t("admin.courses.course")}
        </label>
        <select
          id={`${id}-course`}
          name={INSIGHT_PARAMS.course}
          defaultValue={course}
          className={SELECT_CLASS}
          key={course}
        >
          {titles.map((entry) => (
            <option key={entry.slug} value={entry.slug}>
              {entry.title}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary">
        {t("admin.courses.show")}
      </button>
    </Form>
  );
}

function CoursesTable({ overview, course, titles }: { overview: InsightOverview; course: string; titles: Titles }) {
  const { t, language, localize } = useLanguage();
  return (
    <ScrollingTable label={t("admin.courses.summary")}>
      <table className="w-full min-w-[34rem] text-left text-sm" data-testid="courses-table">
        <thead className="text-ink-400">
          <tr>
            <th scope="col" className={TH}>
              {t("admin.courses.course")}
            </th>
            <th scope="col" className={`${TH} ${NUM}`}>
              {t("admin.courses.started")}
            </th>
            <th scope="col" className={`${TH} ${NUM}`}>
              {t("admin.courses.completed")}
            </th>
            <th scope="col" className={`${TH} ${NUM}`}>
              {t("admin.courses.rate")}
            </th>
            <th scope="col" className={TH}>
              <span className="sr-only">{t("admin.courses.details")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="text-ink-100">
          {overview.courses.map((row) => {
            const title = titles.find((entry) => entry.slug === row.course)?.title ?? row.course;
            return (
              <tr key={row.course}>
                <th scope="row" className={`${TD} font-medium text-white`}>
                  {title}
                </th>
                <td className={`${TD} ${NUM}`}>{formatCount(row.started, language)}</td>
                <td className={`${TD} ${NUM}`}>{formatCount(row.completed, language)}</td>
                <td className={`${TD} ${NUM}`}>
                  {row.started > 0
                    ? formatPercent(Math.round((row.completed / row.started) * 100), language)
                    : t("admin.courses.none")}
                </td>
                <td className={TD}>
                  {row.course === course ? (
                    <span className="text-ink-400">{t("admin.courses.shown")}</span>
                  ) : (
                    <Link
                      to={`${localize(PATHS.adminCourses)}${insightQuery({ period: overview.period, course: row.course })}#course-funnel`}
                      className="font-medium text-accent-400 hover:underline"
                      aria-label={t("admin.courses.detailsOf", { course: title })}
                    >
                      {t("admin.courses.details")}
                    </Link>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

function WeeksTable({ overview }: { overview: InsightOverview }) {
  const { t, language } = useLanguage();
  return (
    <ScrollingTable label={t("admin.courses.weeks")}>
      <table className="w-full text-left text-sm" data-testid="weeks-table">
        <thead className="text-ink-400">
          <tr>
            <th scope="col" className={TH}>
              {t("admin.courses.weekFrom")}
            </th>
            <th scope="col" className={`${TH} ${NUM}`}>
              {t("admin.courses.activeMembers")}
            </th>
          </tr>
        </thead>
        <tbody className="text-ink-100">
          {[...overview.activePerWeek].reverse().map((week) => (
            <tr key={week.weekStart}>
              <td className={TD}>{formatLongDate(week.weekStart, language)}</td>
              <td className={`${TD} ${NUM}`}>{formatCount(week.members, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

function LessonsTable({ course, lessonTitles }: { course: InsightCourse; lessonTitles: string[] }) {
  const { t, language } = useLanguage();
  return (
    <ScrollingTable label={t("admin.courses.details")}>
      <table className="w-full min-w-[40rem] text-left text-sm" data-testid="lessons-table">
        <thead className="text-ink-400">
          <tr>
            <th scope="col" className={`${TH} ${NUM}`}>
              {t("admin.courses.number")}
            </th>
            <th scope="col" className={TH}>
              {t("admin.courses.lesson")}
            </th>
            <th scope="col" className={`${TH} ${NUM}`}>
              {t("admin.courses.minutes")}
            </th>
            <th scope="col" className={`${TH} ${NUM}`}>
              {t("admin.courses.reached")}
            </th>
            <th scope="col" className={`${TH} ${NUM}`}>
              {t("admin.courses.completed")}
            </th>
            <th scope="col" className={`${TH} ${NUM}`}>
              {t("admin.courses.median")}
            </th>
          </tr>
        </thead>
        <tbody className="text-ink-100">
          {course.lessons.map((lesson, index) => (
            <tr key={lesson.lesson} data-lesson={lesson.lesson}>
              <td className={`${TD} ${NUM} text-ink-400`}>{index + 1}</td>
              <th scope="row" className={`${TD} font-normal`}>
                {lessonTitles[index] ?? lesson.lesson}
              </th>
              <td className={`${TD} ${NUM} whitespace-nowrap`}>
                {lesson.videoSeconds > 0
                  ? `${formatMinutes(lesson.videoSeconds, language)}\u00a0${language === "de" ? "Min." : "min"}`
                  : t("admin.courses.noVideo")}
              </td>
              <td className={`${TD} ${NUM}`}>{formatCount(lesson.reached, language)}</td>
              <td className={`${TD} ${NUM}`}>{formatCount(lesson.completed, language)}</td>
              <td className={`${TD} ${NUM}`}>
                {lesson.medianWatched === null
                  ? t("admin.courses.none")
                  : formatPercent(Math.round(lesson.medianWatched * 100), language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

/** Every video lesson's last positions in tenths of its length, a row per lesson. */
function StopsTable({ course, lessonTitles }: { course: InsightCourse; lessonTitles: string[] }) {
  const { t, language } = useLanguage();
  const parts = Array.from({ length: STOP_BUCKETS }, (_, index) => [
    (index * 100) / STOP_BUCKETS,
    ((index + 1) * 100) / STOP_BUCKETS,
  ]);
  return (
    <ScrollingTable label={t("admin.courses.stopsTable")}>
      <table className="w-full min-w-[44rem] text-left text-sm" data-testid="stops-table">
        <caption className="mb-2 text-left text-sm font-medium text-ink-300">{t("admin.courses.stopsTable")}</caption>
        <thead className="text-ink-400">
          <tr>
            <th scope="col" className={TH}>
              {t("admin.courses.lesson")}
            </th>
            {parts.map(([from, to]) => (
              <th key={from} scope="col" className={`${TH} ${NUM} whitespace-nowrap`}>
                {`${from}–${formatPercent(to!, language)}`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-ink-100">
          {course.lessons.map((lesson, index) =>
            lesson.videoSeconds === 0 ? null : (
              <tr key={lesson.lesson} data-lesson={lesson.lesson}>
                <th scope="row" className={`${TD} font-normal`}>
                  {`${index + 1}. ${lessonTitles[index] ?? lesson.lesson}`}
                </th>
                {lesson.stops.map((count, part) => (
                  <td key={part} className={`${TD} ${NUM}`}>
                    {formatCount(count, language)}
                  </td>
                ))}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

function Insight({ overview, course, titles }: { overview: InsightOverview; course: InsightCourse; titles: Titles }) {
  const { t, language } = useLanguage();
  const courseTitles = titles.find((entry) => entry.slug === course.course)!;
  const period = overview.period;
  return (
    <div className="mt-8 grid gap-6 *:min-w-0 lg:grid-cols-2">
      <Section
        id="course-summary"
        className="lg:col-span-2"
        title={t("admin.courses.summary")}
        csv={<CsvLink table="courses" period={period} name={t("admin.courses.summary")} />}
      >
        <CoursesTable overview={overview} course={course.course} titles={titles} />
        <p className="mt-4">
          <CsvLink
            table="funnel"
            period={period}
            name={t("admin.courses.funnels")}
            text={t("admin.courses.csvFunnels")}
          />
        </p>
      </Section>
      <Section
        id="active-weeks"
        className="lg:col-span-2"
        title={t("admin.courses.weeks")}
        hint={t("admin.courses.weeksHint", { weeks: overview.activePerWeek.length })}
        csv={<CsvLink table="weeks" period={period} name={t("admin.courses.weeks")} />}
      >
        <div className="mt-5">
          <ActiveWeeksChart weeks={overview.activePerWeek} />
        </div>
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer text-ink-300 hover:text-white">{t("admin.courses.activeMembers")}</summary>
          <WeeksTable overview={overview} />
        </details>
      </Section>
      <Section
        id="course-funnel"
        className="lg:col-span-2"
        title={t("admin.courses.funnel", { course: courseTitles.title })}
        hint={t("admin.courses.funnelHint", {
          started: formatCount(course.started, language),
          completed: formatCount(course.completed, language),
        })}
        csv={
          <CsvLink
            table="lessons"
            period={period}
            course={course.course}
            name={t("admin.courses.detailsOf", { course: courseTitles.title })}
          />
        }
      >
        <p className="mt-4 flex gap-5 text-xs text-ink-300" aria-hidden="true">
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm bg-ink-500" />
            {t("admin.courses.reached")}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm bg-accent-500" />
            {t("admin.courses.completed")}
          </span>
        </p>
        <div className="mt-3">
          <FunnelChart courseTitle={courseTitles.title} started={course.started} lessons={course.lessons} />
        </div>
        <LessonsTable course={course} lessonTitles={courseTitles.lessons} />
      </Section>
      <Section
        id="course-stops"
        className="lg:col-span-2"
        title={t("admin.courses.stops")}
        hint={t("admin.courses.stopsHint")}
      >
        <ul className="mt-5 grid gap-x-6 gap-y-5 sm:grid-cols-2 xl:grid-cols-3">
          {course.lessons.map((lesson, index) =>
            lesson.videoSeconds === 0 ? null : (
              <li key={lesson.lesson} className="min-w-0" data-testid={`stops-${lesson.lesson}`}>
                <p className="truncate text-sm text-ink-200">{`${index + 1}. ${courseTitles.lessons[index] ?? lesson.lesson}`}</p>
                {lesson.stops.some((count) => count > 0) ? (
                  <StopsChart lessonTitle={courseTitles.lessons[index] ?? lesson.lesson} lesson={lesson} />
                ) : (
                  <p className="mt-2 text-sm text-ink-400">{t("admin.courses.nobodyYet")}</p>
                )}
              </li>
            ),
          )}
        </ul>
        <div className="mt-6">
          <StopsTable course={course} lessonTitles={courseTitles.lessons} />
        </div>
      </Section>
    </div>
  );
}

export default function AdminCourses({ loaderData }: Route.ComponentProps) {
  const { t, language } = useLanguage();
  const busy = useReadingAgain();
  const screen = loaderData;
  const course = screen.data?.course.course ?? screen.titles[0]!.slug;
  const since = screen.data?.overview.since;
  return (
    <AdminPage screen={screen} title={t("admin.courses.title")} intro={t("admin.courses.intro")}>
      <Filter period={screen.period} course={course} titles={screen.titles} />
      <p className="mt-3 text-sm text-ink-400" data-testid="period-hint">
        {since
          ? t("admin.courses.periodHint.since", { date: formatLongDate(since.slice(0, 10), language) })
          : t("admin.courses.periodHint.all")}
      </p>
      {screen.unknownCourse && (
        <p role="status" className="mt-3 text-sm text-accent-300">
          {t("admin.courses.unknownCourse")}
        </p>
      )}
      {screen.error !== undefined ? (
        <div className="mt-8" role="alert">
          <p className="text-loss-400">{t("admin.loadFailed", { error: screen.error })}</p>
          <RetryButton />
        </div>
      ) : (
        screen.data && (
          <div aria-busy={busy || undefined}>
            <Insight overview={screen.data.overview} course={screen.data.course} titles={screen.titles} />
          </div>
        )
      )}
    </AdminPage>
  );
}
