import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from "react";
import { data, Link, useActionData, useSearchParams } from "react-router";
import { field } from "~/auth/post-intent";
import { AdminPage, CARD } from "~/features/admin/admin-page";
import { type AdminPost, postAdminForm, readAdminPage } from "~/features/admin/admin-data.server";
import { type AdminPosted, type RequiredField, useAdminForm } from "~/features/admin/admin-forms";
import type { Tag } from "~/features/admin/crm-types";
import { useFocusAfterSubmit } from "~/browser/use-focus-after-submit";
import { FieldError, INPUT_CLASS } from "~/components/form-field";
import { pageMeta } from "~/document/meta";
import { memberPageHeaders } from "~/document/private-page";
import { formatCount } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import { contactQueryString, TAG_NAME_MAX_LENGTH } from "@shared/contact-filter";
import { TAG_CHOICE_PARAMS } from "@shared/page-params";
import { PATHS } from "@shared/paths";
import type { Route } from "./+types/admin-tags";

/** The tags of the owner's contacts: create, rename, delete (docs/decisions/018-contacts-and-audit-log.md). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "admin.tags.metaTitle", description: "admin.metaDescription", noIndex: true });

/** A new tag and a renamed one need a name: checked in the browser and again by the action. */
const NAME_REQUIRED = {
  create: { field: "name", error: "admin.tags.nameRequired" },
  rename: { field: "name", error: "admin.tags.renameRequired" },
} satisfies Record<string, RequiredField>;

/** The tag forms' calls; the answer the page shows keeps the tag's name (tag-row answers below). */
const POSTS = {
  create: {
    path: "/crm/tags",
    method: "POST",
    required: NAME_REQUIRED.create,
    body: (form) => ({ name: field(form, "name") }),
    keep: (_, body) => body,
  },
  rename: {
    path: (form) => `/crm/tags/${encodeURIComponent(field(form, "subject"))}`,
    method: "PATCH",
    required: NAME_REQUIRED.rename,
    body: (form) => ({ name: field(form, "name") }),
    keep: (_, body) => body,
  },
  delete: {
    path: (form) => `/crm/tags/${encodeURIComponent(field(form, "subject"))}`,
    method: "DELETE",
    keep: (form) => ({ name: field(form, "name") }),
  },
} satisfies Record<string, AdminPost>;

/** The tags, read on the server (docs/decisions/037-dashboard-reads-on-the-server.md). */
export async function loader(args: Route.LoaderArgs) {
  const { screen, init } = await readAdminPage<{ tags: { tags: Tag[] } }>(args, { tags: "/crm/tags" });
  return data(screen, init);
}

export function action(args: Route.ActionArgs) {
  return postAdminForm(args, POSTS, PATHS.adminTags);
}

export const headers = memberPageHeaders;

type Editing = { id: string; mode: "rename" | "delete" } | undefined;

/**
 * The form without fields that "Rename", "Delete" and "Cancel" submit without JavaScript:
 * the page's address with the tag to rename or delete (?rename=ID, ?delete=ID), or without.
 */
const CHOICE_FORM = "tag-choice";

/**
 * The rename form or delete question open when the page arrives: the one the address asks
 * for, or the one whose post was refused (its message in its row).
 */
function editingOf(params: URLSearchParams, posted: AdminPosted | undefined): Editing {
  if (posted?.notice.kind === "error" && posted.subject && (posted.intent === "rename" || posted.intent === "delete"))
    return { id: posted.subject, mode: posted.intent };
  for (const mode of TAG_CHOICE_PARAMS) {
    const id = params.get(mode);
    if (id) return { id, mode };
  }
  return undefined;
}

/** What a rename or a deletion says above the list. */
function useChangedText() {
  const { t } = useLanguage();
  return (posted: AdminPosted | undefined): string | undefined => {
    if (posted?.notice.kind !== "success") return undefined;
    if (posted.intent === "rename") return t("admin.tags.renamed", { name: (posted.body as { tag: Tag }).tag.name });
    if (posted.intent === "delete") return t("admin.tags.deleted", { name: (posted.body as { name: string }).name });
    return undefined;
  };
}

function TagRow({
  tag,
  editing,
  onEdit,
  onChanged,
}: {
  tag: Tag;
  editing: Editing;
  onEdit: (editing: Editing) => void;
  onChanged: (message: string | undefined) => void;
}) {
  const { t, localize, language } = useLanguage();
  const changedText = useChangedText();
  const { Form, pending, notice, invalid, answered, check } = useAdminForm({
    subject: tag.id,
    required: NAME_REQUIRED.rename,
    onAnswer: (posted) => {
      if (posted.notice.kind === "success") onChanged(changedText(posted));
    },
  });
  // The row's problems take the focus (an empty name, a refusal); its successes are said
  // above the list, the focus staying with the row (docs/keyboard-focus.md).
  const row = useFocusAfterSubmit<HTMLLIElement>(answered, { keepControl: true });
  const id = useId();
  const mode = editing?.id === tag.id ? editing.mode : undefined;
  const buttons = { rename: useRef<HTMLButtonElement>(null), delete: useRef<HTMLButtonElement>(null) };
  // Closing the rename form or the delete question (Cancel, Escape) gives the focus back
  // to the button that opened it, unless it has gone elsewhere (another tag's form).
  const opened = useRef(mode);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (mode === undefined && opened.current && lost) buttons[opened.current].current?.focus();
    opened.current = mode;
  });
  const close = () => onEdit(undefined);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") close();
  };
  // With JavaScript these buttons open and close in place; without, they ask for the address.
  const inPlace = (then: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    then();
  };
  const tagsPath = localize(PATHS.adminTags);
  const count =
    tag.contacts === 1
      ? t("admin.tags.contactsOne")
      : t("admin.tags.contacts", { count: formatCount(tag.contacts, language) });
  // In the delete question Cancel is the one focused: a second Enter must not delete.
  const cancel = (focused: boolean) => (
    <button type="submit" form={CHOICE_FORM} className="btn-secondary" autoFocus={focused} onClick={inPlace(close)}>
      {t("admin.tags.cancel")}
    </button>
  );
  // The question comes into view whole, with the answers under it.
  const question = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (mode === "delete") question.current?.scrollIntoView({ block: "nearest" });
  }, [mode]);

  return (
    <li
      ref={row}
      className="flex flex-col gap-3 border-b border-ink-800 py-4 last:border-b-0 sm:flex-row sm:items-center sm:justify-between"
    >
      {mode === "rename" ? (
        <Form
          method="post"
          action={tagsPath}
          onKeyDown={closeOnEscape}
          onSubmit={check}
          noValidate
          className="flex flex-1 flex-wrap items-end gap-3"
        >
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="subject" value={tag.id} />
          <div className="min-w-48 flex-1">
            <label htmlFor={`rename-${tag.id}`} className="text-xs font-medium text-ink-300">
              {t("admin.tags.renameLabel", { name: tag.name })}
            </label>
            <input
              id={`rename-${tag.id}`}
              name="name"
              required
              autoFocus
              maxLength={TAG_NAME_MAX_LENGTH}
              defaultValue={tag.name}
              aria-invalid={invalid !== undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              className={`${INPUT_CLASS} py-2`}
            />
          </div>
          <button type="submit" className="btn-primary" disabled={pending}>
            {t("admin.tags.save")}
          </button>
          {cancel(false)}
          <div className="w-full empty:hidden">
            <FieldError id={`${id}-error`} error={invalid} />
          </div>
        </Form>
      ) : (
        <div className="min-w-0">
          <p className="font-medium break-words text-white">{tag.name}</p>
          <Link
            to={`${localize(PATHS.adminContacts)}${contactQueryString({ tag: tag.id })}`}
            className="text-sm text-ink-300 underline decoration-ink-600 underline-offset-4 hover:text-white"
          >
            {count}
            <span className="sr-only">{t("admin.tags.taggedWith", { name: tag.name })}</span>
          </Link>
        </div>
      )}
      {mode === "delete" ? (
        <div
          ref={question}
          className="flex flex-wrap items-center gap-3"
          role="group"
          aria-label={t("admin.tags.deleteLabel", { name: tag.name })}
          onKeyDown={closeOnEscape}
        >
          {/* contents: the form adds no box, its parts stay the group's items. */}
          <Form method="post" action={tagsPath} className="contents">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="subject" value={tag.id} />
            <input type="hidden" name="name" value={tag.name} />
            <p className="text-sm text-ink-200">
              {tag.contacts === 1
                ? t("admin.tags.confirmDeleteOne", { name: tag.name })
                : t("admin.tags.confirmDelete", { name: tag.name, count: formatCount(tag.contacts, language) })}
            </p>
            <button
              type="submit"
              className="btn border border-loss-400 text-loss-400 hover:bg-loss-400/10"
              disabled={pending}
            >
              {t("admin.tags.delete")}
            </button>
            {cancel(true)}
          </Form>
        </div>
      ) : (
        mode === undefined && (
          <div className="flex shrink-0 gap-2">
            <button
              ref={buttons.rename}
              type="submit"
              form={CHOICE_FORM}
              name="rename"
              value={tag.id}
              className="btn-secondary"
              onClick={inPlace(() => onEdit({ id: tag.id, mode: "rename" }))}
            >
              {t("admin.tags.rename")}
              <span className="sr-only">: {tag.name}</span>
            </button>
            <button
              ref={buttons.delete}
              type="submit"
              form={CHOICE_FORM}
              name="delete"
              value={tag.id}
              className="btn-secondary"
              onClick={inPlace(() => onEdit({ id: tag.id, mode: "delete" }))}
            >
              {t("admin.tags.delete")}
              <span className="sr-only">: {tag.name}</span>
            </button>
          </div>
        )
      )}
      {notice?.kind === "error" && (
        <p role="alert" className="text-sm text-loss-400">
          {notice.text}
        </p>
      )}
    </li>
  );
}

export default function AdminTags({ loaderData: screen }: Route.ComponentProps) {
  const { t, localize } = useLanguage();
  const [params] = useSearchParams();
  const posted = useActionData<AdminPosted | undefined>();
  const changedText = useChangedText();
  const [editing, setEditing] = useState<Editing>(() => editingOf(params, posted));
  const [message, setMessage] = useState<string | undefined>(() => changedText(posted));
  const create = useAdminForm({
    intent: "create",
    required: NAME_REQUIRED.create,
    onAnswer: ({ notice }) => {
      if (notice.kind !== "success") return;
      createForm.current?.reset();
      setMessage(undefined);
    },
  });
  const createForm = useFocusAfterSubmit(create.answered);
  const notice =
    create.notice?.kind === "success"
      ? { kind: "success", text: t("admin.tags.created", { name: (create.answer?.body as { tag: Tag }).tag.name }) }
      : create.notice;
  const tags = screen.data?.tags.tags;
  // A deleted tag's row is gone with its buttons: the list's heading takes the focus, the
  // status under it says what was deleted. Other answers leave it in the row.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const list = useFocusAfterSubmit<HTMLElement>(tags, { keepControl: true, whenGone: () => listHeading.current });

  const changed = (text: string | undefined) => {
    setEditing(undefined);
    setMessage(text);
  };

  return (
    <AdminPage screen={screen} title={t("admin.tags.title")} intro={t("admin.tags.intro")}>
      <form id={CHOICE_FORM} method="get" action={localize(PATHS.adminTags)} hidden />
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section className={CARD} aria-labelledby="new-tag">
          <h2 id="new-tag" className="text-lg font-semibold text-white">
            {t("admin.tags.new")}
          </h2>
          <create.Form
            ref={createForm}
            method="post"
            action={localize(PATHS.adminTags)}
            onSubmit={create.check}
            noValidate
            className="mt-4"
          >
            <input type="hidden" name="intent" value="create" />
            <label htmlFor="new-tag-name" className="text-sm font-medium text-ink-100">
              {t("admin.column.name")}
            </label>
            <input
              id="new-tag-name"
              name="name"
              required
              maxLength={TAG_NAME_MAX_LENGTH}
              // Sent without JavaScript, an empty name comes back with the page: the cursor goes there.
              autoFocus={create.invalid !== undefined && create.answered?.check === 0}
              aria-invalid={create.invalid !== undefined}
              aria-describedby={create.invalid ? "new-tag-name-error" : undefined}
              className={INPUT_CLASS}
            />
            <FieldError id="new-tag-name-error" error={create.invalid} />
            <button type="submit" className="mt-4 btn-primary" disabled={create.pending}>
              {t("admin.tags.create")}
            </button>
            <p role="status" className={`mt-3 text-sm ${notice?.kind === "error" ? "text-loss-400" : "text-gain-400"}`}>
              {notice?.text}
            </p>
          </create.Form>
        </section>
        <section ref={list} className={`${CARD} lg:col-span-2`} aria-labelledby="tag-list">
          <h2 ref={listHeading} id="tag-list" className="text-lg font-semibold text-white">
            {t("admin.tags.title")}
          </h2>
          <p role="status" className="mt-2 text-sm text-gain-400">
            {message}
          </p>
          {screen.error !== undefined ? (
            <p role="alert" className="mt-3 text-loss-400">
              {screen.error}
            </p>
          ) : !tags ? null : tags.length === 0 ? (
            <p className="mt-3 text-ink-300">{t("admin.tags.none")}</p>
          ) : (
            <ul className="mt-2">
              {tags.map((tag) => (
                <TagRow key={tag.id} tag={tag} editing={editing} onEdit={setEditing} onChanged={changed} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </AdminPage>
  );
}
