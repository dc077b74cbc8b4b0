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
  const value = useMemo<LanguageContextValue>(() => {
    // No texts at all means the root loader failed; the error screen shows keys then.
    const watched = Object.keys(messages).length > 0;
    return {
      language,
      t: (key, params) => {
        const text = translate(messages, key, params);
        if (text === key && watched) reportMissingText(key);
        return text;
      },
      localize: (path) => localizePath(path, language),
    };
  }, [language, messages]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

const reported = new Set<string>();

/**
 * A page is sent only the texts its code names (docs/decisions/023-texts-per-page.md); a
 * text it shows without having been sent shows as its key. Said once per key in the
 * browser's console, where the end-to-end tests fail on it, whatever element shows it.
 */
function reportMissingText(key: string) {
  if (typeof document === "undefined" || reported.has(key)) return;
  reported.add(key);
  console.error(`Text missing on this page: ${key}`);
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) {
    throw new Error("useLanguage must be used within a LanguageProvider");
  }
  return value;
}
