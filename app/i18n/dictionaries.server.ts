import { de } from "./de";
import { en, type Messages } from "./en";
import { formatLongDate } from "./format";
import { translate } from "./translate";
import type { Language } from "@shared/language";
import { isAdminPath, stripLanguage } from "@shared/paths";
import { SITE } from "@shared/site.config";

/**
 * Both dictionaries, for the server only (the root loader sends the page's language along
 * with the page), so the browser's bundles carry no dictionary. The `.server` suffix makes
 * the build fail if browser code ever imports this.
 */
export const DICTIONARIES: Record<Language, Messages> = { en: withTermsDate(en, "en"), de: withTermsDate(de, "de") };

/** The dashboard's own texts (a third of the dictionary), which only its pages need. */
const isDashboardText = (key: string) => key.startsWith("admin.");

const PUBLIC_DICTIONARIES = Object.fromEntries(
  Object.entries(DICTIONARIES).map(([language, messages]) => [
    language,
    Object.fromEntries(Object.entries(messages).filter(([key]) => !isDashboardText(key))),
  ]),
) as Record<Language, Messages>;

/**
 * The texts that travel with a page (docs/decisions/001-texts-travel-with-the-page.md): the
 * dashboard's pages get every text, every other page all but the dashboard's.
 */
export function messagesForPage(language: Language, pathname: string): Messages {
  return isAdminPath(stripLanguage(pathname)) ? DICTIONARIES[language] : PUBLIC_DICTIONARIES[language];
}

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
