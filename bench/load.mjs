// The servers under load: autocannon, N connections for S seconds per target, after a
// short warm-up (which also fills the site's page cache).
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { LESSON_PATH } from "./config.mjs";
import { log, rawRequest } from "./lib/util.mjs";

/** What Chrome sends: the server picks the encoding (cached pages go out as gzip). */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
const PAGE_HEADERS = { Accept: "text/html", "Accept-Encoding": BROWSER_ENCODINGS, "Accept-Language": "en-US,en;q=0.9" };

function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on("error", () => {}); // counted in result.errors
  });
}

/**
 * Registers a throw-away user and returns its access token, or { reason } when the auth
 * API is not there (yet) or refuses.
 */
export async function registerUser(origin) {
  const body = JSON.stringify({
    name: "Bench User",
    email: `bench-${Date.now()}-${randomBytes(4).toString("hex")}@example.com`,
    password: `bench ${randomBytes(24).toString("base64url")} long passphrase`,
    acceptedTerms: true,
    language: "english",
  });
  try {
    const response = await rawRequest(`${origin}/api/auth/register`, {
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
    if (response.status >= 300 || !json?.accessToken) {
      return {
        reason: `POST /api/auth/register answered HTTP ${response.status}${json?.error ? ` (${json.error})` : ""}`,
      };
    }
    return { token: json.accessToken };
  } catch (error) {
    return { reason: `POST /api/auth/register failed: ${error.message}` };
  }
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
export async function loadTargets(site, baseline) {
  const targets = [];
  if (site?.ok) {
    targets.push({
      key: "home",
      label: "GET / (English home, cached page)",
      origin: site.origin,
      path: "/",
      headers: PAGE_HEADERS,
    });
    // Every request with a new query that no page reads: must be served from the cached page.
    targets.push({
      key: "home-random-query",
      label: "GET /?r=<random> (query no page reads)",
      origin: site.origin,
      path: "/",
      headers: PAGE_HEADERS,
      randomQuery: true,
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
    const auth = await registerUser(site.origin);
    targets.push({
      key: "auth-me",
      label: "GET /api/auth/me (valid token)",
      origin: site.origin,
      path: "/api/auth/me",
      headers: {
        Accept: "application/json",
        "Accept-Encoding": BROWSER_ENCODINGS,
        ...(auth.token ? { Authorization: `Bearer ${auth.token}` } : {}),
      },
      unavailable: auth.token ? undefined : `not available: ${auth.reason}`,
    });
    targets.push({
      key: "static",
      label: "GET /favicon.svg (static file)",
      origin: site.origin,
      path: "/favicon.svg",
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

export async function runLoad(targets, { connections, seconds }) {
  const results = [];
  for (const target of targets) {
    const url = target.origin + target.path;
    const result = {
      key: target.key,
      label: target.label,
      path: target.path,
      server: target.key === "baseline" ? "baseline" : "site",
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
      const requests = target.randomQuery
        ? [{ setupRequest: (request) => ({ ...request, path: `${target.path}?r=${randomBytes(8).toString("hex")}` }) }]
        : undefined;
      await runAutocannon({
        url,
        headers: target.headers,
        connections: Math.min(10, connections),
        duration: 1,
        requests,
      });
      const raw = await runAutocannon({ url, headers: target.headers, connections, duration: seconds, requests });
      Object.assign(result, summarize(raw));
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
