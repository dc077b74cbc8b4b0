import { useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { useAuth } from "~/auth/auth-provider";
import { useSignInFirst } from "~/auth/use-sign-in-first";
import { DataSettings, ProfileSettings, SecuritySettings } from "~/components/account-settings";
import { AccountSubscriptions } from "~/components/account-subscriptions";
import { CourseProgress } from "~/components/course-progress";
import { type CourseSummary, courseSummaries } from "~/content/courses/views.server";
import { pageMeta } from "~/document/meta";
import { formatHours, formatLongDate } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import { useCourseWayOn, useProgressTotals } from "~/member/lesson-progress";
import { languageOfPath, PATHS } from "@shared/paths";
import type { Route } from "./+types/member-account";

/** A member's own page: kept out of search results. */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "account.metaTitle", description: "account.metaDescription", noIndex: true });

export function loader({ request }: Route.LoaderArgs) {
  return { courses: courseSummaries(languageOfPath(new URL(request.url).pathname)) };
}

const CARD = "rounded-card border border-ink-700 bg-ink-900/70 p-6";

/** One course with its progress and the way on: its next lesson, or the course to review. */
function CourseRow({ course }: { course: CourseSummary }) {
  const { t, localize } = useLanguage();
  const { completed, next, target, label } = useCourseWayOn(
    course.slug,
    course.lessons.map((lesson) => lesson.slug),
  );
  const nextLesson = course.lessons.find((lesson) => lesson.slug === next);

  return (
    <li className={`${CARD} flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between`} data-course={course.slug}>
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold text-white">{course.title}</h3>
        <p className="mt-1 text-sm text-ink-300">
          {completed === undefined
            ? "\u00a0"
            : nextLesson
              ? t("account.nextLesson", { lesson: nextLesson.title })
              : t("account.courseDone")}
        </p>
        <CourseProgress
          done={completed?.size}
          total={course.lessons.length}
          courseTitle={course.title}
          className="mt-4"
        />
      </div>
      <Link to={localize(target)} className="btn-primary shrink-0 self-start sm:self-auto">
        {t(label)}
        <span className="sr-only">: {course.title}</span>
      </Link>
    </li>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-ink-700 bg-ink-950/60 px-4 py-3">
      <dt className="text-xs font-medium text-ink-300">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-white tabular-nums">{children}</dd>
    </div>
  );
}

export default function MemberAccount({ loaderData }: Route.ComponentProps) {
  const { t, language, localize } = useLanguage();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { courses } = loaderData;
  const totals = useProgressTotals(courses);
  const lessonCount = courses.reduce((sum, course) => sum + course.lessons.length, 0);
  const signingOut = useRef(false);

  useSignInFirst(PATHS.account, () => signingOut.current);

  if (!user) {
    return (
      <div className="container-page flex min-h-[60vh] items-center justify-center py-16">
        <h1 className="text-lg text-ink-300" role="status">
          {t("account.loading")}
        </h1>
      </div>
    );
  }

  const date = (iso: string | null) => (iso ? formatLongDate(iso.slice(0, 10), language) : "–");
  const known = (value: number | undefined) => (value === undefined ? "–" : value);

  return (
    <div className="container-page py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight break-words text-white sm:text-4xl">
        {t("account.welcome", { name: user.name })}
      </h1>
      <p className="mt-3 text-ink-300">{t("account.intro")}</p>
      {user.role === "admin" && (
        <Link to={localize(PATHS.admin)} className="mt-5 btn-secondary inline-flex">
          {t("account.adminLink")}
        </Link>
      )}

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="account-courses">
          <h2 id="account-courses" className="text-xl font-bold text-white">
            {t("account.courses")}
          </h2>
          <ul className="mt-4 space-y-4">
            {courses.map((course) => (
              <CourseRow key={course.slug} course={course} />
            ))}
          </ul>
        </section>

        <div className="space-y-10">
          <section aria-labelledby="account-statistics">
            <h2 id="account-statistics" className="text-xl font-bold text-white">
              {t("account.statistics")}
            </h2>
            <dl className="mt-4 grid grid-cols-2 gap-3" data-testid="account-statistics">
              <Figure label={t("account.totalSignIns")}>{user.signInCount}</Figure>
              <Figure label={t("account.memberSince")}>{date(user.createdAt)}</Figure>
              <Figure label={t("account.lastActivity")}>{date(user.lastSignInAt)}</Figure>
              <Figure label={t("account.coursesCompleted")}>{known(totals?.coursesCompleted)}</Figure>
              <Figure label={t("account.hoursWatched")}>
                {totals ? formatHours(totals.watchedSeconds, language) : "–"}
              </Figure>
              <Figure label={t("account.modules")}>
                {totals ? t("account.ofTotal", { done: totals.coursesCompleted, total: courses.length }) : "–"}
              </Figure>
              <Figure label={t("account.lessons")}>
                {totals ? t("account.ofTotal", { done: totals.lessonsCompleted, total: lessonCount }) : "–"}
              </Figure>
            </dl>
          </section>

          <section aria-labelledby="account-subscriptions">
            <h2 id="account-subscriptions" className="text-xl font-bold text-white">
              {t("account.subscriptions")}
            </h2>
            <AccountSubscriptions />
          </section>
        </div>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-3">
        <ProfileSettings />
        <SecuritySettings
          onSigningOut={() => (signingOut.current = true)}
          onSignOut={() => {
            signingOut.current = true;
            void logout().then(() => navigate(localize(PATHS.login)));
          }}
        />
        <DataSettings onSigningOut={() => (signingOut.current = true)} />
      </div>
    </div>
  );
}
