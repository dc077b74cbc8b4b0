/**
 * Renders HTML that the server has passed through `sanitize` (app/content/html.server.ts).
 * The only place allowed to set inner HTML, so every such HTML has one way in.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  // eslint-disable-next-line no-restricted-syntax -- sanitised on the server by sanitize()
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
