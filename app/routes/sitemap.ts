import { LANGUAGES } from "~/i18n/language";
import { localizePath } from "~/i18n/paths";
import { PUBLIC_PAGES } from "~/lib/routes";
import { SITE } from "~/site.config";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Every public page in both languages, each naming its twin (hreflang alternates). */
export function loader() {
  const urls = PUBLIC_PAGES.flatMap((page) =>
    LANGUAGES.map((language) => {
      const alternates = [
        ...LANGUAGES.map((lang) => [lang, localizePath(page, lang)]),
        ["x-default", localizePath(page, "en")],
      ]
        .map(
          ([lang, path]) =>
            `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(SITE.origin + path)}"/>`,
        )
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(SITE.origin + localizePath(page, language))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
