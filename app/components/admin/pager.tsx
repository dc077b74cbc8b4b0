import { useLanguage } from "~/i18n/language-provider";

/** Previous and next page, with where the list stands. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useLanguage();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("admin.page.of", { page, pages })} className="mt-6 flex items-center justify-between gap-3">
      <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">←</span> {t("admin.page.previous")}
      </button>
      <p className="text-sm text-ink-300 tabular-nums">{t("admin.page.of", { page, pages })}</p>
      <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("admin.page.next")} <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
