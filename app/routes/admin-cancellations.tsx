import { RetryButton } from "~/features/admin/retry-button";
import { AdminPage, CARD, useReadingAgain } from "~/features/admin/admin-page";
import { type AdminPost, postAdminForm, readPagedList } from "~/features/admin/admin-data.server";
import { field } from "~/auth/post-intent";
import { PATHS } from "@shared/paths";
import { type CancellationRow, CancellationsTable } from "~/features/admin/cancellations-table";
import { Pager, useGoToPage } from "~/features/admin/pager";
import { pageMeta } from "~/document/meta";
import { memberPageHeaders } from "~/document/private-page";
import { formatCount } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import type { Route } from "./+types/admin-cancellations";

/**
 * Every cancellation received through the cancellation page, newest first, from members and
 * from visitors without an account (docs/decisions/014-cancellation-button.md).
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "admin.cancellations.metaTitle", description: "admin.metaDescription", noIndex: true });

/** A page of the list, read on the server (docs/decisions/037-dashboard-reads-on-the-server.md). */
export function loader(args: Route.LoaderArgs) {
  return readPagedList<{ total: number; pageSize: number; cancellations: CancellationRow[] }>(
    args,
    "/admin/cancellations",
  );
}

/** "Carry out" of a cancellation sent without signing in (features/admin/cancellations-table.tsx). */
const POSTS = {
  carryOut: {
    path: (form) => `/admin/cancellations/${encodeURIComponent(field(form, "subject"))}/carry-out`,
    method: "POST",
  },
} satisfies Record<string, AdminPost>;

export function action(args: Route.ActionArgs) {
  return postAdminForm(args, POSTS, PATHS.adminCancellations);
}

export const headers = memberPageHeaders;

export default function AdminCancellations({ loaderData: screen }: Route.ComponentProps) {
  const { t, language } = useLanguage();
  const goToPage = useGoToPage();
  const loading = useReadingAgain();

  return (
    <AdminPage screen={screen} title={t("admin.cancellations.title")} intro={t("admin.cancellations.intro")}>
      <section className={`${CARD} mt-8`} aria-labelledby="cancellations-count" aria-busy={loading}>
        {screen.error !== undefined ? (
          <div role="alert">
            <p className="text-loss-400">{t("admin.loadFailed", { error: screen.error })}</p>
            <RetryButton />
          </div>
        ) : (
          screen.data && (
            <>
              <h2 id="cancellations-count" className="text-lg font-semibold text-white">
                {screen.data.list.total === 1
                  ? t("admin.cancellations.countOne")
                  : t("admin.cancellations.count", { count: formatCount(screen.data.list.total, language) })}
              </h2>
              {screen.data.list.cancellations.length === 0 ? (
                <p className="mt-3 text-ink-300">{t("admin.noCancellations")}</p>
              ) : (
                <CancellationsTable rows={screen.data.list.cancellations} labelledBy="cancellations-count" />
              )}
              <Pager page={screen.data.page} pages={screen.data.pages} onPage={goToPage} />
            </>
          )
        )}
      </section>
    </AdminPage>
  );
}
