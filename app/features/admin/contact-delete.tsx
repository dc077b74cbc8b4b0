import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "~/auth/auth-provider";
import { INPUT_CLASS } from "~/components/form-field";
import { useCall } from "~/components/use-call";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";
import type { ContactDetail } from "./crm-types";

/** Where the contact list shows what was just deleted (navigation state, never the address). */
export interface DeletedState {
  deleted?: string;
}

/**
 * Deleting a contact, after typing their e-mail address: the button stays disabled until it
 * matches, and the API checks it again. Then back to the list, which says who was deleted.
 */
export function ContactDelete({ contact }: { contact: ContactDetail["contact"] }) {
  const { t, localize } = useLanguage();
  const { call } = useAuth();
  const navigate = useNavigate();
  const { pending, notice, run } = useCall();
  const [typed, setTyped] = useState("");
  const id = useId();
  const matches = typed.trim().toLowerCase() === contact.email.toLowerCase();

  if (contact.role === "admin")
    return <p className="text-sm text-ink-300">{t("admin.contact.adminCannotBeDeleted")}</p>;

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await run(
      () =>
        call<{ message: string }>(`/crm/contacts/${contact.id}`, {
          method: "DELETE",
          body: { confirmEmail: typed.trim() },
        }),
      () => undefined,
    );
    if (answer)
      void navigate(localize(PATHS.adminContacts), { state: { deleted: answer.message } satisfies DeletedState });
  }

  return (
    <form onSubmit={remove}>
      <p className="text-sm text-ink-300">{t("admin.contact.deleteText", { name: contact.name })}</p>
      <label htmlFor={`${id}-confirm`} className="mt-4 block text-sm font-medium text-ink-100">
        {t("admin.contact.deleteConfirm")}
      </label>
      <input
        id={`${id}-confirm`}
        type="email"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={contact.email}
        className={INPUT_CLASS}
      />
      <button
        type="submit"
        disabled={!matches || pending}
        className="mt-4 btn max-w-full border border-loss-400 wrap-anywhere text-loss-400 hover:bg-loss-400/10"
      >
        {pending ? t("admin.contact.deleting") : t("admin.contact.deleteButton", { name: contact.name })}
      </button>
      {notice?.kind === "error" && (
        <p role="alert" className="mt-2 text-sm text-loss-400">
          {notice.text}
        </p>
      )}
    </form>
  );
}
