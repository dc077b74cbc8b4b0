import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";
// The files the config imports name their imports with the extension, as Vite's native
// config loader (its coming default) needs.
import { ROUTE_FILES } from "./app/routes.ts";
import { compileHints } from "./scripts/compile-hints.ts";
import { inlineScriptVite } from "./scripts/inline-script.mjs";
import { ownerSettingsVite } from "./scripts/owner-settings.ts";

const require = createRequire(import.meta.url);

/**
 * A route module's id, or one of its query-suffixed copies (React Router reads a route
 * module through several): its file below app/ without the extension, "routes/about".
 */
const ROUTE_MODULE = /[\\/]app[\\/](root|routes[\\/][^\\/?]+)\.tsx?(\?|$)/;
/** React Router's client entry (its default one, or one of the app's own). */
const CLIENT_ENTRY = /[\\/]entry\.client\.[cm]?[jt]sx?$/;

/** A route table file ("routes/about.tsx") as ROUTE_MODULE names it ("routes/about"). */
const routeName = (file: string) => file.replace(/\.tsx?$/, "");

/**
 * The route modules of the public pages (shared/public-pages.ts, mounted by the route
 * table's publicPage), each with the name a file of what it alone shares gets: "about".
 */
const PUBLIC_PAGES = new Map(
  ROUTE_FILES.public.map((file) => [routeName(file), routeName(file).slice("routes/".length)]),
);
/** The dashboard's pages: what only they share is never loaded by a member's page. */
const ADMIN_PAGES = new Set(ROUTE_FILES.dashboard.map(routeName));
/** The course pages: what only they share is not loaded by the sign-in and account pages. */
const COURSE_PAGES = new Set(ROUTE_FILES.courses.map(routeName));
/** The account page: what it shares with the sign-in pages is not in a lesson's files, nor the reverse. */
const ACCOUNT_PAGES = new Set(ROUTE_FILES.account.map(routeName));
/**
 * The file of what the cancellation page shares with signed-in pages (its form fields, the
 * subscriptions list, the focus after a submit): the account, sign-in and dashboard pages
 * all load it. What the account page shares with the sign-in and dashboard pages travels
 * in it too, instead of a file of its own that each of those pages loaded beside it: one
 * file fewer for each, a few hundred bytes more for /cancel (docs/decisions/029).
 */
const ACCOUNT_FILE = "with-cancel";
/**
 * The file of what the cancellation page shares with signed-in pages other than the
 * account page (the receipt and its dates, with the cancellation link's page and the
 * dashboard): the account page, which loads ACCOUNT_FILE, does not carry it.
 */
const RECEIPT_FILE = "with-cancel-receipt";

/**
 * Which file a module (the site's own or a library's) travels in, from the routes whose
 * imports lead to it (lazy imports do not count; docs/decisions/012, 024 and 029):
 * - "site": what the root or the client entry needs (React, React DOM and React Router
 *   with it), or two or more public pages and a signed-in page do. Every page loads it,
 *   as one file instead of a dozen of a few hundred bytes each: every file costs a request
 *   with its headers, a module preload and a module record on a phone's main thread.
 * - "marketing": what two or more public pages share and no other page needs.
 * - "with-<page>": what one public page shares with signed-in pages, so that no other
 *   public page carries it.
 * - "signed-in": what a course page shares with other pages that are not public.
 * - what the account page shares with the sign-in or dashboard pages and no course page
 *   needs (so that a lesson does not carry the account page's forms) travels in
 *   ACCOUNT_FILE, which each of those pages loads anyway.
 * - "sign-in": what two or more of the sign-in, mailed-link and dashboard pages share and
 *   neither a course page nor the account page needs.
 * - "dashboard" and "courses": what only the dashboard's pages, or only the course pages,
 *   share, so that the sign-in and account pages load neither.
 * - anything else stays with its one page, or in a file of its own when loaded lazily.
 */
function chunkOf(id: string, context: ChunkingContext): string | null {
  if (ROUTE_MODULE.test(id)) return null;
  const routes = [...routesReaching(id, context)];
  if (routes.includes("root")) return "site";
  const publicPages = routes.map((route) => PUBLIC_PAGES.get(route)).filter(Boolean);
  if (publicPages.length >= 2) return publicPages.length === routes.length ? "marketing" : "site";
  if (routes.length < 2) return null;
  if (publicPages.length === 1) {
    const name = `with-${publicPages[0]}`;
    return name === ACCOUNT_FILE && !routes.some((route) => ACCOUNT_PAGES.has(route)) ? RECEIPT_FILE : name;
  }
  if (routes.every((route) => ADMIN_PAGES.has(route))) return "dashboard";
  if (routes.every((route) => COURSE_PAGES.has(route))) return "courses";
  if (routes.some((route) => COURSE_PAGES.has(route))) return "signed-in";
  return routes.some((route) => ACCOUNT_PAGES.has(route)) ? ACCOUNT_FILE : "sign-in";
}

/** The route modules ("root", "routes/about": see ROUTE_MODULE) whose static imports lead to a module. */
function routesReaching(id: string, context: ChunkingContext): Set<string> {
  const routes = new Set<string>();
  const seen = new Set([id]);
  const waiting = [id];
  for (let current = waiting.pop(); current !== undefined; current = waiting.pop()) {
    // React Router reads a route module through query-suffixed copies; each counts once.
    const route = ROUTE_MODULE.exec(current)?.[1]?.replaceAll("\\", "/");
    if (route) routes.add(route);
    if (CLIENT_ENTRY.test(current) && current !== id) routes.add("root");
    for (const importer of context.getModuleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        waiting.push(importer);
      }
    }
  }
  return routes;
}

/**
 * React Router's package points every import at its development build, warnings and all
 * (docs/decisions/029-script-files-by-who-needs-them.md); the pages' files take the
 * production build it ships beside it. The server keeps the package's own resolution, so
 * that it and the server entry share one copy of the router.
 */
function reactRouterProductionBuild(): Plugin {
  const production = path.join(path.dirname(require.resolve("react-router/package.json")), "dist/production");
  const builds: Record<string, string> = {
    "react-router": path.join(production, "index.mjs"),
    "react-router/dom": path.join(production, "dom-export.mjs"),
  };
  return {
    name: "react-router-production-build",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source) => builds[source] ?? null,
  };
}

/** The module through which the pages' own code and the client entry import React (app/browser/react-once.js). */
const REACT_ONCE = fileURLToPath(new URL("./app/browser/react-once.js", import.meta.url));

/**
 * The pages' files import React through REACT_ONCE instead of directly: React is
 * CommonJS, and each file that imports it directly calls the bundler's conversion helper,
 * which made that helper a file of its own that every page loaded (one request and about
 * 0.4 KB). Libraries keep their own imports; the client build only.
 */
function reactOnce(): Plugin {
  return {
    name: "react-once",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source, importer) =>
      source === "react" &&
      importer !== undefined &&
      importer !== REACT_ONCE &&
      (!importer.includes("node_modules") || CLIENT_ENTRY.test(importer))
        ? REACT_ONCE
        : null,
  };
}

/** chunkOf's answers per build (one context each): every group asks about every module. */
const chunkNames = new WeakMap<ChunkingContext, Map<string, string | null>>();

/** One group's share of chunkOf: the name when it matches `pattern`. */
const named = (pattern: RegExp) => (id: string, context: ChunkingContext) => {
  let names = chunkNames.get(context);
  if (!names) chunkNames.set(context, (names = new Map()));
  if (!names.has(id)) names.set(id, chunkOf(id, context));
  const name = names.get(id);
  return name && pattern.test(name) ? name : null;
};

export default defineConfig({
  plugins: [
    reactOnce(),
    reactRouterProductionBuild(),
    ownerSettingsVite(),
    inlineScriptVite(),
    tailwindcss(),
    reactRouter(),
    compileHints(),
  ],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
    },
  },
  build: {
    // Small files inline as data: URIs would need CSP exceptions; keep every asset a file.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // In this order: a group also takes what its modules import, so the files that
          // more pages load come first: what public pages import is taken before the
          // signed-in pages' files, and what both member and dashboard pages import before
          // the dashboard's and the courses' own.
          groups: [
            { debugName: "site", name: named(/^site$/), priority: 8 },
            { debugName: "marketing", name: named(/^marketing$/), priority: 7 },
            { debugName: "with-page", name: named(/^with-/), priority: 6 },
            { debugName: "signed-in", name: named(/^signed-in$/), priority: 5 },
            { debugName: "sign-in", name: named(/^sign-in$/), priority: 3 },
            { debugName: "dashboard", name: named(/^dashboard$/), priority: 2 },
            { debugName: "courses", name: named(/^courses$/), priority: 1 },
          ],
        },
      },
    },
  },
});
