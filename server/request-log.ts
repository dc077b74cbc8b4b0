import { randomUUID } from "node:crypto";
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  type RequestListener,
  ServerResponse,
} from "node:http";
import { REQUEST_ID_HEADER } from "./http/request-id";
import { isLogged, logLine } from "./log";
const PROBES = new Set(["/healthz", "/readyz"]);

/** What an id from a proxy may look like: no spaces, no control characters, not too long. */
const REQUEST_ID_FORMAT = /^[A-Za-z0-9._:-]{1,128}$/;

type HeadersArgument = OutgoingHttpHeaders | OutgoingHttpHeader[];

/**
 * The request's id: the one a trusted proxy sent in X-Request-Id, or a new one. It goes
 * back in the response (a hashed file's aside: `omitRequestId`), into the log lines the
 * request causes (read from the request: http/request-id.ts), and into 5xx bodies, so a
 * visitor's report of an error can be found in the log.
 */
function idForRequest(request: IncomingMessage, trustedProxies: number): string {
  const given = request.headers[REQUEST_ID_HEADER];
  if (trustedProxies > 0 && typeof given === "string" && REQUEST_ID_FORMAT.test(given)) return given;
  return randomUUID();
}

/**
 * A response that carries what its log line needs. The id joins the headers as they are
 * written: set earlier with setHeader, it would send every writeHead down node:http's slow
 * path, and fields here cost nothing per request where closures over each response did
 * (docs/decisions/051-request-log-per-response-cost.md).
 */
class LoggedResponse extends ServerResponse<IncomingMessage> {
  requestId = "";
  sendsRequestId = true;
  started = 0n;
  bytes = 0;
  following = false;

  override writeHead(statusCode: number, reasonOrHeaders?: string | HeadersArgument, headers?: HeadersArgument): this {
    const reason = typeof reasonOrHeaders === "string" ? reasonOrHeaders : undefined;
    const given = typeof reasonOrHeaders === "string" ? headers : reasonOrHeaders;
    // Below the log's level a line is written only for a server error (logLines).
    if (statusCode >= 500) logLines(this);
    return super.writeHead(
      statusCode,
      reason,
      this.sendsRequestId ? withRequestIdHeader(given, this.requestId) : given,
    );
  }

  override write(chunk: unknown, ...rest: unknown[]): boolean {
    this.bytes += byteLength(chunk);
    return (super.write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }

  override end(chunk?: unknown, ...rest: unknown[]): this {
    if (typeof chunk !== "function") this.bytes += byteLength(chunk);
    return (super.end as (...args: unknown[]) => this)(chunk, ...rest);
  }
}

function withRequestIdHeader(headers: HeadersArgument | undefined, requestId: string): HeadersArgument {
  if (headers === undefined) return ["X-Request-Id", requestId];
  if (Array.isArray(headers)) return [...headers, "X-Request-Id", requestId];
  return { ...headers, "X-Request-Id": requestId };
}

function byteLength(chunk: unknown): number {
  if (typeof chunk === "string") return Buffer.byteLength(chunk);
  return chunk instanceof Uint8Array ? chunk.byteLength : 0;
}

/** A hashed file: every page loads several and nobody reports one by its id (its log line keeps it). */
export function omitRequestId(response: ServerResponse): void {
  if (response instanceof LoggedResponse) response.sendsRequestId = false;
}

/**
 * One log line per request as its response closes: method, path without the query (a
 * query can carry a secret), status, duration, bytes sent and the request id. Nothing
 * that names the visitor. Followed only where a line can be written: every request at
 * LOG_LEVEL info or debug, a server error at any level.
 */
function logLines(response: LoggedResponse): void {
  if (response.following) return;
  response.following = true;
  response.once("close", () => {
    const { req: request } = response;
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    // Probes come every few seconds and a 503 from /readyz is their answer, not a failure.
    const level = PROBES.has(path) ? "debug" : response.statusCode >= 500 ? "error" : "info";
    logLine({
      level,
      event: "http.request",
      method: request.method,
      path,
      status: response.statusCode,
      durationMs: Number((process.hrtime.bigint() - response.started) / 10_000n) / 100,
      bytes: response.bytes,
      ...(response.writableFinished ? {} : { aborted: true }),
      requestId: response.requestId,
    });
  });
}

/** The site's node:http server: every request gets its id and its log line, then goes to `listener`. */
export function createLoggedServer(listener: RequestListener, { trustedProxies }: { trustedProxies: number }) {
  return createServer<typeof IncomingMessage, typeof LoggedResponse>(
    { ServerResponse: LoggedResponse },
    (request, response) => {
      response.started = process.hrtime.bigint();
      response.requestId = idForRequest(request, trustedProxies);
      // Handlers further in (the API's error answers) read it from the request.
      request.headers[REQUEST_ID_HEADER] = response.requestId;
      if (isLogged("info")) logLines(response);
      listener(request, response);
    },
  );
}
