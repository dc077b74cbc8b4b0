import type { ReactNode } from "react";
import { useLanguage } from "~/i18n/language-provider";
import { Footer } from "./footer";
import { Header } from "./header";
import { RouteFocus } from "./route-focus";

/** The id of every page's main content: the skip link's target, and an address's fragment for the top of a page. */
export const MAIN_ID = "main";

/** Header and footer around every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-full bg-accent-500 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("a11y.skipToContent")}
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 pt-16 outline-none">
        {children}
      </main>
      <Footer />
      <RouteFocus />
    </div>
  );
}
