import { logLine } from "./log";

/**
 * Lets a page paint before its JavaScript is fetched. React Router puts a module preload
 * for every script of the page into the head (about 20 files, 110 KB compressed) and
 * starts hydration from an inline module script. On a slow phone those downloads share
 * the line with the page itself and push its first paint back by about a second, though
 * the HTML is complete without them.
 *
 * This rewrites a rendered page: the preloads are removed, and the module script is
 * replaced by a small script (with the same nonce) that adds both back once the page's
 * first text or image has been painted, and HYDRATE_AT_LATEST_MS after the script ran at
 * the latest (a tab in the background paints nothing). The first frame is not enough:
 * while the web font is in its block period (`font-display: optional`, up to 100 ms) a
 * frame shows the background only, and scripts fetched then still compete with the font
 * for the line. A browser without paint
 * timing starts after the first frame. The preloads ask for low priority: what the page
 * still loads then (an image near the top) is what the visitor is waiting to see.
 * The module's code waits in the page as a data block that does not run: a cached page's
 * policy allows inline code by its hash, and the block's text is what gets hashed.
 * Pages without React Router's scripts are returned unchanged.
 *
 * React Router's inline scripts that hand the page's data over (its context with a
 * stream, then the data in chunks) wait in a data block too, and run in a task of their
 * own just before the module script: in the parser's tasks they made a chunk of parsing
 * long enough to block a slow phone (creating the stream and compiling the data, 4-9 ms
 * of a 10 ms task at full speed), and nothing reads them before hydration.
 */
export const HYDRATE_AT_LATEST_MS = 300;
const BOOTSTRAP_ID = "deferred-bootstrap";
const CONTEXT_ID = "deferred-context";

/**
 * Inserting a module preload costs the main thread about a millisecond on a slow phone;
 * all of them at once made a task long enough to count as blocking time, so they go in
 * a few per task (docs/decisions/012-hydration-without-long-tasks.md).
 */
export const PRELOADS_PER_TASK = 3;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const BOOTSTRAP = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
/** The context script, and the stream's chunks and end; `<` is escaped inside their data. */
const CONTEXT = /<script nonce="[^"]*">(window\.__reactRouterContext = [\s\S]*?)<\/script>/;
const STREAM =
  /<script nonce="[^"]*">(window\.__reactRouterContext\.streamController\.(?:enqueue|close)\([\s\S]*?)<\/script>/g;

/** A JSON value that can sit inside a <script> element without ending it. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

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
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loader =
    `(function(){var d=document,n=d.currentScript.nonce,done=false,p=${inlineJson(preloads)};` +
    `function run(id,t){var b=d.getElementById(id);if(!b)return;var s=d.createElement("script");if(t)s.type=t;s.nonce=n;s.textContent=b.textContent;d.body.appendChild(s)}` +
    `function add(i){p.slice(i,i+${PRELOADS_PER_TASK}).forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.fetchPriority="low";l.href=h;d.head.appendChild(l)});` +
    `if(i+${PRELOADS_PER_TASK}<p.length){setTimeout(function(){add(i+${PRELOADS_PER_TASK})},0);return}` +
    `setTimeout(function(){run("${CONTEXT_ID}");setTimeout(function(){run("${BOOTSTRAP_ID}","module")},0)},0)}` +
    `function start(){if(done)return;done=true;add(0)}` +
    `function later(){setTimeout(start,0)}` +
    `var P=typeof PerformanceObserver=="function"&&PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(later);` +
    `setTimeout(start,${HYDRATE_AT_LATEST_MS})})()`;
  const dataBlock = `<script type="text/plain" id="${BOOTSTRAP_ID}">${code}</script>`;
  const rewritten = html
    .replace(MODULE_PRELOAD, "")
    .replace(whole, () => `${dataBlock}<script nonce="${nonce}">${loader}</script>`);
  return moveContextToDataBlock(rewritten);
}

/**
 * React Router's context script and the stream's scripts after it, as one data block in
 * the context script's place. Both kinds are inside a <script> already, so they are safe
 * as a data block's text. A page whose context script is not found keeps them as they are.
 */
function moveContextToDataBlock(html: string): string {
  const context = CONTEXT.exec(html);
  if (!context) return html;
  const chunks: string[] = [];
  const withoutChunks = html.replace(STREAM, (_, chunk: string) => {
    chunks.push(chunk);
    return "";
  });
  const block = `<script type="text/plain" id="${CONTEXT_ID}">${[context[1], ...chunks].join("\n")}</script>`;
  return withoutChunks.replace(CONTEXT, () => block);
}
