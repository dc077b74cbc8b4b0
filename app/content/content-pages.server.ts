import { z } from "zod";
import type { ContractTerms } from "@shared/contract-terms";
import type { Language } from "@shared/language";
import { localizePath } from "@shared/paths";
import { CONTENT_PAGE_PATHS } from "@shared/public-pages";
import { readMarkdownFile, renderMarkdown, type RenderedMarkdown } from "./markdown.server";

/**
 * Long-form pages (legal texts, static pages) written as Markdown per language in
 * content/pages/{en,de}/NAME.md, rendered on the server by the Markdown pipeline
 * (markdown.server.ts).
 */

type NameOf<Path> = Path extends `/${infer Name}` ? Name : never;
/** A long-form page's name: its address without the slash, also its file's name. */
export type ContentPageName = NameOf<(typeof CONTENT_PAGE_PATHS)[number]>;
export const CONTENT_PAGES = CONTENT_PAGE_PATHS.map((path) => path.slice(1) as ContentPageName);

const SOURCES = import.meta.glob<string>("./pages/*/*.md", { query: "?raw", import: "default", eager: true });

/**
 * The front matter of a page: its title, the description for search results, and the day
 * its text last changed (YYYY-MM-DD, the sitemap's lastmod).
 */
export const pageFrontMatter = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  updated: z.iso.date(),
});

export interface ContentPage {
  title: string;
  description: string;
  /** The day the text last changed, YYYY-MM-DD. */
  updated: string;
  html: string;
  /** Second-level headings, for a table of contents. */
  toc: RenderedMarkdown["toc"];
}

export function pageFile(name: ContentPageName, language: Language): string {
  return `app/content/pages/${language}/${name}.md`;
}

export function readSource(name: ContentPageName, language: Language): string | undefined {
  return SOURCES[`./pages/${language}/${name}.md`];
}

const cache = new Map<string, ContentPage>();

export function renderContentPage(name: ContentPageName, language: Language): ContentPage {
  const file = pageFile(name, language);
  const cached = cache.get(file);
  if (cached) return cached;
  const source = readSource(name, language);
  if (source === undefined) throw new Error(`Missing content page ${file}`);
  const { meta, body } = readMarkdownFile(source, { file, language, frontMatter: pageFrontMatter });
  const { html, toc } = renderMarkdown(body, { language, title: meta.title, sections: true });
  const page = { title: meta.title, description: meta.description, updated: meta.updated, html, toc };
  cache.set(file, page);
  return page;
}

/**
 * The terms as the legal page shows them, for the contract confirmation mail (§ 312f BGB):
 * the server takes them from the app's server entry (entry.server.tsx).
 */
export function contractTerms(language: Language): ContractTerms {
  const page = renderContentPage("terms", language);
  const file = pageFile("terms", language);
  const { body } = readMarkdownFile(readSource("terms", language) ?? "", {
    file,
    language,
    frontMatter: pageFrontMatter,
  });
  // The Markdown's links to the site's pages, in the page's language, as the HTML has them.
  const text = body.replace(/\]\((\/[^)\s]*)\)/g, (_, path: string) => `](${localizePath(path, language)})`);
  return { title: page.title, updated: page.updated, text, html: page.html };
}
