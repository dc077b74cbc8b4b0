import { createContext, type ReactNode, useContext, useMemo } from "react";
import { type TranslateParams, translate } from "./translate";
import type { MessageKey, Messages } from "./en";
import type { Language } from "@shared/language";
import { localizePath } from "@shared/paths";

interface LanguageContextValue {
  language: Language;
  /** The text of a key in the current language. */
  t: (key: MessageKey, params?: TranslateParams) => string;
  /** The address of a page path in the current language. */
  localize: (path: string) => string;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  const value = useMemo<LanguageContextValue>(
    () => ({
      language,
      t: (key, params) => translate(messages, key, params),
      localize: (path) => localizePath(path, language),
    }),
    [language, messages],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) {
    throw new Error("useLanguage must be used within a LanguageProvider");
  }
  return value;
}
