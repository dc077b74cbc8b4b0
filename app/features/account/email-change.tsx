import { type FormEvent, useState } from "react";
import { FormNotice, TextField } from "~/components/form-field";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";
import { CREDENTIAL_RULES, EMAIL_SHAPE } from "@shared/credential-rules";
import { Intent, useAccountForm, useAccountUser } from "~/member/account-member";
import { useFocusAfterSubmit } from "~/browser/use-focus-after-submit";

type FieldErrors = { newEmail?: MessageKey; emailPassword?: MessageKey };

/**
 * The account page's form to move the account to another e-mail address: the API mails a
 * link to the new address, and only that link changes it. The answer is announced in a
 * polite live region that is always in the page, so screen readers read what arrives in it.
 */
export function EmailChange() {
  const { t } = useLanguage();
  const call = useAccountForm("email", ({ notice }, form) => {
    if (notice?.kind === "success") form?.reset();
  });
  const formRef = useFocusAfterSubmit(call.answers);
  const [errors, setErrors] = useState<FieldErrors>({});
  const user = useAccountUser();
  if (!user) return null;

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const newEmail = String(form.get("newEmail") ?? "").trim();
    const currentPassword = String(form.get("emailPassword") ?? "");
    const problems: FieldErrors = {
      newEmail: !newEmail ? "login.required" : !EMAIL_SHAPE.test(newEmail) ? "login.invalidEmail" : undefined,
      emailPassword: currentPassword ? undefined : "login.required",
    };
    setErrors(problems);
    const first = (Object.keys(problems) as (keyof FieldErrors)[]).find((name) => problems[name]);
    if (first) formElement.querySelector<HTMLInputElement>(`#${first}`)?.focus();
    else call.submit(formElement);
  }

  const sent = call.notice?.kind === "success" ? call.notice.text : undefined;
  return (
    <form
      ref={formRef}
      method="post"
      action="#email-change-title"
      onSubmit={send}
      noValidate
      aria-labelledby="email-change-title"
      className="space-y-5 border-t border-ink-700 pt-5"
    >
      <Intent intent="email" />
      <h3 id="email-change-title" className="font-semibold text-white">
        {t("emailChange.title")}
      </h3>
      <div>
        <p className="text-sm font-medium text-ink-100">{t("account.email")}</p>
        <p className="mt-1.5 font-medium break-all text-white" data-testid="current-email">
          {user.email}
        </p>
      </div>
      {/* A live region without role=status: the profile form above has its own status notice. */}
      <div aria-live="polite" aria-atomic="true" data-testid="email-change-answer" className="empty:mb-0">
        {sent && (
          <div className="rounded-xl border border-gain-400/40 bg-gain-400/10 px-4 py-3 text-sm text-gain-400">
            <p>{sent}</p>
            <p className="mt-2 text-ink-200">{t("emailChange.sentHint")}</p>
          </div>
        )}
      </div>
      {call.notice?.kind === "error" && <FormNotice kind="error">{call.notice.text}</FormNotice>}
      <TextField
        name="newEmail"
        label={t("emailChange.newEmail")}
        error={errors.newEmail}
        focus={false}
        type="email"
        autoComplete="email"
        required
        maxLength={CREDENTIAL_RULES.emailMaxLength}
        hint={t("emailChange.hint")}
      />
      <TextField
        name="emailPassword"
        label={t("account.currentPassword")}
        error={errors.emailPassword}
        focus={false}
        type="password"
        autoComplete="current-password"
        required
      />
      <button type="submit" disabled={call.pending} className="btn-secondary w-full sm:w-auto">
        {call.pending ? t("reset.sending") : t("emailChange.send")}
      </button>
    </form>
  );
}
