import { AdminPage, CARD } from "~/features/admin/admin-page";
import { readPagedList } from "~/features/admin/admin-data.server";
import { AuditChange } from "~/features/admin/audit-change";
import type { AuditEntry } from "~/features/admin/crm-types";
import { formatMoment } from "~/features/admin/moments";
import { Pager, useGoToPage } from "~/features/admin/pager";
import { pageMeta } from "~/document/meta";
import { memberPageHeaders } from "~/document/private-page";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";
import type { Route } from "./+types/admin-audit";

/** Every change an admin made, newest first; nobody can change it (docs/decisions/018-contacts-and-audit-log.md). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "admin.audit.metaTitle", description: "admin.metaDescription", noIndex: true });

/** A page of the log, read on the server (docs/decisions/037-dashboard-reads-on-the-server.md). */
export function loader(args: Route.LoaderArgs) {
  return readPagedList<{ total: number; pageSize: number; entries: AuditEntry[] }>(args, "/crm/audit");
}

export const headers = memberPageHeaders;

/** What each kind of audit entry is called; another shows as it is stored. */
const ACTION_LABELS = new Map<string, MessageKey>([
  ["contact.updated", "admin.audit.action.contact.updated"],
  ["contact.deleted", "admin.audit.action.contact.deleted"],
  ["contacts.exported", "admin.audit.action.contacts.exported"],
  ["tag.created", "admin.audit.action.tag.created"],
  ["tag.renamed", "admin.audit.action.tag.renamed"],
  ["tag.deleted", "admin.audit.action.tag.deleted"],
  ["tag.given", "admin.audit.action.tag.given"],
  ["tag.taken", "admin.audit.action.tag.taken"],
  ["mail.resent", "admin.audit.action.mail.resent"],
]);

const TH = "border-b border-ink-700 py-2 pr-4 font-medium";
const TD = "border-b border-ink-800 py-3 pr-4 align-top";

export default function AdminAudit({ loaderData: screen }: Route.ComponentProps) {
  const { t, language } = useLanguage();
  const actionLabel = (action: string) => {
    const label = ACTION_LABELS.get(action);
    return label ? t(label) : action;
  };
  const goToPage = useGoToPage();
  const log = screen.data?.list;

  return (
    <AdminPage screen={screen} title={t("admin.audit.title")} intro={t("admin.audit.intro")}>
      <section className={`${CARD} mt-8`} aria-labelledby="audit-entries">
        <h2 id="audit-entries" className="sr-only">
          {t("admin.audit.title")}
        </h2>
        {screen.error !== undefined ? (
          <p role="alert" className="text-loss-400">
            {screen.error}
          </p>
        ) : !log ? null : log.entries.length === 0 ? (
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
                {log.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className={`${TD} whitespace-nowrap`}>{formatMoment(entry.at, language)}</td>
                    <td className={`${TD} wrap-break-word`}>{entry.adminEmail}</td>
                    <td className={TD}>{actionLabel(entry.action)}</td>
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
        {screen.data && <Pager page={screen.data.page} pages={screen.data.pages} onPage={goToPage} />}
      </section>
    </AdminPage>
  );
}
