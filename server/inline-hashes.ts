import { createHash } from "node:crypto";

/** Inline scripts (no src attribute) and inline stylesheets, with their text as the browser hashes it. */
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b(?:[^>"']|"[^"]*"|'[^']*')*>([\s\S]*?)<\/style>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/**
 * The CSP hash sources of a page's inline scripts and stylesheets, each once. Data blocks
 * (JSON-LD, a script kept for later) are hashed too: a hash allows nothing that is not
 * in the page already.
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !SRC_ATTRIBUTE.test(attributes ?? ""))
    .map(([, , text]) => sha256(text ?? ""));
  const styles = [...html.matchAll(INLINE_STYLE)].map(([, text]) => sha256(text ?? ""));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}
