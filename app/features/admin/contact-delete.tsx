import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { INPUT_CLASS } from "~/components/form-field";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";
import { useAdminForm, useScriptsRunning } from "./admin-forms";
import type { ContactDetail } from "./crm-types";

/** Where the contact list shows what was just deleted (navigation state, never the address). */
export interface DeletedState {
  deleted?: string;
}

/**
 * Deleting a contact, after typing their e-mail address: the button stays disabled until it
 * matches (once scripts run), and the API checks it again. Then back to the list, which says
 * who was deleted; without JavaScript the contact's page says it (routes/admin-contact.tsx).
 */
export function ContactDelete({ contact }: { contact: ContactDetail["contact"] }) {
  const { t, localize } = useLanguage();
  const navigate = useNavigate();
  const scripts = useScriptsRunning();
  const { Form, pending, answer } = useAdminForm({
    intent: "delete",
    onAnswer: ({ notice }) => {
      if (notice.kind === "success")
        void navigate(localize(PATHS.adminContacts), { state: { deleted: notice.text } satisfies DeletedState });
    },
  });
  const [typed, setTyped] = useState("");
  const id = useId();
  const matches = typed.trim().toLowerCase() === contact.email.toLowerCase();

  if (contact.role === "admin")
    return <p className="text-sm text-ink-300">{t("admin.contact.adminCannotBeDeleted")}</p>;

  return (
    // The site's own checks answer (the button waits for the address, the API checks it), never the browser's bubble.
    <Form method="post" noValidate>
      <input type="hidden" name="intent" value="delete" />
      <p className="text-sm text-ink-300">{t("admin.contact.deleteText", { name: contact.name })}</p>
      <label htmlFor={`${id}-confirm`} className="mt-4 block text-sm font-medium text-ink-100">
        {t("admin.contact.deleteConfirm")}
      </label>
      <input
        id={`${id}-confirm`}
        name="confirmEmail"
        type="email"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={contact.email}
        className={INPUT_CLASS}
      />
      <button
        type="submit"
        disabled={(scripts && !matches) || pending}
        className="mt-4 btn max-w-full border border-loss-400 wrap-anywhere text-loss-400 hover:bg-loss-400/10"
      >
        {pending ? t("admin.contact.deleting") : t("admin.contact.deleteButton", { name: contact.name })}
      </button>
      {answer?.notice.kind === "error" && (
        <p role="alert" className="mt-2 text-sm text-loss-400">
          {answer.notice.text}
        </p>
      )}
    </Form>
  );
}
