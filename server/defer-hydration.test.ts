import { describe, expect, test } from "vitest";
import LOADER from "@shared/inline/defer-hydration?inline-script";
import { HYDRATE_AT_LATEST_MS, PRELOADS_PER_TASK } from "@shared/inline/defer-hydration";
import { deferHydration } from "./defer-hydration";

const CONTEXT_SCRIPT =
  'window.__reactRouterContext = {"ssr":true};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());';
const CHUNK_SCRIPT = 'window.__reactRouterContext.streamController.enqueue("[\\"a\\u003cb\\"]");';
const LATER_CHUNK_SCRIPT = 'window.__reactRouterContext.streamController.enqueue("[\\"later\\"]");';
const CLOSE_SCRIPT = "window.__reactRouterContext.streamController.close();";
const MODULE_CODE =
  'import * as route0 from "/assets/root-B.js";\nwindow.x = "a<b";import("/assets/entry.client-A.js");';

/** A page as React Router renders it (with the nonce of the response). */
const PAGE = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="N1"/><style nonce="N1">p{}</style></head>',
  `<body><p>Text</p><script nonce="N1">${CONTEXT_SCRIPT}</script>`,
  `<script nonce="N1" type="module" async="">${MODULE_CODE}</script>`,
  `<script nonce="N1">${CHUNK_SCRIPT}</script><p>More text</p><script nonce="N1">${LATER_CHUNK_SCRIPT}</script>`,
  `<script nonce="N1">${CLOSE_SCRIPT}</script>`,
  "</body></html>",
].join("");

/** A script that runs as the page is parsed: its attributes and its text. */
const RUNNING_SCRIPT = /<script nonce="N1"((?: [a-z-]+="[^"]*")*)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK = /<script type="text\/plain" id="([^"]+)">([\s\S]*?)<\/script>/g;

/** An inserted element: the properties the loader set on it. */
type FakeNode = Record<string, string>;
/** A script's handlers for its load and its failure, kept apart from its properties. */
interface Handlers {
  onload?: () => void;
  onerror?: () => void;
}

/** The page's running scripts, each with its attributes by name. */
function runningScripts(html: string) {
  return [...html.matchAll(RUNNING_SCRIPT)].map(([, attributes = "", text = ""]) => ({
    attributes: Object.fromEntries(
      [...attributes.matchAll(/ ([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    ),
    text,
  }));
}

/**
 * Runs the page's loader against a fake document; `tasks` collects what it leaves for
 * later, `frames` the animation-frame callbacks. What it inserts lands in `inserted`, one
 * list per task once the tasks are run with `runTasks`.
 */
function loadPage(html: string, observer?: unknown, failing: string[] = []) {
  const loaders = runningScripts(html);
  expect(loaders).toHaveLength(1);
  const [loader] = loaders;
  const blocks = new Map([...html.matchAll(DATA_BLOCK)].map(([, id, text]) => [id, { textContent: text }]));
  const inserted: FakeNode[][] = [[]];
  // Timers run in the order they are due (then queued), as in a browser.
  let now = 0;
  const tasks: { callback: () => void; ms: number; due: number }[] = [];
  const frames: (() => void)[] = [];
  const fakeDocument = {
    currentScript: { nonce: "N1", getAttribute: (name: string) => loader?.attributes[name] ?? null },
    getElementById: (id: string) => blocks.get(id) ?? null,
    createElement: (): FakeNode & Handlers => ({}) as FakeNode,
    // Each inserted node notes the (fake) time it was inserted at. A module script with an
    // address is fetched (preloaded) and evaluated in a later task, then its load fires.
    head: {
      appendChild: ({ onload, onerror, ...node }: FakeNode & Handlers) => {
        inserted.at(-1)!.push({ ...node, at: String(now) });
        const done = failing.includes(node.src ?? "") ? onerror : onload;
        if (node.src && done) tasks.push({ callback: done, ms: 0, due: now });
      },
    },
    body: { appendChild: (node: FakeNode) => inserted.at(-1)!.push({ ...node, at: String(now) }) },
  };
  // React Router's stream, as its context script opens it: what the loader feeds it is noted as inserted.
  const fakeWindow = {
    __reactRouterContext: {
      streamController: {
        enqueue: (chunk: string) => inserted.at(-1)!.push({ stream: `enqueue ${chunk}`, at: String(now) }),
        close: () => inserted.at(-1)!.push({ stream: "close", at: String(now) }),
      },
    },
  };
  const run = new Function(
    "window",
    "document",
    "requestAnimationFrame",
    "setTimeout",
    "PerformanceObserver",
    loader!.text,
  );
  run(
    fakeWindow,
    fakeDocument,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms = 0) => tasks.push({ callback, ms, due: now + ms }),
    observer,
  );
  const runTasks = () => {
    while (frames.length) frames.shift()!();
    while (tasks.length) {
      const next = tasks.reduce((first, task) => (task.due < first.due ? task : first));
      tasks.splice(tasks.indexOf(next), 1);
      now = next.due;
      inserted.push([]);
      next.callback();
      while (frames.length) frames.shift()!();
    }
    return inserted.filter((task) => task.length > 0);
  };
  return { tasks, frames, runTasks };
}

const describeNode = (node: FakeNode) =>
  node.stream ?? node.href ?? `script:${node.type ?? "classic"}${node.src ? ` ${node.src}` : ""}`;

/** What the loader feeds React Router's stream from the page above: its two chunks, then the end. */
const STREAMED = ['enqueue ["a<b"]', 'enqueue ["later"]', "close"];

describe("deferHydration", () => {
  const result = deferHydration(PAGE);

  test("takes React Router's preloads and scripts out of the page, keeping everything else", () => {
    expect(result).not.toContain('<link rel="modulepreload"');
    expect(result).not.toMatch(/<script[^>]* type="module"/);
    expect(result).not.toContain(`<script nonce="N1">${CONTEXT_SCRIPT}`);
    expect(result).not.toContain(`<script nonce="N1">${CHUNK_SCRIPT}`);
    expect(result).toContain('<style nonce="N1">p{}</style>');
    expect(result).toContain("<p>Text</p>");
  });

  test("keeps their code unchanged, and the stream's data as JSON, in data blocks that do not run", () => {
    const blocks = Object.fromEntries([...result.matchAll(DATA_BLOCK)].map(([, id, text]) => [id, text]));
    expect(blocks["deferred-bootstrap"]).toBe(MODULE_CODE);
    expect(blocks["deferred-context"]).toBe(CONTEXT_SCRIPT);
    // The chunks in order as React Router wrote them: `<` stays escaped in the page.
    expect(blocks["deferred-data"]).toBe('{"chunks":["[\\"a\\u003cb\\"]","[\\"later\\"]"],"done":true}');
    expect(JSON.parse(blocks["deferred-data"]!)).toEqual({ chunks: ['["a<b"]', '["later"]'], done: true });
    expect(result).toContain(
      '<p>Text</p><script type="text/plain" id="deferred-context">' +
        `${CONTEXT_SCRIPT}</script><script type="text/plain" id="deferred-data">`,
    );
    expect(result).toContain("<p>More text</p>");
  });

  test("a page whose stream has not ended gets no end", () => {
    const open = deferHydration(PAGE.replace(`<script nonce="N1">${CLOSE_SCRIPT}</script>`, ""));
    const data = /id="deferred-data">([^<]*)</.exec(open)?.[1];
    expect(JSON.parse(data ?? "")).toEqual({ chunks: ['["a<b"]', '["later"]'], done: false });
    expect(loadPage(open).runTasks().flat().map(describeNode)).toEqual(expect.arrayContaining(['enqueue ["later"]']));
    expect(loadPage(open).runTasks().flat().map(describeNode)).not.toContain("close");
  });

  test("stream scripts of another form stay code, run with the context as before", () => {
    const odd = "window.__reactRouterContext.streamController.enqueue(someChunk);";
    const page = deferHydration(PAGE.replace(CHUNK_SCRIPT, odd));
    expect(page).not.toContain('id="deferred-data"');
    const context = /id="deferred-context">([\s\S]*?)<\/script>/.exec(page)?.[1];
    expect(context).toBe([CONTEXT_SCRIPT, odd, LATER_CHUNK_SCRIPT, CLOSE_SCRIPT].join("\n"));
  });

  test("one script with the page's nonce adds them back: the built loader, given the page's preloads", () => {
    const loaders = runningScripts(result);
    expect(loaders).toHaveLength(1);
    expect(loaders[0]?.text).toBe(LOADER);
    expect(loaders[0]?.attributes["data-preloads"]).toBe("/assets/entry.client-A.js /assets/root-B.js");
    // Evaluated ahead: every preload but the entry, which React Router's module imports last.
    expect(loaders[0]?.attributes["data-modules"]).toBe("/assets/root-B.js");
    // Minified, and still one short script, the same on every page (one hash).
    expect(LOADER).toContain('"first-contentful-paint"');
    expect(LOADER.length).toBeLessThan(1500);
  });

  test("a preload's address with a space keeps it, as %20", () => {
    const page = PAGE.replace("/assets/root-B.js", "/assets/root B.js");
    expect(runningScripts(deferHydration(page))[0]?.attributes["data-preloads"]).toBe(
      "/assets/entry.client-A.js /assets/root%20B.js",
    );
  });

  test("the loader runs: preloads first, then React Router's context, its data, the modules and React Router's module, each in a task of its own", () => {
    // Without paint timing (as in this test's runtime) it starts after the first frame,
    // well before the fallback.
    const page = loadPage(result);
    expect(page.frames).toHaveLength(1);
    expect(page.tasks.map((task) => task.ms)).toEqual([HYDRATE_AT_LATEST_MS]);
    const perTask = page.runTasks();
    expect(new Set(perTask.flat().map((node) => node.at))).toEqual(new Set(["0"]));
    expect(perTask.map((task) => task.map(describeNode))).toEqual([
      ["/assets/entry.client-A.js", "/assets/root-B.js"],
      ["script:classic"],
      STREAMED,
      ["script:module /assets/root-B.js"],
      ["script:module"],
    ]);
    const preload = perTask[0]![0];
    const module = perTask[3]![0];
    const script = perTask[4]![0];
    expect(module?.nonce).toBe("N1");
    // After the first paint, an image near the top matters more than the scripts.
    expect(preload?.fetchPriority).toBe("low");
    expect(preload?.rel).toBe("modulepreload");
    const context = perTask[1]![0]!;
    expect(context.nonce).toBe("N1");
    expect(context.textContent).toBe(CONTEXT_SCRIPT);
    expect(script?.nonce).toBe("N1");
    expect(script?.textContent).toBe(MODULE_CODE);
  });

  test("where the browser reports paints, the scripts are fetched after the first contentful one, not the first frame", () => {
    let report: ((names: string[]) => void) | undefined;
    let disconnected = false;
    let observed: unknown;
    class FakeObserver {
      static supportedEntryTypes = ["paint", "resource"];
      constructor(callback: (list: unknown, observer: FakeObserver) => void) {
        report = (names) =>
          callback({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) }, this);
      }
      observe(options: unknown) {
        observed = options;
      }
      disconnect() {
        disconnected = true;
      }
    }
    const page = loadPage(result, FakeObserver);
    expect(observed).toEqual({ type: "paint", buffered: true });
    expect(page.frames).toHaveLength(0);
    // Only the fallback waits so far.
    expect(page.tasks.map((task) => task.ms)).toEqual([HYDRATE_AT_LATEST_MS]);
    report?.(["first-paint"]);
    expect(page.tasks).toHaveLength(1);
    report?.(["first-paint", "first-contentful-paint"]);
    expect(disconnected).toBe(true);
    expect(page.tasks).toHaveLength(2);
    // The fallback timer, when it fires among the others, adds nothing twice.
    expect(page.runTasks().flat().map(describeNode)).toEqual([
      "/assets/entry.client-A.js",
      "/assets/root-B.js",
      "script:classic",
      ...STREAMED,
      "script:module /assets/root-B.js",
      "script:module",
    ]);
  });

  test("a page with many scripts gets its preloads a few per task", () => {
    const count = PRELOADS_PER_TASK * 2 + 1;
    const links = Array.from(
      { length: count },
      (_, index) => `<link rel="modulepreload" href="/assets/chunk-${index}.js" nonce="N1"/>`,
    ).join("");
    const perTask = loadPage(deferHydration(PAGE.replace("<html><head>", `<html><head>${links}`))).runTasks();
    const preloadTotal = count + 2; // the page's own two preloads come too
    // Then the context, its data, each module but the entry, and React Router's module: one per task.
    expect(perTask.map((task) => task.length)).toEqual([
      PRELOADS_PER_TASK,
      PRELOADS_PER_TASK,
      preloadTotal - 2 * PRELOADS_PER_TASK,
      1,
      STREAMED.length,
      ...Array.from({ length: preloadTotal - 1 + 1 }, () => 1),
    ]);
    expect(
      perTask
        .flat()
        .slice(-(preloadTotal + 1 + STREAMED.length))
        .map(describeNode),
    ).toEqual([
      "script:classic",
      ...STREAMED,
      ...Array.from({ length: count }, (_, index) => `script:module /assets/chunk-${index}.js`),
      "script:module /assets/root-B.js",
      "script:module",
    ]);
  });

  test("a module that fails to load still leads on to React Router's module, which reports it", () => {
    const perTask = loadPage(result, undefined, ["/assets/root-B.js"]).runTasks();
    expect(perTask.flat().map(describeNode).slice(-2)).toEqual(["script:module /assets/root-B.js", "script:module"]);
  });

  test("without a recognised entry nothing is evaluated ahead of React Router's module", () => {
    const page = PAGE.replace('import("/assets/entry.client-A.js");', "");
    const loader = runningScripts(deferHydration(page))[0];
    expect(loader?.attributes["data-modules"]).toBe("");
    expect(loadPage(deferHydration(page)).runTasks().flat().map(describeNode).slice(-5)).toEqual([
      "script:classic",
      ...STREAMED,
      "script:module",
    ]);
  });

  test("a page whose context script is not found keeps it where it is", () => {
    const page = PAGE.replace("window.__reactRouterContext = ", "window.__otherContext = ");
    const rewritten = deferHydration(page);
    expect(rewritten).not.toContain('id="deferred-context"');
    expect(rewritten).toContain(`<script nonce="N1">${CHUNK_SCRIPT}</script>`);
    // The loader skips the missing block and still starts the module.
    const html = rewritten.replace(/<script nonce="N1">window\.__[\s\S]*?<\/script>/g, "");
    expect(loadPage(html).runTasks().flat().map(describeNode).slice(-1)).toEqual(["script:module"]);
  });

  test("leaves a page without React Router's scripts as it is", () => {
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });
});
