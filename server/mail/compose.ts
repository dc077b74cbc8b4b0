import type { Language } from "@shared/language";
import { PATHS, pageUrl } from "@shared/paths";
import { COMPANY, companyText, SITE } from "@shared/site.config";
import { MAIL_TEXTS, type MailContent, type MailKind, type MailParams } from "./texts";

/** A message ready to send: both versions of its body, and a subject safe as a header. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * A value that goes into a header (a name, a subject) as one line: control characters and
 * line breaks become spaces, so no field a visitor typed can add a header or a recipient.
 */
export function headerText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- control characters are what must go
      .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ")
      .replace(/\s{2,}/g, " ")
      .trim()
  );
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * Who sends it and where to read more: the site, the company's address and its imprint,
 * at the origin the mail's links lead to.
 */
function footerLines(language: Language, kind: MailKind, origin: string): string[] {
  const texts = MAIL_TEXTS[language];
  const address = `${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, ${companyText("country", language)}`;
  return [
    texts.footerReason(origin, kind),
    `${SITE.name} · ${COMPANY.name} · ${address}`,
    `${texts.imprint}: ${pageUrl(PATHS.imprint, language, origin)}`,
  ];
}

/** The legal page's links lead to the site's own pages: in a mail they need the site's origin. */
function absoluteLinks(document: string, origin: string): string {
  return document.replace(/(href="|\]\()\//g, `$1${origin}/`);
}

function plainText(content: MailContent, footer: string[], origin: string): string {
  const blocks = [
    ...content.paragraphs,
    ...(content.facts ? [content.facts.map(([label, value]) => `${label}: ${value}`).join("\n")] : []),
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.after ?? []),
    ...(content.appendix ?? []).map(
      (document) => `${"=".repeat(60)}\n${document.title}\n\n${absoluteLinks(document.text.trim(), origin)}`,
    ),
    `-- \n${footer.join("\n")}`,
  ];
  return `${blocks.join("\n\n")}\n`;
}

/** The site's colours (app/app.css): the page's dark ink and the accent of its buttons. */
const INK = "#060a13";
const ACCENT = "#f7931a";

/**
 * Simple HTML that every mail program shows well and a screen reader reads in order: no
 * remote images, no tracking, no scripts, inline styles only, the link as a visible
 * address too, and the document's language set. It looks like the site: the site's name
 * as its header, linking to the home page, and the site's button.
 */
function html(content: MailContent, footer: string[], language: Language, origin: string): string {
  const header = `<p style="margin:0 0 28px"><a href="${escapeHtml(pageUrl(PATHS.home, language, origin))}" style="display:inline-block;padding:10px 16px;border-radius:10px;background:${INK};border-bottom:3px solid ${ACCENT};color:#ffffff;font-size:18px;font-weight:bold;text-decoration:none">${escapeHtml(SITE.name)}</a></p>`;
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:${ACCENT};color:${INK};font-weight:bold;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:14px;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : "";
  const facts = content.facts
    ? `<table style="margin:0 0 16px;border-collapse:collapse">${content.facts
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="padding:4px 16px 4px 0;text-align:left;vertical-align:top;font-weight:normal;color:#4b5563">${escapeHtml(label)}</th><td style="padding:4px 0;vertical-align:top;overflow-wrap:anywhere;word-break:break-word">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  return [
    "<!doctype html>",
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(headerText(content.subject))}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#111827;font:16px/1.5 -apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">',
    '<div style="max-width:560px;margin:0 auto">',
    header,
    ...content.paragraphs.map(paragraph),
    facts,
    action,
    ...(content.after ?? []).map(paragraph),
    // The document's HTML is the legal page's own, sanitised by the app's Markdown pipeline.
    ...(content.appendix ?? []).map(
      (document) =>
        `<hr style="border:0;border-top:1px solid #e5e7eb;margin:32px 0 24px"><h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(document.title)}</h1><div style="font-size:14px;line-height:1.55">${absoluteLinks(document.html, origin)}</div>`,
    ),
    `<hr style="border:0;border-top:1px solid #e5e7eb;margin:32px 0 16px"><p style="margin:0;font-size:13px;color:#4b5563">${footer.map(escapeHtml).join("<br>")}</p>`,
    "</div></body></html>",
    "",
  ].join("\n");
}

/**
 * The message of this kind in the member's language, as plain text and HTML; `origin` is
 * the site's public origin, which its footer names (the server's PUBLIC_ORIGIN).
 */
export function composeMail<Kind extends MailKind>(
  kind: Kind,
  language: Language,
  params: MailParams[Kind],
  origin: string,
): ComposedMail {
  const write = MAIL_TEXTS[language][kind] as (params: MailParams[Kind]) => MailContent;
  const content = write(params);
  const footer = footerLines(language, kind, origin);
  return {
    subject: headerText(content.subject),
    text: plainText(content, footer, origin),
    html: html(content, footer, language, origin),
  };
}
