import { useAdminForm } from "~/features/admin/admin-forms";
import { formatLongDate } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import { type CancellationReceipt, formatReceiptMoment } from "@shared/cancellation-rules";
import { PATHS } from "@shared/paths";

/** A cancellation as the dashboard's API sends it: everything it said, and what Stripe did. */
export interface CancellationRow extends CancellationReceipt {
  id: string;
  stripeOutcome: "scheduled" | "failed" | "not_configured" | "ambiguous" | "awaiting_owner" | "owner_decides" | null;
}

/**
 * For a cancellation sent without signing in: "Carry out" sets its subscription's end in
 * Stripe (posted to the cancellations page's action, with or without JavaScript), and
 * "Contact the sender" writes to the address it names, to check it first.
 */
function OwnerActions({ row }: { row: CancellationRow }) {
  const { t, localize } = useLanguage();
  const { Form, pending, answer } = useAdminForm({ intent: "carryOut", subject: row.id });
  const mail = `mailto:${row.email}?subject=${encodeURIComponent(t("admin.cancellations.mailSubject"))}`;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      {answer?.notice.kind !== "success" && row.stripeOutcome === "awaiting_owner" && (
        <Form method="post" action={localize(PATHS.adminCancellations)}>
          <input type="hidden" name="intent" value="carryOut" />
          <input type="hidden" name="subject" value={row.id} />
          <button type="submit" disabled={pending} className="btn-primary px-3 py-1.5 text-xs">
            {t("admin.cancellations.carryOut")}
          </button>
        </Form>
      )}
      <a href={mail} className="btn-secondary px-3 py-1.5 text-xs">
        {t("admin.cancellations.contact")}
      </a>
      {answer && (
        <p
          role="status"
          className={`w-full text-xs ${answer.notice.kind === "error" ? "text-loss-400" : "text-gain-400"}`}
        >
          {answer.notice.text}
        </p>
      )}
    </div>
  );
}

const HEADS = [
  "admin.received",
  "admin.contact",
  "admin.contract",
  "admin.kind",
  "admin.reason",
  "admin.end",
  "admin.stripe",
] as const;

/**
 * Cancellations as a table, newest first (the overview's latest, the full list's page). The
 * scroll box takes the keyboard (tabIndex) on narrow screens, as a group named by the
 * heading `labelledBy` names; the section around it is the region of that name
 * (docs/keyboard-focus.md, "Tables wider than the screen").
 */
export function CancellationsTable({ rows, labelledBy }: { rows: CancellationRow[]; labelledBy: string }) {
  const { t, language } = useLanguage();
  return (
    <div className="mt-4 overflow-x-auto" tabIndex={0} role="group" aria-labelledby={labelledBy}>
      <table className="w-full min-w-[56rem] text-left text-sm" data-testid="cancellations">
        <thead className="text-ink-400">
          <tr>
            {HEADS.map((label) => (
              <th key={label} scope="col" className="border-b border-ink-700 py-2 pr-4 font-medium">
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-ink-800 align-top text-ink-100">
              <td className="py-3 pr-4">{formatReceiptMoment(row.receivedAt, language)}</td>
              <td className="py-3 pr-4">
                <span className="block font-medium text-white">{row.name}</span>
                <span className="block wrap-break-word text-ink-400">{row.email}</span>
              </td>
              <td className="py-3 pr-4 wrap-break-word">{row.contract}</td>
              <td className="py-3 pr-4">{t(`admin.kind.${row.kind}`)}</td>
              <td className="max-w-64 py-3 pr-4 wrap-break-word">{row.reason ?? "–"}</td>
              <td className="py-3 pr-4">{row.endDate ? formatLongDate(row.endDate, language) : t("admin.endAsap")}</td>
              <td
                className={`py-3 pr-4 ${row.stripeOutcome === "scheduled" || !row.stripeOutcome ? "" : "text-amber-300"}`}
              >
                {t(`admin.stripe.${row.stripeOutcome ?? "none"}`)}
                {(row.stripeOutcome === "awaiting_owner" || row.stripeOutcome === "owner_decides") && (
                  <OwnerActions row={row} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
