import vm from "node:vm";
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import {
  createRequestHandler,
  type HandleDocumentRequestFunction,
  Links,
  Meta,
  Outlet,
  Scripts,
  ServerRouter,
  type ServerBuild,
  useLoaderData,
} from "react-router";
import reactRouterPackage from "react-router/package.json";
import { describe, expect, test } from "vitest";
import LOADER from "@shared/inline/defer-hydration?inline-script";
import {
  BOOTSTRAP_ID,
  CONTEXT_ID,
  DATA_ID,
  MODULES_ATTRIBUTE,
  PRELOADS_ATTRIBUTE,
  type StreamData,
} from "@shared/inline/defer-hydration";
import { deferHydration } from "./defer-hydration";

/**
 * The rewrite reads React Router's markup, and the loader runs React Router's scripts in
 * an order of its own. Here a page is rendered by the installed react-router, as the
 * server renders one, so that an upgrade that changes what the rewrite relies on fails
 * this test (tests/e2e/server.spec.ts checks the same on the built site).
 */

const NONCE = "N1";
const ENTRY = "/assets/entry.client.js";
const ENTRY_IMPORTS = ["/assets/react.js", "/assets/site.js"];
const ROOT_MODULE = "/assets/root.js";
const HOME_MODULE = "/assets/home.js";
const HOME_IMPORTS = ["/assets/marketing.js"];
const DATA = "loader data <b>with markup</b>";

function Root() {
  return createElement(
    "html",
    { lang: "en" },
    createElement("head", null, createElement(Meta), createElement(Links)),
    createElement("body", null, createElement(Outlet), createElement(Scripts, { nonce: NONCE })),
  );
}

function Home() {
  return createElement("p", null, useLoaderData<string>());
}

const handleRequest: HandleDocumentRequestFunction = async (request, status, headers, context) => {
  const stream = await renderToReadableStream(
    createElement(ServerRouter, { context, url: request.url, nonce: NONCE }),
    {
      nonce: NONCE,
    },
  );
  await stream.allReady;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(stream, { status, headers });
};

const entryRoute = { hasAction: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false };
const noClientModules = {
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
};

const build: ServerBuild = {
  entry: { module: { default: handleRequest } },
  routes: {
    root: { id: "root", path: "", module: { default: Root } },
    home: { id: "home", parentId: "root", index: true, module: { default: Home, loader: () => DATA } },
  },
  assets: {
    entry: { module: ENTRY, imports: ENTRY_IMPORTS },
    routes: {
      root: {
        id: "root",
        path: "",
        module: ROOT_MODULE,
        imports: [],
        hasLoader: false,
        hasErrorBoundary: false,
        ...entryRoute,
        ...noClientModules,
      },
      home: {
        id: "home",
        parentId: "root",
        index: true,
        module: HOME_MODULE,
        imports: HOME_IMPORTS,
        hasLoader: true,
        hasErrorBoundary: false,
        ...entryRoute,
        ...noClientModules,
      },
    },
    url: "/assets/manifest.js",
    version: "1",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  // The site's settings (react-router.config.ts sets none of these).
  future: { v8_middleware: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
};

async function renderedPage(): Promise<string> {
  const response = await createRequestHandler(build, "production")(new Request("http://localhost/"));
  expect(response.status).toBe(200);
  return response.text();
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The page's data blocks by id, and the scripts that run as it is parsed. */
function scriptsOf(html: string) {
  const blocks = new Map<string, string>();
  const running: { attributes: string; text: string }[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    const id = / id="([^"]+)"/.exec(attributes)?.[1];
    if (attributes.includes('type="text/plain"') && id) blocks.set(id, text);
    else running.push({ attributes, text });
  }
  return { blocks, running };
}

describe(`the rewrite of a page rendered by react-router ${reactRouterPackage.version}`, async () => {
  const original = await renderedPage();
  const html = deferHydration(original);
  const { blocks, running } = scriptsOf(html);

  test("React Router renders what the rewrite looks for: preloads, a module script, its context and data", () => {
    expect(original).toContain(`<link rel="modulepreload" href="${ENTRY}"`);
    expect(original).toMatch(/<script nonce="N1" type="module" async="">/);
    expect(original).toContain('<script nonce="N1">window.__reactRouterContext = ');
    expect(original).toContain('<script nonce="N1">window.__reactRouterContext.streamController.enqueue(');
  });

  test("only the loader runs while the page is parsed, with the page's preloads", () => {
    expect(/<link[^>]+rel="modulepreload"/.test(html), "a module preload left in the page").toBe(false);
    expect(running.map((script) => script.text)).toEqual([LOADER]);
    const preloads = new RegExp(` ${PRELOADS_ATTRIBUTE}="([^"]*)"`).exec(running[0]?.attributes ?? "")?.[1];
    expect(preloads?.split(" ")).toEqual(
      expect.arrayContaining([ENTRY, ...ENTRY_IMPORTS, ROOT_MODULE, HOME_MODULE, ...HOME_IMPORTS]),
    );
  });

  test("every preload but the entry is evaluated ahead, each on its own: the entry hydrates when evaluated", () => {
    const modules = new RegExp(` ${MODULES_ATTRIBUTE}="([^"]*)"`).exec(running[0]?.attributes ?? "")?.[1];
    expect(modules?.split(" ").sort()).toEqual([...ENTRY_IMPORTS, ROOT_MODULE, HOME_MODULE, ...HOME_IMPORTS].sort());
  });

  test("the module script waits whole, and starts React Router's entry", () => {
    expect(blocks.get(BOOTSTRAP_ID)).toContain(`import("${ENTRY}")`);
    expect(original).toContain(blocks.get(BOOTSTRAP_ID));
  });

  test("the context block run as a script, and the data block fed to its stream, give hydration the page's data", async () => {
    const window: {
      __reactRouterContext?: {
        stream?: ReadableStream<Uint8Array>;
        streamController?: ReadableStreamDefaultController<string>;
      };
    } = {};
    vm.runInNewContext(blocks.get(CONTEXT_ID) ?? "", { window, ReadableStream, TextEncoderStream });
    const { stream, streamController } = window.__reactRouterContext ?? {};
    expect(stream).toBeInstanceOf(ReadableStream);
    // The loader's step (shared/inline/defer-hydration.ts): every chunk, then the end.
    const { chunks, done } = JSON.parse(blocks.get(DATA_ID) ?? "") as StreamData;
    expect(chunks.length).toBeGreaterThan(0);
    expect(done).toBe(true);
    for (const chunk of chunks) streamController?.enqueue(chunk);
    streamController?.close();
    const data = await new Response(stream).text();
    expect(data).toContain(DATA);
  });

  test("the data block is the stream scripts' data, still escaped for the page", () => {
    const scripts = [...original.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    const chunks = scripts.map(([, literal]) => JSON.parse(literal!) as string);
    expect((JSON.parse(blocks.get(DATA_ID) ?? "") as StreamData).chunks).toEqual(chunks);
    expect(blocks.get(DATA_ID)).not.toMatch(/[<>]/);
    expect(html).not.toContain("streamController.enqueue(");
  });
});
