import { FormNotice } from "~/components/form-field";
import { useLanguage } from "~/i18n/language-provider";
import { Intent, useAccountForm, useAccountUser } from "~/member/account-member";

/**
 * The account page's notice while the account's address is not confirmed
 * (docs/decisions/031-confirmed-addresses.md), with the button that mails the link again.
 * Its answer is read out in the notice's own live region.
 */
export function AddressConfirmNotice() {
  const { t } = useLanguage();
  const call = useAccountForm("confirm-address");
  const user = useAccountUser();
  if (!user || user.emailConfirmed) return null;

  return (
    <section
      aria-labelledby="address-confirm-title"
      className="mt-8 rounded-card border border-accent-400/40 bg-accent-400/10 p-5 sm:p-6"
    >
      <h2 id="address-confirm-title" className="font-semibold text-white">
        {t("account.unconfirmedTitle")}
      </h2>
      <p className="mt-2 text-sm leading-6 break-words text-ink-200">
        {t("account.unconfirmedText", { email: user.email })}
      </p>
      <form
        method="post"
        action="#address-confirm-title"
        onSubmit={call.onSubmit}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center"
      >
        <Intent intent="confirm-address" />
        {/* aria-disabled, not disabled: the button keeps the focus while it sends, and the answer is read out. */}
        <button type="submit" aria-disabled={call.pending} className="btn-secondary shrink-0">
          {call.pending ? t("reset.sending") : t("account.unconfirmedSend")}
        </button>
        {/* Always in the page, so screen readers read what arrives in it. */}
        <div aria-live="polite" data-testid="address-confirm-answer" className="min-w-0 flex-1 text-sm text-gain-400">
          {call.notice?.kind === "success" && call.notice.text}
        </div>
      </form>
      {call.notice?.kind === "error" && (
        <div className="mt-3">
          <FormNotice kind="error">{call.notice.text}</FormNotice>
        </div>
      )}
    </section>
  );
}
