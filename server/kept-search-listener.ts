import type { IncomingMessage, RequestListener } from "node:http";
import { isLanguage } from "@shared/language";
import { API_BASE, SEARCH_PARAM } from "@shared/paths";
import { SEARCH_API_PATH, SEARCH_LANGUAGE_PARAM } from "@shared/search";
import { pickEncoding } from "./http/accept-encoding";
import { isHttpsMessage } from "./http/forwarded";
import { PLAIN_HOST } from "./kept-page-listener";
import { answerHeaders, ENCODINGS, type SearchAnswerCache } from "./search";
import { HARDENING_HEADERS, HSTS_HEADER, NO_INLINE_CODE_POLICY } from "./security-headers";

const PREFIX = `${API_BASE}${SEARCH_API_PATH}?`;
/** A query string of plain characters only: anything else (fragments, quotes, spaces) is left to the app. */
const PLAIN_QUERY = /^[\w\-.~%!$&()*+,;=:@/?]*$/;

/**
 * Answers searches whose answer is kept and ready (server/search/answer-cache.ts) straight from
 * node:http, in front of the Hono app, as the kept pages are (kept-page-listener.ts): a
 * search is asked again with every letter typed, and Hono's Request and Response objects
 * cost several times the sending of kept bytes (docs/decisions/041-search.md).
 *
 * It answers only a plain GET or HEAD of /api/search with each parameter once and a known
 * language, with the app's headers; a new query, a refusal (400, 405) or anything unusual
 * goes to the app (server/search/routes.ts), which searches and keeps the answer for the next time.
 * server/fast-paths.test.ts checks that both ways answer alike.
 */
export function serveKeptSearchAnswersFirst(
  answers: SearchAnswerCache,
  trustedProxies: number,
  app: RequestListener,
): RequestListener {
  return (request, response) => {
    const answer = keptSearchAnswer(answers, trustedProxies, request);
    if (!answer) return app(request, response);
    response.writeHead(200, answer.headers);
    response.end(request.method === "HEAD" ? undefined : answer.body);
  };
}

function keptSearchAnswer(answers: SearchAnswerCache, trustedProxies: number, request: IncomingMessage) {
  const { method, url = "", headers } = request;
  if ((method !== "GET" && method !== "HEAD") || !url.startsWith(PREFIX)) return undefined;
  const query = url.slice(PREFIX.length);
  if (!PLAIN_QUERY.test(query) || !PLAIN_HOST.test(headers.host ?? "")) return undefined;
  // A body on a GET is odd enough to leave to the app and its limits.
  if (headers["content-length"] || headers["transfer-encoding"]) return undefined;

  const params = new URLSearchParams(query);
  const asked = params.getAll(SEARCH_PARAM);
  const languages = params.getAll(SEARCH_LANGUAGE_PARAM);
  if (asked.length > 1 || languages.length !== 1 || !isLanguage(languages[0])) return undefined;
  const encoding = pickEncoding(headers["accept-encoding"], ENCODINGS);
  const kept = answers.keptAnswer(asked[0] ?? "", languages[0], encoding);
  if (!kept) return undefined;

  const flat: string[] = ["Content-Security-Policy", NO_INLINE_CODE_POLICY];
  for (const [name, value] of Object.entries(answerHeaders(kept.body, kept.encoding))) flat.push(name, value);
  for (const [name, value] of HARDENING_HEADERS) flat.push(name, value);
  if (isHttpsMessage(request, trustedProxies)) flat.push(...HSTS_HEADER);
  return { headers: flat, body: kept.body };
}
