import { describe, expect, test } from "vitest";
import type { z } from "zod";
import { LANGUAGES, type Language } from "@shared/language";
import { stripLanguage } from "@shared/paths";
import { SITEMAP_PAGE_PATHS } from "@shared/public-pages";
import { PATHS } from "@shared/paths";
import { CHARTING } from "@shared/site.config";
import { CONTENT_PAGES, pageFile, pageFrontMatter, readSource } from "./content-pages.server";
import { COURSES, listLessons } from "./courses/index";
import { LESSON_FILES, lessonFile, lessonFrontMatter, readLessonSource } from "./lessons.server";
import {
  markdownToUnsanitizedHtml,
  readMarkdownFile,
  renderMarkdown,
  type RenderOptions,
  siteTokens,
} from "./markdown.server";

/**
 * The rules every Markdown file of the site keeps, pages and lesson notes alike. They check
 * structure, never wording, so a copy edit in one language passes as long as both
 * languages keep the same shape.
 */

interface MarkdownText {
  /** The text in both languages, e.g. "page terms" or "lesson sentiment-trader/okx-exchange". */
  name: string;
  file: (language: Language) => string;
  source: (language: Language) => string | undefined;
  frontMatter: z.ZodType<{ title: string }>;
  sections: boolean;
}

const TEXTS: MarkdownText[] = [
  ...CONTENT_PAGES.map((page) => ({
    name: `page ${page}`,
    file: (language: Language) => pageFile(page, language),
    source: (language: Language) => readSource(page, language),
    frontMatter: pageFrontMatter,
    sections: true,
  })),
  ...COURSES.flatMap((course) =>
    course.lessons
      .filter((entry) => !("sharedFrom" in entry))
      .map((entry) => ({
        name: `lesson ${course.slug}/${entry.slug}`,
        file: (language: Language) => lessonFile(course.slug, entry.slug, language),
        source: (language: Language) => readLessonSource(course.slug, entry.slug, language),
        frontMatter: lessonFrontMatter,
        sections: false,
      })),
  ),
];

interface Rendered {
  meta: { title: string };
  body: string;
  html: string;
  unsanitized: string;
}

function render(item: MarkdownText, language: Language): Rendered {
  const file = item.file(language);
  const source = item.source(language);
  if (source === undefined) throw new Error(`missing ${file}`);
  const { meta, body } = readMarkdownFile(source, { file, language, frontMatter: item.frontMatter });
  const options: RenderOptions = { language, title: meta.title, sections: item.sections };
  return {
    meta,
    body,
    html: renderMarkdown(body, options).html,
    unsanitized: markdownToUnsanitizedHtml(body, options).html,
  };
}

function parse(html: string) {
  return new DOMParser().parseFromString(html, "text/html");
}

const EACH = TEXTS.map((item) => [item.name, item] as const);
const EACH_IN_EACH_LANGUAGE = TEXTS.flatMap((item) =>
  LANGUAGES.map((language) => [item.name, language, item] as const),
);

/** The page paths of the site, without language prefix. */
const SITE_PATHS = new Set<string>([
  ...SITEMAP_PAGE_PATHS,
  PATHS.login,
  ...COURSES.flatMap((course) => [
    PATHS.course(course.slug),
    ...listLessons(course.slug).map((lesson) => PATHS.lesson(course.slug, lesson.slug)),
  ]),
]);

function isSitePath(href: string, language: Language): boolean {
  const pathname = href.replace(/[?#].*$/, "");
  if (language === "de" && pathname !== "/de" && !pathname.startsWith("/de/")) return false;
  return SITE_PATHS.has(stripLanguage(pathname));
}

describe("Markdown files", () => {
  test.each(EACH_IN_EACH_LANGUAGE)("%s (%s) has valid front matter", (_name, language, item) => {
    expect(item.source(language), item.file(language)).toBeDefined();
    expect(() => render(item, language)).not.toThrow();
  });

  test("every lesson file belongs to a lesson of a course file", () => {
    const expected = TEXTS.filter((item) => item.name.startsWith("lesson ")).flatMap((item) =>
      LANGUAGES.map((language) => item.file(language)),
    );
    expect([...LESSON_FILES].sort()).toEqual(expected.sort());
  });

  test.each(EACH)("%s has a text in both languages or in neither", (_name, item) => {
    const [en, de] = LANGUAGES.map((language) => render(item, language).body.trim() !== "");
    expect(en).toBe(de);
  });

  test.each(EACH)("%s has the same headings, lists, tables and links in both languages", (_name, item) => {
    const shape = (language: Language) => {
      const html = parse(render(item, language).html);
      return Object.fromEntries(
        ["h2", "h3", "h4", "ul", "ol", "li", "table", "tr", "th", "a", "blockquote", "pre"].map((tag) => [
          tag,
          html.querySelectorAll(tag).length,
        ]),
      );
    };
    expect(shape("de")).toEqual(shape("en"));
  });

  test.each(EACH_IN_EACH_LANGUAGE)(
    "%s (%s) links only to https addresses, e-mail addresses and pages of the site in its language",
    (_name, language, item) => {
      const links = [...parse(render(item, language).html).querySelectorAll("a")].map(
        (link) => link.getAttribute("href") ?? "",
      );
      for (const href of links) {
        const allowed = /^https:\/\/[^\s]+$/.test(href) || /^mailto:[^\s@]+@[^\s@]+$/.test(href);
        expect(allowed || isSitePath(href, language), href).toBe(true);
      }
    },
  );

  test.each(EACH_IN_EACH_LANGUAGE)("%s (%s) leaves no token unreplaced", (_name, language, item) => {
    const { meta, html } = render(item, language);
    for (const output of [JSON.stringify(meta), html]) {
      expect(output).not.toMatch(/\{\{|\}\}|\$\{/);
    }
  });

  test.each(EACH_IN_EACH_LANGUAGE)("%s (%s) has nothing the sanitiser strips", (_name, language, item) => {
    const { html, unsanitized } = render(item, language);
    const before = parse(unsanitized).body;
    const after = parse(html).body;
    const elementsBefore = [...before.querySelectorAll("*")];
    const elementsAfter = [...after.querySelectorAll("*")];
    expect(elementsAfter.map((element) => element.tagName)).toEqual(elementsBefore.map((element) => element.tagName));
    elementsBefore.forEach((element, index) => {
      for (const attribute of element.attributes) {
        expect(elementsAfter[index]?.getAttribute(attribute.name), `${element.tagName} ${attribute.name}`).toBe(
          attribute.value,
        );
      }
    });
    expect(after.textContent).toBe(before.textContent);
  });

  test.each(EACH_IN_EACH_LANGUAGE)(
    "%s (%s) marks the charting platform's affiliate link as advertising",
    (_name, language, item) => {
      const { html } = render(item, language);
      if (html.includes(CHARTING.affiliateUrl)) expect(html).toMatch({ en: /\(ad\b/, de: /\(Anzeige\b/ }[language]);
    },
  );
});

describe("the Markdown pipeline", () => {
  const file = "app/content/lessons/en/probe.md";

  test("fills tokens from the site configuration in the front matter and the text, per language", () => {
    const source =
      "---\ntitle: '{{groupChat.providerName}} group'\ndescription: x\nupdated: 2026-11-23\n---\n\n[chat]({{groupChat.inviteUrl}})\n";
    for (const language of LANGUAGES) {
      const { meta, body } = readMarkdownFile(source, { file, language, frontMatter: lessonFrontMatter });
      expect(meta.title).toBe(`${siteTokens(language)["groupChat.providerName"]} group`);
      expect(body).toContain(`(${siteTokens(language)["groupChat.inviteUrl"]})`);
    }
  });

  test("writes the front matter's day into the text as {{page.updated}}, in the file's language", () => {
    const source = "---\ntitle: x\ndescription: x\nupdated: 2026-11-03\n---\n\nLast changed: {{page.updated}}\n";
    const body = (language: Language) =>
      readMarkdownFile(source, { file, language, frontMatter: lessonFrontMatter }).body.trim();
    expect(body("en")).toBe("Last changed: 3 November 2026");
    expect(body("de")).toBe("Last changed: 3. November 2026");
  });

  test("refuses an unknown token, naming the file", () => {
    const source = "---\ntitle: x\ndescription: x\nupdated: 2026-11-23\n---\n\n{{no.such}}\n";
    expect(() => readMarkdownFile(source, { file, language: "en", frontMatter: lessonFrontMatter })).toThrow(
      /Unknown token \{\{no\.such\}\} in app\/content\/lessons\/en\/probe\.md/,
    );
  });

  test.each([
    ["no front matter", "Text only.\n"],
    ["front matter that is not YAML", "---\ntitle: [x\n---\n"],
    ["a missing description", "---\ntitle: x\n---\n"],
    ["an unknown key", "---\ntitle: x\ndescription: x\nupdated: 2026-11-23\nauthor: x\n---\n"],
    ["a day that is not a date", "---\ntitle: x\ndescription: x\nupdated: last week\n---\n"],
  ])("refuses %s, naming the file", (_case, source) => {
    expect(() => readMarkdownFile(source, { file, language: "en", frontMatter: lessonFrontMatter })).toThrow(
      /app\/content\/lessons\/en\/probe\.md/,
    );
  });

  const table = "## Plans\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n";

  test("a page gets heading ids, a table of contents and tables named after their section", () => {
    const { html, toc } = renderMarkdown(table, { language: "de", title: "Page", sections: true });
    expect(toc).toEqual([{ id: "plans", text: "Plans" }]);
    const region = parse(html).querySelector('div[role="region"]');
    expect(region?.getAttribute("aria-label")).toBe("Plans");
    expect(region?.getAttribute("tabindex")).toBe("0");
    expect(region?.querySelector("table")).not.toBeNull();
  });

  test("lesson notes keep plain headings and name their tables after the title", () => {
    const { html, toc } = renderMarkdown(table, { language: "en", title: "Lesson", sections: false });
    expect(toc).toEqual([]);
    expect(parse(html).querySelector("h2")?.hasAttribute("id")).toBe(false);
    expect(parse(html).querySelector('div[role="region"]')?.getAttribute("aria-label")).toBe("Lesson");
  });

  test("links to pages of the site stay in the language of the text; other links open in a new tab", () => {
    const { html } = renderMarkdown("[Terms](/terms) and [site](https://example.org)", {
      language: "de",
      title: "x",
      sections: false,
    });
    expect(html).toContain('<a href="/de/terms">Terms</a>');
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">site</a>');
  });
});
