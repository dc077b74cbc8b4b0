import { LANGUAGES } from "@shared/language";
import { PATHS, pageUrl, PUBLIC_PAGES } from "@shared/paths";
import { COURSES, listLessons } from "~/content/courses";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Every public page in both languages, each naming its twin (hreflang alternates): the
 * site's pages, and every course and lesson page, which are open to every visitor
 * (docs/decisions/004-courses-open-to-every-visitor.md).
 */
export function loader() {
  const coursePages = COURSES.flatMap((course) => [
    PATHS.course(course.slug),
    ...listLessons(course.slug).map((lesson) => PATHS.lesson(course.slug, lesson.slug)),
  ]);
  const urls = [...PUBLIC_PAGES, ...coursePages].flatMap((page) =>
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
