import { describe, expect, test } from "vitest";
import { isJsonContentType, readJsonBody } from "./json-body";

const post = (body: BodyInit | null, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
  new Request("http://localhost/", { method: "POST", body, headers, duplex: "half" } as RequestInit);

function chunked(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe("reading a JSON body", () => {
  test("accepts application/json with or without a UTF-8 charset, and nothing else", () => {
    expect(isJsonContentType("application/json")).toBe(true);
    expect(isJsonContentType("Application/JSON; charset=UTF-8")).toBe(true);
    expect(isJsonContentType('application/json; charset="utf-8"')).toBe(true);
    expect(isJsonContentType("application/json; charset=latin1")).toBe(false);
    expect(isJsonContentType("text/plain")).toBe(false);
    expect(isJsonContentType("application/jsonp")).toBe(false);
    expect(isJsonContentType(null)).toBe(false);
  });

  test("parses a JSON body", async () => {
    expect(await readJsonBody(post('{"a":1}'), { maxBytes: 100 })).toEqual({ ok: true, value: { a: 1 }, empty: false });
  });

  test("refuses a wrong content type before reading the body", async () => {
    expect(await readJsonBody(post('{"a":1}', { "Content-Type": "text/plain" }), { maxBytes: 100 })).toEqual({
      ok: false,
      problem: "unsupported-media-type",
    });
  });

  test("refuses a body whose declared length is over the limit", async () => {
    const request = post("x".repeat(101));
    expect(await readJsonBody(request, { maxBytes: 100 })).toEqual({ ok: false, problem: "too-large" });
  });

  test("counts the bytes of a chunked body without a declared length", async () => {
    const body = chunked(['{"a":"', "x".repeat(60), "x".repeat(60), '"}']);
    expect(await readJsonBody(post(body), { maxBytes: 100 })).toEqual({ ok: false, problem: "too-large" });
    const small = chunked(['{"a":', '"b"}']);
    expect(await readJsonBody(post(small), { maxBytes: 100 })).toEqual({ ok: true, value: { a: "b" }, empty: false });
  });

  test("refuses malformed JSON and malformed UTF-8", async () => {
    expect(await readJsonBody(post("{"), { maxBytes: 100 })).toEqual({ ok: false, problem: "invalid-json" });
    expect(await readJsonBody(post(new Uint8Array([0x22, 0xff, 0x22])), { maxBytes: 100 })).toEqual({
      ok: false,
      problem: "invalid-json",
    });
    expect(await readJsonBody(post(""), { maxBytes: 100 })).toEqual({ ok: false, problem: "invalid-json" });
  });

  test("lets an optional body be empty whatever its content type", async () => {
    expect(await readJsonBody(post(null, {}), { maxBytes: 100, optional: true })).toEqual({
      ok: true,
      value: undefined,
      empty: true,
    });
    expect(await readJsonBody(post("{}", {}), { maxBytes: 100, optional: true })).toEqual({
      ok: false,
      problem: "unsupported-media-type",
    });
  });
});
