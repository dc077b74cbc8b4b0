import { LANGUAGES, type Language } from "@shared/language";
import { PATHS, pageUrl } from "@shared/paths";
import { CONTENT_PAGE_PATHS } from "@shared/public-pages";
import { SITEMAP_PAGE_PATHS } from "@shared/public-pages";
import { renderContentPage, type ContentPageName } from "~/content/content-pages.server";
import { COURSES, listLessons } from "~/content/courses";
import { type DictionaryPage, PAGE_UPDATED } from "~/content/page-dates";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

interface SitemapPage {
  path: string;
  /** The day the page's text in a language last changed, YYYY-MM-DD. */
  updated: (language: Language) => string;
}

const isContentPage = (path: string): path is (typeof CONTENT_PAGE_PATHS)[number] =>
  (CONTENT_PAGE_PATHS as readonly string[]).includes(path);

const latest = (days: string[]) => days.reduce((a, b) => (a > b ? a : b));

/**
 * Every public page in both languages, each naming its twin (hreflang alternates) and the
 * day its text last changed: the site's pages, and every course and lesson page, which
 * are open to every visitor (docs/decisions/004-courses-open-to-every-visitor.md). A
 * course page changes with its lessons.
 */
function sitemapPages(): SitemapPage[] {
  const sitePages = SITEMAP_PAGE_PATHS.map((path) => ({
    path,
    updated: isContentPage(path)
      ? (language: Language) => renderContentPage(path.slice(1) as ContentPageName, language).updated
      : () => PAGE_UPDATED[path as DictionaryPage],
  }));
  const coursePages = COURSES.flatMap((course) => {
    const lessons = listLessons(course.slug);
    return [
      {
        path: PATHS.course(course.slug),
        updated: (language: Language) => latest(lessons.map((lesson) => lesson.updated[language])),
      },
      ...lessons.map((lesson) => ({
        path: PATHS.lesson(course.slug, lesson.slug),
        updated: (language: Language) => lesson.updated[language],
      })),
    ];
  });
  return [...sitePages, ...coursePages];
}

export function loader() {
  const urls = sitemapPages().flatMap(({ path, updated }) =>
    LANGUAGES.map((language) => {
      const alternates = [
        ...LANGUAGES.map((lang) => [lang, pageUrl(path, lang)] as const),
        ["x-default", pageUrl(path, "en")] as const,
      ]
        .map(([lang, url]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(url)}"/>`)
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(pageUrl(path, language))}</loc>\n    <lastmod>${updated(language)}</lastmod>\n${alternates}\n  </url>`;
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
