import { useCallback, useEffect, useRef, useState } from "react";
import { data, Link } from "react-router";
import { LessonPlayer } from "~/features/courses/lesson-player";
import { MemberError } from "~/features/courses/member-error";
import { PendingText } from "~/features/courses/pending-text";
import { ExternalLink } from "~/components/external-link";
import { LineIcon } from "~/components/line-icon";
import { inOwnTask } from "~/browser/own-task";
import { SanitizedHtml } from "~/components/sanitized-html";
import { TEXT_ONLY } from "@shared/courses/text-only";
import { lessonView } from "~/content/courses/views.server";
import { useLanguage } from "~/i18n/language-provider";
import { languageOfPath } from "@shared/paths";
import { useCompletedLessons } from "~/member/lesson-progress";
import { setLessonCompleted } from "~/member/lesson-progress-changes";
import { pageMeta } from "~/document/meta";
import { PATHS } from "@shared/paths";
import type { Route } from "./+types/member-lesson";

export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  loaded?.view
    ? pageMeta(matches, {
        titleText: [loaded.view.lesson.title, loaded.view.course.title],
        descriptionText: loaded.view.lesson.description,
      })
    : pageMeta(matches, { title: "member.lessonNotFound", description: "member.lessonNotFound", noIndex: true });

export function loader({ request, params }: Route.LoaderArgs) {
  const view = lessonView(params.courseSlug, params.lessonSlug, languageOfPath(new URL(request.url).pathname));
  return view ? { view } : data({ view: null }, { status: 404 });
}

export default function MemberLesson({ loaderData }: Route.ComponentProps) {
  const { t, localize } = useLanguage();
  const { view } = loaderData;
  const courseSlug = view?.course.slug ?? "";
  const lessonSlug = view?.lesson.slug ?? "";
  const completed = useCompletedLessons(courseSlug, view?.course.lessons.map((lesson) => lesson.slug) ?? []);
  const markComplete = useCallback(() => setLessonCompleted(courseSlug, lessonSlug, true), [courseSlug, lessonSlug]);
  const completion = useCompletionFocus(`${courseSlug}/${lessonSlug}`, completed?.has(lessonSlug));
  const lessonList = useCurrentLessonInView(`${courseSlug}/${lessonSlug}`);
  if (!view) return <MemberError message={t("member.lessonNotFound")} />;

  const { course, lesson, previous, next, index } = view;
  const isCompleted = completed?.has(lesson.slug);
  const courseFinished = completed?.size === course.lessons.length;

  return (
    <div className="container-page member-columns py-10">
      <PendingText />
      <article className="min-w-0">
        <Link to={localize(PATHS.course(course.slug))} className="text-sm font-medium text-ink-300 hover:text-white">
          ← {course.title}
        </Link>
        <p className="mt-4 text-xs font-semibold tracking-wider text-accent-400 uppercase">
          {t("member.lessonNumber", { number: index + 1, total: course.lessons.length })}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">{lesson.title}</h1>
        <p className="mt-3 text-ink-300">{lesson.description}</p>

        <div className="mt-8">
          {lesson.videoId === TEXT_ONLY ? (
            <p className="rounded-card border border-ink-700 bg-ink-900/70 p-5 text-ink-200">{t("member.textOnly")}</p>
          ) : (
            <LessonPlayer
              key={`${course.slug}/${lesson.slug}`}
              courseSlug={course.slug}
              lessonSlug={lesson.slug}
              videoId={lesson.videoId}
              title={lesson.title}
              durationMinutes={lesson.duration}
              onAutoComplete={markComplete}
            />
          )}
        </div>

        {/* As tall as the tallest state (the bordered buttons), so no state moves the page. */}
        <div className="mt-6 flex min-h-10.5 flex-wrap items-center gap-3">
          {isCompleted === undefined ? (
            // Not known yet: neither "Mark as Complete" nor "Completed" would be sure.
            <span
              aria-hidden="true"
              data-testid="completion-placeholder"
              className="h-10 w-48 rounded-full bg-ink-800 motion-safe:animate-placeholder"
            />
          ) : isCompleted ? (
            <>
              <button
                type="button"
                disabled
                className="btn rounded-full border border-gain-500/40 bg-gain-500/15 text-gain-400 disabled:opacity-100"
              >
                ✓ {t("member.completed")}
              </button>
              <button
                ref={completion.undoButton}
                type="button"
                className="btn-secondary"
                onClick={() => {
                  completion.pressed("member.markedIncomplete");
                  setLessonCompleted(course.slug, lesson.slug, false);
                }}
              >
                {t("member.undo")}
              </button>
            </>
          ) : (
            <button
              ref={completion.markButton}
              type="button"
              className="btn-primary"
              onClick={() => {
                completion.pressed("member.markedComplete");
                markComplete();
              }}
            >
              {t("member.markComplete")}
            </button>
          )}
        </div>
        <p role="status" className="sr-only" data-testid="completion-status">
          {completion.message && t(completion.message)}
        </p>

        {lesson.contentHtml && (
          <section aria-labelledby="notes-title" className="mt-12">
            <h2 id="notes-title" className="text-xl font-semibold text-white">
              {t("member.additionalInfo")}
            </h2>
            <SanitizedHtml html={lesson.contentHtml} className="prose-page mt-4" />
          </section>
        )}

        {lesson.resources.length > 0 && (
          <section aria-labelledby="resources-title" className="mt-12">
            <h2 id="resources-title" className="text-xl font-semibold text-white">
              {t("member.resources")}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {lesson.resources.map((resource) => (
                <li key={resource.url + resource.title}>
                  <ExternalLink
                    href={resource.url}
                    ad={resource.ad}
                    className="flex h-full gap-3 rounded-2xl border border-ink-700 bg-ink-900/60 p-4 transition-colors hover:border-ink-500"
                  >
                    <span
                      className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-500/10 text-accent-400"
                      data-resource-type={resource.type}
                    >
                      <LineIcon size={18}>
                        {resource.type === "download" ? (
                          <path d="M14 3H7a2 2 0 00-2 2v14a2 2 0 002 2h10a2 2 0 002-2V8zM14 3v5h5M12 12v6M9 15l3 3 3-3" />
                        ) : (
                          <path d="M10 14a4 4 0 005.66 0l3-3a4 4 0 00-5.66-5.66l-1 1M14 10a4 4 0 00-5.66 0l-3 3a4 4 0 005.66 5.66l1-1" />
                        )}
                      </LineIcon>
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold text-white">{resource.title}</span>
                      <span className="mt-1 block text-sm text-ink-300">{resource.description}</span>
                      <span className="mt-1 block text-xs text-ink-400">
                        {resource.type === "download" ? t("member.download") : t("member.link")}
                      </span>
                    </span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        )}

        {!next && courseFinished && (
          <section role="status" className="mt-12 rounded-card border border-gain-500/30 bg-gain-500/10 p-6">
            <h2 className="text-xl font-semibold text-white">{t("member.finishedTitle")}</h2>
            <p className="mt-2 text-ink-200">{t("member.finishedText")}</p>
            <Link to={localize(PATHS.courses)} className="mt-5 btn-primary">
              {t("member.allCourses")}
            </Link>
          </section>
        )}

        <nav
          className="mt-12 flex flex-wrap justify-between gap-3 border-t border-ink-700 pt-6"
          aria-label={t("member.lessonNavigation")}
        >
          {/* The first lesson's way back is to its course. */}
          <Link
            to={localize(previous ? PATHS.lesson(course.slug, previous.slug) : PATHS.course(course.slug))}
            className="btn-secondary"
          >
            <span aria-hidden="true">←</span> {previous ? t("member.previousLesson") : t("member.back")}
          </Link>
          <Link
            to={localize(next ? PATHS.lesson(course.slug, next.slug) : PATHS.course(course.slug))}
            className="btn-primary"
          >
            {/* The last lesson's way on is back to its course: named for where it goes. */}
            {next ? t("member.nextLesson") : t("member.backToCourse")} <span aria-hidden="true">→</span>
          </Link>
        </nav>
      </article>

      <aside aria-labelledby="lesson-list-title">
        <div className="rounded-card border border-ink-700 bg-ink-900/70 p-5 lg:sticky lg:top-24">
          <h2 id="lesson-list-title" className="text-sm font-semibold text-white">
            {t("member.lessonsInCourse")}
          </h2>
          <ol ref={lessonList} className="mt-3 max-h-[60vh] space-y-1 overflow-y-auto text-sm">
            {course.lessons.map((entry, position) => {
              const current = entry.slug === lesson.slug;
              const done = completed?.has(entry.slug) ?? false;
              return (
                <li key={entry.slug}>
                  <Link
                    to={localize(PATHS.lesson(course.slug, entry.slug))}
                    aria-current={current ? "page" : undefined}
                    className="flex items-start gap-2 rounded-lg px-2 py-2 text-ink-300 hover:bg-ink-800 hover:text-white aria-[current=page]:bg-ink-800 aria-[current=page]:text-white aria-[current=page]:[scroll-initial-target:nearest]"
                  >
                    {/* A new element when the mark changes: the browser counts a number turning
                        into a check in place as a (tiny) layout shift, a new element not. */}
                    <span
                      key={done ? "done" : "open"}
                      aria-hidden="true"
                      className={`mt-0.5 w-5 shrink-0 text-center ${done ? "text-gain-400" : "text-ink-400"}`}
                    >
                      {done ? "✓" : position + 1}
                    </span>
                    <span className="flex-1">
                      {entry.title}
                      {done && <span className="sr-only"> ({t("member.completed")})</span>}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </div>
      </aside>
    </div>
  );
}

type CompletionMessage = "member.markedComplete" | "member.markedIncomplete";

/**
 * "Mark as Complete" and "Undo" replace each other: after a press, focus moves to the
 * button that took the pressed one's place and a status message says what happened
 * (docs/keyboard-focus.md). A lesson completed by the video itself moves no focus.
 */
function useCompletionFocus(lessonKey: string, isCompleted: boolean | undefined) {
  const markButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  // The message belongs to its lesson: the next lesson starts with an empty status.
  const [said, setSaid] = useState<{ lessonKey: string; message: CompletionMessage }>();
  const message = said?.lessonKey === lessonKey ? said.message : undefined;
  const focusPending = useRef(false);

  useEffect(() => {
    if (!focusPending.current || isCompleted === undefined) return;
    focusPending.current = false;
    (isCompleted ? undoButton : markButton).current?.focus();
  }, [isCompleted]);

  function pressed(next: CompletionMessage) {
    focusPending.current = true;
    setSaid({ lessonKey, message: next });
  }

  return { markButton, undoButton, message, pressed };
}

/**
 * Scrolls the course's lesson list, not the page, so that the current lesson is in view:
 * in a long course a late lesson sits below the list's own fold. Browsers that know CSS
 * `scroll-initial-target` (set on the current lesson's link) show it from the first
 * layout, so nothing moves there; this is for the others, and for a lesson reached within
 * the page, where that initial position has been applied before.
 */
function useCurrentLessonInView(lessonKey: string) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(
    () =>
      inOwnTask(() => {
        const element = list.current;
        const current = element?.querySelector<HTMLElement>('[aria-current="page"]');
        if (!element || !current || element.scrollHeight <= element.clientHeight) return;
        const top = current.getBoundingClientRect().top - element.getBoundingClientRect().top;
        if (top >= 0 && top + current.offsetHeight <= element.clientHeight) return;
        // Whole pixels: a fractional offset moves the list's text by a fraction, which the
        // browser reports as a layout shift.
        element.scrollTop = Math.round(element.scrollTop + top - (element.clientHeight - current.offsetHeight) / 2);
      }),
    [lessonKey],
  );
  return list;
}
