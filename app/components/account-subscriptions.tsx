import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useAuth } from "~/auth/auth-provider";
import { formatLongDate } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import type { Subscription } from "~/member/account-member";
import { PATHS } from "@shared/paths";

const CARD = "rounded-card border border-ink-700 bg-ink-900/70 p-6";

/** "Pro, Yearly" / "Pro, Jährlich"; "Subscription" for a price the site does not know. */
export function useSubscriptionTitle(): (subscription: Subscription) => string {
  const { t } = useLanguage();
  return (subscription) =>
    subscription.plan && subscription.billing
      ? t("account.subscriptionPlan", {
          plan: t(`pricing.plan.${subscription.plan}`),
          billing: t(`pricing.option.${subscription.billing}`),
        })
      : t("account.subscriptionOther");
}

/**
 * The member's running subscriptions, undefined while loading or when they could not be
 * read. `stored`: as the server read them for the page; then the browser asks no more.
 */
export function useMemberSubscriptions(
  enabled: boolean,
  stored?: Subscription[],
): { subscriptions?: Subscription[]; failed: boolean } {
  const { call } = useAuth();
  const [subscriptions, setSubscriptions] = useState<Subscription[] | undefined>(stored);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled || stored) return;
    let current = true;
    call<{ subscriptions: Subscription[] }>("/subscriptions").then(
      (answer) => current && setSubscriptions(answer.subscriptions),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [call, enabled, stored]);
  return { subscriptions, failed };
}

/**
 * The member's running subscriptions (recorded from Stripe's events), each with the day it
 * renews or ends and the way to cancel it; the free-of-charge note when there is none.
 */
export function AccountSubscriptions({ stored }: { stored?: Subscription[] }) {
  const { t, language, localize } = useLanguage();
  const { subscriptions, failed } = useMemberSubscriptions(true, stored);
  const title = useSubscriptionTitle();

  if (failed) return <p className={`${CARD} mt-4 text-ink-300`}>{t("account.subscriptionsFailed")}</p>;
  if (!subscriptions)
    return (
      <p className={`${CARD} mt-4 text-ink-300`} role="status">
        {t("account.subscriptionsLoading")}
      </p>
    );
  if (subscriptions.length === 0)
    return (
      <div className={`${CARD} mt-4`}>
        <p className="font-semibold text-white">{t("account.noSubscription")}</p>
        <p className="mt-1 text-sm text-ink-300">{t("account.noSubscriptionHint")}</p>
      </div>
    );

  return (
    <ul className="mt-4 space-y-3" data-testid="account-subscription-list">
      {subscriptions.map((subscription) => {
        const end =
          subscription.currentPeriodEnd && formatLongDate(subscription.currentPeriodEnd.slice(0, 10), language);
        return (
          <li key={subscription.id} className={CARD}>
            <p className="font-semibold text-white">{title(subscription)}</p>
            {end && (
              <p className="mt-1 text-sm text-ink-300">
                {t(subscription.cancelAtPeriodEnd ? "account.endsOn" : "account.renewsOn", { date: end })}
              </p>
            )}
            {subscription.status === "past_due" && (
              <p className="mt-2 text-sm font-medium text-amber-300">{t("account.paymentOverdue")}</p>
            )}
            {!subscription.cancelAtPeriodEnd && (
              <Link
                to={localize(PATHS.cancel)}
                className="mt-3 inline-block text-sm font-semibold text-accent-400 underline hover:text-accent-300"
              >
                {t("account.cancelSubscription")}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
