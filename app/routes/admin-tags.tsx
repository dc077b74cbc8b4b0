import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useAuth } from "~/auth/auth-provider";
import { AdminPage, CARD, useIsAdmin } from "~/features/admin/admin-page";
import type { Tag } from "~/features/admin/crm-types";
import { useAdminData } from "~/features/admin/use-admin-data";
import { INPUT_CLASS } from "~/components/form-field";
import { useCall } from "~/components/use-call";
import { pageMeta } from "~/document/meta";
import { formatCount } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import { contactQueryString, TAG_NAME_MAX_LENGTH } from "@shared/contact-filter";
import { PATHS } from "@shared/paths";
import type { Route } from "./+types/admin-tags";

/** The tags of the owner's contacts: create, rename, delete (docs/decisions/018-contacts-and-audit-log.md). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "admin.tags.metaTitle", description: "admin.metaDescription", noIndex: true });

type Editing = { id: string; mode: "rename" | "delete" } | undefined;

function TagRow({
  tag,
  editing,
  onEdit,
  onChanged,
}: {
  tag: Tag;
  editing: Editing;
  onEdit: (editing: Editing) => void;
  onChanged: (message: string) => void;
}) {
  const { t, localize, language } = useLanguage();
  const { call } = useAuth();
  const { pending, notice, run } = useCall();
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
  const count =
    tag.contacts === 1
      ? t("admin.tags.contactsOne")
      : t("admin.tags.contacts", { count: formatCount(tag.contacts, language) });

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "");
    const answer = await run(
      () => call<{ tag: Tag }>(`/crm/tags/${tag.id}`, { method: "PATCH", body: { name } }),
      () => undefined,
    );
    if (answer) onChanged(t("admin.tags.renamed", { name: answer.tag.name }));
  }

  async function remove() {
    const answer = await run(
      () => call(`/crm/tags/${tag.id}`, { method: "DELETE" }),
      () => undefined,
    );
    if (answer) onChanged(t("admin.tags.deleted", { name: tag.name }));
  }

  return (
    <li className="flex flex-col gap-3 border-b border-ink-800 py-4 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      {mode === "rename" ? (
        <form onSubmit={rename} onKeyDown={closeOnEscape} className="flex flex-1 flex-wrap items-end gap-3">
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
              className={`${INPUT_CLASS} py-2`}
            />
          </div>
          <button type="submit" className="btn-primary" disabled={pending}>
            {t("admin.tags.save")}
          </button>
          <button type="button" className="btn-secondary" onClick={close}>
            {t("admin.tags.cancel")}
          </button>
        </form>
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
          className="flex flex-wrap items-center gap-3"
          role="group"
          aria-label={t("admin.tags.deleteLabel", { name: tag.name })}
          onKeyDown={closeOnEscape}
        >
          <p className="text-sm text-ink-200">
            {tag.contacts === 1
              ? t("admin.tags.confirmDeleteOne", { name: tag.name })
              : t("admin.tags.confirmDelete", { name: tag.name, count: formatCount(tag.contacts, language) })}
          </p>
          <button
            type="button"
            autoFocus
            className="btn border border-loss-400 text-loss-400 hover:bg-loss-400/10"
            disabled={pending}
            onClick={remove}
          >
            {t("admin.tags.delete")}
          </button>
          <button type="button" className="btn-secondary" onClick={close}>
            {t("admin.tags.cancel")}
          </button>
        </div>
      ) : (
        mode === undefined && (
          <div className="flex shrink-0 gap-2">
            <button
              ref={buttons.rename}
              type="button"
              className="btn-secondary"
              onClick={() => onEdit({ id: tag.id, mode: "rename" })}
            >
              {t("admin.tags.rename")}
              <span className="sr-only">: {tag.name}</span>
            </button>
            <button
              ref={buttons.delete}
              type="button"
              className="btn-secondary"
              onClick={() => onEdit({ id: tag.id, mode: "delete" })}
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

export default function AdminTags() {
  const { t } = useLanguage();
  const { call } = useAuth();
  const isAdmin = useIsAdmin();
  const tags = useAdminData<{ tags: Tag[] }>(isAdmin ? "/crm/tags" : undefined);
  const [editing, setEditing] = useState<Editing>();
  const [message, setMessage] = useState<string>();
  const { pending, notice, run } = useCall();

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name") ?? "");
    const answer = await run(
      () => call<{ tag: Tag }>("/crm/tags", { method: "POST", body: { name } }),
      (created) => t("admin.tags.created", { name: created.tag.name }),
    );
    if (answer) {
      form.reset();
      setMessage(undefined);
      tags.reload();
    }
  }

  const changed = (text: string) => {
    setEditing(undefined);
    setMessage(text);
    tags.reload();
  };

  return (
    <AdminPage path={PATHS.adminTags} title={t("admin.tags.title")} intro={t("admin.tags.intro")}>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section className={CARD} aria-labelledby="new-tag">
          <h2 id="new-tag" className="text-lg font-semibold text-white">
            {t("admin.tags.new")}
          </h2>
          <form onSubmit={create} className="mt-4">
            <label htmlFor="new-tag-name" className="text-sm font-medium text-ink-100">
              {t("admin.column.name")}
            </label>
            <input id="new-tag-name" name="name" required maxLength={TAG_NAME_MAX_LENGTH} className={INPUT_CLASS} />
            <button type="submit" className="mt-4 btn-primary" disabled={pending}>
              {t("admin.tags.create")}
            </button>
            <p role="status" className={`mt-3 text-sm ${notice?.kind === "error" ? "text-loss-400" : "text-gain-400"}`}>
              {notice?.text}
            </p>
          </form>
        </section>
        <section className={`${CARD} lg:col-span-2`} aria-labelledby="tag-list">
          <h2 id="tag-list" className="text-lg font-semibold text-white">
            {t("admin.tags.title")}
          </h2>
          <p role="status" className="mt-2 text-sm text-gain-400">
            {message}
          </p>
          {tags.error ? (
            <p role="alert" className="mt-3 text-loss-400">
              {tags.error}
            </p>
          ) : !tags.data ? (
            <p className="mt-3 text-ink-300">{t("admin.tags.loading")}</p>
          ) : tags.data.tags.length === 0 ? (
            <p className="mt-3 text-ink-300">{t("admin.tags.none")}</p>
          ) : (
            <ul className="mt-2">
              {tags.data.tags.map((tag) => (
                <TagRow key={tag.id} tag={tag} editing={editing} onEdit={setEditing} onChanged={changed} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </AdminPage>
  );
}
