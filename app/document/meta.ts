import type { MetaDescriptor } from "react-router";
import { type TranslateParams, translate } from "~/i18n/translate";
import type { MessageKey, Messages } from "~/i18n/en";
import { LANGUAGES, type Language } from "@shared/language";
import { pageUrl, stripLanguage } from "@shared/paths";
import { SITE } from "@shared/site.config";

interface RootData {
  language: Language;
  /** The texts of this page (docs/decisions/023-texts-per-page.md). */
  messages: Partial<Messages>;
}

type Match = { id: string; pathname: string; data: unknown } | undefined;

/** The social preview picture (public/og-image.png, drawn from assets-src/og-image.svg). */
export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

const OG_LOCALE: Record<Language, string> = { en: "en_US", de: "de_DE" };

type PageMetaOptions = (
  | { title: MessageKey; description: MessageKey; params?: TranslateParams }
  /**
   * Texts that do not come from the dictionary (content pages, courses). A title given in
   * parts goes from the most to the least specific (a lesson, then its course).
   */
  | { titleText: string | readonly string[]; descriptionText: string }
) & {
  noIndex?: boolean;
  /** What the page is about, named before its title ("Anna Müller – Contacts"). */
  subject?: string;
};

/**
 * Title, description and Open Graph tags of a page in its language, built from the texts
 * the root route loaded. An indexable page also names its canonical address and its twin
 * in the other language (docs/decisions/002-language-in-the-address.md); a page search
 * engines should not index (noIndex: a 404, the sign-in page) names neither, and pages
 * rendered by the error screen have no meta of their own at all.
 */
export function pageMeta(matches: Match[], options: PageMetaOptions): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  if (!root) return [];
  const { language, messages } = root;
  const pathname = matches.at(-1)?.pathname ?? "/";
  const siteName = translate(messages, "meta.siteName");
  const titleParts = [
    ...(options.subject ? [options.subject] : []),
    ...("titleText" in options ? [options.titleText].flat() : [translate(messages, options.title, options.params)]),
  ];
  const pageTitle = titleParts.join(" – ");
  const title = documentTitle(titleParts, siteName);
  const description =
    "descriptionText" in options ? options.descriptionText : translate(messages, options.description, options.params);
  const other: Language = language === "en" ? "de" : "en";
  const page = stripLanguage(pathname);

  return [
    { title },
    { name: "description", content: description },
    ...(options.noIndex ? [{ name: "robots", content: "noindex" }] : alternateLinks(page, language)),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: pageTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: pageUrl(page, language) },
    { property: "og:image", content: `${SITE.origin}${OG_IMAGE.path}` },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: translate(messages, "meta.imageAlt") },
    { property: "og:locale", content: OG_LOCALE[language] },
    { property: "og:locale:alternate", content: OG_LOCALE[other] },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** What a search result shows of a title before it cuts it off. */
export const MAX_TITLE_LENGTH = 60;

/** Whether a text names the brand, also inside a German compound ("Profit-Scout-Tools"). */
const namesBrand = (text: string, brand: string) => text.replaceAll("-", " ").includes(brand);

/**
 * The document's title: the page's title parts joined by dashes, then the site's name
 * after a bar unless the parts name it already, so that a result shows the brand once.
 * While that is longer than a search result shows, the least specific part goes first.
 */
export function documentTitle(parts: readonly string[], siteName: string): string {
  for (let count = parts.length; count > 0; count--) {
    const page = parts.slice(0, count).join(" – ");
    const title = namesBrand(page, siteName) ? page : `${page} | ${siteName}`;
    if (title.length <= MAX_TITLE_LENGTH || count === 1) return title;
  }
  return siteName;
}

/** The page's canonical address and both language versions, English as the default. */
function alternateLinks(page: string, language: Language): MetaDescriptor[] {
  return [
    { tagName: "link", rel: "canonical", href: pageUrl(page, language) },
    ...LANGUAGES.map((lang) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: lang,
      href: pageUrl(page, lang),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: pageUrl(page, "en") },
  ];
}
