import LOADER from "@shared/inline/defer-hydration?inline-script";
import {
  BOOTSTRAP_ID,
  CONTEXT_ID,
  DATA_ID,
  MODULES_ATTRIBUTE,
  PRELOADS_ATTRIBUTE,
} from "@shared/inline/defer-hydration";
import { logLine } from "./log";

/**
 * Lets a page paint before its JavaScript is fetched: React Router's module preloads
 * would share a slow phone's line with the page itself. A rendered page loses them, its
 * module script and its context and data scripts wait in data blocks (a kept page's
 * policy allows inline code by its hash, and a block's text is what gets hashed), and a
 * small loader (shared/inline/defer-hydration.ts, with the same nonce) adds them back
 * after the first paint. Pages without React Router's scripts are returned unchanged.
 * Figures and history: docs/decisions/003 (addendum), 012, 026, 035 and 046.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const BOOTSTRAP = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
/** The context script, and the stream's chunks and end; `<` is escaped inside their data. */
const CONTEXT = /<script nonce="[^"]*">(window\.__reactRouterContext = [\s\S]*?)<\/script>/;
/** The entry module, which React Router's module script imports last: it hydrates the page. */
const ENTRY_IMPORT = /\bimport\("([^"]+)"\)/;
const STREAM =
  /<script nonce="[^"]*">(window\.__reactRouterContext\.streamController\.(?:enqueue|close)\([\s\S]*?)<\/script>/g;
/** A chunk script's data: one JSON string, in which React Router escaped `<`, `>` and `&`. */
const CHUNK = /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$/;
const CLOSE = "window.__reactRouterContext.streamController.close();";

let warned = false;

export function deferHydration(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) {
    // A React Router page whose markup no longer matches (an upgrade changed it): pages
    // still work, only slower to paint. Said once, loudly; tests/e2e/server.spec.ts fails too.
    if (!warned && html.includes("__reactRouterContext")) {
      warned = true;
      logLine({ level: "warn", event: "server.defer_hydration_unmatched" });
    }
    return html;
  }
  const [whole, nonce, code] = bootstrap;
  // Addresses as React Router wrote them into an attribute; a space (none in a built
  // asset's name) would split one, and means the same in an address as %20.
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => (match[1] ?? "").replaceAll(" ", "%20"));
  // Without a recognised entry nothing is evaluated ahead: evaluating the entry would hydrate too early.
  const entry = ENTRY_IMPORT.exec(code ?? "")?.[1]?.replaceAll(" ", "%20");
  const modules = entry && preloads.includes(entry) ? preloads.filter((href) => href !== entry) : [];
  const loader = `<script nonce="${nonce}" ${PRELOADS_ATTRIBUTE}="${preloads.join(" ")}" ${MODULES_ATTRIBUTE}="${modules.join(" ")}">${LOADER}</script>`;
  const dataBlock = `<script type="text/plain" id="${BOOTSTRAP_ID}">${code}</script>`;
  const rewritten = html.replace(MODULE_PRELOAD, "").replace(whole, () => `${dataBlock}${loader}`);
  return moveContextToDataBlock(rewritten);
}

/**
 * React Router's context script, in the context script's place, as a data block, and the
 * stream's data after it as JSON in a second one. Both are inside a <script> already, so
 * they are safe as a data block's text. A page whose context script is not found keeps
 * them as they are; one with a stream script of another form keeps its stream scripts as
 * code in the context's block, as before.
 */
function moveContextToDataBlock(html: string): string {
  const context = CONTEXT.exec(html);
  if (!context) return html;
  const scripts: string[] = [];
  const withoutChunks = html.replace(STREAM, (_, script: string) => {
    scripts.push(script);
    return "";
  });
  const data = streamData(scripts);
  const code = data ? [context[1]] : [context[1], ...scripts];
  const blocks = [`<script type="text/plain" id="${CONTEXT_ID}">${code.join("\n")}</script>`];
  // The chunks go in as React Router wrote them: valid JSON strings with `<` escaped.
  if (data)
    blocks.push(
      `<script type="text/plain" id="${DATA_ID}">{"chunks":[${data.chunks.join(",")}],"done":${data.done}}</script>`,
    );
  return withoutChunks.replace(CONTEXT, () => blocks.join(""));
}

/** The stream's chunks (each still a JSON string's source) and its end, or null for scripts of another form. */
function streamData(scripts: string[]): { chunks: string[]; done: boolean } | null {
  const chunks: string[] = [];
  for (const [index, script] of scripts.entries()) {
    if (script === CLOSE && index === scripts.length - 1) return { chunks, done: true };
    const chunk = CHUNK.exec(script)?.[1];
    if (chunk === undefined) return null;
    chunks.push(chunk);
  }
  return { chunks, done: false };
}
