import { LANGUAGE_COOKIE, LANGUAGE_KEY } from "~/lib/storage-keys";
import { type Language, resolveStoredLanguage } from "./language";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Mirrors the choice in a cookie, so the server answers the next visit in it at once. */
function writeLanguageCookie(language: Language): void {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax${secure}`;
}

/** Stores the visitor's choice (the language toggle). */
export function saveLanguageChoice(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage can be blocked (private modes); the cookie still carries the choice.
  }
  writeLanguageCookie(language);
}

/**
 * The visitor's language as the browser resolves it (stored choice, else the browser
 * language, saved), with the cookie brought in line for the server.
 */
export function syncStoredLanguage(): Language {
  let language: Language;
  try {
    language = resolveStoredLanguage(localStorage, LANGUAGE_KEY, navigator.language);
  } catch {
    return navigator.language?.toLowerCase().startsWith("de") ? "de" : "en";
  }
  writeLanguageCookie(language);
  return language;
}
