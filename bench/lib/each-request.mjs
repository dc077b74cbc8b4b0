// A closed loop like wrk's (N keep-alive connections, each sending its next request when the
// last answer is in) that times every request on its own. wrk corrects its latencies for
// coordinated omission: a request that took k times the expected interval also counts as
// k-1 shorter ones. Against a saturated server a handful of slow answers then make up the
// whole 99th percentile (here: answers of 0.4-0.7 s, while the server timed none of its
// calls over 150 ms; docs/decisions/022-signed-in-call-cost.md). This loop opens its connections,
// runs a warm-up that is not recorded, and reports the requests of the measured seconds
// exactly as they were timed.
import http from "node:http";

function percentile(sorted, share) {
  if (!sorted.length) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

const round = (value) => (value === undefined ? undefined : Math.round(value * 1000) / 1000);

/** Runs `connections` loops against `url` for `warmupSeconds` + `seconds`; the shape of runWrk's result. */
export async function timeEachRequest({ url, headers, connections, seconds, warmupSeconds = 2 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const start = performance.now();
  const measureFrom = start + warmupSeconds * 1000;
  const end = measureFrom + seconds * 1000;
  const latencies = [];
  let errors = 0;
  let failedStatus = 0;
  let bytes = 0;

  const once = () =>
    new Promise((resolve) => {
      const sent = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        let size = 0;
        response.on("data", (chunk) => (size += chunk.length));
        // "close" also comes for an answer cut off halfway, which counts as an error.
        response.on("close", () => {
          if (sent >= measureFrom) {
            if (!response.complete) errors++;
            else {
              latencies.push(performance.now() - sent);
              bytes += size;
              if (response.statusCode >= 400) failedStatus++;
            }
          }
          resolve();
        });
      });
      request.on("error", () => {
        if (sent >= measureFrom) errors++;
        resolve();
      });
    });

  const loop = async () => {
    while (performance.now() < end) await once();
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();

  const sorted = [...latencies].sort((a, b) => a - b);
  const measured = (performance.now() - measureFrom) / 1000;
  return {
    requestsPerSecond: latencies.length / measured,
    requestsTotal: latencies.length,
    latencyMs: {
      p50: round(percentile(sorted, 0.5)),
      p90: round(percentile(sorted, 0.9)),
      p99: round(percentile(sorted, 0.99)),
      average: round(latencies.reduce((sum, value) => sum + value, 0) / (latencies.length || 1)),
      max: round(sorted.at(-1)),
    },
    errors,
    timeouts: 0,
    non2xx: failedStatus,
    statusCodes: {},
    throughputBytesPerSecond: bytes / measured,
    durationSeconds: measured,
  };
}
