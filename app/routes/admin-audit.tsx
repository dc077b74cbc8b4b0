import { useSearchParams } from "react-router";
import { AdminPage, CARD, useIsAdmin } from "~/components/admin/admin-page";
import { AuditChange } from "~/components/admin/audit-change";
import type { AuditEntry } from "~/components/admin/crm-types";
import { formatMoment } from "~/components/admin/moments";
import { Pager, useLastPageForPagesPastTheEnd } from "~/components/admin/pager";
import { useAdminData } from "~/components/admin/use-admin-data";
import { pageMeta } from "~/document/meta";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";
import type { Route } from "./+types/admin-audit";

/** Every change an admin made, newest first; nobody can change it (docs/decisions/018-contacts-and-audit-log.md). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "admin.audit.metaTitle", description: "admin.metaDescription", noIndex: true });

const TH = "border-b border-ink-700 py-2 pr-4 font-medium";
const TD = "border-b border-ink-800 py-3 pr-4 align-top";

export default function AdminAudit() {
  const { t, language } = useLanguage();
  const isAdmin = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));
  const log = useAdminData<{ total: number; pageSize: number; entries: AuditEntry[] }>(
    isAdmin ? `/crm/audit?page=${page}` : undefined,
  );
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  const goToPage = (next: number, replace = false) =>
    setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams(), { replace });
  const pastTheEnd = useLastPageForPagesPastTheEnd(page, log.data && pages, (last) => goToPage(last, true));

  return (
    <AdminPage
      path={page > 1 ? `${PATHS.adminAudit}?page=${page}` : PATHS.adminAudit}
      title={t("admin.audit.title")}
      intro={t("admin.audit.intro")}
    >
      <section className={`${CARD} mt-8`} aria-labelledby="audit-entries">
        <h2 id="audit-entries" className="sr-only">
          {t("admin.audit.title")}
        </h2>
        {log.error ? (
          <p role="alert" className="text-loss-400">
            {log.error}
          </p>
        ) : !log.data || pastTheEnd ? (
          <p role="status" className="text-ink-300">
            {t("admin.audit.loading")}
          </p>
        ) : log.data.entries.length === 0 ? (
          <p className="text-ink-300">{t("admin.audit.none")}</p>
        ) : (
          <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby="audit-entries">
            <table className="w-full min-w-[48rem] text-left text-sm" data-testid="audit-log">
              <thead className="text-ink-400">
                <tr>
                  {(
                    [
                      "admin.audit.when",
                      "admin.audit.who",
                      "admin.audit.what",
                      "admin.audit.subject",
                      "admin.audit.change",
                    ] as const
                  ).map((label) => (
                    <th key={label} scope="col" className={TH}>
                      {t(label)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="text-ink-100">
                {log.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className={`${TD} whitespace-nowrap`}>{formatMoment(entry.at, language)}</td>
                    <td className={`${TD} wrap-break-word`}>{entry.adminEmail}</td>
                    <td className={TD}>{t(`admin.audit.action.${entry.action}` as MessageKey)}</td>
                    <td className={`${TD} wrap-break-word`}>
                      {entry.action === "contacts.exported" ? "–" : entry.subjectLabel}
                    </td>
                    <td className={TD}>
                      <AuditChange entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={page} pages={pages} onPage={(next) => goToPage(next)} />
      </section>
    </AdminPage>
  );
}
