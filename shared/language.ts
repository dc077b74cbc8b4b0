/**
 * The site's languages and which one a visitor gets (docs/product-rules.md,
 * docs/decisions/002-language-in-the-address.md). Pure functions, shared by the server
 * (cookie, Accept-Language, X-User-Language) and the browser (localStorage, navigator).
 */

/** The language everywhere inside the site: addresses, texts, the code. */
export const LANGUAGES = ["en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Whether a value read from a request (a parameter, a field) names one of the languages. */
export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The same two languages as the account API spells them (request and response bodies,
 * the stored account, the auth state). Converted only where an account is read or written.
 */
export const ACCOUNT_LANGUAGES = ["english", "german"] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];

export function accountLanguage(language: Language): AccountLanguage {
  return language === "de" ? "german" : "english";
}

const GERMAN_VALUES = new Set(["de", "german", "de-de", "deutsch"]);

/**
 * Maps a stored or sent value (either spelling) to a language: the German spellings to
 * 'de', anything else to 'en'.
 */
export function normalizeLanguage(stored: string): Language {
  return GERMAN_VALUES.has(stored.trim().toLowerCase()) ? "de" : "en";
}

/** The browser's language: German when it starts with 'de', otherwise English. */
export function languageFromBrowser(browserLanguage: string | undefined): Language {
  return browserLanguage?.trim().toLowerCase().startsWith("de") ? "de" : "en";
}

const LANGUAGE_TAG = /^([a-z]{1,8}(-[a-z0-9]{1,8})*|\*)$/i;

/** The visitor's most preferred language of an Accept-Language header. */
export function preferredLanguageTag(acceptLanguage: string | null | undefined): string | undefined {
  if (!acceptLanguage) return undefined;
  let best: { tag: string; q: number } | undefined;
  for (const part of acceptLanguage.split(",")) {
    const [tag = "", ...params] = part.trim().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!LANGUAGE_TAG.test(tag) || Number.isNaN(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best?.tag;
}

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The browser's resolution: the stored choice mapped, or with nothing stored the browser
 * language, which is then saved so the next visit keeps it.
 */
export function resolveStoredLanguage(
  storage: KeyValueStore,
  storageKey: string,
  browserLanguage: string | undefined,
): Language {
  const stored = storage.getItem(storageKey);
  if (stored !== null) return normalizeLanguage(stored);
  const language = languageFromBrowser(browserLanguage);
  storage.setItem(storageKey, language);
  return language;
}

/** The server's resolution: the cookie mirroring the stored choice, else Accept-Language. */
export function resolveRequestLanguage(
  cookieValue: string | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  if (cookieValue !== undefined) return normalizeLanguage(cookieValue);
  return languageFromBrowser(preferredLanguageTag(acceptLanguage));
}
