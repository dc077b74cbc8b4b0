import { de } from "./de";
import { en, type Messages } from "./en";
import type { Language } from "@shared/language";

/**
 * Both dictionaries, for the server only (the root loader sends the page's language along
 * with the page), so the browser's bundles carry no dictionary. The `.server` suffix makes
 * the build fail if browser code ever imports this.
 */
export const DICTIONARIES: Record<Language, Messages> = { en, de };
