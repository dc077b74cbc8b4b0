import { data, Link } from "react-router";
import { CourseProgress } from "~/components/course-progress";
import { MemberSidePanel } from "~/features/courses/member-side-panel";
import { MemberError } from "~/features/courses/member-error";
import { PendingText } from "~/features/courses/pending-text";
import { courseView } from "~/content/courses/views.server";
import { useLanguage } from "~/i18n/language-provider";
import { languageOfPath } from "@shared/paths";
import { firstUnfinished, useCompletedLessons } from "~/member/lesson-progress";
import { pageMeta } from "~/document/meta";
import { PATHS } from "@shared/paths";
import type { Route } from "./+types/member-course";

export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  loaded?.course
    ? pageMeta(matches, { titleText: loaded.course.title, descriptionText: loaded.course.description })
    : pageMeta(matches, { title: "member.courseNotFound", description: "member.courseNotFound", noIndex: true });

export function loader({ request, params }: Route.LoaderArgs) {
  const course = courseView(params.courseSlug, languageOfPath(new URL(request.url).pathname));
  return course ? { course } : data({ course: null }, { status: 404 });
}

export default function MemberCourse({ loaderData }: Route.ComponentProps) {
  const { t, localize } = useLanguage();
  const { course } = loaderData;
  const slugs = course?.lessons.map((lesson) => lesson.slug) ?? [];
  const completed = useCompletedLessons(course?.slug ?? "", slugs);
  if (!course) return <MemberError message={t("member.courseNotFound")} />;

  // Until the progress is known, and once every lesson is done, the button leads to the
  // first lesson, which is true in every case.
  const next = completed && firstUnfinished(slugs, completed);
  const nextLesson = course.lessons.find((lesson) => lesson.slug === next);
  const buttonLesson = nextLesson ?? course.lessons[0];
  const buttonLabels = [t("member.openFirstLesson"), t("member.continueWhereLeft"), t("member.startTraining")] as const;
  const buttonLabel = !nextLesson
    ? buttonLabels[0]
    : completed && completed.size > 0
      ? buttonLabels[1]
      : buttonLabels[2];

  return (
    <div className="container-page member-columns py-10 sm:py-14">
      <PendingText />
      <div className="min-w-0">
        <Link to={localize(PATHS.courses)} className="text-sm font-medium text-ink-300 hover:text-white">
          ← {t("member.backToCourses")}
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-white sm:text-4xl">{course.title}</h1>
        <p className="mt-3 max-w-2xl text-ink-300">{course.description}</p>
        {/* The button sits under the progress, starting at the left as on the course list: its
            text changes once the progress is known, and nothing else moves with it. */}
        <div className="mt-6 flex flex-col gap-4 rounded-card border border-ink-700 bg-ink-900/70 p-5">
          <CourseProgress done={completed?.size} total={course.lessons.length} courseTitle={course.title} />
          {buttonLesson && (
            <Link
              to={localize(PATHS.lesson(course.slug, buttonLesson.slug))}
              className="btn-primary w-full sm:w-auto sm:self-start"
            >
              {/* On a phone a label can wrap (German): the button takes the height of its
                  longest label (drawn by CSS, so it is no text of the page), and the label
                  is a new element when it changes, so nothing moves. */}
              <span className="grid text-center">
                {buttonLabels.map((label) => (
                  <span
                    key={`room-${label}`}
                    aria-hidden="true"
                    data-label={label}
                    className="invisible col-start-1 row-start-1 before:content-[attr(data-label)] sm:hidden"
                  />
                ))}
                <span key={buttonLabel} className="col-start-1 row-start-1 self-center">
                  {buttonLabel}
                </span>
              </span>
            </Link>
          )}
        </div>

        {course.lessons.length === 0 ? (
          <p className="mt-10 text-ink-300">{t("member.noLessons")}</p>
        ) : (
          <ol className="mt-8 space-y-3">
            {course.lessons.map((lesson, index) => {
              const done = completed?.has(lesson.slug) ?? false;
              return (
                <li
                  key={lesson.slug}
                  data-lesson={lesson.slug}
                  className="group relative flex gap-4 rounded-2xl border border-ink-700 bg-ink-900/60 p-4 transition-colors hover:border-ink-500 sm:p-5"
                >
                  <span
                    aria-hidden="true"
                    className={`flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold ${done ? "bg-gain-500/15 text-gain-400" : "bg-ink-800 text-ink-300"}`}
                  >
                    {done ? "✓" : index + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <h2 className="font-semibold text-white">
                      <Link
                        to={localize(PATHS.lesson(course.slug, lesson.slug))}
                        className="after:absolute after:inset-0"
                      >
                        {lesson.title}
                      </Link>
                    </h2>
                    <p className="mt-1 text-sm leading-6 text-ink-300">{lesson.description}</p>
                    {/* Tall enough for the Completed badge, which appears once the progress is known. */}
                    <p className="mt-2 flex min-h-5 flex-wrap items-center gap-3 text-xs text-ink-400">
                      <span data-testid="lesson-duration">{t("member.minutes", { minutes: lesson.duration })}</span>
                      {done && (
                        <span className="rounded-full bg-gain-500/15 px-2.5 py-0.5 font-semibold text-gain-400">
                          {t("member.completed")}
                        </span>
                      )}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <MemberSidePanel />
    </div>
  );
}
