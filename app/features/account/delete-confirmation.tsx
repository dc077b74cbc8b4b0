import { type FormEvent, type RefObject, useEffect, useRef } from "react";
import { Link } from "react-router";
import { FieldError, FormNotice, INPUT_CLASS } from "~/components/form-field";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";
import type { AccountIntent } from "~/member/account-member";
import { PATHS } from "@shared/paths";

/**
 * The question before an account is deleted (account-settings.tsx, DataSettings): the
 * password, then Delete or Cancel (Escape too). The password field takes the focus as the
 * question opens. Loaded when the member chooses to delete, so the account page's first
 * scripts do not carry it.
 */
export default function DeleteConfirmation({
  formRef,
  action,
  onSubmit,
  onCancel,
  refused,
  passwordError,
  focusField,
  pending,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  refused?: string;
  passwordError?: MessageKey;
  /** A refusal that came back with the page (without JavaScript) names the field. */
  focusField: boolean;
  pending: boolean;
}) {
  const { t, localize } = useLanguage();
  const passwordField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    passwordField.current?.focus();
  }, []);

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === "Escape") onCancel();
      }}
      noValidate
      aria-labelledby="delete-title"
      className="space-y-4 rounded-xl border border-loss-400/40 bg-loss-400/5 p-4"
    >
      {/* Intent of account-member.tsx, written out: a value imported from there would make the
          build give that module a file of its own (docs/decisions/029). */}
      <input type="hidden" name="intent" value={"delete" satisfies AccountIntent} />
      <h3 id="delete-title" className="font-semibold text-white">
        {t("account.delete")}
      </h3>
      <p className="text-sm text-ink-200">{t("account.deleteWarning")}</p>
      {refused && <FormNotice kind="error">{refused}</FormNotice>}
      <div>
        <label htmlFor="delete-password" className="text-sm font-medium text-ink-100">
          {t("account.passwordToDelete")}
        </label>
        <input
          ref={passwordField}
          id="delete-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus={focusField}
          aria-invalid={Boolean(passwordError)}
          aria-describedby={passwordError ? "delete-password-error" : undefined}
          className={INPUT_CLASS}
        />
        <FieldError id="delete-password-error" error={passwordError} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={pending}
          className="inline-flex items-center justify-center rounded-full bg-loss-400 px-5 py-2.5 text-sm font-semibold text-ink-950 hover:bg-loss-400/90"
        >
          {t("account.deleteConfirm")}
        </button>
        <Link
          to={localize(PATHS.account)}
          replace
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            onCancel();
          }}
          className="btn-secondary"
        >
          {t("account.cancel")}
        </Link>
      </div>
    </form>
  );
}
