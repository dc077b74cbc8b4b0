import { de } from "./de";
import { en, type Messages } from "./en";
import type { Language } from "./language";

/**
 * Both dictionaries. Only the server imports this (the root loader sends the page's
 * language along with the page), so the browser's bundles carry no dictionary.
 */
export const DICTIONARIES: Record<Language, Messages> = { en, de };
