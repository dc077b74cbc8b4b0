import type { IncomingMessage, RequestListener } from "node:http";
import { isCanonicalPath } from "./canonical-path";
import { isHttpsMessage } from "./http/forwarded";
import { LANGUAGE_VARY, visitorLanguageOfEnglishPage } from "./language-redirect";
import { type PageCache, type PageVariant, pickVariant } from "./page-cache";
import { isKeptPageRequest, pageKey } from "./pages";
import { HARDENING_HEADERS, HSTS_HEADER } from "./security-headers";

/**
 * Request targets and hosts that @hono/node-server takes as they are, without normalising
 * them (no dot segments, backslashes, fragments or quotes; a plain host name): for these,
 * the path and query below are exactly the ones the Hono app would see. Anything else is
 * left to the app.
 */
const PLAIN_TARGET = /^\/[\w\-.~%!$&()*+,;=:@/]*(?:\?[\w\-.~%!$&()*+,;=:@/?]*)?$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?]|$)/;
/** Read, never changed: pageKey only asks it. */
const NO_QUERY: Readonly<URLSearchParams> = new URLSearchParams();
export const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/**
 * Answers requests for kept pages straight from node:http, in front of the Hono app
 * (server/app.ts), which answers everything else. A kept page is stored bytes with their
 * headers, and Hono's Request and Response objects cost several times more than sending
 * them (docs/decisions/011).
 *
 * It answers only what the app would answer from the page cache, with the same headers:
 * a GET or HEAD document request for a page in the cache, at its canonical path, from a
 * visitor the language rule leaves on that page. Everything that a rule of the app would
 * act on (a redirect, a 400, a render) goes to the app. Paths of the API, of files and the
 * health check never reach the page cache, so they are never found in it here.
 * server/fast-paths.test.ts checks that both ways answer alike.
 */
export function serveKeptPagesFirst(pages: PageCache, trustedProxies: number, app: RequestListener): RequestListener {
  return (request, response) => {
    const answer = keptPageAnswer(pages, trustedProxies, request);
    if (!answer) return app(request, response);
    response.writeHead(answer.status, answer.headers);
    response.end(request.method === "HEAD" ? undefined : answer.body);
  };
}

function keptPageAnswer(pages: PageCache, trustedProxies: number, request: IncomingMessage) {
  const { method = "", url = "", headers } = request;
  if (!PLAIN_TARGET.test(url) || DOT_SEGMENT.test(url) || !PLAIN_HOST.test(headers.host ?? "")) return undefined;
  // A body on a GET is odd enough to leave to the app and its limits.
  if (headers["content-length"] || headers["transfer-encoding"]) return undefined;

  const queryStart = url.indexOf("?");
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  if (!isKeptPageRequest(method, path)) return undefined;
  if (!isCanonicalPath(path)) return undefined;
  const page = pages.get(pageKey(path, queryStart < 0 ? NO_QUERY : new URLSearchParams(url.slice(queryStart + 1))));
  if (!page) return undefined;
  const language = visitorLanguageOfEnglishPage({
    method,
    path,
    accept: headers.accept,
    cookie: headers.cookie,
    acceptLanguage: headers["accept-language"],
  });
  if (language === "de") return undefined;

  const variant = pickVariant(page, headers["accept-encoding"]);
  const secure = isHttpsMessage(request, trustedProxies);
  return { status: variant.status, headers: answerHeaders(variant, language === "en", secure), body: variant.body };
}

/** Each variant's four header lists (by language, secure), made once: writeHead only reads them. */
const headerLists = new WeakMap<PageVariant, string[][]>();

function answerHeaders(variant: PageVariant, variesByLanguage: boolean, secure: boolean): string[] {
  let lists = headerLists.get(variant);
  if (!lists) headerLists.set(variant, (lists = []));
  const slot = (variesByLanguage ? 2 : 0) + (secure ? 1 : 0);
  return (lists[slot] ??= headerList(variant, variesByLanguage, secure));
}

/** The stored headers, with what the app's middlewares add (server/app.ts), as one flat list for writeHead. */
function headerList(variant: PageVariant, variesByLanguage: boolean, secure: boolean): string[] {
  const flat: string[] = [];
  for (const [name, value] of variant.headers) {
    flat.push(name, variesByLanguage && name === "Vary" ? `${value}, ${LANGUAGE_VARY}` : value);
  }
  for (const [name, value] of HARDENING_HEADERS) flat.push(name, value);
  if (secure) flat.push(...HSTS_HEADER);
  return flat;
}
