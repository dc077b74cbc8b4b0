import type { ReactNode } from "react";
import { AdminPage, CARD, useIsAdmin } from "~/components/admin/admin-page";
import { useAdminData } from "~/components/admin/use-admin-data";
import { pageMeta } from "~/document/meta";
import { formatCount, formatLongDate, formatMoney } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import { type CancellationKind, formatReceiptMoment } from "@shared/cancellation-rules";
import { PATHS } from "@shared/paths";
import type { Route } from "./+types/admin";

/** The owner's dashboard: its headline figures (docs/decisions/015-admin-role.md). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "admin.metaTitle", description: "admin.metaDescription", noIndex: true });

interface Overview {
  totalContacts: number;
  activeSubscriptions: number;
  revenue: { currency: string; amountCents: number }[];
  signUpsPerWeek: { weekStart: string; count: number }[];
  latestCancellations: {
    name: string;
    email: string;
    contract: string;
    kind: CancellationKind;
    endDate: string | null;
    receivedAt: string;
    stripeOutcome: "scheduled" | "failed" | "not_configured" | "ambiguous" | null;
  }[];
}

function SignUpsChart({ weeks }: { weeks: Overview["signUpsPerWeek"] }) {
  const { t, language } = useLanguage();
  const highest = Math.max(1, ...weeks.map((week) => week.count));
  const short = (date: string) =>
    new Intl.DateTimeFormat(language === "de" ? "de-DE" : "en-GB", {
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    }).format(new Date(`${date}T00:00:00Z`));
  return (
    <ol className="mt-5 flex h-44 items-end gap-1.5 sm:gap-2" data-testid="sign-ups-chart">
      {weeks.map((week) => (
        <li key={week.weekStart} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
          <span className="text-xs font-semibold text-white tabular-nums" aria-hidden="true">
            {formatCount(week.count, language)}
          </span>
          <span
            className="w-full rounded-t-md bg-accent-400/80"
            style={{ height: `${Math.max(2, (week.count / highest) * 100)}%` }}
            aria-hidden="true"
          />
          <span className="hidden text-[10px] text-ink-400 sm:block" aria-hidden="true">
            {short(week.weekStart)}
          </span>
          <span className="sr-only">
            {t("admin.signUpsWeek", {
              date: formatLongDate(week.weekStart, language),
              count: formatCount(week.count, language),
            })}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** One of the dashboard's headline figures, named by its heading. */
function FigureCard({
  id,
  label,
  testId,
  children,
}: {
  id: string;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className={CARD} aria-labelledby={id}>
      <h2 id={id} className="text-sm font-medium text-ink-300">
        {label}
      </h2>
      <p className="mt-2 text-4xl font-bold text-white tabular-nums" data-testid={testId}>
        {children}
      </p>
    </section>
  );
}

function Dashboard({ overview }: { overview: Overview }) {
  const { t, language } = useLanguage();
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-3">
      <FigureCard id="admin-contacts" label={t("admin.totalContacts")} testId="total-contacts">
        {formatCount(overview.totalContacts, language)}
      </FigureCard>
      <FigureCard id="admin-subscriptions" label={t("admin.activeSubscriptions")} testId="active-subscriptions">
        {formatCount(overview.activeSubscriptions, language)}
      </FigureCard>
      <section className={CARD} aria-labelledby="admin-revenue">
        <h2 id="admin-revenue" className="text-sm font-medium text-ink-300">
          {t("admin.totalRevenue")}
        </h2>
        {overview.revenue.length === 0 ? (
          <p className="mt-2 text-lg font-semibold text-ink-300" data-testid="total-revenue">
            {t("admin.noRevenue")}
          </p>
        ) : (
          <ul className="mt-2 space-y-1" data-testid="total-revenue">
            {overview.revenue.map((row) => (
              <li key={row.currency} className="text-3xl font-bold text-white tabular-nums">
                {formatMoney(row.amountCents, row.currency, language)}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-xs text-ink-400">{t("admin.revenueHint")}</p>
      </section>
      <section className={`${CARD} lg:col-span-3`} aria-labelledby="admin-sign-ups">
        <h2 id="admin-sign-ups" className="text-lg font-semibold text-white">
          {t("admin.signUps")}
        </h2>
        <p className="mt-1 text-sm text-ink-400">{t("admin.signUpsHint", { weeks: overview.signUpsPerWeek.length })}</p>
        <SignUpsChart weeks={overview.signUpsPerWeek} />
      </section>
      <section className={`${CARD} lg:col-span-3`} aria-labelledby="admin-cancellations">
        <h2 id="admin-cancellations" className="text-lg font-semibold text-white">
          {t("admin.latestCancellations")}
        </h2>
        {overview.latestCancellations.length === 0 ? (
          <p className="mt-3 text-ink-300">{t("admin.noCancellations")}</p>
        ) : (
          // The section names the table; the scroll box only needs the keyboard (tabIndex) for narrow screens.
          <div className="mt-4 overflow-x-auto" tabIndex={0}>
            <table className="w-full min-w-[48rem] text-left text-sm" data-testid="latest-cancellations">
              <thead className="text-ink-400">
                <tr>
                  {(
                    [
                      "admin.received",
                      "admin.contact",
                      "admin.contract",
                      "admin.kind",
                      "admin.end",
                      "admin.stripe",
                    ] as const
                  ).map((label) => (
                    <th key={label} scope="col" className="border-b border-ink-700 py-2 pr-4 font-medium">
                      {t(label)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {overview.latestCancellations.map((row) => (
                  <tr key={`${row.receivedAt}-${row.email}`} className="border-b border-ink-800 align-top text-ink-100">
                    <td className="py-3 pr-4">{formatReceiptMoment(row.receivedAt, language)}</td>
                    <td className="py-3 pr-4">
                      <span className="block font-medium text-white">{row.name}</span>
                      <span className="block wrap-break-word text-ink-400">{row.email}</span>
                    </td>
                    <td className="py-3 pr-4 break-words">{row.contract}</td>
                    <td className="py-3 pr-4">{t(`admin.kind.${row.kind}`)}</td>
                    <td className="py-3 pr-4">
                      {row.endDate ? formatLongDate(row.endDate, language) : t("admin.endAsap")}
                    </td>
                    <td
                      className={`py-3 pr-4 ${row.stripeOutcome === "scheduled" || !row.stripeOutcome ? "" : "text-amber-300"}`}
                    >
                      {t(`admin.stripe.${row.stripeOutcome ?? "none"}`)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

export default function Admin() {
  const { t } = useLanguage();
  const isAdmin = useIsAdmin();
  const { data: overview, error, reload } = useAdminData<Overview>(isAdmin ? "/admin/overview" : undefined);
  return (
    <AdminPage path={PATHS.admin} title={t("admin.dashboard")} intro={t("admin.intro")}>
      {error ? (
        <div className="mt-8" role="alert">
          <p className="text-loss-400">{t("admin.loadFailed", { error })}</p>
          <button type="button" className="mt-4 btn-secondary" onClick={reload}>
            {t("admin.retry")}
          </button>
        </div>
      ) : overview ? (
        <Dashboard overview={overview} />
      ) : (
        <p className="mt-8 text-ink-300" role="status">
          {t("admin.loading")}
        </p>
      )}
    </AdminPage>
  );
}
