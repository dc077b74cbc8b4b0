import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { RetryButton } from "~/features/admin/retry-button";
import { type OpenSetupGroup, SetupChecklist } from "~/features/admin/setup-checklist";
import { AdminPage, CARD } from "~/features/admin/admin-page";
import { type AdminPost, postAdminForm, readAdminPage } from "~/features/admin/admin-data.server";
import { useAdminForm } from "~/features/admin/admin-forms";
import { type CancellationRow, CancellationsTable } from "~/features/admin/cancellations-table";
import { pageMeta } from "~/document/meta";
import { memberPageHeaders } from "~/document/private-page";
import { formatCount, formatLongDate, formatMoney } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";
import type { Route } from "./+types/admin";

/** The owner's dashboard: its headline figures (docs/decisions/015-admin-role.md). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "admin.metaTitle", description: "admin.metaDescription", noIndex: true });

/** The figures, read on the server (docs/decisions/037-dashboard-reads-on-the-server.md). */
export async function loader(args: Route.LoaderArgs) {
  const { screen, init } = await readAdminPage<{ overview: Overview }>(args, { overview: "/admin/overview" });
  return data(screen, init);
}

/** "Send again" of the mail given up (FailedMail below), with or without JavaScript. */
const POSTS = {
  sendMailAgain: { path: () => "/admin/mail/send-again", method: "POST" },
} satisfies Record<string, AdminPost>;

export function action(args: Route.ActionArgs) {
  return postAdminForm(args, POSTS, PATHS.admin);
}

export const headers = memberPageHeaders;

interface Overview {
  totalContacts: number;
  activeSubscriptions: number;
  revenue: { currency: string; amountCents: number }[];
  signUpsPerWeek: { weekStart: string; count: number }[];
  latestCancellations: CancellationRow[];
  /** Stripe events of a known type the site could not read (server/payments/store.ts). */
  unreadableStripeEvents: { id: string; type: string; receivedAt: string; problem: string | null }[];
  /** What the owner must still provide before going live (shared/setup-check.ts). */
  openSetup: OpenSetupGroup[];
  /** Mail given up (server/mail/outbox.ts), and how much of it still has its text. */
  failedMail: { count: number; canSendAgain: number };
}

/** Mail the server gave up, and "Send again" while its text is kept. Shown only when there is some. */
function FailedMail({ mail }: { mail: Overview["failedMail"] }) {
  const { t, language, localize } = useLanguage();
  const { Form, pending, answer } = useAdminForm({ intent: "sendMailAgain" });
  if (mail.count === 0 && !answer) return null;
  return (
    <section className={`${CARD} border-loss-400/50 lg:col-span-3`} aria-labelledby="admin-failed-mail">
      <h2 id="admin-failed-mail" className="text-lg font-semibold text-white">
        {t("admin.failedMail")}
      </h2>
      <p className="mt-1 text-sm text-ink-300" data-testid="failed-mail">
        {t("admin.failedMailCount", {
          count: formatCount(mail.count, language),
          again: formatCount(mail.canSendAgain, language),
        })}
      </p>
      {mail.canSendAgain > 0 && (
        <Form method="post" action={localize(PATHS.admin)} className="mt-4">
          <input type="hidden" name="intent" value="sendMailAgain" />
          <button type="submit" disabled={pending} className="btn-primary px-4 py-2 text-sm">
            {t("admin.sendMailAgain")}
          </button>
        </Form>
      )}
      {answer && (
        <p
          role="status"
          className={`mt-3 text-sm ${answer.notice.kind === "error" ? "text-loss-400" : "text-gain-400"}`}
        >
          {answer.notice.text}
        </p>
      )}
    </section>
  );
}

/** Stripe events the site could not read: the owner looks each up in Stripe by its id. Shown only when there are some. */
function UnreadableStripeEvents({ events }: { events: Overview["unreadableStripeEvents"] }) {
  const { t, language } = useLanguage();
  if (events.length === 0) return null;
  return (
    <section className={`${CARD} border-loss-400/50 lg:col-span-3`} aria-labelledby="admin-stripe-problems">
      <h2 id="admin-stripe-problems" className="text-lg font-semibold text-white">
        {t("admin.stripeProblems")}
      </h2>
      <p className="mt-1 text-sm text-ink-300">{t("admin.stripeProblemsHint")}</p>
      <ul className="mt-4 space-y-2 text-sm" data-testid="unreadable-stripe-events">
        {events.map((event) => (
          <li key={event.id} className="rounded-xl bg-ink-950/60 px-4 py-3">
            <span className="font-mono break-all text-white">{event.id}</span>
            <span className="text-ink-300">
              {" "}
              · {event.type} · {formatLongDate(event.receivedAt.slice(0, 10), language)}
            </span>
            {event.problem && <p className="mt-1 font-mono text-xs break-all text-ink-400">{event.problem}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
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
      {weeks.map((week, index) => (
        <li key={week.weekStart} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
          <span className="text-xs font-semibold text-white tabular-nums" aria-hidden="true">
            {formatCount(week.count, language)}
          </span>
          {/* The bar's height is an attribute: the page comes from the server, whose
              Content-Security-Policy refuses style attributes (an SVG's height is none). */}
          <svg
            className="w-full rounded-t-md bg-accent-400/80"
            height={`${Math.max(2, (week.count / highest) * 100)}%`}
            aria-hidden="true"
          />
          {/* A phone has room for every third week's date, counted back from the current one. */}
          <span
            className={`text-[10px] whitespace-nowrap text-ink-400 ${(weeks.length - 1 - index) % 3 === 0 ? "" : "invisible sm:visible"}`}
            aria-hidden="true"
          >
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
  const { t, language, localize } = useLanguage();
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-3">
      <SetupChecklist groups={overview.openSetup} />
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
      <FailedMail mail={overview.failedMail} />
      <UnreadableStripeEvents events={overview.unreadableStripeEvents} />
      <section className={`${CARD} lg:col-span-3`} aria-labelledby="admin-cancellations">
        <h2 id="admin-cancellations" className="text-lg font-semibold text-white">
          {t("admin.latestCancellations")}
        </h2>
        {overview.latestCancellations.length === 0 ? (
          <p className="mt-3 text-ink-300">{t("admin.noCancellations")}</p>
        ) : (
          <>
            <CancellationsTable rows={overview.latestCancellations} labelledBy="admin-cancellations" />
            <p className="mt-4">
              <Link
                to={localize(PATHS.adminCancellations)}
                className="text-sm font-medium text-accent-400 hover:underline"
              >
                {t("admin.allCancellations")} <span aria-hidden="true">→</span>
              </Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}

export default function Admin({ loaderData: screen }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <AdminPage screen={screen} title={t("admin.dashboard")} intro={t("admin.intro")}>
      {screen.error !== undefined ? (
        <div className="mt-8" role="alert">
          <p className="text-loss-400">{t("admin.loadFailed", { error: screen.error })}</p>
          <RetryButton />
        </div>
      ) : (
        screen.data && <Dashboard overview={screen.data.overview} />
      )}
    </AdminPage>
  );
}
