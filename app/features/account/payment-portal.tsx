import { Link } from "react-router";
import { RichText } from "~/i18n/rich-text";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";

/**
 * "Manage payment method and invoices": a plain form post (it works without JavaScript)
 * that opens Stripe's customer portal. Cancelling stays on the site's own page (§ 312k BGB).
 */
export function PaymentPortal() {
  const { t, localize } = useLanguage();
  return (
    <form method="post" action={localize(PATHS.accountPayment)} className="mt-4">
      <button type="submit" className="btn-secondary w-full py-3 sm:w-auto sm:px-6">
        {t("account.paymentPortal")}
      </button>
      <p className="mt-2 text-sm leading-6 text-ink-300">
        <RichText
          text={t("account.paymentPortalHint")}
          slots={{
            cancel: (
              <Link to={localize(PATHS.cancel)} className="font-medium text-accent-400 underline underline-offset-2">
                {t("account.paymentPortalCancel")}
              </Link>
            ),
          }}
        />
      </p>
    </form>
  );
}
