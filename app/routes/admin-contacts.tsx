import { useLocation, useSearchParams } from "react-router";
import { AdminPage, CARD, useIsAdmin } from "~/features/admin/admin-page";
import { BulkTagging } from "~/features/admin/bulk-tagging";
import type { DeletedState } from "~/features/admin/contact-delete";
import { ContactFilters } from "~/features/admin/contact-filters";
import { ContactsTable } from "~/features/admin/contacts-table";
import type { ContactPage, Tag } from "~/features/admin/crm-types";
import { CsvExport } from "~/features/admin/csv-export";
import { Pager, useLastPageForPagesPastTheEnd } from "~/features/admin/pager";
import { useAdminData } from "~/features/admin/use-admin-data";
import { pageMeta } from "~/document/meta";
import { formatCount } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import {
  type ContactFilter,
  type ContactListQuery,
  contactQueryString,
  filterOf,
  readContactQuery,
} from "@shared/contact-filter";
import { PATHS } from "@shared/paths";
import type { Route } from "./+types/admin-contacts";

/**
 * The owner's contacts (docs/decisions/018-contacts-and-audit-log.md): search, filters,
 * sorting and pages live in the address, so a filtered list can be bookmarked, shared
 * between admins and gone back to.
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "admin.contacts.metaTitle", description: "admin.metaDescription", noIndex: true });

export default function AdminContacts() {
  const { t, language } = useLanguage();
  const isAdmin = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const deleted = (useLocation().state as DeletedState | null)?.deleted;
  const query = readContactQuery(params);
  const queryString = contactQueryString(query);
  const filter = filterOf(query);
  const filterQuery = contactQueryString(filter);
  const list = useAdminData<ContactPage>(isAdmin ? `/crm/contacts${queryString}` : undefined);
  const tags = useAdminData<{ tags: Tag[] }>(isAdmin ? "/crm/tags" : undefined);

  const go = (next: ContactListQuery) => setParams(new URLSearchParams(contactQueryString(next)));
  const applyFilter = (changed: ContactFilter) => go({ ...changed, sort: query.sort, order: query.order, page: 1 });
  const page = list.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const pastTheEnd = useLastPageForPagesPastTheEnd(query.page, page && pages, (last) =>
    setParams(new URLSearchParams(contactQueryString({ ...query, page: last })), { replace: true }),
  );

  return (
    <AdminPage
      path={`${PATHS.adminContacts}${queryString}`}
      title={t("admin.contacts.title")}
      intro={t("admin.contacts.intro")}
    >
      {deleted && (
        <p role="status" className="mt-6 rounded-xl border border-gain-500/40 bg-gain-500/10 px-4 py-3 text-gain-400">
          {deleted}
        </p>
      )}
      <ContactFilters key={queryString} filter={filter} tags={tags.data?.tags ?? []} onApply={applyFilter} />
      <section className={`${CARD} mt-8`} aria-busy={list.loading}>
        {list.error ? (
          <div role="alert">
            <p className="text-loss-400">{t("admin.loadFailed", { error: list.error })}</p>
            <button type="button" className="mt-4 btn-secondary" onClick={list.reload}>
              {t("admin.retry")}
            </button>
          </div>
        ) : !page || pastTheEnd ? (
          <p role="status" className="text-ink-300">
            {t("admin.contacts.loading")}
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-4">
              <p role="status" className="text-lg font-semibold text-white" data-testid="contacts-count">
                {page.total === 1
                  ? t("admin.contacts.countOne")
                  : t("admin.contacts.count", { count: formatCount(page.total, language) })}
              </p>
              <CsvExport query={filterQuery} />
            </div>
            {/* Mounted on an empty list too: a change that empties the filter (taking the
                filter's own tag) still shows its notice. Another filter starts afresh. */}
            <BulkTagging
              key={filterQuery}
              filter={filter}
              total={page.total}
              tags={tags.data?.tags ?? []}
              onDone={() => {
                list.reload();
                tags.reload();
              }}
            />
            {page.contacts.length === 0 ? (
              <p className="mt-6 text-ink-300">{t("admin.contacts.none")}</p>
            ) : (
              <ContactsTable
                contacts={page.contacts}
                query={query}
                caption={t("admin.contacts.table", { page: query.page, pages })}
                onSort={(sort, order) => go({ ...query, sort, order, page: 1 })}
              />
            )}
            <Pager page={query.page} pages={pages} onPage={(next) => go({ ...query, page: next })} />
          </>
        )}
      </section>
    </AdminPage>
  );
}
