import { type Context, Hono } from "hono";
import { isLanguage } from "@shared/language";
import { SEARCH_PARAM } from "@shared/paths";
import { SEARCH_LANGUAGE_PARAM } from "@shared/search";
import { messageLanguage, messagesFor } from "../api/messages";
import { pickEncoding } from "../http/accept-encoding";
import { jsonError } from "../http/json-error";
import type { Coding, EncodedAnswer, SearchAnswerCache } from "./answer-cache";

/**
 * Results are the same for everyone and change only with a release: a browser or the
 * site's CDN may keep an answer a few minutes (docs/decisions/041-search.md says why not
 * longer, and why not no-store as the search page).
 */
const CACHE_CONTROL = "public, max-age=300";

/** The codings an answer is kept in besides plain JSON, best first. */
export const ENCODINGS = ["br", "gzip"] as const;

/**
 * The site's search as JSON, mounted at /api/search: `GET ?q=…&lang=en|de` answers
 * `{ query, cut, results }`, the same answer as the search page's loader, from the same
 * index (the app's server entry hands it over as `siteSearch`, kept as `cache`; without it
 * the endpoint is a 404). Nobody is signed in for it, so it does without the member API's rules
 * (createApiApp: a client address and rate-limit keys per request, housekeeping on the
 * database, no-store): it reads no cookie and no database, and an answer, once encoded,
 * is sent again from memory (answer-cache.ts), mostly by the fast way in front of the app
 * (server/kept-search-listener.ts). A query over 200 characters is cut, as on
 * the page; a missing or unknown language, or a parameter given twice, is a 400.
 */
export function searchRoutes(cache: SearchAnswerCache | undefined): Hono {
  const api = new Hono();
  const notFound = (c: Context) => jsonError(c, 404, messagesOf(c).notFound, { "Cache-Control": "no-store" });
  if (!cache) return api.all("*", notFound);

  api.get("/", async (c) => {
    const params = new URL(c.req.url).searchParams;
    for (const name of [SEARCH_PARAM, SEARCH_LANGUAGE_PARAM]) {
      if (params.getAll(name).length > 1) return badRequest(c, messagesOf(c).searchParameterTwice(name));
    }
    const language = params.get(SEARCH_LANGUAGE_PARAM);
    if (!isLanguage(language)) return badRequest(c, messagesOf(c).searchLanguage);
    const encoding = pickEncoding(c.req.header("Accept-Encoding"), ENCODINGS);
    return answer(await cache.answer(params.get(SEARCH_PARAM) ?? "", language, encoding));
  });
  api.all("/", (c) =>
    jsonError(c, 405, messagesOf(c).methodNotAllowed, { Allow: "GET, HEAD", "Cache-Control": "no-store" }),
  );
  api.all("*", notFound);
  return api;
}

/** Errors in the language of X-User-Language, as every API answers them. */
function messagesOf(c: Context) {
  return messagesFor(messageLanguage(c.req.header("x-user-language")));
}

function badRequest(c: Context, message: string): Response {
  return jsonError(c, 400, message, { "Cache-Control": "no-store", Vary: "X-User-Language" });
}

/**
 * The bytes as kept, with their coding: the answer says it varies by Accept-Encoding, so
 * the compression further out (server/compression.ts) leaves it as it is.
 */
function answer({ body, encoding }: EncodedAnswer): Response {
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
    status: 200,
    headers: answerHeaders(body, encoding),
  });
}

/** The headers of a search answer, here and on the fast way in front of the app (server/kept-search-listener.ts). */
export function answerHeaders(body: Buffer, encoding: Coding | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Content-Length": String(body.byteLength),
    "Cache-Control": CACHE_CONTROL,
    Vary: "Accept-Encoding",
  };
  if (encoding) headers["Content-Encoding"] = encoding;
  return headers;
}
