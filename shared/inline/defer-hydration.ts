/**
 * The loader that server/defer-hydration.ts puts into every React Router page in place of
 * its module preloads and scripts, so that the page paints before its JavaScript is
 * fetched. It lives here, not in app/, because the server injects it; it runs in the
 * browser only, imported as text (`?inline-script`). Why it waits as it does, and the
 * figures: docs/decisions/026-scripts-after-the-first-text.md, 012, 035 and 046.
 */

/** The latest moment the scripts start, after the loader ran: a tab in the background paints nothing. */
export const HYDRATE_AT_LATEST_MS = 300;

/** Inserting a module preload costs a slow phone about a millisecond: a few per task (decision 012). */
export const PRELOADS_PER_TASK = 3;

/** The data blocks that keep React Router's module script and its context and data scripts. */
export const BOOTSTRAP_ID = "deferred-bootstrap";
export const CONTEXT_ID = "deferred-context";

/**
 * The data block with the page's data as React Router streams it to the browser: JSON,
 * read with JSON.parse instead of compiled as a script (55 KB on a long legal page, whose
 * compiling made the loader's task 5-6 ms longer; docs/decisions/048-page-data-as-json.md).
 */
export const DATA_ID = "deferred-data";

/** What the data block holds: React Router's chunks in order, and whether its stream ends after them. */
export interface StreamData {
  chunks: string[];
  done: boolean;
}

/** The part of React Router's context on `window` that its context script sets up. */
interface RouterWindow {
  __reactRouterContext?: { streamController?: ReadableStreamDefaultController<string> };
}

/** The loader's attribute with the page's module preloads, their addresses separated by spaces. */
export const PRELOADS_ATTRIBUTE = "data-preloads";

/**
 * The loader's attribute with the preloads it evaluates one per task before React Router's
 * module (all but the entry, which hydrates the page when evaluated): the module then finds
 * them evaluated, and one long task of evaluation becomes several shorter ones.
 */
export const MODULES_ATTRIBUTE = "data-modules";

export default function loadDeferredScripts(): void {
  const loader = document.currentScript as HTMLScriptElement;
  // Empty on a kept page, whose policy allows the inserted scripts by their hashes.
  const nonce = loader.nonce;
  const list = (attribute: string) => (loader.getAttribute(attribute) ?? "").split(" ").filter(Boolean);
  const preloads = list(PRELOADS_ATTRIBUTE);
  const modules = list(MODULES_ATTRIBUTE);
  let started = false;

  /** Runs a data block's code as a script: its text is what the policy hashed. */
  const run = (id: string, type?: string) => {
    const block = document.getElementById(id);
    if (!block) return;
    const script = document.createElement("script");
    if (type) script.type = type;
    script.nonce = nonce;
    script.textContent = block.textContent;
    document.body.appendChild(script);
  };

  /** React Router's data, into the stream its context script opened. */
  const streamData = () => {
    const block = document.getElementById(DATA_ID);
    const controller = (window as RouterWindow).__reactRouterContext?.streamController;
    if (!block || !controller) return;
    const { chunks, done } = JSON.parse(block.textContent ?? "") as StreamData;
    for (const chunk of chunks) controller.enqueue(chunk);
    if (done) controller.close();
  };

  /**
   * The page's modules, each as a module script of its own (one evaluation per task; an
   * inserted script, unlike `import()`, is allowed by the policy's 'strict-dynamic' on a
   * kept page too), then React Router's module. A module that fails to load is left to
   * React Router's module, which reports it as before.
   */
  const evaluateInTurn = (index: number) => {
    const href = modules[index];
    if (!href) {
      run(BOOTSTRAP_ID, "module");
      return;
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.src = href;
    script.onload = script.onerror = () => setTimeout(() => evaluateInTurn(index + 1), 0);
    document.head.appendChild(script);
  };

  /** A few preloads per task, then React Router's context, its data and the modules, each in a task of its own. */
  const addPreloads = (from: number) => {
    for (const href of preloads.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      // After the first paint, an image near the top is what the visitor waits for.
      link.fetchPriority = "low";
      link.href = href;
      document.head.appendChild(link);
    }
    if (from + PRELOADS_PER_TASK < preloads.length) {
      setTimeout(() => addPreloads(from + PRELOADS_PER_TASK), 0);
      return;
    }
    setTimeout(() => {
      run(CONTEXT_ID);
      setTimeout(() => {
        streamData();
        setTimeout(() => evaluateInTurn(0), 0);
      }, 0);
    }, 0);
  };

  const start = () => {
    if (started) return;
    started = true;
    addPreloads(0);
  };
  const startSoon = () => setTimeout(start, 0);

  // The first painted text or image, not the first frame: while the web font blocks, a
  // frame can show the background only, and the scripts would compete with the font.
  const Observer = typeof PerformanceObserver == "function" && PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes?.includes("paint")) {
    new Observer((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        startSoon();
      }
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(startSoon);
  }
  setTimeout(start, HYDRATE_AT_LATEST_MS);
}
