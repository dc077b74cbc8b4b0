// The servers under load: wrk (or autocannon when wrk is missing), N connections for S
// seconds per target, after a short warm-up (which also fills the site's page cache).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { LESSON_PATH, SEARCH_API_PATH, SEARCH_DATA_PATH } from "./config.mjs";
import { log, rawRequest, startChild } from "./lib/util.mjs";

/** What Chrome sends: the server picks the encoding (kept pages go out as brotli). */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
const PAGE_HEADERS = { Accept: "text/html", "Accept-Encoding": BROWSER_ENCODINGS, "Accept-Language": "en-US,en;q=0.9" };
/** The comparison with nginx: both send the same gzip bytes of the page. */
const GZIP_PAGE_HEADERS = { ...PAGE_HEADERS, "Accept-Encoding": "gzip" };

function findWrk() {
  try {
    return execFileSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The load generator. wrk (C, one thread) keeps up with nginx; autocannon runs in Node and
 * measured about 2,500 req/s against nginx here, so with it every figure is the client's.
 */
export function loadTool() {
  const wrk = findWrk();
  if (wrk) return { name: "wrk", path: wrk };
  log("wrk not found (apt-get install wrk): using autocannon, which saturates near 2,500 req/s on this machine");
  return { name: "autocannon" };
}

/**
 * How long each connection waits before its first request when the connections are opened
 * first: all of them are open by then, and no request is timed while one is still opening.
 */
const OPEN_FIRST_MS = 300;

/**
 * wrk's report as one JSON line; a random query per request when BENCH_RANDOM_QUERY is set;
 * with BENCH_OPEN_FIRST, each connection's first request waits OPEN_FIRST_MS (wrk calls
 * delay() before every request and leaves the wait out of the latency).
 */
const WRK_SCRIPT = `
local random_query = os.getenv("BENCH_RANDOM_QUERY") == "1"
local target = os.getenv("BENCH_PATH")
math.randomseed(os.time())
if random_query then
  request = function()
    return wrk.format(nil, target .. "?r=" .. math.random(1, 2147483647) .. math.random(1, 2147483647))
  end
end
if os.getenv("BENCH_OPEN_FIRST") == "1" then
  local first_requests = tonumber(os.getenv("BENCH_CONNECTIONS"))
  delay = function()
    if first_requests > 0 then
      first_requests = first_requests - 1
      return ${OPEN_FIRST_MS}
    end
    return 0
  end
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"p50":%.3f,"p90":%.3f,"p99":%.3f,"mean":%.3f,"max":%.3f,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, summary.bytes,
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000,
    latency.mean / 1000, latency.max / 1000,
    e.connect, e.read, e.write, e.status, e.timeout))
end
`;

async function runWrk(tool, { url, path: target, headers, connections, duration, randomQuery, openFirst }) {
  const script = path.join(os.tmpdir(), `bench-wrk-${process.pid}.lua`);
  writeFileSync(script, WRK_SCRIPT);
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const args = ["-t1", `-c${connections}`, `-d${duration}s`, "--timeout", "10s", "-s", script, ...headerArgs, url];
  const child = startChild(tool.path, args, {
    env: {
      ...process.env,
      BENCH_PATH: target,
      BENCH_RANDOM_QUERY: randomQuery ? "1" : "0",
      BENCH_OPEN_FIRST: openFirst ? "1" : "0",
      BENCH_CONNECTIONS: String(connections),
    },
  });
  const { code } = await child.exited;
  const json = /BENCH_JSON (\{.*\})/.exec(child.output())?.[1];
  if (code !== 0 || !json) throw new Error(`wrk exited with ${code}: ${child.output().slice(-500)}`);
  const r = JSON.parse(json);
  const seconds = r.durationUs / 1e6;
  return {
    requestsPerSecond: r.requests / seconds,
    requestsTotal: r.requests,
    latencyMs: { p50: r.p50, p90: r.p90, p99: r.p99, average: r.mean, max: r.max },
    errors: r.connect + r.read + r.write,
    timeouts: r.timeout,
    // wrk counts answers with a status of 400 and above.
    non2xx: r.status,
    statusCodes: {},
    throughputBytesPerSecond: r.bytes / seconds,
    durationSeconds: seconds,
  };
}

function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on("error", () => {}); // counted in result.errors
  });
}

/** POST of JSON to the auth API as a browser page of the site would send it; the answer parsed. */
async function postAuth(origin, path, payload) {
  const body = JSON.stringify(payload);
  const response = await rawRequest(`${origin}/api/auth${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      Accept: "application/json",
      Origin: origin,
    },
    body,
  });
  let json;
  try {
    json = JSON.parse(response.body.toString());
  } catch {
    json = undefined;
  }
  return { response, json };
}

/**
 * Registers a throw-away user and returns its access token and credentials, or { reason }
 * when the auth API is not there (yet) or refuses.
 */
export async function registerUser(origin) {
  const email = `bench-${Date.now()}-${randomBytes(4).toString("hex")}@example.com`;
  const password = `bench ${randomBytes(24).toString("base64url")} long passphrase`;
  try {
    const { response, json } = await postAuth(origin, "/register", {
      name: "Bench User",
      email,
      password,
      acceptedTerms: true,
      language: "english",
    });
    if (response.status >= 300 || !json?.accessToken) {
      return {
        reason: `POST /api/auth/register answered HTTP ${response.status}${json?.error ? ` (${json.error})` : ""}`,
      };
    }
    return { token: json.accessToken, email, password };
  } catch (error) {
    return { reason: `POST /api/auth/register failed: ${error.message}` };
  }
}

/**
 * Sessions of one throw-away member, for pages measured signed in: each call signs in
 * afresh and returns the Cookie header of that session. A session per Lighthouse run,
 * because the page's scripts rotate the refresh token once, and the next run would
 * present the replaced one.
 */
export function memberSessions(origin) {
  let member;
  return async () => {
    member ??= registerUser(origin);
    const { email, password, reason } = await member;
    if (reason) throw new Error(reason);
    const { response, json } = await postAuth(origin, "/login", { email, password });
    const cookie = [response.headers["set-cookie"] ?? []]
      .flat()
      .map((line) => line.split(";")[0])
      .find((pair) => /^(__Host-)?refresh_token=./.test(pair));
    if (!cookie)
      throw new Error(`POST /api/auth/login answered HTTP ${response.status}${json?.error ? ` (${json.error})` : ""}`);
    return cookie;
  };
}

function summarize(result) {
  const latency = result.latency ?? {};
  return {
    requestsPerSecond: result.requests?.average ?? null,
    requestsTotal: result.requests?.total ?? null,
    latencyMs: { p50: latency.p50, p90: latency.p90, p99: latency.p99, average: latency.average, max: latency.max },
    errors: result.errors ?? 0,
    timeouts: result.timeouts ?? 0,
    non2xx: result.non2xx ?? 0,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
    ),
    throughputBytesPerSecond: result.throughput?.average ?? null,
    durationSeconds: result.duration,
  };
}

/** The load targets; the site ones are left out when the site server is not running. */
export async function loadTargets(site, baseline, nginx) {
  const targets = [];
  if (nginx) {
    targets.push({
      key: "nginx",
      label: "GET / on nginx (gzip_static, the same gzip bytes)",
      origin: nginx.origin,
      path: "/",
      headers: GZIP_PAGE_HEADERS,
      unavailable: nginx.ok ? undefined : `not available: ${nginx.reason}`,
    });
  }
  if (site?.ok) {
    targets.push({
      key: "home",
      label: "GET / (English home, kept page, gzip)",
      origin: site.origin,
      path: "/",
      headers: GZIP_PAGE_HEADERS,
    });
    // Every request with a new query that no page reads: must be served from the cached page.
    targets.push({
      key: "home-random-query",
      label: "GET /?r=<random> (query no page reads, gzip)",
      origin: site.origin,
      path: "/",
      headers: GZIP_PAGE_HEADERS,
      randomQuery: true,
    });
    targets.push({
      key: "home-brotli",
      label: "GET / with a browser's Accept-Encoding (brotli)",
      origin: site.origin,
      path: "/",
      headers: PAGE_HEADERS,
    });
    targets.push({
      key: "home-identity",
      label: "GET / without Accept-Encoding (diagnostic: no compression)",
      origin: site.origin,
      path: "/",
      headers: { Accept: "text/html", "Accept-Language": "en-US,en;q=0.9" },
    });
    targets.push({
      key: "de-pricing",
      label: "GET /de/pricing",
      origin: site.origin,
      path: "/de/pricing",
      headers: PAGE_HEADERS,
    });
    targets.push({
      key: "lesson",
      label: `GET ${LESSON_PATH}`,
      origin: site.origin,
      path: LESSON_PATH,
      headers: PAGE_HEADERS,
    });
    targets.push({
      key: "search",
      label: `GET ${SEARCH_API_PATH} (a search while typing: the JSON endpoint)`,
      origin: site.origin,
      path: SEARCH_API_PATH,
      headers: { Accept: "application/json", "Accept-Encoding": BROWSER_ENCODINGS },
    });
    targets.push({
      key: "search-data",
      label: `GET ${SEARCH_DATA_PATH} (the same search as the page's loader data, through React Router)`,
      origin: site.origin,
      path: SEARCH_DATA_PATH,
      headers: { Accept: "*/*", "Accept-Encoding": BROWSER_ENCODINGS },
    });
    const auth = await registerUser(site.origin);
    const authMe = {
      key: "auth-me",
      label: "GET /api/auth/me (valid token), the connections opened first",
      origin: site.origin,
      path: "/api/auth/me",
      headers: {
        Accept: "application/json",
        "Accept-Encoding": BROWSER_ENCODINGS,
        ...(auth.token ? { Authorization: `Bearer ${auth.token}` } : {}),
      },
      // Node accepts one new connection per turn of its event loop, and a busy turn is long:
      // 50 connections opened into a saturated server take about half a second to be
      // accepted, and wrk counts each of those first answers many times (its correction for
      // coordinated omission). Opened first, the figure is the call's; the run that opens
      // them under load is reported beside it (docs/decisions/054-api-latency-on-open-connections.md).
      openFirst: true,
      unavailable: auth.token ? undefined : `not available: ${auth.reason}`,
    };
    targets.push(authMe, {
      ...authMe,
      key: "auth-me-opening",
      label: "GET /api/auth/me (valid token), the connections opened under load (diagnostic)",
      openFirst: false,
    });
    targets.push({
      key: "static",
      label: "GET /favicon.ico (static file)",
      origin: site.origin,
      path: "/favicon.ico",
      headers: { "Accept-Encoding": BROWSER_ENCODINGS },
    });
  }
  if (baseline?.ok) {
    targets.push({
      key: "baseline",
      label: "GET / on the static baseline server",
      origin: baseline.origin,
      path: "/",
      headers: PAGE_HEADERS,
    });
  }
  return targets;
}

/** One measurement of a target with the chosen tool, in the shape of the report. */
async function measure(tool, target, { connections, duration }) {
  const url = target.origin + target.path;
  if (tool.name === "wrk") {
    return runWrk(tool, {
      url,
      path: target.path,
      headers: target.headers,
      connections,
      duration,
      randomQuery: target.randomQuery,
      openFirst: target.openFirst,
    });
  }
  const requests = target.randomQuery
    ? [{ setupRequest: (request) => ({ ...request, path: `${target.path}?r=${randomBytes(8).toString("hex")}` }) }]
    : undefined;
  return summarize(await runAutocannon({ url, headers: target.headers, connections, duration, requests }));
}

export async function runLoad(targets, { connections, seconds, tool }) {
  const results = [];
  for (const target of targets) {
    const url = target.origin + target.path;
    const result = {
      key: target.key,
      label: target.label,
      path: target.path,
      server: ["baseline", "nginx"].includes(target.key) ? target.key : "site",
      tool: tool.name,
      connections,
      seconds,
    };
    results.push(result);
    if (target.unavailable) {
      result.available = false;
      result.reason = target.unavailable;
      log(`load ${target.label}: ${target.unavailable}`);
      continue;
    }
    try {
      const check = await rawRequest(url, { headers: target.headers });
      result.status = check.status;
      result.responseBytes = check.bytes;
      result.contentEncoding = check.headers["content-encoding"] ?? "identity";
      if (check.status >= 400) {
        result.available = false;
        result.reason = `not available: HTTP ${check.status}`;
        log(`load ${target.label}: HTTP ${check.status}, skipped`);
        continue;
      }
      result.available = true;
      // Warm-up: fills caches and lets the JIT settle; not recorded.
      await measure(tool, target, { connections: Math.min(10, connections), duration: 1 });
      Object.assign(result, await measure(tool, target, { connections, duration: seconds }));
      log(
        `load ${target.label}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
      );
    } catch (error) {
      result.available = false;
      result.reason = `error: ${error.message}`;
      log(`load ${target.label}: ERROR ${error.message}`);
    }
  }
  return results;
}
