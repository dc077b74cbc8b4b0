import { useLanguage } from "~/i18n/language-provider";
import { RiskNote } from "./risk-note";

const CLAIMS = ["accuracy", "bearMarket", "liveSince", "activeSince"] as const;

/**
 * The four marketing claims as statements, always with the risk note beside them
 * (docs/decisions/006-advertising-claims-and-risk-notes.md).
 */
export function ClaimStats() {
  const { t } = useLanguage();
  const text = (claim: (typeof CLAIMS)[number], part: "value" | "label" | "detail") => t(`claims.${claim}.${part}`);
  return (
    <div>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {CLAIMS.map((claim) => (
          <div
            key={claim}
            className="flex flex-col rounded-card border border-ink-700 bg-ink-900/70 p-5 sm:p-6"
            data-claim={claim}
          >
            <dt className="order-2 mt-2 text-sm font-medium text-ink-200">{text(claim, "label")}</dt>
            <dd className="order-1 text-3xl font-bold tracking-tight text-white sm:text-4xl">
              <span
                className={claim === "bearMarket" ? "text-gain-400" : claim === "accuracy" ? "text-accent-400" : ""}
              >
                {text(claim, "value")}
              </span>
            </dd>
            <dd className="order-3 mt-2 text-xs leading-5 text-ink-400">{text(claim, "detail")}</dd>
          </div>
        ))}
      </dl>
      <RiskNote className="mt-5" />
    </div>
  );
}
