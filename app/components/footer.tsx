import { Link } from "react-router";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";
import { useVideoConsent, withdrawVideoConsent } from "~/video/video-consent";
import { PATHS } from "@shared/paths";
import { VIDEO } from "@shared/site.config";
import { Logo } from "./logo";

const FOOTER_LINKS: { path: string; label: MessageKey }[] = [
  { path: PATHS.home, label: "footer.home" },
  { path: PATHS.startChat, label: "footer.startChat" },
  { path: PATHS.privacy, label: "footer.privacy" },
  { path: PATHS.terms, label: "footer.terms" },
  { path: PATHS.disclaimer, label: "footer.disclaimer" },
  { path: PATHS.imprint, label: "footer.imprint" },
  // The cancellation button must be easy to find on every page (§ 312k BGB).
  { path: PATHS.cancel, label: "footer.cancel" },
  { path: PATHS.login, label: "footer.login" },
];

/**
 * Shown once the visitor has allowed videos: withdrawing is as easy as agreeing
 * (docs/decisions/005-consent-before-third-party-content.md).
 */
function VideoConsentNotice() {
  const { t } = useLanguage();
  const [consented] = useVideoConsent();
  if (!consented) return null;
  return (
    <p data-testid="video-consent-notice">
      {t("footer.videoConsentGiven", { provider: VIDEO.providerName })}{" "}
      <button
        type="button"
        onClick={withdrawVideoConsent}
        className="font-semibold text-ink-200 underline underline-offset-2 hover:text-white"
      >
        {t("footer.videoConsentWithdraw")}
      </button>
    </p>
  );
}

/**
 * The footer's id. It follows every page's main content, and the document's head holds the
 * first frame until the browser has read this far (root.tsx, docs/decisions/056).
 */
export const FOOTER_ID = "site-footer";

export function Footer() {
  const { t, localize } = useLanguage();
  const year = new Date().getFullYear();

  return (
    <footer id={FOOTER_ID} className="mt-auto border-t border-white/5 bg-ink-900">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.2fr_1fr] md:gap-16">
        <div className="max-w-md">
          <Link to={localize(PATHS.home)} aria-label={t("a11y.homeLink")} className="inline-block rounded-lg">
            <Logo />
          </Link>
          <p className="mt-4 text-sm leading-6 text-ink-300">{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("a11y.footerNavigation")}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
            {FOOTER_LINKS.map(({ path, label }) => (
              <li key={path}>
                <Link
                  to={localize(path)}
                  className="inline-block py-1.5 text-ink-300 transition-colors hover:text-white"
                >
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/5">
        <div className="container-page space-y-3 py-6 text-xs leading-5 text-ink-400">
          <p className="max-w-4xl">{t("footer.disclaimerText")}</p>
          <VideoConsentNotice />
          <div className="flex flex-col gap-1 sm:flex-row sm:justify-between">
            <p>{t("footer.copyright", { year })}</p>
            <p>{t("footer.termsUpdated")}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
