import { AdminPage, CARD, useIsAdmin } from "~/features/admin/admin-page";
import { type CancellationRow, CancellationsTable } from "~/features/admin/cancellations-table";
import { Pager, usePagedAdminData } from "~/features/admin/pager";
import { pageMeta } from "~/document/meta";
import { formatCount } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";
import type { Route } from "./+types/admin-cancellations";

/**
 * Every cancellation received through the cancellation page, newest first, from members and
 * from visitors without an account (docs/decisions/014-cancellation-button.md).
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "admin.cancellations.metaTitle", description: "admin.metaDescription", noIndex: true });

export default function AdminCancellations() {
  const { t, language } = useLanguage();
  const isAdmin = useIsAdmin();
  const { list, page, pages, goToPage, pastTheEnd, address } = usePagedAdminData<{
    total: number;
    pageSize: number;
    cancellations: CancellationRow[];
  }>(isAdmin ? "/admin/cancellations" : undefined);

  return (
    <AdminPage
      path={address(PATHS.adminCancellations)}
      title={t("admin.cancellations.title")}
      intro={t("admin.cancellations.intro")}
    >
      <section className={`${CARD} mt-8`} aria-labelledby="cancellations-count" aria-busy={list.loading}>
        {list.error ? (
          <div role="alert">
            <p className="text-loss-400">{t("admin.loadFailed", { error: list.error })}</p>
            <button type="button" className="mt-4 btn-secondary" onClick={list.reload}>
              {t("admin.retry")}
            </button>
          </div>
        ) : !list.data || pastTheEnd ? (
          <p role="status" className="text-ink-300">
            {t("admin.cancellations.loading")}
          </p>
        ) : (
          <>
            <h2 id="cancellations-count" className="text-lg font-semibold text-white">
              {list.data.total === 1
                ? t("admin.cancellations.countOne")
                : t("admin.cancellations.count", { count: formatCount(list.data.total, language) })}
            </h2>
            {list.data.cancellations.length === 0 ? (
              <p className="mt-3 text-ink-300">{t("admin.noCancellations")}</p>
            ) : (
              <CancellationsTable rows={list.data.cancellations} />
            )}
            <Pager page={page} pages={pages} onPage={(next) => goToPage(next)} />
          </>
        )}
      </section>
    </AdminPage>
  );
}
