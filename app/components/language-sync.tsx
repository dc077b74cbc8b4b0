import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { inOwnTask } from "~/browser/own-task";
import { hasStoredLanguage, syncStoredLanguage, takeLanguageGuess } from "~/i18n/language-storage";
import { useLanguage } from "~/i18n/language-provider";
import { localizePath } from "@shared/paths";

/**
 * Applies the stored language once the page runs in the browser. The server has already
 * redirected by the cookie or Accept-Language; this covers a stored choice whose cookie
 * is gone. A /de address stays German, unless the server chose it only by the browser's
 * language and the visitor's stored choice is English.
 */
export function LanguageSync() {
  const { language } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(
    () =>
      inOwnTask(() => {
        // Only a choice stored before this page overrides the server's guess: without one,
        // the browser's language list that the server read is as good as navigator.language.
        const guessed = language === "de" && takeLanguageGuess() && hasStoredLanguage();
        const stored = syncStoredLanguage();
        if (stored !== language && (language === "en" || guessed)) {
          const { pathname, search, hash } = location;
          void navigate(localizePath(pathname + search + hash, stored), { replace: true });
        }
      }),
    // Only on the first page: later pages follow the links, which keep the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return null;
}
