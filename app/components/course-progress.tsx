import { useLanguage } from "~/i18n/language-provider";

/**
 * "3 / 18 completed" with a bar (docs/decisions/004-courses-open-to-every-visitor.md).
 * While the progress is not known yet (`done` undefined: before the page has read it) the
 * figure and the bar are neutral placeholders of the same size, so nothing claims "0
 * completed" and nothing moves.
 */
export function CourseProgress({
  done,
  total,
  courseTitle,
  className = "",
}: {
  done: number | undefined;
  total: number;
  /** Names the bar, so that several bars on one page tell their courses apart. */
  courseTitle: string;
  className?: string;
}) {
  const { t } = useLanguage();
  return (
    <div className={className}>
      <div className="flex items-center justify-between text-xs text-ink-300">
        <span>{t("member.progressLabel")}</span>
        {/* The figure starts where the course's longest one ("18 / 18") would, so it does
            not move when the placeholder gives way to it or when it changes. */}
        <span className="grid font-semibold text-ink-100 tabular-nums">
          <span aria-hidden="true" className="invisible col-start-1 row-start-1">
            {t("member.progress", { done: total, total })}
          </span>
          <span className="col-start-1 row-start-1" data-testid="course-progress">
            {done === undefined ? (
              <span
                aria-hidden="true"
                className="inline-block h-3 w-full rounded-full bg-ink-700 align-middle motion-safe:animate-placeholder"
              />
            ) : (
              t("member.progress", { done, total })
            )}
          </span>
        </span>
      </div>
      {done === undefined ? (
        <div aria-hidden="true" className="mt-2 h-2 w-full rounded-full bg-ink-700 motion-safe:animate-placeholder" />
      ) : (
        <progress
          value={done}
          max={Math.max(total, 1)}
          aria-label={t("member.progressOfCourse", { course: courseTitle })}
          className="progress-bar mt-2 block h-2 w-full"
        />
      )}
    </div>
  );
}
