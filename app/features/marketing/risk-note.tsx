import { Link } from "react-router";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";

/**
 * The short risk note that stands next to every performance figure
 * (docs/decisions/006-advertising-claims-and-risk-notes.md).
 */
export function RiskNote({ className = "" }: { className?: string }) {
  const { t, localize } = useLanguage();
  return (
    <p className={`flex gap-2 text-xs leading-5 text-ink-400 ${className}`}>
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className="mt-0.5 shrink-0 fill-ink-400">
        <path d="M10 1.5a8.5 8.5 0 100 17 8.5 8.5 0 000-17zm-.9 4.5h1.8v5.5H9.1zm0 7h1.8v1.8H9.1z" />
      </svg>
      <span>
        {t("risk.note")}{" "}
        <Link
          to={localize(PATHS.disclaimer)}
          className="font-medium text-ink-200 underline underline-offset-2 hover:text-white"
        >
          {t("risk.link")}
        </Link>
      </span>
    </p>
  );
}
