import { useLocation } from "react-router";
import type { Language } from "@shared/language";
import { pageUrl, stripLanguage } from "@shared/paths";

/**
 * Canonical address of this page and its twin in the other language
 * (docs/decisions/002-language-in-the-address.md).
 */
export function AlternateLinks({ language }: { language: Language }) {
  const page = stripLanguage(useLocation().pathname);
  const url = (lang: Language) => pageUrl(page, lang);
  return (
    <>
      <link rel="canonical" href={url(language)} />
      <link rel="alternate" hrefLang="en" href={url("en")} />
      <link rel="alternate" hrefLang="de" href={url("de")} />
      <link rel="alternate" hrefLang="x-default" href={url("en")} />
    </>
  );
}
