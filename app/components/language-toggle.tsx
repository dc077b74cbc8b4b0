import type { MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { useLanguage } from "~/i18n/language-provider";
import { useSwitchLanguage } from "~/i18n/use-switch-language";
import { localizePath } from "@shared/paths";
import { useLocationHash } from "~/browser/location-hash";

/**
 * DE while English is shown, EN while German is: a real link to this page in the other
 * language. Clicking it stores the choice and keeps the query and the hash; the href
 * carries the hash too (once hydrated), so opening the link in a new tab keeps it as well.
 */
export function LanguageToggle({ className = "" }: { className?: string }) {
  const { language, t } = useLanguage();
  const { pathname, search } = useLocation();
  const hash = useLocationHash();
  const switchTo = useSwitchLanguage();
  const target = language === "en" ? "de" : "en";
  const href = localizePath(pathname + search + hash, target);

  function switchLanguage(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    switchTo(target);
  }

  return (
    <Link
      to={href}
      onClick={switchLanguage}
      hrefLang={target}
      lang={target}
      aria-label={t("language.toggleName")}
      className={`inline-flex h-9 min-w-11 items-center justify-center rounded-full border border-ink-600 px-3 text-xs font-bold tracking-wider text-ink-100 transition-colors hover:border-accent-400 hover:text-accent-300 ${className}`}
    >
      {t("language.toggleLabel")}
    </Link>
  );
}
