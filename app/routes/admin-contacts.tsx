import { data, useLocation, useSearchParams } from "react-router";
import { field } from "~/auth/post-intent";
import { useFocusAfterSubmit } from "~/browser/use-focus-after-submit";
import { RetryButton } from "~/features/admin/retry-button";
import { AdminPage, CARD, useReadingAgain } from "~/features/admin/admin-page";
import {
  type AdminPost,
  keepAddress,
  pageSearch,
  postAdminForm,
  readAdminPage,
} from "~/features/admin/admin-data.server";
import type { AdminPosted } from "~/features/admin/admin-forms";
import { BulkTagging } from "~/features/admin/bulk-tagging";
import type { DeletedState } from "~/features/admin/contact-delete";
import { ContactFilters } from "~/features/admin/contact-filters";
import { ContactsTable } from "~/features/admin/contacts-table";
import type { ContactPage, Tag } from "~/features/admin/crm-types";
import { CsvExport, EXPORT_INTENT } from "~/features/admin/csv-export";
import { pageCount } from "~/features/admin/page-count";
import { Pager } from "~/features/admin/pager";
import { pageMeta } from "~/document/meta";
import { readPostedForm } from "~/document/posted-form";
import { MEMBER_PAGE_HEADERS, memberPageHeaders } from "~/document/private-page";
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

/**
 * The list the address asks for, and every tag (for the filter and the bulk tagging), read
 * on the server (docs/decisions/037-dashboard-reads-on-the-server.md). The address holds the
 * query in one form only: a filter sent without JavaScript names its empty fields too, a
 * value the list does not know is dropped, and a page past the list's end (an old bookmark)
 * becomes its last page.
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const query = readContactQuery(pageSearch(url));
  const { screen, init } = await readAdminPage<{ list: ContactPage; tags: { tags: Tag[] } }>(args, {
    list: `/crm/contacts${contactQueryString(query)}`,
    tags: "/crm/tags",
  });
  const pages = screen.data ? pageCount(screen.data.list) : query.page;
  keepAddress(url, contactQueryString({ ...query, page: Math.min(query.page, pages) }));
  return data(screen, init);
}

const POSTS = {
  /** Gives or takes a tag for every contact of the filter the form was shown with. */
  "tag-contacts": {
    path: "/crm/contacts/tags",
    method: "POST",
    body: (form) => ({
      tag: field(form, "tag"),
      action: field(form, "action"),
      filter: filterOf(readContactQuery(new URLSearchParams(field(form, "filter")))),
    }),
    keep: (form, body) => ({ ...(body as object), tag: field(form, "tag"), action: field(form, "action") }),
  },
} satisfies Record<string, AdminPost>;

/**
 * The list's forms. The export is the browser's (csv-export.tsx): posted without
 * JavaScript, it answers that it needs it.
 */
export async function action(args: Route.ActionArgs) {
  if ((await readPostedForm(args.request.clone())).get("intent") === EXPORT_INTENT)
    return data<AdminPosted>(
      { intent: EXPORT_INTENT, notice: { kind: "error", text: "" } },
      { status: 400, headers: MEMBER_PAGE_HEADERS },
    );
  return postAdminForm(args, POSTS, PATHS.adminContacts);
}

export const headers = memberPageHeaders;

export default function AdminContacts({ loaderData: screen }: Route.ComponentProps) {
  const { t, language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const deleted = (useLocation().state as DeletedState | null)?.deleted;
  const loading = useReadingAgain();
  const query = readContactQuery(params);
  const queryString = contactQueryString(query);
  const filter = filterOf(query);
  const filterQuery = contactQueryString(filter);
  const page = screen.data?.list;
  const tags = screen.data?.tags.tags ?? [];

  // The page stays where it is: the column's button or the page's button that was pressed
  // stays in view with the focus, the list's count and caption say what changed.
  const go = (next: ContactListQuery) =>
    setParams(new URLSearchParams(contactQueryString(next)), { preventScrollReset: true });
  const list = useFocusAfterSubmit<HTMLDivElement>(queryString, { keepControl: true });
  const applyFilter = (changed: ContactFilter) => go({ ...changed, sort: query.sort, order: query.order, page: 1 });
  const pages = page ? pageCount(page) : 1;

  return (
    <AdminPage screen={screen} title={t("admin.contacts.title")} intro={t("admin.contacts.intro")}>
      {deleted && (
        <p role="status" className="mt-6 rounded-xl border border-gain-500/40 bg-gain-500/10 px-4 py-3 text-gain-400">
          {deleted}
        </p>
      )}
      <ContactFilters query={query} tags={tags} onApply={applyFilter} />
      <section className={`${CARD} mt-8`} aria-busy={loading}>
        {screen.error !== undefined ? (
          <div role="alert">
            <p className="text-loss-400">{t("admin.loadFailed", { error: screen.error })}</p>
            <RetryButton />
          </div>
        ) : (
          page && (
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
              <BulkTagging key={filterQuery} filterQuery={filterQuery} total={page.total} tags={tags} />
              <div ref={list}>
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
                <Pager
                  page={query.page}
                  pages={pages}
                  onPage={(next) => go({ ...query, page: next })}
                  kept={new URLSearchParams(contactQueryString({ ...query, page: 1 }))}
                />
              </div>
            </>
          )
        )}
      </section>
    </AdminPage>
  );
}
