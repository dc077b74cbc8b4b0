import type { ReactNode } from "react";
import { useSubscriptionTitle } from "~/components/account-subscriptions";
import { CourseProgress } from "~/components/course-progress";
import { formatHours, formatLongDate, formatMoney } from "~/i18n/format";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";
import { AuditChange } from "./audit-change";
import { CARD } from "./admin-page";
import type { ContactDetail } from "./crm-types";
import { formatDay, formatMoment } from "./moments";

/** Stripe's subscription statuses, each with its label; another shows as Stripe names it. */
const STATUS_LABELS = new Map<string, MessageKey>([
  ["active", "admin.status.active"],
  ["trialing", "admin.status.trialing"],
  ["past_due", "admin.status.past_due"],
  ["canceled", "admin.status.canceled"],
  ["unpaid", "admin.status.unpaid"],
  ["incomplete", "admin.status.incomplete"],
  ["incomplete_expired", "admin.status.incomplete_expired"],
  ["paused", "admin.status.paused"],
]);

const TH = "border-b border-ink-700 py-2 pr-4 font-medium";
const TD = "border-b border-ink-800 py-2.5 pr-4 align-top";

/** A titled card of the contact's page; `empty` stands in for a table without rows. */
export function RecordSection({
  id,
  title,
  hint,
  empty,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  empty?: string;
  children?: ReactNode;
}) {
  return (
    <section className={CARD} aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-ink-400">{hint}</p>}
      {empty ? <p className="mt-3 text-sm text-ink-300">{empty}</p> : children}
    </section>
  );
}

/**
 * A small table in a scroll box of its own, so a phone scrolls a wide table and not the
 * page; a table of two columns (a day and an amount) fits a phone's width as it is.
 */
function RecordTable({ label, heads, rows }: { label: string; heads: string[]; rows: ReactNode[][] }) {
  return (
    <div className="mt-3 overflow-x-auto" tabIndex={0} role="group" aria-label={label}>
      <table className={`w-full text-left text-sm ${heads.length > 2 ? "min-w-[28rem]" : "min-w-[15rem]"}`}>
        <thead className="text-ink-400">
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col" className={TH}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-ink-100">
          {rows.map((cells, index) => (
            <tr key={index}>
              {cells.map((cell, column) => (
                <td key={column} className={TD}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ProgressRecords({ detail }: { detail: ContactDetail }) {
  const { t, language } = useLanguage();
  return (
    <RecordSection id="contact-progress" title={t("admin.contact.progress")}>
      <ul className="mt-4 space-y-4">
        {detail.progress.map((course) => (
          <li key={course.slug}>
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-white">{course.title[language]}</span>
              <span className="text-ink-300">
                {t("admin.contact.lessonsDone", { done: course.completed, total: course.lessons })}
                {course.watchedSeconds > 0 &&
                  ` · ${t("admin.contact.watched", { hours: formatHours(course.watchedSeconds, language) })}`}
                {course.lastActivityAt &&
                  ` · ${t("admin.contact.lastActivity", { moment: formatMoment(course.lastActivityAt, language) })}`}
              </span>
            </div>
            <CourseProgress
              done={course.completed}
              total={course.lessons}
              courseTitle={course.title[language]}
              className="mt-2"
            />
          </li>
        ))}
      </ul>
    </RecordSection>
  );
}

export function SessionRecords({ detail }: { detail: ContactDetail }) {
  const { t, language } = useLanguage();
  const title = t("admin.contact.sessions");
  return (
    <RecordSection
      id="contact-sessions"
      title={title}
      hint={
        detail.contact.signInCount === 1
          ? t("admin.contact.sessionsHintOne")
          : t("admin.contact.sessionsHint", { count: detail.contact.signInCount })
      }
      empty={detail.sessions.length === 0 ? t("admin.contact.noSessions") : undefined}
    >
      <RecordTable
        label={title}
        heads={[
          t("admin.contact.sessionStarted"),
          t("admin.contact.sessionLastUsed"),
          t("admin.contact.sessionStatus"),
        ]}
        rows={detail.sessions.map((session) => [
          session.startedAt ? formatMoment(session.startedAt, language) : "–",
          session.lastUsedAt ? formatMoment(session.lastUsedAt, language) : "–",
          session.ended ? t("admin.contact.sessionEnded") : t("admin.contact.sessionActive"),
        ])}
      />
    </RecordSection>
  );
}

export function MoneyRecords({ detail }: { detail: ContactDetail }) {
  const { t, language } = useLanguage();
  const statusText = (status: string) => {
    const label = STATUS_LABELS.get(status);
    return label ? t(label) : status;
  };
  const planTitle = useSubscriptionTitle();
  return (
    <>
      <RecordSection
        id="contact-subscriptions"
        title={t("admin.contact.subscriptions")}
        empty={detail.subscriptions.length === 0 ? t("admin.contact.noSubscriptions") : undefined}
      >
        <RecordTable
          label={t("admin.contact.subscriptions")}
          heads={[t("admin.column.subscription"), t("admin.contact.status"), t("admin.contact.periodEnd")]}
          rows={detail.subscriptions.map((subscription) => [
            planTitle(subscription),
            statusText(subscription.status),
            subscription.currentPeriodEnd
              ? `${formatDay(subscription.currentPeriodEnd, language)}${subscription.cancelAtPeriodEnd ? ` (${t("admin.contact.endsAtPeriodEnd")})` : ""}`
              : "–",
          ])}
        />
      </RecordSection>
      <RecordSection
        id="contact-payments"
        title={t("admin.contact.payments")}
        empty={detail.payments.length === 0 ? t("admin.contact.noPayments") : undefined}
      >
        <RecordTable
          label={t("admin.contact.payments")}
          heads={[t("admin.contact.paidAt"), t("admin.contact.amount")]}
          rows={detail.payments.map((payment) => [
            formatDay(payment.paidAt, language),
            formatMoney(payment.amountCents, payment.currency, language),
          ])}
        />
      </RecordSection>
      {detail.refunds.length > 0 && (
        <RecordSection id="contact-refunds" title={t("admin.contact.refunds")} hint={t("admin.contact.refundsHint")}>
          <RecordTable
            label={t("admin.contact.refunds")}
            heads={[t("admin.contact.refundedAt"), t("admin.contact.amount")]}
            rows={detail.refunds.map((refund) => [
              formatDay(refund.refundedAt, language),
              formatMoney(refund.amountCents, refund.currency, language),
            ])}
          />
        </RecordSection>
      )}
      <RecordSection
        id="contact-cancellations"
        title={t("admin.contact.cancellations")}
        empty={detail.cancellations.length === 0 ? t("admin.contact.noCancellations") : undefined}
      >
        <RecordTable
          label={t("admin.contact.cancellations")}
          heads={[
            t("admin.received"),
            t("admin.contract"),
            t("admin.kind"),
            t("admin.reason"),
            t("admin.end"),
            t("admin.stripe"),
          ]}
          rows={detail.cancellations.map((cancellation) => [
            formatMoment(cancellation.receivedAt, language),
            cancellation.contract,
            t(`admin.kind.${cancellation.kind}`),
            cancellation.reason ?? "–",
            cancellation.endDate ? formatLongDate(cancellation.endDate, language) : t("admin.endAsap"),
            t(`admin.stripe.${cancellation.stripeOutcome ?? "none"}`),
          ])}
        />
      </RecordSection>
    </>
  );
}

export function HistoryRecords({ detail }: { detail: ContactDetail }) {
  const { t, language } = useLanguage();
  return (
    <RecordSection
      id="contact-history"
      title={t("admin.contact.history")}
      empty={detail.audit.length === 0 ? t("admin.contact.noHistory") : undefined}
    >
      <RecordTable
        label={t("admin.contact.history")}
        heads={[t("admin.audit.when"), t("admin.audit.who"), t("admin.audit.what"), t("admin.audit.change")]}
        rows={detail.audit.map((entry) => [
          formatMoment(entry.at, language),
          <span className="wrap-break-word">{entry.adminEmail}</span>,
          t(`admin.audit.action.${entry.action}` as Parameters<typeof t>[0]),
          <AuditChange entry={entry} />,
        ])}
      />
    </RecordSection>
  );
}
