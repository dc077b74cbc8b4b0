import { Link } from "react-router";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";
import { type ContactListQuery, type ContactSort, contactQueryString } from "@shared/contact-filter";
import { PATHS } from "@shared/paths";
import { KeptParams } from "./admin-page";
import type { ContactRow } from "./crm-types";
import { formatDay } from "./moments";

/** The order a column starts with when chosen: dates newest first, names from A. */
const FIRST_ORDER: Record<ContactSort, "asc" | "desc"> = {
  createdAt: "desc",
  lastSignInAt: "desc",
  name: "asc",
  email: "asc",
};

const TH = "border-b border-ink-700 py-2 pr-4 font-medium whitespace-nowrap";

/** The label of each column the list can be sorted by. */
const SORT_COLUMN_LABELS = {
  createdAt: "admin.column.createdAt",
  name: "admin.column.name",
  email: "admin.column.email",
  lastSignInAt: "admin.column.lastSignInAt",
} as const satisfies Record<ContactSort, MessageKey>;

function SortableHeader({
  column,
  query,
  onSort,
}: {
  column: ContactSort;
  query: ContactListQuery;
  onSort: (sort: ContactSort, order: "asc" | "desc") => void;
}) {
  const { t } = useLanguage();
  const label = t(SORT_COLUMN_LABELS[column]);
  const current = query.sort === column;
  const next = current ? (query.order === "asc" ? "desc" : "asc") : FIRST_ORDER[column];
  return (
    <th
      scope="col"
      className={TH}
      aria-sort={current ? (query.order === "asc" ? "ascending" : "descending") : undefined}
    >
      {/* Without JavaScript the button asks for the list's address in its order. */}
      <form method="get" className="contents">
        <KeptParams
          params={new URLSearchParams(contactQueryString({ ...query, sort: column, order: next, page: 1 }))}
        />
        <button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            onSort(column, next);
          }}
          className="inline-flex items-center gap-1 rounded hover:text-white"
          title={t("admin.sortBy", { column: label })}
        >
          {label}
          <span aria-hidden="true" className={current ? "text-accent-400" : "text-ink-600"}>
            {current && query.order === "asc" ? "▲" : "▼"}
          </span>
        </button>
      </form>
    </th>
  );
}

/** One page of contacts; the column headers sort the list. */
export function ContactsTable({
  contacts,
  query,
  caption,
  onSort,
}: {
  contacts: ContactRow[];
  query: ContactListQuery;
  caption: string;
  onSort: (sort: ContactSort, order: "asc" | "desc") => void;
}) {
  const { t, language, localize } = useLanguage();
  return (
    // The scroll box takes the keyboard (tabIndex) on narrow screens, as a region named like the table.
    <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[60rem] text-left text-sm" data-testid="contacts-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-ink-400">
          <tr>
            <SortableHeader column="name" query={query} onSort={onSort} />
            <SortableHeader column="email" query={query} onSort={onSort} />
            <th scope="col" className={TH}>
              {t("admin.column.language")}
            </th>
            <SortableHeader column="createdAt" query={query} onSort={onSort} />
            <SortableHeader column="lastSignInAt" query={query} onSort={onSort} />
            <th scope="col" className={`${TH} text-right`}>
              {t("admin.column.signIns")}
            </th>
            <th scope="col" className={TH}>
              {t("admin.column.subscription")}
            </th>
            <th scope="col" className={TH}>
              {t("admin.column.tags")}
            </th>
            {/* The "View" column, which only the pointer uses. */}
            <td aria-hidden="true" className={TH} />
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => (
            <tr key={contact.id} className="border-b border-ink-800 align-top text-ink-100">
              <td className="py-3 pr-4">
                <Link
                  to={localize(PATHS.adminContact(contact.id))}
                  className="font-medium text-white underline decoration-ink-500 underline-offset-4 hover:decoration-accent-400"
                >
                  {contact.name}
                </Link>
                {contact.role === "admin" && (
                  <span className="ml-2 rounded-full bg-accent-500/15 px-2 py-0.5 text-xs text-accent-300">
                    {t("admin.role.admin")}
                  </span>
                )}
              </td>
              <td className="py-3 pr-4 wrap-anywhere text-ink-300">{contact.email}</td>
              <td className="py-3 pr-4">{t(`admin.language.${contact.language}`)}</td>
              <td className="py-3 pr-4 whitespace-nowrap">{formatDay(contact.createdAt, language)}</td>
              <td className="py-3 pr-4 whitespace-nowrap">
                {contact.lastSignInAt ? formatDay(contact.lastSignInAt, language) : t("admin.never")}
              </td>
              <td className="py-3 pr-4 text-right tabular-nums">{contact.signInCount}</td>
              <td className="py-3 pr-4">{contact.subscribed ? t("admin.subscribed") : t("admin.notSubscribed")}</td>
              <td className="py-3 pr-4">
                <ul className="flex flex-wrap gap-1">
                  {contact.tags.map((tag) => (
                    <li key={tag.id} className="rounded-full border border-ink-600 px-2 py-0.5 text-xs text-ink-200">
                      {tag.name}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="py-3">
                {/* For the pointer: the name is the row's one link for the keyboard and screen readers. */}
                <Link
                  to={localize(PATHS.adminContact(contact.id))}
                  tabIndex={-1}
                  aria-hidden="true"
                  className="btn-secondary px-3 py-1 text-xs whitespace-nowrap"
                >
                  {t("admin.view")}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
