import { SITE } from "@shared/site.config";
import type { MessageKey, Messages } from "./en";

export type TranslateParams = Record<string, string | number>;

/**
 * Business facts any text may quote by name ("since {foundedYear}"): they come from the
 * site's configuration, so the owner changes them in one place and never in a text.
 */
const SITE_VALUES: TranslateParams = { foundedYear: SITE.foundedYear };

/**
 * Looks a text up and fills in its {placeholders}. A missing text shows its key
 * (docs/product-rules.md); the tests make sure no key is missing in either language.
 */
export function translate(messages: Partial<Messages>, key: MessageKey, params?: TranslateParams): string {
  const text = messages[key];
  if (text === undefined || text === "") return key;
  if (!text.includes("{")) return text;
  const values = params ? { ...SITE_VALUES, ...params } : SITE_VALUES;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
