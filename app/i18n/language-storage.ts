import { browserStorage, readStored, writeStored } from "~/browser/browser-storage";
import { hasCookie, removeCookie, writeCookie } from "~/browser/browser-cookie";
import { LANGUAGE_COOKIE, LANGUAGE_GUESS_COOKIE, LANGUAGE_KEY } from "@shared/storage-keys";
import { type Language, languageFromBrowser, resolveStoredLanguage } from "@shared/language";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Mirrors the choice in a cookie, so the server answers the next visit in it at once. */
function writeLanguageCookie(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, ONE_YEAR_SECONDS);
}

/** Stores the visitor's choice (the language toggle). */
export function saveLanguageChoice(language: Language): void {
  // Storage can be blocked (private modes); the cookie still carries the choice then.
  writeStored(LANGUAGE_KEY, language);
  writeLanguageCookie(language);
}

/**
 * The visitor's language as the browser resolves it (stored choice, else the browser
 * language, saved), with the cookie brought in line for the server.
 */
export function syncStoredLanguage(): Language {
  const storage = browserStorage();
  let language: Language;
  try {
    if (!storage) return languageFromBrowser(navigator.language);
    language = resolveStoredLanguage(storage, LANGUAGE_KEY, navigator.language);
  } catch {
    // Reading worked but saving did not (storage full): the browser's language holds.
    return languageFromBrowser(navigator.language);
  }
  writeLanguageCookie(language);
  return language;
}

/** Whether this browser holds a language choice (or one saved on an earlier visit). */
export function hasStoredLanguage(): boolean {
  return readStored(LANGUAGE_KEY) !== null;
}

/**
 * Whether the server sent this visitor to the German page by the browser's language alone
 * (server/language-redirect.ts); the mark is removed as it is read, so it counts once.
 */
export function takeLanguageGuess(): boolean {
  const guessed = hasCookie(LANGUAGE_GUESS_COOKIE);
  if (guessed) removeCookie(LANGUAGE_GUESS_COOKIE);
  return guessed;
}
