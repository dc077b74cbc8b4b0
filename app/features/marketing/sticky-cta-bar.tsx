import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";

/** The bar appears once the page is scrolled past 400 px (docs/product-rules.md). */
export const STICKY_BAR_THRESHOLD_PX = 400;

export function StickyCtaBar() {
  const { t, localize } = useLanguage();
  const [visible, setVisible] = useState(false);

  // Tab scrolls what it focuses above the bar (app.css), also before the bar shows: a
  // focus near the bottom may scroll the page past the threshold.
  useEffect(() => {
    document.documentElement.classList.add("has-sticky-bar");
    return () => document.documentElement.classList.remove("has-sticky-bar");
  }, []);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > STICKY_BAR_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <aside
      aria-label={t("algos.sticky.cta")}
      hidden={!visible}
      data-testid="sticky-cta"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-accent-500/30 bg-ink-900"
    >
      <div className="container-page flex items-center justify-between gap-4 py-3">
        <p className="text-sm font-medium text-ink-100 max-sm:sr-only">{t("algos.sticky.text")}</p>
        <Link to={localize(PATHS.courses)} className="btn-primary max-sm:w-full">
          {t("algos.sticky.cta")}
        </Link>
      </div>
    </aside>
  );
}
