/**
 * Whether a selector of app/i18n/page-texts.json picks a text key: a whole key
 * ("algos.hero.title") or the fixed start of keys built at run time ("algos.*").
 */
export function selectsText(selector: string, key: string): boolean {
  return selector.endsWith("*") ? key.startsWith(selector.slice(0, -1)) : key === selector;
}
