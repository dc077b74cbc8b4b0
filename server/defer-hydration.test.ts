import { describe, expect, test } from "vitest";
import { deferHydration, HYDRATE_AT_LATEST_MS, PRELOADS_PER_TASK } from "./defer-hydration";

const PAGE = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="N1"/><style nonce="N1">p{}</style></head>',
  '<body><p>Text</p><script nonce="N1">window.__reactRouterContext = {};</script>',
  '<script nonce="N1" type="module" async="">import * as route0 from "/assets/root-B.js";\nwindow.x = "a<b";import("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

describe("deferHydration", () => {
  const result = deferHydration(PAGE);

  test("removes the module preloads and the module script, keeping everything else", () => {
    expect(result).not.toContain('<link rel="modulepreload"');
    expect(result).not.toContain('<script nonce="N1" type="module"');
    expect(result).toContain('<style nonce="N1">p{}</style>');
    expect(result).toContain('<script nonce="N1">window.__reactRouterContext = {};</script>');
  });

  test("adds them back from one script with the same nonce, after the first paint or a timeout", () => {
    const scripts = [...result.matchAll(/<script nonce="N1">([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
    expect(scripts).toHaveLength(2);
    const loader = scripts[1] ?? "";
    expect(loader).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
    expect(loader).toContain('"first-contentful-paint"');
    expect(loader).toContain(`setTimeout(start,${HYDRATE_AT_LATEST_MS})`);
    // The module code waits, unchanged, in a data block that does not run.
    expect(result).toContain(
      '<script type="text/plain" id="deferred-bootstrap">import * as route0 from "/assets/root-B.js";\nwindow.x = "a<b";import("/assets/entry.client-A.js");</script>',
    );
  });

  test("the loader runs: it inserts the preloads and the module script with the nonce", () => {
    const loader = [...result.matchAll(/<script nonce="N1">([\s\S]*?)<\/script>/g)][1]?.[1] ?? "";
    const added: Record<string, string>[] = [];
    const element = () => ({}) as Record<string, string>;
    const dataBlock = /<script type="text\/plain" id="deferred-bootstrap">([\s\S]*?)<\/script>/.exec(result)?.[1];
    const fakeDocument = {
      currentScript: { nonce: "N1" },
      getElementById: (id: string) => (id === "deferred-bootstrap" ? { textContent: dataBlock } : null),
      createElement: element,
      head: { appendChild: (node: Record<string, string>) => added.push(node) },
      body: { appendChild: (node: Record<string, string>) => added.push(node) },
    };
    const run = new Function("document", "requestAnimationFrame", "setTimeout", loader);
    run(
      fakeDocument,
      (callback: () => void) => callback(),
      (callback: () => void) => callback(),
    );
    expect(added.map((node) => node.href ?? node.type)).toEqual([
      "/assets/entry.client-A.js",
      "/assets/root-B.js",
      "module",
    ]);
    // After the first paint, an image near the top matters more than the scripts.
    expect(added.slice(0, 2).map((node) => node.fetchPriority)).toEqual(["low", "low"]);
    const script = added[2] ?? {};
    expect(script.nonce).toBe("N1");
    expect(script.textContent).toContain('window.x = "a<b";');
  });

  test("where the browser reports paints, the scripts are fetched after the first contentful one, not the first frame", () => {
    const loader = [...result.matchAll(/<script nonce="N1">([\s\S]*?)<\/script>/g)][1]?.[1] ?? "";
    const added: string[] = [];
    const fakeDocument = {
      currentScript: { nonce: "N1" },
      getElementById: () => ({ textContent: "" }),
      createElement: () => ({}),
      head: { appendChild: (node: Record<string, string>) => added.push(node.href ?? "") },
      body: { appendChild: (node: Record<string, string>) => added.push(node.type ?? "") },
    };
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
    const timers: { callback: () => void; ms: number }[] = [];
    const frames: (() => void)[] = [];
    const run = new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", loader);
    run(
      fakeDocument,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms: number) => timers.push({ callback, ms }),
      FakeObserver,
    );
    expect(observed).toEqual({ type: "paint", buffered: true });
    expect(frames).toHaveLength(0);
    // Only the fallback waits so far.
    expect(timers.map((timer) => timer.ms)).toEqual([HYDRATE_AT_LATEST_MS]);
    report?.(["first-paint"]);
    expect(timers).toHaveLength(1);
    report?.(["first-paint", "first-contentful-paint"]);
    expect(disconnected).toBe(true);
    timers.pop()?.callback();
    expect(added).toEqual(["/assets/entry.client-A.js", "/assets/root-B.js", "module"]);
    // The fallback timer, when it fires later, adds nothing twice.
    timers.shift()?.callback();
    expect(added).toHaveLength(3);
  });

  test("a page with many scripts gets its preloads a few per task, the module script last", () => {
    const count = PRELOADS_PER_TASK * 2 + 1;
    const links = Array.from(
      { length: count },
      (_, index) => `<link rel="modulepreload" href="/assets/chunk-${index}.js" nonce="N1"/>`,
    ).join("");
    const page = PAGE.replace("<html><head>", `<html><head>${links}`);
    const loader = [...deferHydration(page).matchAll(/<script nonce="N1">([\s\S]*?)<\/script>/g)][1]?.[1] ?? "";
    const tasks: (() => void)[] = [];
    const perTask: string[][] = [];
    const add = (node: Record<string, string>) => perTask[perTask.length - 1]?.push(node.href ?? node.type ?? "");
    const fakeDocument = {
      currentScript: { nonce: "N1" },
      getElementById: () => ({ textContent: "" }),
      createElement: () => ({}),
      head: { appendChild: add },
      body: { appendChild: add },
    };
    const run = new Function("document", "requestAnimationFrame", "setTimeout", loader);
    run(
      fakeDocument,
      () => {},
      (callback: () => void) => tasks.push(callback),
    );
    while (tasks.length) {
      perTask.push([]);
      tasks.shift()?.();
    }
    const inserted = perTask.filter((task) => task.length > 0);
    const preloadTotal = count + 2; // the page's own two preloads come first
    expect(inserted.map((task) => task.length)).toEqual([
      PRELOADS_PER_TASK,
      PRELOADS_PER_TASK,
      preloadTotal - 2 * PRELOADS_PER_TASK + 1,
    ]);
    expect(inserted.flat().at(-1)).toBe("module");
    expect(inserted.flat()).toHaveLength(preloadTotal + 1);
  });

  test("leaves a page without React Router's scripts as it is", () => {
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });
});
