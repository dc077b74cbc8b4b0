import { LANGUAGES } from "@shared/language";
import { pageUrl, PUBLIC_PAGES } from "@shared/paths";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Every public page in both languages, each naming its twin (hreflang alternates). */
export function loader() {
  const urls = PUBLIC_PAGES.flatMap((page) =>
    LANGUAGES.map((language) => {
      const alternates = [
        ...LANGUAGES.map((lang) => [lang, pageUrl(page, lang)] as const),
        ["x-default", pageUrl(page, "en")] as const,
      ]
        .map(([lang, url]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(url)}"/>`)
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(pageUrl(page, language))}</loc>\n${alternates}\n  </url>`;
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
