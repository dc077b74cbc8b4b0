import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { AdminPage, CARD, useIsAdmin } from "~/features/admin/admin-page";
import { ContactDelete } from "~/features/admin/contact-delete";
import { ContactEdit } from "~/features/admin/contact-edit";
import { HistoryRecords, MoneyRecords, ProgressRecords, SessionRecords } from "~/features/admin/contact-records";
import type { ContactDetail, Tag } from "~/features/admin/crm-types";
import { formatDay, formatMoment } from "~/features/admin/moments";
import { useAdminData } from "~/features/admin/use-admin-data";
import { documentTitle, pageMeta } from "~/document/meta";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";
import type { Route } from "./+types/admin-contact";

/** One contact, everything the site holds about them, and what an admin may change. */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "admin.contacts.metaTitle", description: "admin.metaDescription", noIndex: true });

function Profile({ detail }: { detail: ContactDetail }) {
  const { t, language } = useLanguage();
  const { contact } = detail;
  const facts: [string, string][] = [
    [t("admin.column.email"), contact.email],
    [t("admin.column.language"), t(`admin.language.${contact.language}`)],
    [t("admin.contact.memberSince"), formatDay(contact.createdAt, language)],
    [
      t("admin.column.lastSignInAt"),
      contact.lastSignInAt ? formatMoment(contact.lastSignInAt, language) : t("admin.never"),
    ],
    [t("admin.column.signIns"), String(contact.signInCount)],
    [t("admin.contact.role"), t(`admin.role.${contact.role}`)],
  ];
  return (
    <section className={CARD} aria-labelledby="contact-profile">
      <h2 id="contact-profile" className="text-lg font-semibold text-white">
        {t("admin.contact.profile")}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-ink-400">{label}</dt>
            <dd className="break-words text-ink-100">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Names the contact in the document's title once their record is in ("Anna Müller – Kontakte
 * | Profit Scout"), so that tabs and the history tell contacts apart; the page's meta can
 * only name the section, since the record is fetched in the browser.
 */
function useContactTitle(name: string | undefined) {
  const { t } = useLanguage();
  const section = t("admin.contacts.metaTitle");
  const siteName = t("meta.siteName");
  useEffect(() => {
    if (!name) return;
    const before = document.title;
    const ours = documentTitle([name, section], siteName);
    document.title = ours;
    return () => {
      // On the way to another page that page has set its own title by now: keep it.
      if (document.title === ours) document.title = before;
    };
  }, [name, section, siteName]);
}

export default function AdminContact() {
  const { t, localize } = useLanguage();
  const isAdmin = useIsAdmin();
  const contactId = useParams().contactId ?? "";
  const contact = useAdminData<ContactDetail>(isAdmin ? `/crm/contacts/${encodeURIComponent(contactId)}` : undefined);
  const tags = useAdminData<{ tags: Tag[] }>(isAdmin ? "/crm/tags" : undefined);
  const detail = contact.data;
  useContactTitle(detail?.contact.name);

  return (
    <AdminPage path={PATHS.adminContact(contactId)} title={detail?.contact.name ?? t("admin.contacts.title")}>
      <p className="mt-3 mb-6">
        <Link to={localize(PATHS.adminContacts)} className="text-sm text-ink-300 hover:text-white">
          <span aria-hidden="true">← </span>
          {t("admin.contact.back")}
        </Link>
      </p>
      {contact.error ? (
        <p role="alert" className="mt-6 text-loss-400">
          {contact.error}
        </p>
      ) : !detail ? (
        <p role="status" className="mt-6 text-ink-300">
          {t("admin.contact.loading")}
        </p>
      ) : (
        // min-w-0: a wide table inside a card scrolls within it instead of widening the page.
        <div className="mt-2 grid gap-6 *:min-w-0 lg:grid-cols-2">
          <Profile detail={detail} />
          <section className={CARD} aria-labelledby="contact-edit">
            <h2 id="contact-edit" className="mb-4 text-lg font-semibold text-white">
              {t("admin.contact.edit")}
            </h2>
            <ContactEdit
              key={detail.contact.id}
              detail={detail}
              tags={tags.data?.tags}
              onSaved={(saved) => {
                contact.setData(saved);
                tags.reload();
              }}
            />
          </section>
          <ProgressRecords detail={detail} />
          <SessionRecords detail={detail} />
          <MoneyRecords detail={detail} />
          <div className="lg:col-span-2">
            <HistoryRecords detail={detail} />
          </div>
          <section className={`${CARD} border-loss-400/40 lg:col-span-2`} aria-labelledby="contact-delete">
            <h2 id="contact-delete" className="mb-2 text-lg font-semibold text-white">
              {t("admin.contact.delete")}
            </h2>
            <ContactDelete contact={detail.contact} />
          </section>
        </div>
      )}
    </AdminPage>
  );
}
