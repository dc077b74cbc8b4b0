import { useId } from "react";
import { useFocusAfterSubmit } from "~/browser/use-focus-after-submit";
import { FieldError, INPUT_CLASS } from "~/components/form-field";
import { useLanguage } from "~/i18n/language-provider";
import { CREDENTIAL_RULES } from "@shared/credential-rules";
import { LanguageOptions } from "./language-options";
import { type RequiredField, useAdminForm } from "./admin-forms";
import type { ContactDetail, Tag } from "./crm-types";

/** The contact's name is the one field the edit needs (checked again by routes/admin-contact.tsx). */
export const CONTACT_NAME_REQUIRED: RequiredField = { field: "name", error: "admin.contact.nameRequired" };

/**
 * Name, language and tags of one contact (`tags`: every tag, the contact's checked), posted
 * to the contact's page; the page shows the contact as they now are.
 */
export function ContactEdit({ detail, tags }: { detail: ContactDetail; tags: Tag[] }) {
  const { t } = useLanguage();
  const { Form, pending, notice, invalid, answered, check } = useAdminForm({
    intent: "edit",
    required: CONTACT_NAME_REQUIRED,
  });
  // An empty name takes the focus with its error, else the status says what was saved.
  const form = useFocusAfterSubmit(answered);
  const id = useId();
  const { contact } = detail;
  const carried = new Set(contact.tags.map((tag) => tag.id));

  return (
    <Form ref={form} method="post" onSubmit={check} noValidate className="space-y-5">
      <input type="hidden" name="intent" value="edit" />
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-ink-100">
          {t("admin.contact.name")}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          required
          maxLength={CREDENTIAL_RULES.nameMaxCodePoints}
          defaultValue={contact.name}
          autoComplete="off"
          // Sent without JavaScript, an empty name comes back with the page: the cursor goes there.
          autoFocus={invalid !== undefined && answered?.check === 0}
          aria-invalid={invalid !== undefined}
          aria-describedby={invalid ? `${id}-name-error` : undefined}
          className={INPUT_CLASS}
        />
        <FieldError id={`${id}-name-error`} error={invalid} />
      </div>
      <div>
        <label htmlFor={`${id}-language`} className="text-sm font-medium text-ink-100">
          {t("admin.contact.language")}
        </label>
        <select id={`${id}-language`} name="language" defaultValue={contact.language} className={INPUT_CLASS}>
          <LanguageOptions />
        </select>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink-100">{t("admin.contact.tags")}</legend>
        {tags.length === 0 ? (
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
    </Form>
  );
}
