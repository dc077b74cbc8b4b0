// Performance measurement of the site: build time, Lighthouse (mobile + desktop) per public
// route against a static baseline, first-load bundle sizes, and the server under load.
// Writes docs/benchmarks.json and docs/benchmarks.md.
//
//   npm run bench                      full run (~17 min on 2 cores)
//   BENCH_RUNS=1 BENCH_LOAD_SECONDS=5 npm run bench                 quick run
//   BENCH_ONLY=/,/de,/pricing npm run bench                         only these paths
//
// Environment: BENCH_RUNS (Lighthouse runs per URL, default 3), BENCH_ONLY (comma-separated
// paths), BENCH_LOAD_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_TESTS=1
// (also time npm test), BENCH_SKIP (comma-separated: build, lighthouse, bundles, load;
// skipping build reuses the existing build; contacts: the 100,000-contact list; insight: the
// Courses section at 100,000 members, INSIGHT_BENCH_KEEP to reuse a seeded SQLite folder), CHROME_PATH (default: a system
// Chromium, else the packaged one; scripts/chromium.mjs),
// BENCH_OUT_DIR (default docs), BENCH_LH_TIMEOUT_MS (per Lighthouse run, default 180000),
// BENCH_LOAD_ONLY (comma-separated load targets by key, e.g. search).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { evaluateBudgets } from "./budgets.mjs";
import { timeBuild, timeTests } from "./build.mjs";
import { baselineHtmlSizes, largestChunks, measureRouteBundles } from "./bundles.mjs";
import { BUDGETS, DESKTOP_PATHS, ROOT, SLOW_CPU_MULTIPLIER, readOptions, selected, siteRoutes } from "./config.mjs";
import { SharedChrome, runLighthouse } from "./lighthouse.mjs";
import { killAllChildrenNow, log, stopAllChildren, withTimeout } from "./lib/util.mjs";
import { rssMB, sampleRss, servingNodePid } from "./lib/rss.mjs";
import { describePageFaults, describeSteadiness, measureSteadiness } from "./lib/steadiness.mjs";
import { runContactsBench, runInsightBench } from "./api-benches.mjs";
import { loadTargets, loadTool, memberSessions, runLoad } from "./load.mjs";
import { startNginx, stopNginx } from "./nginx.mjs";
import { writeReports } from "./report.mjs";
import { findChromium } from "../scripts/chromium.mjs";
import {
  describeServer,
  startBaselineServer,
  startSiteServer,
  stopBaselineServer,
  stopSiteServer,
} from "./servers.mjs";

function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")).version;
  } catch {
    return "unknown";
  }
}

function git() {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    const dirty =
      execFileSync("git", ["status", "--porcelain"], {
        cwd: ROOT,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim().length > 0;
    return { commit, dirty };
  } catch {
    return undefined;
  }
}

function chromiumVersion(chromium) {
  try {
    return execFileSync(chromium.path, ["--version"], {
      env: { ...process.env, ...chromium.env },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 15_000,
    }).trim();
  } catch {
    return undefined;
  }
}

/** Site routes after BENCH_ONLY; filter entries that are not known routes are measured too. */
function routesToMeasure(options) {
  const known = siteRoutes();
  const routes = known.filter((route) => selected(options, route.path));
  for (const extra of options.only) {
    if (!known.some((route) => route.path === extra))
      routes.push({ path: extra, lang: extra.startsWith("/de") ? "de" : "en", group: "extra" });
  }
  return routes;
}

function lighthouseEntries({ routes, site, baseline }) {
  const entries = [];
  const siteEntry = (route, formFactor, cpuSlowdown) => ({
    key: `${formFactor}${cpuSlowdown ? `-cpu${cpuSlowdown}` : ""}:${route.path}`,
    label: `${route.path} (${formFactor}${cpuSlowdown ? `, CPU ×${cpuSlowdown}` : ""})`,
    path: route.path,
    lang: route.lang,
    group: route.group,
    signedIn: route.signedIn,
    noIndex: route.noIndex,
    kind: "site",
    formFactor,
    cpuSlowdown,
    url: site?.ok ? site.origin + route.path : undefined,
    skipped: site?.ok ? undefined : "site server not running",
  });
  // siteHeaders: the same page with the site's hardening headers (bench/baseline-server.mjs).
  const baselineEntry = (formFactor, cpuSlowdown, siteHeaders = false) => ({
    key: `${formFactor}${cpuSlowdown ? `-cpu${cpuSlowdown}` : ""}:baseline${siteHeaders ? "-site-headers" : ""}`,
    label: `static baseline${siteHeaders ? " with the site's headers" : ""} (${formFactor}${cpuSlowdown ? `, CPU ×${cpuSlowdown}` : ""})`,
    path: siteHeaders ? "/?headers=site" : "/",
    kind: "baseline",
    siteHeaders,
    group: "baseline",
    formFactor,
    cpuSlowdown,
    url: baseline?.ok ? `${baseline.origin}${siteHeaders ? "/?headers=site" : "/"}` : undefined,
    skipped: baseline?.ok ? undefined : "baseline server not running",
  });
  entries.push(baselineEntry("mobile"));
  entries.push(baselineEntry("mobile", undefined, true));
  for (const route of routes) entries.push(siteEntry(route, "mobile"));
  // The static page's blocking time at the slower CPU: what this machine costs any page,
  // and what it costs with the site's headers.
  entries.push(baselineEntry("mobile", SLOW_CPU_MULTIPLIER));
  entries.push(baselineEntry("mobile", SLOW_CPU_MULTIPLIER, true));
  for (const route of routes) entries.push(siteEntry(route, "mobile", SLOW_CPU_MULTIPLIER));
  const desktop = routes.filter((route) => DESKTOP_PATHS.includes(route.path));
  if (desktop.length) {
    entries.push(baselineEntry("desktop"));
    for (const route of desktop) entries.push(siteEntry(route, "desktop"));
  }
  return entries;
}

async function main() {
  const options = readOptions();
  const startedAt = new Date();
  const results = {
    meta: {
      date: startedAt.toISOString(),
      options: { ...options, skip: [...options.skip] },
      git: git(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model?.trim() ?? "unknown",
        memoryGB: Math.round(os.totalmem() / 2 ** 30),
        os: `${os.type()} ${os.release()} ${os.arch()}`,
        node: process.version,
        lighthouse: packageVersion("lighthouse"),
        autocannon: packageVersion("autocannon"),
      },
      errors: [],
    },
    budgetConfig: BUDGETS,
    servers: {},
  };
  const state = {
    site: undefined,
    baseline: undefined,
    chromium: undefined,
    chrome: undefined,
    cleaning: undefined,
    stopping: false,
  };

  const cleanup = () => {
    state.stopping = true;
    state.cleaning ??= (async () => {
      await state.chrome?.dispose().catch(() => {});
      await stopSiteServer(state.site).catch(() => {});
      await stopBaselineServer(state.baseline).catch(() => {});
      await stopNginx(state.nginx).catch(() => {});
      await stopAllChildren().catch(() => {});
    })();
    return state.cleaning;
  };
  const onSignal = (signal) => {
    state.interrupted = true;
    log(`${signal}: stopping Chrome and the servers (no report is written) ...`);
    withTimeout(cleanup(), 15_000, "cleanup")
      .catch(() => {
        state.chrome?.killNow();
        killAllChildrenNow("SIGKILL");
      })
      .finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  process.once("exit", () => {
    state.chrome?.killNow();
    killAllChildrenNow("SIGTERM");
  });

  const phase = async (name, fn) => {
    if (state.interrupted) return undefined;
    try {
      return await fn();
    } catch (error) {
      log(`${name} failed: ${error.stack ?? error.message}`);
      results.meta.errors.push(`${name}: ${error.message}`);
      return undefined;
    }
  };

  try {
    const routes = routesToMeasure(options);
    log(
      `options: runs ${options.runs}, ${routes.length} routes${options.only.length ? ` (BENCH_ONLY)` : ""}, load ${options.loadSeconds} s at ${options.connections} connections`,
    );

    results.build = options.skip.has("build") ? { measured: false } : await phase("build", timeBuild);
    results.tests = options.tests ? await phase("tests", timeTests) : { measured: false };

    state.baseline = await phase("baseline server", startBaselineServer);
    state.site = await phase("site server", startSiteServer);
    results.servers.baseline = describeServer(state.baseline);
    results.servers.site = describeServer(state.site);
    if (!state.site?.ok)
      log(`site server not running: ${state.site?.error ?? "unknown error"} — site measurements are skipped`);
    // The serving node process (not npm's or tsx's), before it has answered anything but /healthz.
    const sitePid = state.site?.ok ? servingNodePid(state.site.child.pid) : undefined;
    results.memory = { idleMB: sitePid ? rssMB(sitePid) : undefined };

    if (state.baseline?.ok)
      results.baselineSizes = await phase("baseline sizes", () => baselineHtmlSizes(state.baseline.origin));

    if (!options.skip.has("bundles") && state.site?.ok) {
      results.bundles = await phase("bundles", async () => {
        const measured = await measureRouteBundles(state.site.origin, routes, {
          memberSession: memberSessions(state.site.origin),
        });
        return { ...measured, largest: await largestChunks(10) };
      });
    }

    if (!options.skip.has("lighthouse")) {
      // Before and after the Lighthouse passes, with nothing else running: how far this
      // machine's blocking times can be trusted (lib/steadiness.mjs).
      const steadiness = async (when) => {
        const result = await phase(`steadiness ${when}`, () => measureSteadiness());
        log(
          `machine steadiness ${when} Lighthouse: ${describeSteadiness(result)}, page fault ${describePageFaults(result)}`,
        );
        return result;
      };
      results.meta.machine.steadiness = { before: await steadiness("before") };
      results.lighthouse = await phase("lighthouse", async () => {
        state.chromium = await findChromium();
        results.meta.options.chromePath = state.chromium.path;
        state.chrome = new SharedChrome(state.chromium);
        return runLighthouse(state.chrome, lighthouseEntries({ routes, site: state.site, baseline: state.baseline }), {
          runs: options.runs,
          timeoutMs: options.lighthouseTimeoutMs,
          shouldStop: () => state.stopping,
          memberSession: state.site?.ok ? memberSessions(state.site.origin) : undefined,
        });
      });
      results.meta.machine.chromium = state.chrome?.version;
      // Lighthouse measures it before every run: its spread says how steady the machine was.
      const indexes = (results.lighthouse ?? [])
        .flatMap((entry) => entry.runs)
        .map((run) => run.benchmarkIndex)
        .filter((index) => index > 0);
      if (indexes.length) {
        results.meta.machine.benchmarkIndex = indexes[0];
        results.meta.machine.benchmarkIndexRange = [Math.min(...indexes), Math.max(...indexes)];
      }
      await state.chrome?.dispose();
      results.meta.machine.steadiness.after = await steadiness("after");
    }
    if (state.chromium) results.meta.machine.chromium ??= chromiumVersion(state.chromium);

    if (!options.skip.has("load")) {
      results.load = await phase("load", async () => {
        state.nginx = await startNginx(state.site);
        const targets = (await loadTargets(state.site, state.baseline, state.nginx)).filter(
          (target) => options.loadOnly.length === 0 || options.loadOnly.includes(target.key),
        );
        const rss = sitePid ? sampleRss(sitePid) : undefined;
        const tool = loadTool();
        try {
          return await runLoad(targets, { connections: options.connections, seconds: options.loadSeconds, tool });
        } finally {
          results.memory.peakDuringLoad = rss?.stop();
          await stopNginx(state.nginx);
        }
      });
    }

    // Last, with the site server idle: it seeds and serves a database of its own.
    if (!options.skip.has("contacts")) results.contacts = await phase("contacts", runContactsBench);
    if (!options.skip.has("insight")) results.insight = await phase("insight", runInsightBench);
  } finally {
    await cleanup();
    // After a signal the handler exits; the last complete report stays as it is.
    if (!state.interrupted) {
      results.servers.site = { ...results.servers.site, ...(state.site?.ok ? {} : { logTail: state.site?.logTail }) };
      const finishedAt = new Date();
      results.meta.finishedAt = finishedAt.toISOString();
      results.meta.durationMs = finishedAt - startedAt;
      results.budgets = evaluateBudgets({ ...results, options });
      const written = await writeReports(results, options.outDir);
      log(`wrote ${written.mdPath} and ${written.jsonPath} (${(results.meta.durationMs / 60000).toFixed(1)} min)`);
      for (const budget of results.budgets) log(`budget ${budget.status.padEnd(12)} ${budget.title}: ${budget.figure}`);
    }
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
