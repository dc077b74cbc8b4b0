// What to measure and how hard: the route list, budgets, and the BENCH_* environment.
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Public routes, English paths; the German twin is the same under /de (home: /de). */
export const MARKETING_PATHS = [
  "/",
  "/algos",
  "/about",
  "/faq",
  "/results",
  "/pricing",
  "/terms",
  "/privacy",
  "/imprint",
  "/disclaimer",
  "/start-chat",
  "/auto-trading",
  "/reviews",
  "/cancel",
];
export const MEMBER_PATHS = [
  "/login",
  "/member/courses",
  "/member/courses/bitcoin-profit-scout",
  "/member/courses/bitcoin-profit-scout/setup-indicator",
  "/member/account",
];
/** Pages measured as a signed-in member sees them (Lighthouse sends a fresh session's cookie). */
export const SIGNED_IN_PATHS = ["/member/account"];
/** Pages kept out of search engines on purpose: the SEO budget (is-crawlable) does not apply. */
export const NO_INDEX_PATHS = ["/login", "/member/account"];
export const DESKTOP_PATHS = ["/", "/pricing"];
/**
 * The second mobile pass: Lighthouse's CPU slowdown raised from 4 to 6, so that Total
 * Blocking Time is also judged for phones slower than the one Lighthouse emulates.
 */
export const SLOW_CPU_MULTIPLIER = 6;
export const LESSON_PATH = "/member/courses/bitcoin-profit-scout/setup-indicator";

/**
 * A search as the search page asks for it while the visitor types: the JSON endpoint that
 * the server answers before React Router, a German word with a dozen results, stemming and
 * snippets included (docs/decisions/041-search.md).
 */
export const SEARCH_API_PATH = "/api/search?q=Hebel&lang=de";
/**
 * The same search as the page's loader data (what the typing fetched before the endpoint,
 * and what the page falls back to): React Router's request handling measured beside it.
 */
export const SEARCH_DATA_PATH = "/de/search.data?q=Hebel&_routes=routes%2Fsearch-de";

export const toGerman = (englishPath) => (englishPath === "/" ? "/de" : `/de${englishPath}`);

/** Every site route: { path, lang, group, signedIn?, noIndex? } in a stable order (English, then German). */
export function siteRoutes() {
  const routes = [];
  for (const lang of ["en", "de"]) {
    for (const p of MARKETING_PATHS) routes.push({ path: lang === "en" ? p : toGerman(p), lang, group: "marketing" });
    for (const p of MEMBER_PATHS)
      routes.push({
        path: lang === "en" ? p : toGerman(p),
        lang,
        group: "member",
        signedIn: SIGNED_IN_PATHS.includes(p),
        noIndex: NO_INDEX_PATHS.includes(p),
      });
  }
  return routes;
}

/** Budgets (decided by the team; the report states each as met or not met). */
export const BUDGETS = {
  performanceMin: 0.95,
  otherCategoriesMin: 1,
  /** Transferred: brotli bodies and their response headers, as Lighthouse counts them. */
  firstLoadJsBytes: 115_000,
  firstLoadCssBrBytes: 25_000,
  clsMax: 0.02, // strictly below
  /**
   * Total Blocking Time on every page, at the default CPU slowdown and at SLOW_CPU_MULTIPLIER:
   * at most this much above the static page served with the site's headers in the same pass
   * (what the machine and the headers cost a page before any of our code runs).
   */
  tbtOverBaselineMaxMs: 50,
  /** A kept page (GET /) at 50 connections: p99, and its requests per second against nginx's with the same bytes. */
  cachedPageP99Ms: 20,
  nginxShareMin: 0.25,
  /** GET /api/auth/me with a valid token at 50 connections. */
  authP99Ms: 50,
  /** A search as the typing asks for it (SEARCH_API_PATH) at 50 connections. */
  searchP99Ms: 20,
  /** GET /?r=<random> against the cached GET /, in requests per second. */
  randomQueryShareMin: 0.8,
  /** Resident memory of the serving node process: idle after start, and at the peak of the load test. */
  rssIdleMaxMB: 250,
  rssPeakMaxMB: 350,
  /** Each kind of contact-list call of the dashboard at 100,000 contacts, p95, on each database. */
  contactsP95Ms: 100,
  /** Each view and CSV download of the dashboard's Courses section at 100,000 members and 2 million progress rows, p95, on each database. */
  insightP95Ms: 300,
  buildMs: 60_000,
  testsMs: 12 * 60_000,
};

function int(name, fallback, min = 0) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number >= ${min}, got '${raw}'`);
  return value;
}

function list(name) {
  return (process.env[name] ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function readOptions() {
  const only = list("BENCH_ONLY").map((entry) => (entry.length > 1 ? entry.replace(/\/+$/, "") : entry));
  const skip = new Set(list("BENCH_SKIP").map((entry) => entry.toLowerCase()));
  const known = new Set(["build", "lighthouse", "bundles", "load", "contacts", "insight"]);
  for (const entry of skip)
    if (!known.has(entry)) throw new Error(`BENCH_SKIP: unknown phase '${entry}' (known: ${[...known].join(", ")})`);
  return {
    runs: Math.max(1, Math.round(int("BENCH_RUNS", 3, 1))),
    only,
    skip,
    tests: process.env.BENCH_TESTS === "1",
    loadSeconds: int("BENCH_LOAD_SECONDS", 10, 1),
    /** BENCH_LOAD_ONLY: the load targets to run, by key (e.g. `search`); empty: all of them. */
    loadOnly: list("BENCH_LOAD_ONLY"),
    connections: Math.round(int("BENCH_CONNECTIONS", 50, 1)),
    outDir: path.resolve(ROOT, process.env.BENCH_OUT_DIR || "docs"),
    lighthouseTimeoutMs: int("BENCH_LH_TIMEOUT_MS", 180_000, 10_000),
    cpus: os.cpus().length,
  };
}

/** Whether a path passes the BENCH_ONLY filter (empty filter: everything). */
export function selected(options, p) {
  return options.only.length === 0 || options.only.includes(p);
}
