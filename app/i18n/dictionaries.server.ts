import { de } from "./de";
import { en, type Messages } from "./en";
import { formatLongDate } from "./format";
import { translate } from "./translate";
import type { Language } from "@shared/language";
import { SITE } from "@shared/site.config";

/**
 * Both dictionaries, for the server only (the root loader sends the page's language along
 * with the page), so the browser's bundles carry no dictionary. The `.server` suffix makes
 * the build fail if browser code ever imports this.
 */
export const DICTIONARIES: Record<Language, Messages> = { en: withTermsDate(en, "en"), de: withTermsDate(de, "de") };

/**
 * The footer's date of the terms is written out here, on the server: formatting it in the
 * browser made every page load a locale's date data (Intl.DateTimeFormat) in the middle of
 * hydration, one of the longest pieces of a phone's blocking time
 * (docs/decisions/012-hydration-without-long-tasks.md).
 */
function withTermsDate(messages: Messages, language: Language): Messages {
  const date = formatLongDate(SITE.termsLastUpdated, language);
  return { ...messages, "footer.termsUpdated": translate(messages, "footer.termsUpdated", { date }) };
}
