import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Language } from "@shared/language";
import { localizePath } from "@shared/paths";
import { saveLanguageChoice } from "./language-storage";

/**
 * Switches the site to a language: stores the choice and goes to this page's twin in it,
 * keeping the query and the hash. The page's address is the one source of its language.
 */
export function useSwitchLanguage(): (language: Language) => void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (language: Language) => {
      saveLanguageChoice(language);
      void navigate(localizePath(pathname + search + window.location.hash, language));
    },
    [pathname, search, navigate],
  );
}
