import sanitizeHtml from "sanitize-html";

/**
 * The one sanitiser for HTML that the site renders (long-form pages, lesson notes): only
 * structural tags, links with safe schemes, ids for in-page anchors.
 */
export function sanitize(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "h2", "h3", "h4", "p", "ul", "ol", "li", "strong", "em", "a", "code", "pre", "blockquote",
      "table", "thead", "tbody", "tr", "th", "td", "hr", "br",
    ],
    allowedAttributes: { a: ["href", "target", "rel"], h2: ["id"], h3: ["id"], h4: ["id"], th: ["scope"] },
    allowedSchemes: ["https", "mailto", "tel"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    transformTags: {
      // Links to other sites open in a new tab without access to our window.
      a: (tagName, attribs) => {
        const href = attribs.href ?? "";
        const external = /^https?:\/\//.test(href);
        const attributes: Record<string, string> = external ? { href, target: "_blank", rel: "noopener noreferrer" } : { href };
        return { tagName, attribs: attributes };
      },
    },
  });
}
