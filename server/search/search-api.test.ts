import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import fc from "fast-check";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { answerSearch } from "~/features/search/site-search.server";
import type { SearchAnswer } from "@shared/search";
import { createMemberServices } from "../api";
import { compressResponses } from "../compression";
import type { OpenedDatabase } from "../db";
import { openTestDatabase } from "../db/testing/test-database";
import { createLoggedServer } from "../request-log";

/**
 * GET /api/search as server/main.ts wires it: the API with the app's search
 * (`siteSearch` of the server entry), the API's compression, the request log in front.
 * It answers what the search page's loader answers (both are `answerSearch`).
 */

let database: OpenedDatabase;
let server: ReturnType<typeof createLoggedServer>;
let origin: string;

beforeAll(async () => {
  database = await openTestDatabase("sqlite");
  const { api } = createMemberServices({
    db: database.db,
    secret: new Uint8Array(32).fill(7),
    logger: () => {},
    siteSearch: answerSearch,
  });
  const app = new Hono();
  app.use("/api/*", compressResponses());
  app.route("/api", api);
  server = createLoggedServer(getRequestListener(app.fetch), { trustedProxies: 0 });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await database?.close();
});

/** What the server logs (one line per request, server/request-log.ts), kept out of the test's output. */
let logged: string[] = [];
beforeEach(() => {
  logged = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    logged.push(String(chunk));
    return true;
  });
});
afterEach(() => vi.restoreAllMocks());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request over HTTP, the body as it arrived (still compressed where it was). */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A connection per request: a kept-alive one that the server has just closed would fail the next.
    httpRequest(`${origin}${path}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

const searchPath = (q: string | undefined, lang: string | undefined) => {
  const params = new URLSearchParams();
  if (q !== undefined) params.set("q", q);
  if (lang !== undefined) params.set("lang", lang);
  return `/api/search?${params}`;
};

async function search(q: string | undefined, lang: string | undefined = "en"): Promise<SearchAnswer> {
  const answer = await get(searchPath(q, lang));
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body.toString()) as SearchAnswer;
}

const hrefs = (answer: SearchAnswer) => answer.results.map((result) => result.href);
const marked = (answer: SearchAnswer) =>
  answer.results.flatMap((result) => [...result.title, ...result.snippet]).filter((piece) => piece.marked);

describe("GET /api/search", () => {
  test("answers in the language asked for: lessons with their course, FAQ answers, page sections", async () => {
    const english = await search("trading investing", "en");
    expect(english.results[0]?.href).toBe("/member/courses/bitcoin-profit-scout/trading-vs-investing");
    expect(english.results[0]?.where).toEqual(["Bitcoin Profit Scout"]);
    expect(hrefs(await search("Kreditkarte", "de"))).toContain("/de/faq");
    expect(hrefs(await search("Kreditkarte", "en"))).not.toContain("/faq");
    expect((await search("Widerrufsbelehrung", "de")).results[0]?.href).toBe("/de/terms#widerrufsbelehrung");
  });

  test("stems, folds accents and forgives one typo as the search page does", async () => {
    const lesson = "/de/member/courses/bitcoin-profit-scout/trading-strategy";
    expect(hrefs(await search("Tagebuchs", "de"))).toContain(lesson);
    expect(hrefs(await search("Tagbuch", "de"))).toContain(lesson);
    expect(hrefs(await search("Tagebcuh", "de"))).not.toContain(lesson);
    expect(marked(await search("Boerse", "de")).some((piece) => piece.text.startsWith("Börse"))).toBe(true);
    expect(hrefs(await search("jurnal", "en"))).toContain("/member/courses/bitcoin-profit-scout/trading-strategy");
  });

  test("gives the search page's answer: titles and snippets as pieces of text, never HTML", async () => {
    const queries: [string, "en" | "de"][] = [
      ["journals", "en"],
      ["jurnal", "en"],
      ["volatilty", "en"],
      ["RESUME", "en"],
      ["Tagebuchs", "de"],
      ["Tagbuch", "de"],
      ["BÖRSE", "de"],
      ["Hebel", "de"],
      ["  Börse   Tagebuch ", "de"],
      ["qqqzzz", "de"],
    ];
    for (const [q, lang] of queries) {
      const answer = await search(q, lang);
      expect(answer, `${lang}: ${q}`).toEqual(answerSearch(q, lang));
      for (const result of answer.results) {
        expect(Object.keys(result).sort()).toEqual(["href", "snippet", "title", "where"]);
        for (const piece of [...result.title, ...result.snippet]) expect(typeof piece.text).toBe("string");
      }
    }
    expect((await search("Hebel", "de")).results.length).toBeGreaterThan(1);
  });

  test("cuts a query over 200 characters and says so; a word after the cut does not count", async () => {
    const long = await search("volatility ".repeat(30), "en");
    expect(long.cut).toBe(true);
    expect(Array.from(long.query).length).toBeLessThanOrEqual(200);
    expect(long.results.length).toBeGreaterThan(0);
    const afterCut = await search(`${"x".repeat(200)} volatility`, "en");
    expect(afterCut).toEqual({ query: "x".repeat(200), cut: true, results: [] });
    expect((await search("volatility", "en")).cut).toBe(false);
  });

  test("an empty or missing query, or one of punctuation only, finds nothing, without an error", async () => {
    for (const q of ["", "   ", undefined]) {
      expect(await search(q, "de")).toEqual({ query: "", cut: false, results: [] });
    }
    expect(await search(" ?! … ", "de")).toEqual({ query: "?! …", cut: false, results: [] });
  });

  test("a missing or unknown language, or a parameter given twice, is a 400 in JSON", async () => {
    for (const path of [
      searchPath("Hebel", undefined),
      searchPath("Hebel", "fr"),
      searchPath("Hebel", "DE"),
      searchPath("Hebel", ""),
      "/api/search?q=Hebel&lang=de&lang=en",
      "/api/search?q=Hebel&q=Tagebuch&lang=de",
    ]) {
      const answer = await get(path, { "X-User-Language": "de" });
      expect(answer.status, path).toBe(400);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(JSON.parse(answer.body.toString())).toEqual({ error: expect.stringMatching(/Sprache|Parameter/) });
    }
  });

  test("answers only GET and HEAD; other paths below it are a 404", async () => {
    const post = await get(searchPath("Hebel", "de"), {}, "POST");
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
    const head = await get(searchPath("Hebel", "de"), {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await get("/api/search/anything?q=Hebel&lang=de")).status).toBe(404);
  });

  test("is the same for everyone: kept by caches a few minutes, no cookie read or set", async () => {
    const withCookie = await get(searchPath("Hebel", "de"), {
      Cookie: "refresh_token=a-members-refresh-token; language=german",
      Authorization: "Bearer abc",
    });
    const without = await get(searchPath("Hebel", "de"));
    expect(withCookie.status).toBe(200);
    expect(withCookie.body.equals(without.body)).toBe(true);
    expect(withCookie.headers["cache-control"]).toBe("public, max-age=300");
    expect(withCookie.headers.vary).toBe("Accept-Encoding");
    for (const answer of [withCookie, without, await get(searchPath("Hebel", "xx"))]) {
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
  });

  test("is compressed once, as the browser asks: brotli, gzip or plain give the same answer", async () => {
    const path = searchPath("Börse", "de");
    const plain = await get(path);
    const br = await get(path, { "Accept-Encoding": "gzip, deflate, br, zstd" });
    const gzip = await get(path, { "Accept-Encoding": "gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    // Asked again, the same bytes.
    expect((await get(path, { "Accept-Encoding": "br" })).body.equals(br.body)).toBe(true);
  });

  test("what was searched for stays out of the log", async () => {
    await get(searchPath("Hebelwirkung meines Kontos", "de"));
    await get(searchPath("Hebelwirkung meines Kontos", "fr"));
    await get(`${searchPath("Hebelwirkung", "de")}&lang=en`);
    // The log line is written when the response closes.
    await vi.waitFor(() => expect(logged.filter((line) => line.includes('"http.request"'))).toHaveLength(3));
    const log = logged.join("");
    expect(log).toContain('"path":"/api/search"');
    expect(log).not.toMatch(/Hebelwirkung|Kontos|q=|lang=/);
  });

  test("whatever the query holds, the answer is JSON and never a server error", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ unit: "grapheme", maxLength: 300 }), fc.string({ unit: "binary", maxLength: 300 })),
        fc.constantFrom("en", "de"),
        async (q, lang) => {
          const answer = await get(searchPath(q, lang));
          expect(answer.status).toBe(200);
          const body = JSON.parse(answer.body.toString()) as SearchAnswer;
          expect(Array.isArray(body.results)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
    // Escapes that do not decode are read as they are.
    for (const raw of ["%", "%zz", "%E0%A4%A", "%00", "%ED%A0%80"]) {
      const answer = await get(`/api/search?q=${raw}&lang=en`);
      expect(answer.status, raw).toBe(200);
    }
  });
});
