import { marked, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import type { Language } from "@shared/language";
import { localizePath } from "@shared/paths";
import { formatList, formatLongDate, formatLongMonth } from "~/i18n/format";
import { sanitize, scrollableTable } from "./html.server";
import {
  CHARTING,
  CHECKOUT,
  COMPANY,
  companyText,
  DATA_PROTECTION,
  EXCHANGES,
  MAIL,
  GROUP_CHAT,
  REVIEWS,
  SITE,
  TRADING_BOT,
  VIDEO,
} from "@shared/site.config";

/**
 * The one Markdown pipeline of the site. Long-form pages (content/pages/{en,de}/NAME.md) and
 * lesson notes (content/lessons/{en,de}/COURSE/LESSON.md) are Markdown with YAML front
 * matter; both are read and rendered here, on the server, into sanitised HTML. A file
 * takes values of the site configuration as {{group.key}} tokens
 * (docs/decisions/007-site-configuration.md).
 */

/** The values behind the {{group.key}} tokens, in the language of the file. */
export function siteTokens(language: Language): Record<string, string> {
  return {
    "site.name": SITE.name,
    "site.origin": SITE.origin,
    "site.foundedYear": String(SITE.foundedYear),
    "site.liveSignalsSince": formatLongMonth(SITE.liveSignalsSince.year, SITE.liveSignalsSince.month, language),
    "checkout.providerName": CHECKOUT.providerName,
    "groupChat.providerName": GROUP_CHAT.providerName,
    "groupChat.inviteUrl": GROUP_CHAT.inviteUrl[language],
    "reviews.providerName": REVIEWS.providerName,
    "charting.providerName": CHARTING.providerName,
    "charting.affiliateUrl": CHARTING.affiliateUrl,
    "video.providerName": VIDEO.providerName,
    "mail.providerName": MAIL.providerName,
    "tradingBot.allowlistIp": TRADING_BOT.allowlistIp,
    "exchanges.names": formatList(
      EXCHANGES.map((exchange) => exchange.name),
      language,
    ),
    ...Object.fromEntries(
      EXCHANGES.flatMap((exchange) => [
        [`exchanges.${exchange.id}.name`, exchange.name],
        [`exchanges.${exchange.id}.url`, exchange.url],
      ]),
    ),
    // A field that reads differently per language ({ en, de }) gives the file's version.
    ...Object.fromEntries(
      (Object.keys(COMPANY) as (keyof typeof COMPANY)[]).map((key) => [`company.${key}`, companyText(key, language)]),
    ),
    ...Object.fromEntries(
      Object.entries(DATA_PROTECTION).flatMap(([group, values]) =>
        Object.entries(values).map(([key, value]) => [`dataProtection.${group}.${key}`, value]),
      ),
    ),
  };
}

const TOKEN = /\{\{\s*([\w.]+)\s*\}\}/g;

function fillTokens(text: string, tokens: Record<string, string>, file: string): string {
  return text.replace(TOKEN, (whole, key: string) => {
    const value = tokens[key];
    if (value === undefined) throw new Error(`Unknown token ${whole} in ${file}`);
    return value;
  });
}

function fillTokensDeep(value: unknown, tokens: Record<string, string>, file: string): unknown {
  if (typeof value === "string") return fillTokens(value, tokens, file);
  if (Array.isArray(value)) return value.map((item) => fillTokensDeep(item, tokens, file));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTokensDeep(item, tokens, file)]));
  return value;
}

/** The front matter: YAML between a first line `---` and the next line `---`. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export interface MarkdownFile<Meta> {
  /** The front matter, checked against the file's schema. */
  meta: Meta;
  /** The Markdown below the front matter. */
  body: string;
}

/**
 * Splits a file into its front matter, parsed as YAML and checked by `frontMatter`, and
 * its body. Tokens are filled in both after parsing, so a value from the site
 * configuration can never break the YAML. Throws, naming the file, on anything wrong.
 */
export function readMarkdownFile<Schema extends z.ZodType>(
  source: string,
  options: { file: string; language: Language; frontMatter: Schema },
): MarkdownFile<z.output<Schema>> {
  const { file, language, frontMatter } = options;
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${file} does not start with front matter between two lines "---"`);
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "", { uniqueKeys: true });
  } catch (error) {
    throw new Error(`${file}: the front matter is not valid YAML: ${(error as Error).message}`);
  }
  const tokens = siteTokens(language);
  const checked = frontMatter.safeParse(fillTokensDeep(data ?? {}, tokens, file));
  if (!checked.success) throw new Error(`${file}: invalid front matter\n${z.prettifyError(checked.error)}`);
  return {
    meta: checked.data,
    body: fillTokens(source.slice(match[0].length), bodyTokens(tokens, checked.data, language), file),
  };
}

/**
 * The body may also say the day its text last changed as {{page.updated}}, taken from
 * the front matter, so that the date is written once.
 */
function bodyTokens(tokens: Record<string, string>, meta: unknown, language: Language): Record<string, string> {
  const updated = z.object({ updated: z.iso.date() }).safeParse(meta);
  return updated.success ? { ...tokens, "page.updated": formatLongDate(updated.data.updated, language) } : tokens;
}

export interface RenderOptions {
  language: Language;
  /** The title of the document. */
  title: string;
  /**
   * A long page in linkable sections: headings get ids, the second-level ones make up the
   * table of contents, and a table is named after the heading above it. Without (lesson
   * notes): the text is one section under its title, so headings stay plain and every
   * table is named after the title.
   */
  sections: boolean;
}

export interface RenderedMarkdown {
  /** Sanitised HTML. */
  html: string;
  /** Second-level headings, for a table of contents (only with `sections`). */
  toc: { id: string; text: string }[];
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

/**
 * Marked's HTML before the sanitiser. Only the tests need it, to prove that no file relies
 * on something the sanitiser strips.
 */
export function markdownToUnsanitizedHtml(body: string, options: RenderOptions): RenderedMarkdown {
  const { language, title, sections } = options;
  const toc: RenderedMarkdown["toc"] = [];
  const used = new Set<string>();
  const renderer = new marked.Renderer();
  const renderTable = renderer.table.bind(renderer);
  let tableName = title;
  renderer.heading = function ({ tokens, depth, text }: Tokens.Heading) {
    const inner = this.parser.parseInline(tokens);
    if (!sections) return `<h${depth}>${inner}</h${depth}>\n`;
    let id = slugify(text) || "section";
    while (used.has(id)) id += "-x";
    used.add(id);
    tableName = text;
    if (depth === 2) toc.push({ id, text });
    return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
  };
  // Every table scrolls sideways in a named region (see scrollableTable).
  renderer.table = (token: Tokens.Table) => scrollableTable(renderTable(token), tableName);
  // A link to a page of the site stays in the language of the text.
  renderer.link = function ({ href, tokens }: Tokens.Link) {
    const target = href.startsWith("/") ? localizePath(href, language) : href;
    return `<a href="${target}">${this.parser.parseInline(tokens)}</a>`;
  };
  return { html: marked.parse(body, { renderer, async: false }), toc };
}

/** Renders Markdown into sanitised HTML. */
export function renderMarkdown(body: string, options: RenderOptions): RenderedMarkdown {
  const { html, toc } = markdownToUnsanitizedHtml(body, options);
  return { html: sanitize(html), toc };
}
