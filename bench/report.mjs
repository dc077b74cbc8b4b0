// docs/benchmarks.json (everything, all runs) and docs/benchmarks.md (tables, ratios to the
// static baseline, budgets, and a Reasons list to fill in).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { ROOT } from "./config.mjs";
import { describePageFaults, describeSteadiness } from "./lib/steadiness.mjs";
import { tbtAllowance } from "./budgets.mjs";
import { REASONS } from "./reasons.mjs";

const KB = (bytes) => (bytes == null ? "–" : (bytes / 1000).toFixed(1));
const score = (value) => (value == null ? "–" : String(Math.round(value * 100)));
const ms = (value) =>
  value == null ? "–" : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
const num = (value, digits = 0) => (value == null ? "–" : Number(value).toFixed(digits));

function ratio(value, base) {
  if (value == null || base == null || base === 0) return "";
  return ` (×${(value / base).toFixed(value / base >= 10 ? 0 : 1)})`;
}

function table(headers, rows, align) {
  const lines = [
    `| ${headers.join(" | ")} |`,
    `| ${headers.map((_, i) => (align?.[i] === "l" ? ":--" : "--:")).join(" | ")} |`,
  ];
  for (const row of rows) lines.push(`| ${row.map((cell) => String(cell ?? "").replace(/\|/g, "\\|")).join(" | ")} |`);
  return lines.join("\n");
}

/** A baseline's name in the tables: the plain static page, or the same with the site's headers. */
const baselineName = (entry) => `static baseline${entry.siteHeaders ? " with the site's headers" : ""}`;

function lighthouseTable(entries, baseline) {
  const base = baseline?.median;
  const rows = entries.map((entry) => {
    const label = entry.kind === "baseline" ? `**${baselineName(entry)}**` : `\`${entry.path}\``;
    const m = entry.median;
    if (!m)
      return [
        label,
        entry.skipped ?? `error: ${entry.error ?? "no result"}`,
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
      ];
    const b = entry.kind === "baseline" ? undefined : base;
    return [
      label,
      score(m.scores.performance),
      score(m.scores.accessibility),
      score(m.scores["best-practices"]),
      score(m.scores.seo),
      ms(m.metrics.lcp) + ratio(m.metrics.lcp, b?.metrics.lcp),
      ms(m.metrics.fcp) + ratio(m.metrics.fcp, b?.metrics.fcp),
      ms(m.metrics.tbt),
      num(m.metrics.cls, 3),
      ms(m.metrics.si) + ratio(m.metrics.si, b?.metrics.si),
      KB(m.bytes.js) + ratio(m.bytes.js, b?.bytes.js),
      KB(m.bytes.css) + ratio(m.bytes.css, b?.bytes.css),
      KB(m.bytes.fonts) + ratio(m.bytes.fonts, b?.bytes.fonts),
      KB(m.bytes.images) + ratio(m.bytes.images, b?.bytes.images),
      KB(m.bytes.total) + ratio(m.bytes.total, b?.bytes.total),
      num(m.requests) + ratio(m.requests, b?.requests),
    ];
  });
  return table(
    [
      "Page",
      "Perf",
      "A11y",
      "BP",
      "SEO",
      "LCP",
      "FCP",
      "TBT",
      "CLS",
      "SI",
      "JS KB",
      "CSS KB",
      "Font KB",
      "Img KB",
      "Total KB",
      "Requests",
    ],
    rows,
    ["l"],
  );
}

function failingAuditsList(entries) {
  const lines = [];
  for (const entry of entries) {
    const m = entry.median;
    if (!m || !m.failing.length) continue;
    const byCategory = new Map();
    for (const audit of m.failing) {
      if (!byCategory.has(audit.category)) byCategory.set(audit.category, []);
      byCategory.get(audit.category).push(audit);
    }
    const label = entry.kind === "baseline" ? baselineName(entry) : entry.path;
    const parts = [...byCategory].map(
      ([category, audits]) =>
        `${category} ${score(m.scores[category])}: ${audits
          .map(
            (audit) =>
              `\`${audit.id}\`${audit.displayValue ? ` (${audit.displayValue})` : ""}${audit.runsFailed < m.runs ? ` [${audit.runsFailed}/${m.runs} runs]` : ""}`,
          )
          .join(", ")}`,
    );
    lines.push(`- **${label}** (${entry.formFactor}) — ${parts.join("; ")}`);
  }
  return lines.length ? lines.join("\n") : "_No failing audits: every category scored 100 on every page measured._";
}

/** A task's script as a short name ("site.js" for /assets/site-DsP9nSQv.js), or who else ran it. */
function taskSource(url, pageUrl) {
  // Lighthouse names a task it cannot attribute to a script "Unattributable".
  if (!url || !/^https?:/.test(url)) return "browser";
  if (url === pageUrl) return "page";
  const file = new URL(url, "http://x").pathname.split("/").pop() ?? url;
  return file.replace(/-[A-Za-z0-9_-]{8}(\.m?js)$/, "$1");
}

/** The longest tasks after the first paint of an entry's median run, e.g. "site.js 96 ms". */
function longTasksCell(entry) {
  const tasks = entry.median?.longTasks;
  if (!tasks) return "–";
  if (tasks.length === 0) return "none";
  return tasks
    .slice(0, 3)
    .map((task) => {
      const start = task.fromFirstPaintMs;
      return `${taskSource(task.url, entry.url)} ${ms(task.ms)} @${start >= 0 ? "+" : "−"}${Math.abs(start)} ms`;
    })
    .join(", ");
}

/** TBT per site page at the default CPU slowdown and in the slow-CPU pass, with the budget. */
function tbtTable(mobile, slowCpu) {
  // A page is judged against the static page with the site's headers of the same pass.
  const allowance4 = tbtAllowance(mobile, undefined);
  const allowanceSlow = tbtAllowance(slowCpu, slowCpu[0].cpuSlowdown);
  const within = (value, allowance) =>
    value == null || allowance == null ? "–" : value <= allowance ? "yes" : "**no**";
  // The static baseline first: no script at all, so its blocking time is the machine's floor.
  const rows = [
    ...slowCpu.filter((entry) => entry.kind === "baseline"),
    ...slowCpu.filter((entry) => entry.kind === "site"),
  ].map((slow) => {
    const normal = mobile.find((entry) => entry.kind === slow.kind && entry.path === slow.path);
    const tbt4 = normal?.median?.metrics.tbt;
    const tbt6 = slow.median?.metrics.tbt;
    const baseline = slow.kind === "baseline";
    return [
      baseline ? `**${baselineName(slow)}**` : `\`${slow.path}\``,
      ms(tbt4),
      baseline ? "–" : within(tbt4, allowance4),
      slow.median ? ms(tbt6) : (slow.skipped ?? `error: ${slow.error ?? "no result"}`),
      baseline ? "–" : within(tbt6, allowanceSlow),
      score(slow.median?.scores.performance),
      longTasksCell(slow),
    ];
  });
  const slowdown = slowCpu[0].cpuSlowdown;
  return table(
    ["Page", "TBT ×4", "<= budget", `TBT ×${slowdown}`, "<= budget", `Perf ×${slowdown}`, `Longest tasks ×${slowdown}`],
    rows,
    ["l"],
  );
}

/** Which failing audits recur across the mobile site pages (the systematic ones first). */
function recurringAudits(entries) {
  const measured = entries.filter(
    (entry) => entry.kind === "site" && entry.formFactor === "mobile" && !entry.cpuSlowdown && entry.median,
  );
  const counts = new Map();
  for (const entry of measured) {
    for (const audit of entry.median.failing) {
      const key = `${audit.category}/${audit.id}`;
      const seen = counts.get(key) ?? { category: audit.category, id: audit.id, title: audit.title, pages: [] };
      seen.pages.push(entry.path);
      counts.set(key, seen);
    }
  }
  const rows = [...counts.values()].sort((a, b) => b.pages.length - a.pages.length).slice(0, 20);
  if (!rows.length) return "";
  return table(
    ["Audit", "Category", "Pages failing", "Title", "Examples"],
    rows.map((row) => [
      `\`${row.id}\``,
      row.category,
      `${row.pages.length} / ${measured.length}`,
      row.title,
      row.pages.length === measured.length
        ? "all"
        : row.pages.slice(0, 4).join(", ") + (row.pages.length > 4 ? ", …" : ""),
    ]),
    ["l", "l", "r", "l", "l"],
  );
}

function bundleSection(bundles, budgetsConfig) {
  if (!bundles) return "_Not measured (the site server did not run, or BENCH_SKIP=bundles)._";
  const rows = bundles.routes.map((route) => {
    const page = `\`${route.path}\`${route.signedIn ? " (signed in)" : ""}`;
    if (!route.js)
      return [
        page,
        route.status ?? "–",
        KB(route.html?.br),
        route.error ?? (route.location ? `→ ${route.location}` : "not measured"),
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
      ];
    const jsOk = route.js.transfer <= budgetsConfig.firstLoadJsBytes;
    const cssOk = route.css.br <= budgetsConfig.firstLoadCssBrBytes;
    return [
      page,
      route.status,
      KB(route.html.br),
      KB(route.js.transfer),
      KB(route.js.br),
      KB(route.js.gzip),
      KB(route.js.raw),
      route.js.files,
      KB(route.css.br),
      KB(route.css.gzip),
      KB(route.css.raw),
      route.fonts.files ? `${route.fonts.files} / ${KB(route.fonts.bytes)}` : "0",
      jsOk && cssOk ? "within" : `over (${[!jsOk && "JS", !cssOk && "CSS"].filter(Boolean).join(", ")})`,
    ];
  });
  const chunks = bundles.largest?.chunks ?? [];
  const chunkTable = chunks.length
    ? table(
        ["File", "Raw KB", "gzip KB", "brotli KB"],
        chunks.map((chunk) => [`\`${chunk.file}\``, KB(chunk.raw), KB(chunk.gzip), KB(chunk.br)]),
        ["l"],
      )
    : `_${bundles.largest?.error ?? "No chunks found."}_`;
  return [
    'First load = the `/assets/` files the served HTML loads: `<script src>`, `<link rel="modulepreload">`, stylesheets, the imports of React Router\'s inline module script, and every file those import statically (not the lazy `import()`s, and not the modules its inline route list names for the pages it links to). Bytes as sent by the server with `Accept-Encoding: br` / `gzip` / none; "transferred" adds each brotli response\'s status line and headers, as a browser and Lighthouse count it (the JS budget). HTML is the document itself (brotli).',
    "",
    table(
      [
        "Route",
        "HTTP",
        "HTML br KB",
        "JS transferred KB",
        "JS br KB",
        "JS gzip KB",
        "JS raw KB",
        "JS files",
        "CSS br KB",
        "CSS gzip KB",
        "CSS raw KB",
        "Fonts preloaded (n / KB)",
        "Budget",
      ],
      rows,
      ["l"],
    ),
    "",
    `**Largest chunks in build/client/assets** (${bundles.largest?.totals?.files ?? 0} JS/CSS files, ${KB(bundles.largest?.totals?.raw)} KB raw in all; gzip level 9, brotli quality 11):`,
    "",
    chunkTable,
  ].join("\n");
}

function loadSection(load, options, memory) {
  if (!load?.length) return "_Not measured._";
  const nginx = load.find((result) => result.key === "nginx" && result.available);
  const baseline = load.find((result) => result.key === "baseline" && result.available);
  const staticFile = load.find((result) => result.key === "static" && result.available);
  const rows = load.map((result) => {
    if (!result.available) return [result.label, result.reason, "", "", "", "", "", "", "", "", "", ""];
    const rps = result.requestsPerSecond;
    return [
      result.label,
      num(rps),
      result.key === "nginx" ? "1" : nginx ? (rps / nginx.requestsPerSecond).toFixed(2) : "–",
      result.key === "baseline" ? "1" : baseline ? (rps / baseline.requestsPerSecond).toFixed(2) : "–",
      result.key === "static" ? "1" : staticFile ? (rps / staticFile.requestsPerSecond).toFixed(2) : "–",
      `${result.latencyMs.p50} ms`,
      `${result.latencyMs.p90} ms`,
      `${result.latencyMs.p99} ms`,
      `${result.errors} / ${result.timeouts}`,
      result.non2xx,
      ((result.throughputBytesPerSecond ?? 0) / 1e6).toFixed(2),
      `${KB(result.responseBytes)} (${result.contentEncoding})`,
    ];
  });
  return [
    `${load[0]?.tool ?? "autocannon"}, ${options.connections} connections, ${options.loadSeconds} s per target after a 1 s warm-up; pages with \`Accept: text/html\`, and \`Accept-Encoding: gzip\` where compared with nginx (\`gzip_static\` serving the bytes our server sends for \`/\`). The load generator runs on the same ${options.cpus}-core machine as the servers, so absolute figures are a floor; the ratios are the point.`,
    "",
    `Site server (the serving node process): RSS ${num(memory?.idleMB)} MB idle after start, ${num(memory?.peakDuringLoad?.peakMB)} MB at the peak of the load test (VmRSS sampled every 100 ms).`,
    "",
    table(
      [
        "Target",
        "req/s",
        "× nginx",
        "× baseline",
        "× static file",
        "p50",
        "p90",
        "p99",
        "errors / timeouts",
        "non-2xx",
        "MB/s",
        "Response KB",
      ],
      rows,
      ["l"],
    ),
  ].join("\n");
}

function contactsSection(contacts) {
  if (!contacts?.length) return "_Not measured._";
  const labels = Object.keys(contacts[0].calls);
  const rows = labels.map((label) => [
    label,
    num(contacts[0].calls[label].total),
    ...contacts.flatMap((run) => [`${run.calls[label]?.p50} ms`, `${run.calls[label]?.p95} ms`]),
  ]);
  return [
    `${num(contacts[0].contacts)} contacts seeded into a fresh database (a fifth German, 20 tags on a third, 5 % subscribed), the contacts API served over HTTP as the site serves it, ${contacts[0].samples} calls of each kind one after another after 3 warm-up calls (\`bench/contacts.ts\`). The CSV export of all of them, with a fresh second-factor code as the dashboard sends it: ${contacts.map((run) => `${num(run.exportMs / 1000, 1)} s on ${run.backend}`).join(", ")} (${num(contacts[0].exportBytes / 1e6, 1)} MB).`,
    "",
    table(["Call", "matching", ...contacts.flatMap((run) => [`${run.backend} p50`, `${run.backend} p95`])], rows, [
      "l",
    ]),
  ].join("\n");
}

function insightSection(insight) {
  if (!insight?.length) return "_Not measured._";
  const labels = Object.keys(insight[0].calls);
  const rows = labels.map((label) => [
    label,
    ...insight.flatMap((run) => [`${run.calls[label]?.p50} ms`, `${run.calls[label]?.p95} ms`]),
  ]);
  const count = (value) => Number(value).toLocaleString("en-US");
  // A database kept from an earlier run (INSIGHT_BENCH_KEEP) is not seeded again.
  const seeding = insight
    .map((run) => `${run.seedMs < 1000 ? "kept from an earlier run" : `${num(run.seedMs / 1000)} s`} on ${run.backend}`)
    .join(", ");
  return [
    `${count(insight[0].members)} members with ${count(insight[0].rows)} lesson progress rows (moments over a year, most members stopping early) seeded into a fresh database through the summary triggers (${seeding}), the insight API served over HTTP as the site serves it, ${insight[0].samples} calls of each kind one after another after 3 warm-up calls (\`bench/insight.ts\`).`,
    "",
    table(["Call", ...insight.flatMap((run) => [`${run.backend} p50`, `${run.backend} p95`])], rows, ["l"]),
  ].join("\n");
}

function budgetSection(budgets) {
  const icon = { met: "✅ met", "not met": "❌ not met", "not measured": "⚪ not measured" };
  const lines = budgets.map((budget) => {
    const missing = budget.missing?.length ? ` — not measured: ${budget.missing.join(", ")}` : "";
    return `- **${budget.title}**: ${icon[budget.status] ?? budget.status} — ${budget.figure}${missing}`;
  });
  return lines.join("\n");
}

function reasonsSection(budgets) {
  const missed = budgets.filter((budget) => budget.status === "not met");
  if (!missed.length) return "_Every measured budget is met._";
  const lines = [];
  for (const budget of missed) {
    lines.push(`- **${budget.title}** — ${budget.figure}`);
    for (const offender of (budget.offenders ?? []).slice(0, 8)) {
      const audits = offender.audits?.length ? `: ${offender.audits.map((a) => `\`${a}\``).join(", ")}` : "";
      lines.push(`  - ${offender.page} (${offender.value})${audits}`);
    }
    if ((budget.offenders?.length ?? 0) > 8)
      lines.push(`  - … and ${budget.offenders.length - 8} more (see docs/benchmarks.json)`);
    lines.push(`  - Reason: ${REASONS[budget.id] ?? "_not written yet: add it to bench/reasons.mjs._"}`);
  }
  return lines.join("\n");
}

/** The first error block of a command's output (build tools print the cause before the stack). */
function errorExcerpt(output) {
  const lines = output.trim().split("\n");
  const first = lines.findIndex((line) => /(✗|\berror\b|Error:|failed)/i.test(line));
  return first >= 0 ? lines.slice(first, first + 20) : lines.slice(-20);
}

export function renderMarkdown(results) {
  const { meta, build, tests, servers, lighthouse = [], bundles, load, budgets, baselineSizes } = results;
  const mobile = lighthouse.filter((entry) => entry.formFactor === "mobile" && !entry.cpuSlowdown);
  const slowCpu = lighthouse.filter((entry) => entry.formFactor === "mobile" && entry.cpuSlowdown);
  const desktop = lighthouse.filter((entry) => entry.formFactor === "desktop");
  // Ratios are to the plain static page.
  const mobileBase = mobile.find((entry) => entry.kind === "baseline" && !entry.siteHeaders);
  const desktopBase = desktop.find((entry) => entry.kind === "baseline" && !entry.siteHeaders);
  const home = bundles?.routes?.find((route) => route.path === "/");
  const machine = meta.machine;
  const partial = meta.options.only.length || meta.options.skip.length;

  const out = [];
  out.push("# Benchmarks", "");
  out.push(
    `Generated by \`npm run bench\` (bench/run.mjs) on ${meta.date}. Raw figures, every run: [benchmarks.json](benchmarks.json).`,
    "",
  );
  if (partial)
    out.push(
      `> **Partial run**: ${meta.options.only.length ? `BENCH_ONLY=${meta.options.only.join(",")}` : ""} ${meta.options.skip.length ? `BENCH_SKIP=${meta.options.skip.join(",")}` : ""} — budgets are judged on what was measured.`,
      "",
    );
  if (meta.errors?.length) out.push(`> **Errors during the run**: ${meta.errors.join("; ")}`, "");

  out.push("## Setup", "");
  out.push(
    table(
      ["", ""],
      [
        ["Date", meta.date],
        [
          "Commit",
          `${meta.git?.commit ?? "unknown"}${meta.git?.dirty ? " (working tree has uncommitted changes)" : ""}`,
        ],
        ["Machine", `${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGB} GB RAM, ${machine.os}`],
        ["Node", machine.node],
        ["Chromium", machine.chromium ?? "unknown"],
        [
          "Lighthouse",
          `${machine.lighthouse}${machine.benchmarkIndex ? ` (benchmarkIndex ${machine.benchmarkIndexRange ? `${Math.round(machine.benchmarkIndexRange[0])}-${Math.round(machine.benchmarkIndexRange[1])} over the runs` : machine.benchmarkIndex})` : ""}`,
        ],
        ["autocannon", machine.autocannon],
        ...(machine.steadiness
          ? [
              [
                "Steadiness",
                `a busy loop ${describeSteadiness(machine.steadiness.before)} before Lighthouse, ${describeSteadiness(machine.steadiness.after)} after (time the host took the CPU away; a stop of 100 ms counts 400-600 ms in a blocking time)`,
              ],
              [
                "Page fault",
                `a first write to a 4 KiB page of fresh memory took ${describePageFaults(machine.steadiness.before)} before Lighthouse, ${describePageFaults(machine.steadiness.after)} after (Chrome's renderer takes about 30,000 page faults to open a page; at 10 µs each that is 300 ms of its time, which Lighthouse multiplies with the tasks it falls in)`,
              ],
            ]
          : []),
        ["Runs per URL", `${meta.options.runs} (median per figure), in rounds over all URLs`],
        ["Total time", `${(meta.durationMs / 60000).toFixed(1)} min`],
      ],
      ["l", "l"],
    ),
    "",
  );

  out.push("## Build and tests", "");
  out.push(
    `- Build (\`npm run build\`): ${build?.measured ? `${build.ok ? "ok" : `**FAILED** (exit ${build.exitCode})`} in ${(build.ms / 1000).toFixed(1)} s` : "not run (BENCH_SKIP=build: the existing build was used)"}`,
  );
  if (build?.errorTail) out.push("", "  ```text", ...errorExcerpt(build.errorTail).map((line) => `  ${line}`), "  ```");
  out.push(
    `- Tests (\`npm test\`): ${tests?.measured ? `${tests.ok ? "passed" : `**FAILED** (exit ${tests.exitCode})`} in ${(tests.ms / 60000).toFixed(1)} min` : "not measured (set BENCH_TESTS=1; takes minutes)"}`,
  );
  if (tests?.errorTail)
    out.push(
      "",
      "  ```text",
      ...tests.errorTail
        .trim()
        .split("\n")
        .slice(-20)
        .map((line) => `  ${line}`),
      "  ```",
    );
  out.push(
    `- Site server: ${servers.site.ok ? `started (\`npm run serve\`, fresh DATA_DIR, no test hooks)` : `**not running** — ${servers.site.error}`}`,
  );
  out.push(
    `- Baseline server: ${servers.baseline.ok ? "started (bench/baseline-server.mjs)" : `**not running** — ${servers.baseline.error}`}`,
  );
  if (baselineSizes) {
    const homeHtml = home?.html;
    out.push(
      `- Static baseline (bench/baseline/index.html, system font, one CSS file, no JS): HTML ${KB(baselineSizes.raw)} KB raw / ${KB(baselineSizes.br)} KB brotli${homeHtml?.raw ? `; the site's home HTML is ${KB(homeHtml.raw)} KB raw / ${KB(homeHtml.br)} KB brotli` : ""}.`,
    );
  }
  out.push("");

  out.push("## Lighthouse, mobile", "");
  out.push(
    "Default mobile emulation and simulated throttling (Lighthouse's Moto G Power profile, slow 4G), categories performance, accessibility, best practices, SEO; English browser locale. Times are Lighthouse's simulated values; (×n) is the ratio to the static baseline. Bytes are transferred bytes from the `resource-summary` audit, KB = 1,000 bytes.",
    "",
  );
  out.push(
    lighthouseTable(
      mobile.filter((e) => e.kind === "baseline").concat(mobile.filter((e) => e.kind !== "baseline")),
      mobileBase,
    ),
    "",
  );
  if (slowCpu.length) {
    out.push(
      "## Total Blocking Time, mobile, CPU slowdown 4 and 6",
      "",
      `The same mobile runs as above next to a second pass that only raises Lighthouse's CPU slowdown from 4 to ${slowCpu[0].cpuSlowdown} (\`throttling.cpuSlowdownMultiplier\`): the time the page's main thread blocks a slower phone. Budget: at most ${results.budgetConfig.tbtOverBaselineMaxMs} ms above the static page with the site's headers in the same pass, in both (DESIGN.md). The static baseline (no script) shows what this machine alone costs a page, and the same page with the site's hardening headers what they add (Cross-Origin-Opener-Policy gives a page a renderer of its own, docs/decisions/028-baseline-with-the-sites-headers.md). The last column names the longest tasks that end after the first paint in the run with the median blocking time, as Lighthouse simulates them at that slowdown, by the file it attributes each to (\`page\`: the document and its inline scripts; \`browser\`: work no script started, such as parsing, style and layout) and with its start relative to the first paint (@−42 ms: 42 ms before it). A task counts for what it lasts over 50 ms.`,
      "",
      tbtTable(mobile, slowCpu),
      "",
    );
  }
  if (desktop.length) {
    out.push("## Lighthouse, desktop", "", "Lighthouse's desktop preset (`--preset=desktop`).", "");
    out.push(
      lighthouseTable(
        desktop.filter((e) => e.kind === "baseline").concat(desktop.filter((e) => e.kind !== "baseline")),
        desktopBase,
      ),
      "",
    );
  }
  if (lighthouse.length) {
    out.push(
      "### Failing audits",
      "",
      "Audits scoring below 0.9 in each category that is below 100 (median run set; [k/n runs] when not every run failed it).",
      "",
    );
    const recurring = recurringAudits(lighthouse);
    if (recurring) out.push("**Recurring failing audits** (mobile, site pages):", "", recurring, "", "Per page:", "");
    out.push(failingAuditsList(lighthouse), "");
    const lcpLines = mobile.filter((e) => e.median?.lcpElement && e.kind === "site").slice(0, 40);
    if (lcpLines.length) {
      out.push("<details><summary>LCP elements (mobile)</summary>", "");
      for (const entry of lcpLines)
        out.push(`- \`${entry.path}\`: \`${entry.median.lcpElement.replace(/`/g, "'").slice(0, 160)}\``);
      out.push("", "</details>", "");
    }
  }

  out.push("## Bundle sizes (first load)", "");
  out.push(bundleSection(bundles, results.budgetConfig), "");

  out.push("## Server under load", "");
  out.push(loadSection(load, meta.options, results.memory), "");

  out.push("## Dashboard contacts at 100,000", "");
  out.push(contactsSection(results.contacts), "");

  out.push("## Dashboard course insight at 100,000 members", "");
  out.push(insightSection(results.insight), "");

  out.push("## Budgets", "");
  out.push(budgetSection(budgets), "");
  out.push(
    "### Reasons",
    "",
    "One entry per missed budget with its measured worst offenders (failing audit ids, or the largest files); the reasons come from bench/reasons.mjs.",
    "",
  );
  out.push(reasonsSection(budgets), "");
  return `${out.join("\n")}\n`;
}

export async function writeReports(results, outDir) {
  await mkdir(outDir, { recursive: true });
  const jsonPath = path.join(outDir, "benchmarks.json");
  const mdPath = path.join(outDir, "benchmarks.md");
  await writeFile(jsonPath, `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(mdPath, renderMarkdown(results));
  return { jsonPath: path.relative(ROOT, jsonPath), mdPath: path.relative(ROOT, mdPath) };
}
