import { type FormEvent, useId } from "react";
import { useAuth } from "~/auth/auth-provider";
import { INPUT_CLASS } from "~/components/form-field";
import { useCall } from "~/components/use-call";
import { useLanguage } from "~/i18n/language-provider";
import { ACCOUNT_LANGUAGES } from "@shared/language";
import type { ContactDetail, Tag } from "./crm-types";

/** Name, language and tags of one contact; saving answers with the contact as it now is. */
export function ContactEdit({
  detail,
  tags,
  onSaved,
}: {
  detail: ContactDetail;
  /** Every tag; undefined while the list loads (the contact's tags are then left as they are). */
  tags: Tag[] | undefined;
  onSaved: (detail: ContactDetail) => void;
}) {
  const { t } = useLanguage();
  const { call } = useAuth();
  const { pending, notice, run } = useCall();
  const id = useId();
  const { contact } = detail;
  const carried = new Set(contact.tags.map((tag) => tag.id));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      name: String(form.get("name") ?? ""),
      language: String(form.get("language") ?? ""),
      // Without the list there are no boxes to read: sending none would take every tag away.
      ...(tags ? { tags: form.getAll("tags").map(String) } : {}),
    };
    const saved = await run(
      () => call<ContactDetail & { message: string }>(`/crm/contacts/${contact.id}`, { method: "PATCH", body }),
      (answer) => answer.message,
    );
    if (saved) onSaved(saved);
  }

  return (
    <form onSubmit={save} className="space-y-5">
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-ink-100">
          {t("admin.contact.name")}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          required
          maxLength={100}
          defaultValue={contact.name}
          autoComplete="off"
          className={INPUT_CLASS}
        />
      </div>
      <div>
        <label htmlFor={`${id}-language`} className="text-sm font-medium text-ink-100">
          {t("admin.contact.language")}
        </label>
        <select id={`${id}-language`} name="language" defaultValue={contact.language} className={INPUT_CLASS}>
          {ACCOUNT_LANGUAGES.map((value) => (
            <option key={value} value={value}>
              {t(`admin.language.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink-100">{t("admin.contact.tags")}</legend>
        {!tags ? (
          <p className="mt-2 text-sm text-ink-400">{t("admin.tags.loading")}</p>
        ) : tags.length === 0 ? (
          <p className="mt-2 text-sm text-ink-400">{t("admin.contact.noTagsYet")}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag.id} className="max-w-full">
                <label className="inline-flex max-w-full cursor-pointer items-center gap-2 rounded-full border border-ink-600 px-3 py-1.5 text-sm text-ink-100 has-[:checked]:border-accent-400 has-[:checked]:bg-accent-500/10">
                  <input type="checkbox" name="tags" value={tag.id} defaultChecked={carried.has(tag.id)} />
                  <span className="min-w-0 wrap-anywhere">{tag.name}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? t("admin.contact.saving") : t("admin.contact.save")}
        </button>
        <p role="status" className={`text-sm ${notice?.kind === "error" ? "text-loss-400" : "text-gain-400"}`}>
          {notice?.text}
        </p>
      </div>
    </form>
  );
}
