import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { syncStoredLanguage } from "~/i18n/language-storage";
import { useLanguage } from "~/i18n/language-provider";
import { localizePath } from "@shared/paths";

/**
 * Applies the stored language once the page runs in the browser. The server has already
 * redirected by the cookie or Accept-Language; this covers a stored choice whose cookie
 * is gone. A /de address always stays German.
 */
export function LanguageSync() {
  const { language } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // In a task of its own: the first touch of localStorage and the cookie's write take a
    // few milliseconds, and React runs every effect of the hydrated page in one task.
    const timer = setTimeout(() => {
      const stored = syncStoredLanguage();
      if (stored === "de" && language === "en") {
        const { pathname, search, hash } = location;
        void navigate(localizePath(pathname + search + hash, "de"), { replace: true });
      }
    }, 0);
    return () => clearTimeout(timer);
    // Only on the first page: later pages follow the links, which keep the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
