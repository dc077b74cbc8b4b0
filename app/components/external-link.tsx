import type { ReactNode } from "react";
import { useLanguage } from "~/i18n/language-provider";

/** A link to another site, opened in a new tab without giving that site our window. */
export function ExternalLink({
  href,
  children,
  className,
  ad = false,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  /**
   * An affiliate link: marked as advertising and never passing ranking
   * (docs/decisions/006-advertising-claims-and-risk-notes.md).
   */
  ad?: boolean;
}) {
  const { t } = useLanguage();
  return (
    <a
      href={href}
      target="_blank"
      rel={ad ? "sponsored noopener noreferrer" : "noopener noreferrer"}
      className={className}
    >
      {children}
      <span className="sr-only"> {t("a11y.opensInNewTab")}</span>
      {ad && (
        <span
          className="ml-2 inline-block shrink-0 self-start rounded border border-ink-500 px-1.5 py-px align-middle text-[0.65rem] font-semibold tracking-wide text-ink-300 uppercase"
          title={t("ad.affiliateNote")}
        >
          {t("ad.label")}
        </span>
      )}
    </a>
  );
}
