import type { MessageKey, Messages } from "./en";

export type TranslateParams = Record<string, string | number>;

/**
 * Looks a text up and fills in its {placeholders}. A missing text shows its key
 * (docs/product-rules.md); the tests make sure no key is missing in either language.
 */
export function translate(messages: Partial<Messages>, key: MessageKey, params?: TranslateParams): string {
  const text = messages[key];
  if (text === undefined || text === "") return key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
