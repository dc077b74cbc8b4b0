import { useLanguage } from "~/i18n/language-provider";
import { type CancellationReceipt, formatEndDate } from "@shared/cancellation-rules";

/** What a cancellation said, as the receipt page and the receipt link's page list it. */
export function ReceiptFacts({ receipt }: { receipt: CancellationReceipt }) {
  const { t, language } = useLanguage();
  const rows: [string, string][] = [
    [t("cancel.name"), receipt.name],
    [t("cancel.email"), receipt.email],
    [t("cancel.summary.contract"), receipt.contract],
    [t("cancel.kind"), t(`cancel.kind.${receipt.kind}`)],
    ...(receipt.reason ? ([[t("cancel.reason"), receipt.reason]] as [string, string][]) : []),
    [t("cancel.endDate"), receipt.endDate ? formatEndDate(receipt.endDate, language) : t("cancel.end.asap")],
    ...(receipt.contractEnd
      ? ([[t("cancel.contractEnd"), formatEndDate(receipt.contractEnd, language)]] as [string, string][])
      : []),
  ];
  return (
    <dl className="mt-3 divide-y divide-ink-700 rounded-xl border border-ink-700">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-sm text-ink-400">{label}</dt>
          <dd className="break-words whitespace-pre-line text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
