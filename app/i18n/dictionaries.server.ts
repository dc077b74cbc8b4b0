import { de } from "./de";
import { en, type Messages } from "./en";
import { formatLongDate, formatLongMonth } from "./format";
import pageTexts from "./page-texts.json";
import { selectsText } from "./text-selector";
import { translate } from "./translate";
import type { Language } from "@shared/language";
import { stripLanguage } from "@shared/paths";
import { SITE } from "@shared/site.config";

/**
 * Both dictionaries, for the server only (the root loader sends the page's language along
 * with the page), so the browser's bundles carry no dictionary. The `.server` suffix makes
 * the build fail if browser code ever imports this.
 */
export const DICTIONARIES: Record<Language, Messages> = {
  en: withSiteDates(en, "en"),
  de: withSiteDates(de, "de"),
};

const PAGE_TEXT_SELECTORS = pageTexts as { shell: string[]; pages: Record<string, string[] | undefined> };

const pageMessages = new Map<string, Partial<Messages>>();

/**
 * The texts that travel with a page (docs/decisions/023-texts-per-page.md): those of the
 * frame every page shares and those the page's route can show, as scripts/page-texts.ts
 * found them in the code. `pattern` is the matched route's pattern, as React Router gives
 * it to loaders ("de/member/courses/:courseSlug"). A pattern the file does not know (a
 * route added without running the script; its test fails too) gets every text.
 */
export function messagesForPage(language: Language, pattern: string): Partial<Messages> {
  const page = stripLanguage(`/${pattern.replace(/^\/+/, "")}`);
  const cacheKey = `${language} ${page}`;
  const known = pageMessages.get(cacheKey);
  if (known) return known;
  const pageSelectors = PAGE_TEXT_SELECTORS.pages[page];
  const all = DICTIONARIES[language];
  if (!pageSelectors) return all;
  const selectors = [...PAGE_TEXT_SELECTORS.shell, ...pageSelectors];
  const messages = Object.fromEntries(
    Object.entries(all).filter(([key]) => selectors.some((selector) => selectsText(selector, key))),
  ) as Partial<Messages>;
  pageMessages.set(cacheKey, messages);
  return messages;
}

/**
 * The dates texts quote (the terms' date in the footer, the month the live signals
 * started) are written out here, on the server: formatting them in the browser made every
 * page load a locale's date data (Intl.DateTimeFormat) in the middle of hydration, one of
 * the longest pieces of a phone's blocking time
 * (docs/decisions/012-hydration-without-long-tasks.md).
 */
function withSiteDates(messages: Messages, language: Language): Messages {
  const date = formatLongDate(SITE.termsLastUpdated, language);
  // The month the live signals started is the owner's fact (config/site.json), quoted by
  // several texts as {liveSignalsSince}; filled in here, in the page's language.
  const since = formatLongMonth(SITE.liveSignalsSince.year, SITE.liveSignalsSince.month, language);
  const filled = Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [key, text.replaceAll("{liveSignalsSince}", since)]),
  ) as Messages;
  return { ...filled, "footer.termsUpdated": translate(messages, "footer.termsUpdated", { date }) };
}
