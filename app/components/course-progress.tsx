import { useLanguage } from "~/i18n/language-provider";

/** "3 / 18 completed" with a bar (D2). */
export function CourseProgress({ done, total, className = "" }: { done: number; total: number; className?: string }) {
  const { t } = useLanguage();
  return (
    <div className={className}>
      <div className="flex items-center justify-between text-xs text-ink-300">
        <span>{t("member.progressLabel")}</span>
        <span className="font-semibold text-ink-100" data-testid="course-progress">
          {t("member.progress", { done, total })}
        </span>
      </div>
      <progress
        value={done}
        max={Math.max(total, 1)}
        aria-label={t("member.progressLabel")}
        className="progress-bar mt-2 block h-2 w-full"
      />
    </div>
  );
}
