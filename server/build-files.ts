import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import { pickEncoding } from "./http/accept-encoding";
import { isHttpsMessage } from "./http/forwarded";
import { PLAIN_HOST } from "./kept-page-listener";
import { omitRequestId } from "./request-log";
import { HSTS_HEADER, fileSecurityHeaders } from "./security-headers";

/**
 * The files of the client build, read into memory once at start and answered with headers
 * made once per file (docs/decisions/024-build-files-from-memory.md). The build never
 * changes while the server runs, so nothing here touches the file system after start.
 */

/** Where the build puts the files whose names carry a hash of their content. */
const HASHED_FOLDER = "/assets/";
const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";
const TWIN = /\.(br|gz)$/;
const CODINGS = ["br", "gzip"] as const;

type Header = readonly [string, string];
/** What @hono/node-server passes a handler as its environment: the node:http response among it. */
type NodeBindings = { outgoing?: ServerResponse };
type Coding = (typeof CODINGS)[number] | "identity";

/**
 * One answer's headers, made at start for a visitor over HTTP and one over HTTPS (HSTS),
 * flat (name, value, name, value, ...) as node:http's writeHead takes them.
 */
interface SchemeHeaders {
  http: readonly string[];
  https: readonly string[];
}

interface BuildFile {
  /** The codings the build made a twin for, in the server's order of preference. */
  codings: readonly (typeof CODINGS)[number][];
  variants: Partial<Record<Coding, { headers: SchemeHeaders; body: Buffer }>>;
  /** The ETag and the headers of a 304; files cached for a year are never asked again and have none. */
  notModified?: { etag: string; headers: SchemeHeaders };
  /** Named by a hash of its content, under HASHED_FOLDER. */
  hashed: boolean;
}

export type BuildFiles = ReadonlyMap<string, BuildFile>;

export interface FileAnswer {
  status: 200 | 304;
  /** Flat: name, value, name, value, ... */
  headers: readonly string[];
  body: Buffer | undefined;
  /**
   * A hashed file: every page loads several and nobody reports one by its request id, so
   * the answer goes without X-Request-Id (its log line keeps the id).
   */
  withoutRequestId: boolean;
}

/** Reads every file of the client build, with its brotli and gzip twins where the build made them. */
export function loadBuildFiles(clientDir: string): BuildFiles {
  const files = new Map<string, BuildFile>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || TWIN.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    const urlPath = `/${path.relative(clientDir, full).split(path.sep).join("/")}`;
    files.set(urlPath, buildFile(urlPath, full));
  }
  return files;
}

function buildFile(urlPath: string, full: string): BuildFile {
  const contentType = getMimeType(urlPath) ?? "application/octet-stream";
  const hashed = urlPath.startsWith(HASHED_FOLDER);
  const bodies: Partial<Record<Coding, Buffer>> = {
    identity: readFileSync(full),
    br: readTwin(`${full}.br`),
    gzip: readTwin(`${full}.gz`),
  };
  const codings = CODINGS.filter((coding) => bodies[coding]);
  const security = fileSecurityHeaders(contentType);
  const withSecurity = (headers: Header[]): SchemeHeaders => ({
    http: [...headers, ...security].flat(),
    https: [...headers, ...security, HSTS_HEADER].flat(),
  });
  // A weak validator: the coded variants carry the same one (RFC 9110, 8.8.3).
  const etag = hashed
    ? undefined
    : `W/"${createHash("sha256").update(bodies.identity!).digest("base64url").slice(0, 22)}"`;
  const common: Header[] = [
    ["Cache-Control", hashed ? IMMUTABLE : SHORT],
    ...(etag ? [["ETag", etag] as const] : []),
    ...(codings.length ? [["Vary", "Accept-Encoding"] as const] : []),
  ];
  const variants: BuildFile["variants"] = {};
  for (const coding of ["identity", ...codings] as const) {
    const body = bodies[coding]!;
    variants[coding] = {
      body,
      headers: withSecurity([
        ["Content-Type", contentType],
        ["Content-Length", String(body.length)],
        ...(coding === "identity" ? [] : [["Content-Encoding", coding] as const]),
        ...common,
      ]),
    };
  }
  return { codings, variants, notModified: etag ? { etag, headers: withSecurity(common) } : undefined, hashed };
}

function readTwin(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** The build file at a request target's path (still percent-encoded, as sent). */
export function buildFileAt(files: BuildFiles, urlPath: string): BuildFile | undefined {
  const file = files.get(urlPath);
  if (file || !urlPath.includes("%")) return file;
  try {
    return files.get(decodeURIComponent(urlPath));
  } catch {
    return undefined; // a malformed escape is no file of ours
  }
}

interface FileRequest {
  method: string;
  acceptEncoding: string | null | undefined;
  ifNoneMatch: string | null | undefined;
  secure: boolean;
}

/** The answer for a GET or HEAD of a build file; undefined for any other method. */
export function buildFileAnswer(file: BuildFile, request: FileRequest): FileAnswer | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const scheme = request.secure ? "https" : "http";
  if (file.notModified && matchesEtag(request.ifNoneMatch, file.notModified.etag)) {
    return { status: 304, headers: file.notModified.headers[scheme], body: undefined, withoutRequestId: file.hashed };
  }
  const variant = file.variants[pickEncoding(request.acceptEncoding, file.codings) ?? "identity"]!;
  return {
    status: 200,
    headers: variant.headers[scheme],
    body: request.method === "HEAD" ? undefined : variant.body,
    withoutRequestId: file.hashed,
  };
}

/** If-None-Match by weak comparison (RFC 9110, 13.1.2): any listed tag, or "*". */
function matchesEtag(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * The build files inside the Hono app, first of all its middlewares: the answer carries
 * its own security headers, so the app's (made for pages and API answers) are skipped.
 */
export function serveBuildFiles(files: BuildFiles, isHttpsRequest: (request: Request) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const file = buildFileAt(files, new URL(c.req.url).pathname);
    const answer =
      file &&
      buildFileAnswer(file, {
        method: c.req.method,
        acceptEncoding: c.req.header("accept-encoding"),
        ifNoneMatch: c.req.header("if-none-match"),
        secure: isHttpsRequest(c.req.raw),
      });
    if (!answer) return next();
    const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
    if (answer.withoutRequestId && outgoing) omitRequestId(outgoing);
    const body =
      answer.body && new Uint8Array(answer.body.buffer as ArrayBuffer, answer.body.byteOffset, answer.body.byteLength);
    const headers = new Headers();
    for (let index = 0; index < answer.headers.length; index += 2)
      headers.append(answer.headers[index]!, answer.headers[index + 1]!);
    return new Response(body, { status: answer.status, headers });
  };
}

/**
 * The same answers straight from node:http, in front of the app: a file is bytes and
 * headers made at start, and Hono's Request and Response objects would cost several times
 * more than sending them. What is no plain GET or HEAD of a build file goes on to `next`.
 * server/fast-paths.test.ts checks that both ways answer alike.
 */
export function serveBuildFilesFirst(
  files: BuildFiles,
  trustedProxies: number,
  next: RequestListener,
): RequestListener {
  return (request, response) => {
    const answer = fileAnswerOf(files, trustedProxies, request);
    if (!answer) return next(request, response);
    if (answer.withoutRequestId) omitRequestId(response);
    response.writeHead(answer.status, answer.headers as string[]);
    response.end(answer.body);
  };
}

function fileAnswerOf(files: BuildFiles, trustedProxies: number, request: IncomingMessage) {
  const { method = "", url = "", headers } = request;
  // Only an origin-form target ("/path?query") and a plain host; anything else is the app's to judge.
  if (!url.startsWith("/")) return undefined;
  const queryStart = url.indexOf("?");
  const file = buildFileAt(files, queryStart < 0 ? url : url.slice(0, queryStart));
  if (!file || !PLAIN_HOST.test(headers.host ?? "")) return undefined;
  return buildFileAnswer(file, {
    method,
    acceptEncoding: headers["accept-encoding"],
    ifNoneMatch: headers["if-none-match"],
    secure: isHttpsMessage(request, trustedProxies),
  });
}
