import { marked, type Tokens } from "marked";
import type { Language } from "~/i18n/language";
import { localizePath } from "~/i18n/paths";
import { sanitize, scrollableTable } from "~/lib/html.server";
import type { ContentPageName } from "./content-page-names";
import { CHARTING, CHECKOUT, COMPANY, GROUP_CHAT, MAIL, REVIEWS, SITE, VIDEO } from "~/site.config";

/**
 * Long-form pages (legal texts, static pages) written as Markdown per language in
 * content/pages/{en,de}/NAME.md, rendered here on the server into sanitised HTML.
 */
export { CONTENT_PAGES, type ContentPageName } from "./content-page-names";

const SOURCES = import.meta.glob<string>("./pages/*/*.md", { query: "?raw", import: "default", eager: true });

/** Values the texts take from the site configuration, as {{group.key}} tokens. */
const TOKENS: Record<string, string> = {
  "site.name": SITE.name,
  "site.origin": SITE.origin,
  "checkout.providerName": CHECKOUT.providerName,
  "groupChat.providerName": GROUP_CHAT.providerName,
  "reviews.providerName": REVIEWS.providerName,
  "charting.providerName": CHARTING.providerName,
  "video.providerName": VIDEO.providerName,
  "mail.providerName": MAIL.providerName,
  ...Object.fromEntries(Object.entries(COMPANY).map(([key, value]) => [`company.${key}`, value])),
};

export interface ContentPage {
  title: string;
  description: string;
  html: string;
  /** Second-level headings, for a table of contents. */
  toc: { id: string; text: string }[];
}

export function readSource(name: ContentPageName, language: Language): string | undefined {
  return SOURCES[`./pages/${language}/${name}.md`];
}

function slugify(text: string): string {
  return text
    .replace(/\u00ad/g, "")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function fillTokens(text: string): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, key: string) => {
    const value = TOKENS[key];
    if (value === undefined) throw new Error(`Unknown token ${whole} in a content page`);
    return value;
  });
}

function parseFrontMatter(source: string): { meta: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { meta: {}, body: source };
  const meta: Record<string, string> = {};
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    const separator = line.indexOf(":");
    if (separator > 0)
      meta[line.slice(0, separator).trim()] = line
        .slice(separator + 1)
        .trim()
        .replace(/^["']|["']$/g, "");
  }
  return { meta, body: source.slice(match[0].length) };
}

const cache = new Map<string, ContentPage>();

export function renderContentPage(name: ContentPageName, language: Language): ContentPage {
  const cacheKey = `${language}/${name}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const source = readSource(name, language);
  if (source === undefined) throw new Error(`Missing content page ${cacheKey}.md`);

  const { meta, body } = parseFrontMatter(fillTokens(source));
  const toc: ContentPage["toc"] = [];
  const used = new Set<string>();
  const renderer = new marked.Renderer();
  const renderTable = renderer.table.bind(renderer);
  let lastHeading = meta.title ?? name;
  renderer.heading = function ({ tokens, depth, text }: Tokens.Heading) {
    let id = slugify(text) || "section";
    while (used.has(id)) id += "-x";
    used.add(id);
    lastHeading = text;
    if (depth === 2) toc.push({ id, text });
    return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
  };
  // A table is named after the heading above it.
  renderer.table = (token: Tokens.Table) => scrollableTable(renderTable(token), lastHeading);
  renderer.link = function ({ href, tokens }: Tokens.Link) {
    const target = href.startsWith("/") ? localizePath(href, language) : href;
    return `<a href="${target}">${this.parser.parseInline(tokens)}</a>`;
  };
  const html = sanitize(marked.parse(body, { renderer, async: false }));
  const page = { title: meta.title ?? name, description: meta.description ?? "", html, toc };
  cache.set(cacheKey, page);
  return page;
}
