// Lighthouse (mobile by default, desktop preset where asked) against one shared Chrome,
// several runs per URL, medians per figure, and the failing audits of every category
// below 100.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { throttling } from "lighthouse/core/config/constants.js";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { log, median, rawRequest, withTimeout } from "./lib/util.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  lcp: "largest-contentful-paint",
  fcp: "first-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
  ttfb: "server-response-time",
};
const BYTE_TYPES = {
  script: "js",
  stylesheet: "css",
  font: "fonts",
  image: "images",
  document: "document",
  other: "other",
  total: "total",
};
/** Beside the flags of every launch (scripts/chromium.mjs). */
const CHROME_FLAGS = [
  "--headless=new",
  // English browser: the site redirects German Accept-Language visitors to /de.
  "--lang=en-US",
  "--accept-lang=en-US,en",
];

/** One Chrome for every run; relaunched only if it dies. */
export class SharedChrome {
  /** @param chromium the browser findChromium (scripts/chromium.mjs) found: path, args, env */
  constructor(chromium) {
    this.chromium = chromium;
    this.chrome = undefined;
    this.version = undefined;
    this.disposed = false;
  }

  async ensure() {
    if (this.disposed) throw new Error("stopping: no new Chrome");
    if (this.chrome && (await this.alive())) return this.chrome;
    if (this.chrome) await this.close();
    this.chrome = await chromeLauncher.launch({
      chromePath: this.chromium.path,
      chromeFlags: [...this.chromium.args, ...CHROME_FLAGS],
      handleSIGINT: false,
      logLevel: "silent",
      envVars: { ...process.env, ...this.chromium.env, LANG: "en_US.UTF-8", LANGUAGE: "en_US:en" },
    });
    try {
      const response = await rawRequest(`http://127.0.0.1:${this.chrome.port}/json/version`, { timeoutMs: 5_000 });
      const info = JSON.parse(response.body.toString());
      this.version = info.Browser;
      this.userAgent = info["User-Agent"];
    } catch {
      /* version stays unknown */
    }
    log(`Chrome ${this.version ?? "(version unknown)"} on port ${this.chrome.port}`);
    return this.chrome;
  }

  async alive() {
    try {
      const response = await rawRequest(`http://127.0.0.1:${this.chrome.port}/json/version`, { timeoutMs: 3_000 });
      return response.status === 200;
    } catch {
      return false;
    }
  }

  async close() {
    const chrome = this.chrome;
    this.chrome = undefined;
    if (!chrome) return;
    try {
      await chrome.kill();
    } catch {
      /* already gone */
    }
  }

  /** Closes Chrome for good: ensure() will not start another one. */
  async dispose() {
    this.disposed = true;
    await this.close();
  }

  /** Synchronous best effort for signal handlers. */
  killNow() {
    this.disposed = true;
    try {
      if (this.chrome?.pid) process.kill(this.chrome.pid, "SIGKILL");
    } catch {
      /* already gone */
    }
  }
}

function lcpElement(lhr) {
  try {
    const details = lhr.audits["largest-contentful-paint-element"]?.details;
    const table = details?.items?.find((item) => item.type === "table") ?? details;
    const node = table?.items?.[0]?.node;
    return node?.snippet ?? node?.selector;
  } catch {
    return undefined;
  }
}

/** Audits scored below 0.9 in every category whose score is below 1. */
function failingAudits(lhr) {
  const failing = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    if (category.score === null || category.score >= 1) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) continue;
      failing.push({
        category: categoryId,
        id: ref.id,
        score: audit.score,
        weight: ref.weight,
        title: audit.title,
        displayValue: audit.displayValue,
      });
    }
  }
  return failing;
}

/** How many of a run's longest tasks the results keep. */
const LONG_TASKS_KEPT = 5;

/**
 * The run's longest main-thread tasks that end after the first contentful paint (only
 * those count towards Total Blocking Time), at the run's CPU slowdown as Lighthouse
 * simulates it, each with the script Lighthouse attributes it to (none: the browser's own
 * work, such as parsing and layout). What the blocking time is made of.
 */
function longTasksAfterFirstPaint(lhr) {
  const firstPaint = lhr.audits["first-contentful-paint"]?.numericValue ?? 0;
  const items = lhr.audits["long-tasks"]?.details?.items ?? [];
  return items
    .filter((task) => task.startTime + task.duration > firstPaint)
    .slice(0, LONG_TASKS_KEPT)
    .map((task) => ({
      url: typeof task.url === "string" ? task.url : "",
      // Its start relative to the first paint: a task that begins before it counts only in part.
      fromFirstPaintMs: Math.round(task.startTime - firstPaint),
      ms: Math.round(task.duration),
    }));
}

/** The figures of one Lighthouse report. */
export function summarizeLhr(lhr) {
  const run = {
    finalUrl: lhr.finalDisplayedUrl,
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    warnings: lhr.runWarnings?.length ? lhr.runWarnings : undefined,
  };
  if (lhr.runtimeError) {
    run.error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    return run;
  }
  run.scores = Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null]));
  run.metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
  );
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  run.bytes = {};
  run.requestsByType = {};
  for (const item of items) {
    const key = BYTE_TYPES[item.resourceType];
    if (!key) continue;
    run.bytes[key] = item.transferSize;
    run.requestsByType[key] = item.requestCount;
  }
  run.requests = run.requestsByType.total ?? null;
  run.lcpElement = lcpElement(lhr);
  run.failing = failingAudits(lhr);
  run.longTasks = longTasksAfterFirstPaint(lhr);
  return run;
}

/** Lighthouse's mobile defaults with only the CPU slowdown changed. */
function slowCpuConfig(cpuSlowdownMultiplier) {
  return {
    extends: "lighthouse:default",
    settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } },
  };
}

function configFor({ formFactor, cpuSlowdown }) {
  if (formFactor === "desktop") return desktopConfig;
  return cpuSlowdown ? slowCpuConfig(cpuSlowdown) : undefined;
}

async function oneRun(chrome, entry, timeoutMs, memberSession) {
  const { url } = entry;
  const instance = await chrome.ensure();
  const flags = { port: instance.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES };
  if (entry.signedIn) {
    // A signed-in page is measured with a session of its own: its refresh cookie is put
    // into the browser, which Lighthouse must then not wipe (we wipe the rest ourselves).
    if (!memberSession) return { error: "no member session (site server not running)" };
    try {
      await signInBrowser(instance.port, url, await memberSession());
      flags.disableStorageReset = true;
    } catch (error) {
      return { error: `signing in failed: ${error.message}` };
    }
  }
  const config = configFor(entry);
  const pending = lighthouse(url, flags, config);
  pending.catch(() => {}); // a timed-out run may still reject later
  try {
    const result = await withTimeout(pending, timeoutMs, `Lighthouse ${url}`);
    if (!result?.lhr) return { error: "Lighthouse returned no report" };
    const summary = summarizeLhr(result.lhr);
    // A signed-in page that led to the sign-in page measured the wrong page.
    if (entry.signedIn && summary.finalUrl && summary.finalUrl !== url)
      return { error: `not signed in: the page led to ${summary.finalUrl}` };
    return summary;
  } catch (error) {
    // A hung or crashed Chrome is replaced before the next run.
    if (!(await chrome.alive()) || /timed out/.test(error.message)) await chrome.close();
    return { error: error.message };
  } finally {
    // Nothing of the session may stay for the runs that follow; failing that, a new Chrome.
    if (entry.signedIn && chrome.chrome) await signOutBrowser(instance.port, url).catch(() => chrome.close());
  }
}

/** Runs `task` with a CDP session of a new tab in the shared Chrome, closed afterwards. */
async function withTab(port, task) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await task(await page.createCDPSession());
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** The browser's cache and everything the site stored (cookies too) emptied. */
async function emptyBrowser(session, origin) {
  await session.send("Network.clearBrowserCache");
  await session.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
}

/**
 * Before a signed-in run: the browser emptied, as Lighthouse's own reset would, and then
 * the session's cookie set, as a sign-in would.
 */
async function signInBrowser(port, url, cookie) {
  const { origin, protocol } = new URL(url);
  const [name, ...value] = cookie.split("=");
  await withTab(port, async (session) => {
    await emptyBrowser(session, origin);
    await session.send("Network.setCookie", {
      name,
      value: value.join("="),
      url: origin,
      path: "/",
      httpOnly: true,
      secure: protocol === "https:",
      sameSite: "Lax",
    });
  });
}

/** After a signed-in run: nothing of the session stays for the runs that follow. */
async function signOutBrowser(port, url) {
  await withTab(port, (session) => emptyBrowser(session, new URL(url).origin));
}

/** Medians over the successful runs, and the failing audits with how many runs failed them. */
export function aggregateRuns(runs) {
  const ok = runs.filter((run) => !run.error && run.scores);
  if (ok.length === 0) return undefined;
  const pick = (getter) => median(ok.map(getter));
  const result = {
    runs: ok.length,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((run) => run.scores[id])])),
    metrics: Object.fromEntries(Object.keys(METRICS).map((key) => [key, pick((run) => run.metrics[key])])),
    bytes: Object.fromEntries(Object.values(BYTE_TYPES).map((key) => [key, pick((run) => run.bytes[key] ?? 0)])),
    requests: pick((run) => run.requests),
    lcpElement: ok.find((run) => run.lcpElement)?.lcpElement,
    // Those of the run whose blocking time is the median, so that they add up to it.
    longTasks: [...ok].sort((a, b) => a.metrics.tbt - b.metrics.tbt)[Math.floor((ok.length - 1) / 2)].longTasks ?? [],
  };
  const failing = new Map();
  for (const run of ok) {
    for (const audit of run.failing) {
      const key = `${audit.category}/${audit.id}`;
      const seen = failing.get(key) ?? { ...audit, runsFailed: 0, worstScore: audit.score };
      seen.runsFailed += 1;
      seen.worstScore = Math.min(seen.worstScore, audit.score);
      failing.set(key, seen);
    }
  }
  result.failing = [...failing.values()]
    .map(({ score: _score, ...rest }) => rest)
    .sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0) || a.worstScore - b.worstScore);
  return result;
}

/**
 * entries: [{ key, label, url, path, formFactor, kind, lang, group, signedIn?, noIndex? }]
 * memberSession: () => Promise<Cookie header>, a fresh session for each run of a signedIn entry.
 * Pages that do not answer with 2xx/3xx are recorded and skipped.
 *
 * The runs go in rounds: the first run of every entry, then the second of every entry...
 * A stretch of time in which this machine is slow then touches one run of several pages,
 * whose medians it leaves alone, instead of every run of one page; and the baseline's runs
 * are spread over the pass like the pages' (docs/decisions/050-bench-runs-in-rounds.md).
 */
export async function runLighthouse(chrome, entries, { runs, timeoutMs, shouldStop = () => false, memberSession }) {
  const results = [];
  const tag = (index) => `lighthouse [${index + 1}/${entries.length}]`;
  for (const [index, entry] of entries.entries()) {
    if (shouldStop()) break;
    const result = { ...entry, runs: [] };
    results.push(result);
    const skipped = entry.skipped ?? (await unreachable(entry, result));
    if (skipped) {
      result.skipped = skipped;
      log(`${tag(index)} ${entry.label}: skipped (${skipped})`);
    }
  }
  for (let run = 1; run <= runs && !shouldStop(); run += 1) {
    for (const [index, result] of results.entries()) {
      if (result.skipped) continue;
      if (shouldStop()) break;
      const started = Date.now();
      let summary = await oneRun(chrome, result, timeoutMs, memberSession);
      if (summary.error && !shouldStop()) {
        // Lighthouse has transient failures (NO_NAVSTART, protocol timeouts): one retry.
        log(`${tag(index)} ${result.label} run ${run}/${runs}: ${summary.error} — retrying once`);
        const firstError = summary.error;
        summary = await oneRun(chrome, result, timeoutMs, memberSession);
        summary.retriedAfter = firstError;
      }
      summary.ms = Date.now() - started;
      result.runs.push(summary);
      const brief = summary.error
        ? `ERROR ${summary.error}`
        : `perf ${Math.round(summary.scores.performance * 100)} a11y ${Math.round(summary.scores.accessibility * 100)} bp ${Math.round(summary.scores["best-practices"] * 100)} seo ${Math.round(summary.scores.seo * 100)} LCP ${Math.round(summary.metrics.lcp)} ms TBT ${Math.round(summary.metrics.tbt)} ms`;
      log(`${tag(index)} ${result.label} run ${run}/${runs}: ${brief} (${(summary.ms / 1000).toFixed(1)} s)`);
    }
  }
  for (const result of results) {
    if (result.skipped) continue;
    result.median = aggregateRuns(result.runs);
    if (!result.median) result.error = result.runs.find((run) => run.error)?.error ?? "no successful run";
    const redirected = result.runs.find((run) => run.finalUrl && run.finalUrl !== result.url);
    if (redirected) result.finalUrl = redirected.finalUrl;
  }
  return results;
}

/** Why an entry cannot be measured (HTTP 4xx/5xx, not reachable), or undefined; its status goes to the result. */
async function unreachable(entry, result) {
  try {
    const check = await rawRequest(entry.url, {
      headers: { Accept: "text/html", "Accept-Language": "en-US,en;q=0.9" },
    });
    result.status = check.status;
    return check.status >= 400 ? `HTTP ${check.status}` : undefined;
  } catch (error) {
    return `not reachable: ${error.message}`;
  }
}
