// The performance budgets, judged plainly: met, not met, or not measured, with the figure
// and, when missed, the worst offenders (with their failing Lighthouse audits).
import { BUDGETS, SLOW_CPU_MULTIPLIER } from "./config.mjs";

const pct = (score) => (score == null ? "n/a" : String(Math.round(score * 100)));
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

function pageLabel(entry) {
  if (entry.formFactor === "desktop") return `${entry.path} (desktop)`;
  return entry.cpuSlowdown ? `${entry.path} (CPU ×${entry.cpuSlowdown})` : entry.path;
}

function categoryBudget({ id, title, category, min, lighthouse, applies = () => true }) {
  const site = lighthouse.filter(
    (entry) => entry.kind === "site" && entry.formFactor === "mobile" && !entry.cpuSlowdown && applies(entry),
  );
  const measured = site.filter((entry) => entry.median?.scores?.[category] != null);
  const missing = site
    .filter((entry) => !measured.includes(entry))
    .map((entry) => `${entry.path} (${entry.skipped ?? entry.error ?? "no result"})`);
  if (measured.length === 0) return { id, title, status: "not measured", figure: "no page was measured", missing };
  const failing = measured
    .filter((entry) => entry.median.scores[category] < min)
    .sort((a, b) => a.median.scores[category] - b.median.scores[category]);
  const worst = [...measured].sort((a, b) => a.median.scores[category] - b.median.scores[category])[0];
  const figure = failing.length
    ? `${failing.length} of ${measured.length} pages below ${pct(min)}; lowest ${pct(worst.median.scores[category])} on ${worst.path}`
    : `all ${measured.length} pages measured at ${min >= 1 ? "100" : `>= ${pct(min)}`} (lowest ${pct(worst.median.scores[category])} on ${worst.path})`;
  return {
    id,
    title,
    status: failing.length ? "not met" : "met",
    figure,
    missing,
    offenders: failing.map((entry) => ({
      page: pageLabel(entry),
      value: pct(entry.median.scores[category]),
      audits: entry.median.failing.filter((audit) => audit.category === category).map((audit) => audit.id),
    })),
  };
}

/** `measure`: which size of the files counts, "br" (bodies) or "transfer" (bodies and headers). */
function bundleBudget({ id, title, kind, measure, limit, bundles }) {
  const pages = bundles?.routes ?? [];
  const measured = pages.filter((route) => route[kind]);
  const missing = pages
    .filter((route) => !route[kind])
    .map((route) => `${route.path} (${route.error ?? `HTTP ${route.status}`})`);
  if (measured.length === 0) return { id, title, status: "not measured", figure: "no page was measured", missing };
  const sorted = [...measured].sort((a, b) => b[kind][measure] - a[kind][measure]);
  const failing = sorted.filter((route) => route[kind][measure] > limit);
  const worst = sorted[0];
  const largestFiles = (route) =>
    [...route[kind].list]
      .map((file) => ({ file, br: bundles.assets?.[file]?.br ?? 0 }))
      .sort((a, b) => b.br - a.br)
      .slice(0, 3)
      .map(({ file, br }) => `${file.replace("/assets/", "")} ${kB(br)}`);
  return {
    id,
    title,
    status: failing.length ? "not met" : "met",
    figure: `largest ${kB(worst[kind][measure])} ${measure === "br" ? "brotli" : "transferred"} on ${worst.path}${failing.length ? `; ${failing.length} of ${measured.length} pages over ${kB(limit)}` : ` (all ${measured.length} pages within ${kB(limit)})`}`,
    missing,
    offenders: failing.map((route) => ({
      page: route.path,
      value: kB(route[kind][measure]),
      audits: largestFiles(route),
    })),
  };
}

function clsBudget(lighthouse) {
  const site = lighthouse.filter((entry) => entry.kind === "site");
  const measured = site.filter((entry) => entry.median?.metrics?.cls != null);
  const missing = site
    .filter((entry) => !measured.includes(entry))
    .map((entry) => `${pageLabel(entry)} (${entry.skipped ?? entry.error ?? "no result"})`);
  const base = { id: "cls", title: `CLS < ${BUDGETS.clsMax} on every page` };
  if (measured.length === 0) return { ...base, status: "not measured", figure: "no page was measured", missing };
  const sorted = [...measured].sort((a, b) => b.median.metrics.cls - a.median.metrics.cls);
  const failing = sorted.filter((entry) => entry.median.metrics.cls >= BUDGETS.clsMax);
  return {
    ...base,
    status: failing.length ? "not met" : "met",
    figure: `highest CLS ${sorted[0].median.metrics.cls.toFixed(3)} on ${pageLabel(sorted[0])}${failing.length ? `; ${failing.length} of ${measured.length} pages at or above ${BUDGETS.clsMax}` : ""}`,
    missing,
    offenders: failing.map((entry) => ({
      page: pageLabel(entry),
      value: entry.median.metrics.cls.toFixed(3),
      audits: entry.median.failing.filter((audit) => audit.category === "performance").map((audit) => audit.id),
    })),
  };
}

/** The static page with the site's headers in the same pass: what a page's blocking time is judged against. */
export function siteHeadersBaseline(lighthouse, cpuSlowdown) {
  return lighthouse.find(
    (entry) =>
      entry.kind === "baseline" &&
      entry.siteHeaders &&
      entry.formFactor === "mobile" &&
      entry.cpuSlowdown === cpuSlowdown,
  );
}

/** The highest TBT a page may have in a pass: the baseline's plus the allowance; undefined when it was not measured. */
export function tbtAllowance(lighthouse, cpuSlowdown) {
  const baselineTbt = siteHeadersBaseline(lighthouse, cpuSlowdown)?.median?.metrics?.tbt;
  return baselineTbt == null ? undefined : baselineTbt + BUDGETS.tbtOverBaselineMaxMs;
}

/** TBT on every mobile page, in the pass at Lighthouse's default CPU slowdown or at `cpuSlowdown`. */
function tbtBudget(lighthouse, cpuSlowdown) {
  const site = lighthouse.filter(
    (entry) => entry.kind === "site" && entry.formFactor === "mobile" && entry.cpuSlowdown === cpuSlowdown,
  );
  const measured = site.filter((entry) => entry.median?.metrics?.tbt != null);
  const missing = site
    .filter((entry) => !measured.includes(entry))
    .map((entry) => `${entry.path} (${entry.skipped ?? entry.error ?? "no result"})`);
  const over = BUDGETS.tbtOverBaselineMaxMs;
  const base = {
    id: cpuSlowdown ? `tbt-cpu${cpuSlowdown}` : "tbt",
    title: `Total Blocking Time <= ${over} ms above the static page with the site's headers, every page, mobile, CPU slowdown ${cpuSlowdown ?? "4 (default)"}`,
  };
  if (measured.length === 0) return { ...base, status: "not measured", figure: "no page was measured", missing };
  const allowance = tbtAllowance(lighthouse, cpuSlowdown);
  if (allowance == null) {
    return {
      ...base,
      status: "not measured",
      figure: "the static page with the site's headers was not measured",
      missing,
    };
  }
  const sorted = [...measured].sort((a, b) => b.median.metrics.tbt - a.median.metrics.tbt);
  const failing = sorted.filter((entry) => entry.median.metrics.tbt > allowance);
  const baselineTbt = allowance - over;
  return {
    ...base,
    status: failing.length ? "not met" : "met",
    figure: `baseline ${Math.round(baselineTbt)} ms, so at most ${Math.round(allowance)} ms; highest ${Math.round(sorted[0].median.metrics.tbt)} ms on ${sorted[0].path}${failing.length ? `; ${failing.length} of ${measured.length} pages over` : ` (all ${measured.length} pages within)`}`,
    missing,
    offenders: failing.map((entry) => ({
      page: pageLabel(entry),
      value: `${Math.round(entry.median.metrics.tbt)} ms (+${Math.round(entry.median.metrics.tbt - baselineTbt)} ms)`,
      audits: entry.median.failing.filter((audit) => audit.category === "performance").map((audit) => audit.id),
    })),
  };
}

function latencyBudget(load, connections) {
  const base = {
    id: "p99",
    title: `Kept page GET / at 50 connections: p99 <= ${BUDGETS.cachedPageP99Ms} ms, >= ${BUDGETS.nginxShareMin * 100}% of nginx's req/s with the same bytes, no errors`,
  };
  const home = load?.find((result) => result.key === "home");
  const nginx = load?.find((result) => result.key === "nginx");
  if (!home || !home.available)
    return { ...base, status: "not measured", figure: home?.reason ?? "the site server was not load-tested" };
  if (!nginx?.available) return { ...base, status: "not measured", figure: nginx?.reason ?? "nginx was not measured" };
  const problems = home.errors + home.timeouts + home.non2xx;
  const share = home.requestsPerSecond / nginx.requestsPerSecond;
  const met = home.latencyMs.p99 <= BUDGETS.cachedPageP99Ms && share >= BUDGETS.nginxShareMin && problems === 0;
  const figure = `${Math.round(home.requestsPerSecond)} req/s = ${Math.round(share * 100)}% of nginx's ${Math.round(nginx.requestsPerSecond)} req/s; p99 ${home.latencyMs.p99} ms (nginx ${nginx.latencyMs.p99} ms); ${home.errors} errors, ${home.timeouts} timeouts, ${home.non2xx} non-2xx at ${connections} connections for ${home.seconds} s (${home.tool})`;
  if (connections !== 50)
    return { ...base, status: "not measured", figure: `${figure} (budget is defined at 50 connections)` };
  return {
    ...base,
    status: met ? "met" : "not met",
    figure,
    offenders: met ? [] : [{ page: "GET /", value: figure, audits: [] }],
  };
}

function authBudget(load, connections) {
  const base = {
    id: "auth-p99",
    title: `GET /api/auth/me at 50 connections: p99 <= ${BUDGETS.authP99Ms} ms, no errors`,
  };
  const me = load?.find((result) => result.key === "auth-me");
  if (!me?.available) return { ...base, status: "not measured", figure: me?.reason ?? "not load-tested" };
  const problems = me.errors + me.timeouts + me.non2xx;
  const opening = load.find((result) => result.key === "auth-me-opening" && result.available);
  const figure =
    `p99 ${me.latencyMs.p99} ms, ${Math.round(me.requestsPerSecond)} req/s, ${problems} errors at ${connections} connections opened first` +
    (opening
      ? ` (opened under load: p99 ${opening.latencyMs.p99} ms at ${Math.round(opening.requestsPerSecond)} req/s)`
      : "");
  if (connections !== 50) return { ...base, status: "not measured", figure: `${figure} (budget is defined at 50)` };
  const met = me.latencyMs.p99 <= BUDGETS.authP99Ms && problems === 0;
  return {
    ...base,
    status: met ? "met" : "not met",
    figure,
    offenders: met ? [] : [{ page: "GET /api/auth/me", value: figure, audits: [] }],
  };
}

function searchBudget(load, connections) {
  const base = {
    id: "search-p99",
    title: `A search as the typing asks for it (GET /api/search) at 50 connections: p99 <= ${BUDGETS.searchP99Ms} ms, no errors`,
  };
  const search = load?.find((result) => result.key === "search");
  if (!search?.available) return { ...base, status: "not measured", figure: search?.reason ?? "not load-tested" };
  const problems = search.errors + search.timeouts + search.non2xx;
  const figure = `p99 ${search.latencyMs.p99} ms, p50 ${search.latencyMs.p50} ms, ${Math.round(search.requestsPerSecond)} req/s, ${problems} errors at ${connections} connections for ${search.seconds} s (${search.tool})`;
  if (connections !== 50) return { ...base, status: "not measured", figure: `${figure} (budget is defined at 50)` };
  const met = search.latencyMs.p99 <= BUDGETS.searchP99Ms && problems === 0;
  return {
    ...base,
    status: met ? "met" : "not met",
    figure,
    offenders: met ? [] : [{ page: "GET /api/search", value: figure, audits: [] }],
  };
}

function memoryBudget(memory) {
  const base = {
    id: "memory",
    title: `Site server RSS <= ${BUDGETS.rssIdleMaxMB} MB idle after start, <= ${BUDGETS.rssPeakMaxMB} MB at the peak of the load test`,
  };
  const idle = memory?.idleMB;
  const peak = memory?.peakDuringLoad?.peakMB;
  if (idle === undefined || !peak)
    return { ...base, status: "not measured", figure: "the site server's RSS was not sampled" };
  const met = idle <= BUDGETS.rssIdleMaxMB && peak <= BUDGETS.rssPeakMaxMB;
  const figure = `idle ${Math.round(idle)} MB, peak ${Math.round(peak)} MB (${memory.peakDuringLoad.samples} samples, every 100 ms)`;
  return {
    ...base,
    status: met ? "met" : "not met",
    figure,
    offenders: met ? [] : [{ page: "server", value: figure, audits: [] }],
  };
}

/** Every call of an API bench (bench/api-benches.mjs) within `maxP95` at p95, on each database it ran on. */
function apiCallsBudget({ id, title, runs, maxP95, what }) {
  const base = { id, title };
  if (!runs?.length) return { ...base, status: "not measured", figure: `${what} was not measured` };
  const slow = [];
  let worst = { p95: 0 };
  for (const run of runs) {
    for (const [label, figures] of Object.entries(run.calls)) {
      if (figures.p95 > worst.p95) worst = { ...figures, label: `${label} (${run.backend})` };
      if (figures.p95 > maxP95)
        slow.push({ page: `${label} (${run.backend})`, value: `p95 ${figures.p95} ms`, audits: [] });
    }
  }
  const figure = `${runs.map((run) => run.backend).join(" and ")}: slowest p95 ${worst.p95} ms (${worst.label})`;
  return { ...base, status: slow.length ? "not met" : "met", figure, offenders: slow };
}

function randomQueryBudget(load) {
  const base = {
    id: "random-query",
    title: `GET /?r=<random> >= ${BUDGETS.randomQueryShareMin * 100}% of the cached GET / (req/s): no render, no new cache entry`,
  };
  const home = load?.find((result) => result.key === "home");
  const random = load?.find((result) => result.key === "home-random-query");
  if (!home?.available || !random?.available)
    return {
      ...base,
      status: "not measured",
      figure: random?.reason ?? home?.reason ?? "the site server was not load-tested",
    };
  const share = random.requestsPerSecond / home.requestsPerSecond;
  const problems = random.errors + random.timeouts + random.non2xx;
  const met = share >= BUDGETS.randomQueryShareMin && problems === 0;
  const figure = `${Math.round(random.requestsPerSecond)} req/s against ${Math.round(home.requestsPerSecond)} req/s (${Math.round(share * 100)}%), p99 ${random.latencyMs.p99} ms, ${problems} errors`;
  return {
    ...base,
    status: met ? "met" : "not met",
    figure,
    offenders: met ? [] : [{ page: "GET /?r=<random>", value: figure, audits: [] }],
  };
}

function timeBudget({ id, title, measurement, limit, what }) {
  if (!measurement?.measured)
    return {
      id,
      title,
      status: "not measured",
      figure: `${what} not measured${what === "tests" ? " (set BENCH_TESTS=1)" : ""}`,
    };
  const seconds = (measurement.ms / 1000).toFixed(1);
  if (!measurement.ok) {
    return {
      id,
      title,
      status: "not met",
      figure: `${what} FAILED (exit ${measurement.exitCode}) after ${seconds} s`,
      offenders: [
        { page: `npm ${what === "build" ? "run build" : "test"}`, value: `exit ${measurement.exitCode}`, audits: [] },
      ],
    };
  }
  const met = measurement.ms < limit;
  return {
    id,
    title,
    status: met ? "met" : "not met",
    figure: `${seconds} s`,
    offenders: met ? [] : [{ page: what, value: `${seconds} s`, audits: [] }],
  };
}

export function evaluateBudgets({ lighthouse = [], bundles, load, memory, contacts, insight, build, tests, options }) {
  return [
    categoryBudget({
      id: "performance",
      title: `Mobile performance >= ${BUDGETS.performanceMin * 100} on every public page`,
      category: "performance",
      min: BUDGETS.performanceMin,
      lighthouse,
    }),
    categoryBudget({
      id: "accessibility",
      title: "Accessibility = 100 on every public page",
      category: "accessibility",
      min: 1,
      lighthouse,
    }),
    categoryBudget({
      id: "best-practices",
      title: "Best practices = 100 on every public page",
      category: "best-practices",
      min: 1,
      lighthouse,
    }),
    // A page kept out of search engines on purpose (sign-in, account) fails is-crawlable by design.
    categoryBudget({
      id: "seo",
      title: "SEO = 100 on every indexed page",
      category: "seo",
      min: 1,
      lighthouse,
      applies: (entry) => !entry.noIndex,
    }),
    bundleBudget({
      id: "first-load-js",
      title: `First-load JS <= ${kB(BUDGETS.firstLoadJsBytes)} transferred (brotli bodies and their headers, as Lighthouse counts) on every page`,
      kind: "js",
      measure: "transfer",
      limit: BUDGETS.firstLoadJsBytes,
      bundles,
    }),
    bundleBudget({
      id: "first-load-css",
      title: `First-load CSS <= ${kB(BUDGETS.firstLoadCssBrBytes)} brotli on every page`,
      kind: "css",
      measure: "br",
      limit: BUDGETS.firstLoadCssBrBytes,
      bundles,
    }),
    clsBudget(lighthouse),
    tbtBudget(lighthouse, undefined),
    tbtBudget(lighthouse, SLOW_CPU_MULTIPLIER),
    latencyBudget(load, options.connections),
    randomQueryBudget(load),
    authBudget(load, options.connections),
    searchBudget(load, options.connections),
    memoryBudget(memory),
    apiCallsBudget({
      id: "contacts",
      title: `Dashboard contact list at 100,000 contacts: every kind of call <= ${BUDGETS.contactsP95Ms} ms at p95, on each database`,
      runs: contacts,
      maxP95: BUDGETS.contactsP95Ms,
      what: "the contact list",
    }),
    apiCallsBudget({
      id: "insight",
      title: `Dashboard Courses section at 100,000 members and 2 million progress rows: every view and download <= ${BUDGETS.insightP95Ms} ms at p95, on each database`,
      runs: insight,
      maxP95: BUDGETS.insightP95Ms,
      what: "the Courses section",
    }),
    timeBudget({ id: "build", title: "Build under 60 s", measurement: build, limit: BUDGETS.buildMs, what: "build" }),
    timeBudget({
      id: "tests",
      title: `Tests under ${BUDGETS.testsMs / 60_000} minutes`,
      measurement: tests,
      limit: BUDGETS.testsMs,
      what: "tests",
    }),
  ];
}
