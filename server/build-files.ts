import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, RequestListener } from "node:http";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import { isDecodable } from "./canonical-path";
import { pickEncoding } from "./http/accept-encoding";
import { isHttps } from "./http/forwarded";
import { PLAIN_HOST } from "./kept-page-listener";
import { HSTS_HEADER, fileSecurityHeaders } from "./security-headers";

/**
 * The files of the client build, read into memory once at start and answered with headers
 * made once per file (docs/decisions/024-build-files-from-memory.md). The build never
 * changes while the server runs, so nothing here touches the file system after start.
 */

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";
const TWIN = /\.(br|gz)$/;
const CODINGS = ["br", "gzip"] as const;

type Coding = (typeof CODINGS)[number] | "identity";

interface FileVariant {
  /** Headers of a 200, without the security headers (they depend on the request). */
  headers: readonly (readonly [string, string])[];
  body: Buffer;
}

interface BuildFile {
  variants: Partial<Record<Coding, FileVariant>> & { identity: FileVariant };
  /** Headers of a 304; files cached for a year are never asked again and have none. */
  notModified?: readonly (readonly [string, string])[];
  etag?: string;
  security: readonly (readonly [string, string])[];
}

export type BuildFiles = ReadonlyMap<string, BuildFile>;

export interface FileAnswer {
  status: 200 | 304;
  headers: [string, string][];
  body: Buffer | undefined;
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
  const hashed = urlPath.startsWith("/assets/");
  const identity = readFileSync(full);
  const twins = { br: readTwin(`${full}.br`), gzip: readTwin(`${full}.gz`) };
  const compressed = twins.br !== undefined || twins.gzip !== undefined;
  // A weak validator: the coded variants carry the same one (RFC 9110, 8.8.3).
  const etag = hashed ? undefined : `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 22)}"`;
  const common: [string, string][] = [
    ["Cache-Control", hashed ? IMMUTABLE : SHORT],
    ...(etag ? [["ETag", etag] as [string, string]] : []),
    ...(compressed ? [["Vary", "Accept-Encoding"] as [string, string]] : []),
  ];
  const variant = (body: Buffer, coding: Coding): FileVariant => ({
    body,
    headers: [
      ["Content-Type", contentType],
      ["Content-Length", String(body.length)],
      ...(coding === "identity" ? [] : [["Content-Encoding", coding === "br" ? "br" : "gzip"] as [string, string]]),
      ...common,
    ],
  });
  return {
    variants: {
      identity: variant(identity, "identity"),
      ...(twins.br && { br: variant(twins.br, "br") }),
      ...(twins.gzip && { gzip: variant(twins.gzip, "gzip") }),
    },
    etag,
    notModified: etag ? common : undefined,
    security: fileSecurityHeaders(contentType),
  };
}

function readTwin(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

interface FileRequest {
  method: string;
  /** The request target's path, as sent (still percent-encoded). */
  path: string;
  acceptEncoding: string | null | undefined;
  ifNoneMatch: string | null | undefined;
  secure: boolean;
}

/** The answer for a GET or HEAD of a build file; undefined for anything else. */
export function buildFileAnswer(files: BuildFiles, request: FileRequest): FileAnswer | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const file =
    files.get(request.path) ?? (isDecodable(request.path) ? files.get(decodeURIComponent(request.path)) : undefined);
  if (!file) return undefined;
  const extra = request.secure ? [...file.security, HSTS_HEADER] : file.security;
  if (file.notModified && matchesEtag(request.ifNoneMatch, file.etag)) {
    return { status: 304, headers: [...file.notModified, ...extra] as [string, string][], body: undefined };
  }
  const coding = pickEncoding(
    request.acceptEncoding,
    CODINGS.filter((name) => file.variants[name]),
  );
  const variant = file.variants[coding ?? "identity"] ?? file.variants.identity;
  return {
    status: 200,
    headers: [...variant.headers, ...extra] as [string, string][],
    body: request.method === "HEAD" ? undefined : variant.body,
  };
}

/** If-None-Match by weak comparison (RFC 9110, 13.1.2): any listed tag, or "*". */
function matchesEtag(header: string | null | undefined, etag: string | undefined): boolean {
  if (!header || !etag) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * The build files inside the Hono app, first of all its middlewares: the answer carries
 * its own security headers, so the app's (made for pages and API answers) are skipped.
 */
export function serveBuildFiles(files: BuildFiles, isHttpsRequest: (request: Request) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const answer = buildFileAnswer(files, {
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      acceptEncoding: c.req.header("accept-encoding"),
      ifNoneMatch: c.req.header("if-none-match"),
      secure: isHttpsRequest(c.req.raw),
    });
    if (!answer) return next();
    const body =
      answer.body && new Uint8Array(answer.body.buffer as ArrayBuffer, answer.body.byteOffset, answer.body.byteLength);
    return new Response(body, { status: answer.status, headers: answer.headers });
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
    response.writeHead(answer.status, answer.headers.flat());
    response.end(answer.body);
  };
}

function fileAnswerOf(files: BuildFiles, trustedProxies: number, request: IncomingMessage) {
  const { method = "", url = "", headers } = request;
  // Only an origin-form target ("/path?query") and a plain host; anything else is the app's to judge.
  if (!url.startsWith("/") || !PLAIN_HOST.test(headers.host ?? "")) return undefined;
  const queryStart = url.indexOf("?");
  return buildFileAnswer(files, {
    method,
    path: queryStart < 0 ? url : url.slice(0, queryStart),
    acceptEncoding: headers["accept-encoding"],
    ifNoneMatch: headers["if-none-match"],
    secure: isHttps(
      "encrypted" in request.socket && request.socket.encrypted ? "https:" : "http:",
      headers["x-forwarded-proto"] as string | undefined,
      trustedProxies,
    ),
  });
}
