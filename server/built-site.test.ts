import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import routes, { ROUTE_FILES } from "../app/routes";
import { localizePath, PATHS, stripLanguage } from "@shared/paths";
import { PUBLIC_PAGE_PATHS, SHARED_PAGE_PATHS } from "@shared/public-pages";
import type * as PublicPages from "@shared/public-pages";
import type { createApp as CreateApp } from "./app";
import { buildSite, type SiteBuild } from "./testing/site-build";
import { COMPILE_ALL_HINT } from "../scripts/compile-hints";

/**
 * The real pages, built as for production (server/testing/site-build.ts): the public pages
 * are rendered for everyone without asking who the member is, and their scripts carry no
 * code of the signed-in pages (docs/decisions/034-public-pages-are-cached-by-choice.md).
 */

const ROOT = path.resolve(import.meta.dirname, "..");
/** A signed-in visitor: a refresh cookie, and a bearer token as an API client would send. */
const SIGNED_IN = { Cookie: "refresh_token=a-members-refresh-token; language=english", Authorization: "Bearer abc" };
const ADDRESSES = [
  ...PUBLIC_PAGE_PATHS,
  ...SHARED_PAGE_PATHS,
  PATHS.course("bitcoin-profit-scout"),
  PATHS.lesson("bitcoin-profit-scout", "setup-indicator"),
].flatMap((path) => [localizePath(path, "en"), localizePath(path, "de")]);

let site: SiteBuild;

beforeAll(async () => {
  site = await buildSite();
}, 180_000);

afterAll(async () => {
  await site?.remove();
});

/**
 * The server as server/main.ts wires it, on the built pages, with an API that answers every
 * call as for nobody signed in, and a `pageBearer` that records which page asked who its
 * member is.
 */
function siteServer(createApp: typeof CreateApp, build: ServerBuild) {
  const memberAskedBy: string[] = [];
  const apiCalls: { path: string; cookie: string | undefined; authorization: string | undefined }[] = [];
  const api = new Hono();
  api.all("*", (c) => {
    apiCalls.push({ path: c.req.path, cookie: c.req.header("cookie"), authorization: c.req.header("authorization") });
    return c.json({ error: "Unauthorized" }, 401);
  });
  const { app } = createApp({
    build,
    clientDir: site.clientDir,
    api,
    pageBearer: async (page) => {
      memberAskedBy.push(new URL(page.url).pathname);
      return "an-access-token";
    },
    isHttps: () => false,
  });
  const get = (address: string, headers: Record<string, string> = {}) =>
    app.request(address, { headers: { Accept: "text/html", "Accept-Encoding": "identity", ...headers } });
  return { get, memberAskedBy, apiCalls };
}

/** The page.error lines the pages log while `run` runs (app/entry.server.tsx writes them to stdout). */
async function pageErrorsDuring(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    if (String(chunk).includes('"page.error"')) lines.push(String(chunk).trim());
    return true;
  });
  try {
    await run();
  } finally {
    write.mockRestore();
  }
  return lines;
}

const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce="N"');

describe("kept pages (public and shared) are rendered for everyone", () => {
  afterEach(() => {
    vi.doUnmock("@shared/public-pages");
    vi.resetModules();
  });

  test("no kept page asks who the member is, and a signed-in visitor gets what anyone gets", async () => {
    const { createApp } = await import("./app");
    const server = siteServer(createApp, site.build);
    const errors = await pageErrorsDuring(async () => {
      for (const address of ADDRESSES) {
        // Signed in first: the page is rendered (and kept) on that visitor's request.
        const signedIn = await server.get(address, SIGNED_IN);
        expect(signedIn.status, address).toBe(200);
        expect(signedIn.headers.get("Set-Cookie"), address).toBeNull();
        const anyone = await server.get(address);
        expect(withoutNonces(await signedIn.text()), address).toBe(withoutNonces(await anyone.text()));
      }
    });
    expect(errors).toEqual([]);
    expect(server.memberAskedBy).toEqual([]);
    // Whatever a public page asked the API, it asked without the visitor's cookie or token.
    expect(server.apiCalls.filter((call) => call.cookie || call.authorization)).toEqual([]);
  });

  test("a member's page asks who the member is on every request, with the visitor's cookie", async () => {
    const { createApp } = await import("./app");
    const server = siteServer(createApp, site.build);
    for (let index = 0; index < 2; index++) {
      // Nobody is signed in (the API says 401): the account page sends the visitor to sign in.
      expect((await server.get(PATHS.account, SIGNED_IN)).status).toBe(302);
    }
    expect(server.memberAskedBy).toEqual([PATHS.account, PATHS.account]);
    expect(server.apiCalls[0]).toMatchObject({ path: "/auth/me", authorization: "Bearer an-access-token" });
  });

  test("a page that reads the member, listed as public, fails instead of being rendered for everyone", async () => {
    vi.doMock("@shared/public-pages", async (importOriginal) => {
      const original = await importOriginal<typeof PublicPages>();
      return {
        ...original,
        isKeptPage: (pathname: string) => original.isKeptPage(pathname) || stripLanguage(pathname) === PATHS.account,
      };
    });
    vi.resetModules();
    const { createApp } = await import("./app");
    const server = siteServer(createApp, site.build);
    const statuses: number[] = [];
    const errors = await pageErrorsDuring(async () => {
      for (let index = 0; index < 2; index++) statuses.push((await server.get(PATHS.account, SIGNED_IN)).status);
    });
    // Every request fails alike: nothing was kept.
    expect(statuses).toEqual([500, 500]);
    expect(errors.map((line) => JSON.parse(line).kind)).toEqual(["MemberReadOnPublicPage", "MemberReadOnPublicPage"]);
    expect(server.memberAskedBy).toEqual([]);
  });
});

describe("rendering a page", () => {
  test("never turns on Node's async hooks, which every later request would pay for", async () => {
    const { createApp } = await import("./app");
    const server = siteServer(createApp, site.build);
    const started = [vi.spyOn(AsyncLocalStorage.prototype, "run"), vi.spyOn(AsyncLocalStorage.prototype, "enterWith")];
    try {
      // A kept page's first render, a page rendered per request, and one that is not found.
      expect((await server.get("/de/faq")).status).toBe(200);
      expect((await server.get(PATHS.account, SIGNED_IN)).status).toBe(302);
      const missing = await server.get("/no-such-page");
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain("<html");
      for (const spy of started) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of started) spy.mockRestore();
    }
  });
});

/** Every route entry of the table (English and German), with its file and id. */
function routeEntries(entries: RouteConfigEntry[] = routes): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...routeEntries(entry.children ?? [])]);
}

/** A chunk's name without its hash: "/assets/signed-in-Bwb4VzDe.js" -> "signed-in". */
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, "");

/** A static import inside a built chunk (as bench/bundles.mjs reads them); `import(` is lazy. */
const CHUNK_IMPORT = /\b(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["']\.\/([^"']+?\.m?js)["']/g;

/** The script files a route's document loads before it hydrates: entry, root, the route, and what they import. */
function firstLoadScripts(build: ServerBuild, routeId: string): string[] {
  const { entry, routes: manifest } = build.assets;
  const route = manifest[routeId];
  const root = manifest.root;
  if (!route || !root) throw new Error(`No route ${routeId} in the build`);
  const files = new Set([entry.module, ...entry.imports, root.module, ...(root.imports ?? [])]);
  for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  for (const file of files) {
    const code = readFileSync(path.join(site.clientDir, file), "utf8");
    for (const [, imported] of code.matchAll(CHUNK_IMPORT))
      files.add(path.posix.join(path.posix.dirname(file), imported!));
  }
  return [...files];
}

/** The source modules in a script file, as paths from the project's root ("app/routes/login.tsx"). */
function modulesOf(file: string): string[] {
  const map = path.join(site.clientDir, `${file}.map`);
  if (!existsSync(map)) return [];
  const { sources } = JSON.parse(readFileSync(map, "utf8")) as { sources: string[] };
  return sources.map((source) => path.relative(ROOT, path.resolve(path.dirname(map), source)).replaceAll("\\", "/"));
}

describe("public pages load no signed-in page's code", () => {
  const publicFiles = new Set(ROUTE_FILES.public);
  const otherRouteModules = new Set(
    routeEntries()
      .map((entry) => entry.file)
      .filter((file) => !publicFiles.has(file))
      .map((file) => `app/${file}`),
  );
  const SIGNED_IN_CHUNKS = ["signed-in", "dashboard", "courses"];

  test("no public route's first-load scripts hold a member, sign-in or dashboard module", () => {
    const publicRoutes = routeEntries().filter((entry) => publicFiles.has(entry.file));
    // Both languages of every listed page, and the not-found page.
    expect(publicRoutes).toHaveLength(2 * PUBLIC_PAGE_PATHS.length + 2);
    expect(otherRouteModules).toContain("app/routes/login.tsx");
    expect(otherRouteModules).toContain("app/routes/member-account.tsx");
    expect(otherRouteModules).toContain("app/routes/admin.tsx");
    for (const { id } of publicRoutes) {
      const scripts = firstLoadScripts(site.build, id!);
      expect(
        scripts.map(chunkName).filter((name) => SIGNED_IN_CHUNKS.includes(name)),
        id,
      ).toEqual([]);
      const modules = scripts.flatMap(modulesOf);
      expect(modules.length, id).toBeGreaterThan(0);
      expect(
        modules.filter((module) => otherRouteModules.has(module)),
        id,
      ).toEqual([]);
    }
  });

  test("the account page's first-load scripts do show such code, so the check above can see it", () => {
    const scripts = firstLoadScripts(site.build, "routes/member-account");
    expect(scripts.map(chunkName)).toContain("signed-in");
    expect(scripts.flatMap(modulesOf)).toContain("app/routes/member-account.tsx");
  });
});

describe("the pages' scripts import React once", () => {
  test("no route's first-load scripts include a file of the bundler's helpers", () => {
    // React is CommonJS: a file importing it directly needs the bundler's conversion helper,
    // which then becomes a file every page loads (app/browser/react-once.js).
    for (const id of Object.keys(site.build.assets.routes)) {
      const names = firstLoadScripts(site.build, id).map(chunkName);
      expect(names, id).toContain("site");
      expect(
        names.filter((name) => name.includes("runtime")),
        id,
      ).toEqual([]);
    }
  });
});

describe("the file every page loads is compiled while it streams in", () => {
  test("it opens with V8's compile hint, and its source map still lines up with its lines", () => {
    const file = firstLoadScripts(site.build, "root").find((script) => chunkName(script) === "site");
    expect(file).toBeDefined();
    const code = readFileSync(path.join(site.clientDir, file!), "utf8");
    // On any other line than the first, V8 ignores the hint (scripts/compile-hints.ts).
    expect(code.startsWith(COMPILE_ALL_HINT)).toBe(true);
    const { mappings } = JSON.parse(readFileSync(path.join(site.clientDir, `${file}.map`), "utf8")) as {
      mappings: string;
    };
    const lines = code.replace(/\n\/\/# sourceMappingURL=.*\n?$/, "").split("\n");
    expect(mappings.split(";")).toHaveLength(lines.length);
  });
});
