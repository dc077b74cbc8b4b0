import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { logLine, withRequestId } from "./log";

export const REQUEST_ID_HEADER = "x-request-id";
const PROBES = new Set(["/healthz", "/readyz"]);

/** What an id from a proxy may look like: no spaces, no control characters, not too long. */
const REQUEST_ID_FORMAT = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the one a trusted proxy sent in X-Request-Id, or a new one. It goes
 * back in the response (server/build-files.ts takes it off a hashed file's), into every
 * log line the request causes, and into 5xx bodies, so a visitor's report of an error can
 * be found in the log.
 */
function requestIdOf(request: IncomingMessage, trustedProxies: number): string {
  const given = request.headers[REQUEST_ID_HEADER];
  if (trustedProxies > 0 && typeof given === "string" && REQUEST_ID_FORMAT.test(given)) return given;
  return randomUUID();
}

/**
 * One log line per request: method, path without the query (a query can carry a secret),
 * status, duration, bytes sent and the request id. Nothing that names the visitor.
 */
export function logRequests(
  listener: RequestListener,
  { trustedProxies }: { trustedProxies: number },
): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(request, trustedProxies);
    // Handlers further in (the API's error answers) read it from the request.
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader("X-Request-Id", requestId);

    let bytes = 0;
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    const count = (chunk: unknown) => {
      if (typeof chunk === "string") bytes += Buffer.byteLength(chunk);
      else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
    };
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      count(chunk);
      return write(chunk, ...rest);
    }) as typeof response.write;
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== "function") count(chunk);
      return end(chunk, ...rest);
    }) as typeof response.end;

    response.once("close", () => {
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      // Probes come every few seconds and a 503 from /readyz is their answer, not a failure.
      const level = PROBES.has(path) ? "debug" : response.statusCode >= 500 ? "error" : "info";
      withRequestId(requestId, () =>
        logLine({
          level,
          event: "http.request",
          method: request.method,
          path,
          status: response.statusCode,
          durationMs: Number((process.hrtime.bigint() - started) / 10_000n) / 100,
          bytes,
          ...(response.writableFinished ? {} : { aborted: true }),
        }),
      );
    });
    withRequestId(requestId, () => listener(request, response));
  };
}
