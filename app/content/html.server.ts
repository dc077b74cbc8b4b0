import sanitizeHtml from "sanitize-html";
import { CHARTING } from "@shared/site.config";

/**
 * The one sanitiser for HTML that the site renders (long-form pages, lesson notes): only
 * structural tags, links with safe schemes, ids for in-page anchors.
 */
export function sanitize(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "p",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "a",
      "code",
      "pre",
      "blockquote",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "hr",
      "br",
      "div",
    ],
    allowedAttributes: {
      a: ["href", "target", "rel"],
      h2: ["id"],
      h3: ["id"],
      h4: ["id"],
      th: ["scope"],
      // The scroll container around a wide table (see scrollableTable).
      div: ["class", "role", "tabindex", "aria-label"],
    },
    allowedClasses: { div: ["table-scroll"] },
    allowedSchemes: ["https", "mailto", "tel"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    transformTags: {
      // Links to other sites open in a new tab without access to our window.
      a: (tagName, attribs) => {
        const href = attribs.href ?? "";
        const external = /^https?:\/\//.test(href);
        // The charting platform's affiliate link never passes ranking
        // (docs/decisions/006-advertising-claims-and-risk-notes.md).
        const rel = href === CHARTING.affiliateUrl ? "sponsored noopener noreferrer" : "noopener noreferrer";
        const attributes: Record<string, string> = external ? { href, target: "_blank", rel } : { href };
        return { tagName, attribs: attributes };
      },
    },
  });
}

/**
 * A table inside a container that scrolls sideways on a phone. The container can take
 * keyboard focus, so it can be scrolled without a mouse, and is named for screen readers.
 */
export function scrollableTable(tableHtml: string, label: string): string {
  return `<div class="table-scroll" role="region" tabindex="0" aria-label="${sanitizeHtml(label, { allowedTags: [] }).replaceAll('"', "&quot;")}">${tableHtml}</div>`;
}
