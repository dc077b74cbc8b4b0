import { data, Link, type ShouldRevalidateFunctionArgs, useActionData } from "react-router";
import { field } from "~/auth/post-intent";
import { AdminPage, CARD } from "~/features/admin/admin-page";
import { postAdminForm, readAdminPage } from "~/features/admin/admin-data.server";
import type { AdminPosted } from "~/features/admin/admin-forms";
import { ContactDelete } from "~/features/admin/contact-delete";
import { CONTACT_NAME_REQUIRED, ContactEdit } from "~/features/admin/contact-edit";
import { HistoryRecords, MoneyRecords, ProgressRecords, SessionRecords } from "~/features/admin/contact-records";
import type { ContactDetail, Tag } from "~/features/admin/crm-types";
import { formatDay, formatMoment } from "~/features/admin/moments";
import { pageMeta } from "~/document/meta";
import { memberPageHeaders } from "~/document/private-page";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";
import type { Route } from "./+types/admin-contact";

/**
 * One contact, everything the site holds about them, and what an admin may change. The
 * title names them ("Anna Müller – Contacts | Profit Scout"), so that tabs and the history
 * tell contacts apart.
 */
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "admin.contacts.metaTitle",
    description: "admin.metaDescription",
    noIndex: true,
    subject: loaderData?.data?.detail.contact.name,
  });

/** The contact and every tag, read on the server (docs/decisions/037-dashboard-reads-on-the-server.md). */
export async function loader(args: Route.LoaderArgs) {
  const { screen, init } = await readAdminPage<{ detail: ContactDetail; tags: { tags: Tag[] } }>(args, {
    detail: contactPath(args.params.contactId),
    tags: "/crm/tags",
  });
  return data(screen, init);
}

const contactPath = (contactId: string) => `/crm/contacts/${encodeURIComponent(contactId)}`;

/** Editing and deleting the contact: their forms' calls (contact-edit.tsx, contact-delete.tsx). */
export function action(args: Route.ActionArgs) {
  const path = contactPath(args.params.contactId);
  return postAdminForm(
    args,
    {
      edit: {
        path,
        method: "PATCH",
        required: CONTACT_NAME_REQUIRED,
        body: (form) => ({
          name: field(form, "name"),
          language: field(form, "language"),
          tags: form.getAll("tags").map(String),
        }),
      },
      delete: { path, method: "DELETE", body: (form) => ({ confirmEmail: field(form, "confirmEmail").trim() }) },
    },
    PATHS.adminContact(args.params.contactId),
  );
}

/** After a deletion there is nothing here to read again: the page leads to the list (contact-delete.tsx). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const posted = actionResult as AdminPosted | undefined;
  return posted?.intent === "delete" && posted.notice.kind === "success" ? false : defaultShouldRevalidate;
}

export const headers = memberPageHeaders;

function Profile({ detail }: { detail: ContactDetail }) {
  const { t, language } = useLanguage();
  const { contact } = detail;
  // ISO moments in UTC compare as text.
  const lastLessonActivity = detail.progress
    .map((course) => course.lastActivityAt)
    .reduce<string | null>((last, at) => (at && (!last || at > last) ? at : last), null);
  const facts: [string, string][] = [
    [t("admin.column.email"), contact.email],
    [t("admin.column.language"), t(`admin.language.${contact.language}`)],
    [t("admin.contact.memberSince"), formatDay(contact.createdAt, language)],
    [
      t("admin.column.lastSignInAt"),
      contact.lastSignInAt ? formatMoment(contact.lastSignInAt, language) : t("admin.never"),
    ],
    [t("admin.column.signIns"), String(contact.signInCount)],
    [
      t("admin.contact.lastLessonActivity"),
      lastLessonActivity ? formatMoment(lastLessonActivity, language) : t("admin.never"),
    ],
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

export default function AdminContact({ loaderData: screen }: Route.ComponentProps) {
  const { t, localize } = useLanguage();
  const detail = screen.data?.detail;
  // Deleted without JavaScript: the answer comes back where the contact was (with it, the
  // list says so: contact-delete.tsx).
  const posted = useActionData<AdminPosted | undefined>();
  const deleted = posted?.intent === "delete" && posted.notice.kind === "success" ? posted.notice.text : undefined;

  return (
    <AdminPage screen={screen} title={detail?.contact.name ?? t("admin.contacts.title")}>
      <p className="mt-3 mb-6">
        <Link to={localize(PATHS.adminContacts)} className="text-sm text-ink-300 hover:text-white">
          <span aria-hidden="true">← </span>
          {t("admin.contact.back")}
        </Link>
      </p>
      {deleted ? (
        <p role="status" className="mt-6 rounded-xl border border-gain-500/40 bg-gain-500/10 px-4 py-3 text-gain-400">
          {deleted}
        </p>
      ) : screen.error !== undefined ? (
        <p role="alert" className="mt-6 text-loss-400">
          {screen.error}
        </p>
      ) : (
        detail &&
        screen.data && (
          // min-w-0: a wide table inside a card scrolls within it instead of widening the page.
          <div className="mt-2 grid gap-6 *:min-w-0 lg:grid-cols-2">
            <Profile detail={detail} />
            <section className={CARD} aria-labelledby="contact-edit">
              <h2 id="contact-edit" className="mb-4 text-lg font-semibold text-white">
                {t("admin.contact.edit")}
              </h2>
              <ContactEdit key={detail.contact.id} detail={detail} tags={screen.data.tags.tags} />
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
        )
      )}
    </AdminPage>
  );
}
