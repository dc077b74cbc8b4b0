import { Link } from "react-router";
import { CourseProgress } from "~/components/course-progress";
import { MemberSidePanel } from "~/features/courses/member-side-panel";
import { PendingText } from "~/features/courses/pending-text";
import { ResponsivePicture } from "~/components/responsive-picture";
import { COVER_SIZE, COVER_WIDTHS } from "~/content/pictures";
import { type CourseSummary, courseSummaries } from "~/content/courses/views.server";
import { useLanguage } from "~/i18n/language-provider";
import { languageOfPath } from "@shared/paths";
import { useCourseWayOn } from "~/member/lesson-progress";
import { pageMeta } from "~/document/meta";
import { PATHS } from "@shared/paths";
import type { Route } from "./+types/member-courses";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "member.coursesMetaTitle", description: "member.coursesDescription" });

export function loader({ request }: Route.LoaderArgs) {
  return { courses: courseSummaries(languageOfPath(new URL(request.url).pathname)) };
}

function CourseCard({ course, inFirstView }: { course: CourseSummary; inFirstView: boolean }) {
  const { t, localize } = useLanguage();
  const { completed, target, label } = useCourseWayOn(
    course.slug,
    course.lessons.map((lesson) => lesson.slug),
  );
  const duplicate = target === PATHS.course(course.slug);

  return (
    <li
      className="group relative flex flex-col overflow-hidden rounded-card border border-ink-700 bg-ink-900/70 transition-colors hover:border-ink-500"
      data-course={course.slug}
    >
      <ResponsivePicture
        basePath={course.image}
        widths={COVER_WIDTHS}
        {...COVER_SIZE}
        alt=""
        sizes="(min-width: 1152px) 22rem, (min-width: 1024px) calc(50vw - 14rem), (min-width: 768px) calc(50vw - 2.75rem), (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)"
        priority={inFirstView}
        className="aspect-video w-full border-b border-ink-700 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-medium text-ink-400">
          {course.lessons.length === 1
            ? t("member.lessonCount")
            : t("member.lessonsCount", { count: course.lessons.length })}
        </p>
        <h2 className="mt-2 text-xl font-semibold text-white">
          {/* The whole card opens the course. While the button below leads to the same
              page, this link is for the pointer only (no second stop for Tab and screen
              readers); the heading keeps its text for them. */}
          {duplicate && <span className="sr-only">{course.title}</span>}
          <Link
            to={localize(PATHS.course(course.slug))}
            className="after:absolute after:inset-0"
            aria-hidden={duplicate || undefined}
            tabIndex={duplicate ? -1 : undefined}
          >
            {course.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-sm leading-6 text-ink-300">{course.description}</p>
        <CourseProgress
          done={completed?.size}
          total={course.lessons.length}
          courseTitle={course.title}
          className="mt-5"
        />
        <Link to={localize(target)} className="relative z-10 mt-5 btn-primary self-start">
          {t(label)}
          <span className="sr-only">: {course.title}</span>
        </Link>
      </div>
    </li>
  );
}

export default function MemberCourses({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <div className="container-page member-columns py-12 sm:py-16">
      <PendingText />
      <div className="min-w-0">
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{t("member.coursesTitle")}</h1>
        <p className="mt-3 max-w-2xl text-lg text-ink-300">{t("member.coursesSubtitle")}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {loaderData.courses.map((course, index) => (
            <CourseCard key={course.slug} course={course} inFirstView={index < 2} />
          ))}
        </ul>
      </div>
      <MemberSidePanel />
    </div>
  );
}
