import type { MetaDescriptor } from "react-router";
import { type TranslateParams, translate } from "~/i18n/translate";
import type { MessageKey, Messages } from "~/i18n/en";
import type { Language } from "@shared/language";
import { pageUrl, stripLanguage } from "@shared/paths";
import { SITE } from "@shared/site.config";

interface RootData {
  language: Language;
  messages: Messages;
}

type Match = { id: string; pathname: string; data: unknown } | undefined;

const OG_LOCALE: Record<Language, string> = { en: "en_US", de: "de_DE" };

type PageMetaOptions = (
  | { title: MessageKey; description: MessageKey; params?: TranslateParams }
  /** Texts that do not come from the dictionary (content pages, courses). */
  | { titleText: string; descriptionText: string }
) & { noIndex?: boolean };

/**
 * Title, description and Open Graph tags of a page in its language, built from the texts
 * the root route loaded. Canonical and hreflang links are set by the document itself.
 */
export function pageMeta(matches: Match[], options: PageMetaOptions): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  if (!root) return [];
  const { language, messages } = root;
  const pathname = matches.at(-1)?.pathname ?? "/";
  const siteName = translate(messages, "meta.siteName");
  const pageTitle = "titleText" in options ? options.titleText : translate(messages, options.title, options.params);
  const title = pageTitle === siteName ? siteName : `${pageTitle} | ${siteName}`;
  const description =
    "descriptionText" in options ? options.descriptionText : translate(messages, options.description, options.params);
  const other: Language = language === "en" ? "de" : "en";

  return [
    { title },
    { name: "description", content: description },
    ...(options.noIndex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: pageTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: pageUrl(stripLanguage(pathname), language) },
    { property: "og:image", content: `${SITE.origin}/og-image.png` },
    { property: "og:locale", content: OG_LOCALE[language] },
    { property: "og:locale:alternate", content: OG_LOCALE[other] },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
