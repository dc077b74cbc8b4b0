import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import { compressResponses, MIN_COMPRESSED_BYTES } from "./compression";

const small = { user: { id: "u1", name: "Ada" } };
const large = { items: Array.from({ length: 200 }, (_, index) => ({ index, name: `Contact number ${index}` })) };

function app() {
  const app = new Hono();
  app.use(compressResponses());
  app.get("/small", (c) => c.json(small));
  app.get("/large", (c) => c.json(large, 201, { "X-Kept": "yes" }));
  app.get("/page", (c) => c.html(`<!DOCTYPE html><p>${"word ".repeat(400)}</p>`));
  return app;
}

const get = (path: string, encoding: string) => app().request(path, { headers: { "Accept-Encoding": encoding } });

describe("compressed answers", () => {
  test("a small JSON answer goes out plain, with its length", async () => {
    expect(JSON.stringify(small).length).toBeLessThan(MIN_COMPRESSED_BYTES);
    const response = await get("/small", "br, gzip");
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("Vary")).toContain("Accept-Encoding");
    expect(response.headers.get("Content-Length")).toBe(String(JSON.stringify(small).length));
    expect(await response.json()).toEqual(small);
  });

  test.each([
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const)(
    "a larger JSON answer is compressed whole with %s, keeping status and headers",
    async (encoding, decode) => {
      const response = await get("/large", encoding);
      expect(response.status).toBe(201);
      expect(response.headers.get("X-Kept")).toBe("yes");
      expect(response.headers.get("Content-Encoding")).toBe(encoding);
      const body = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get("Content-Length")).toBe(String(body.length));
      expect(body.length).toBeLessThan(JSON.stringify(large).length);
      expect(JSON.parse(decode(body).toString("utf8"))).toEqual(large);
    },
  );

  test("without an accepted encoding every answer goes out plain", async () => {
    const response = await get("/large", "identity");
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(await response.json()).toEqual(large);
  });

  test("a page is still compressed as a stream", async () => {
    const response = await get("/page", "br");
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Content-Length")).toBeNull();
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString("utf8")).toContain("word word");
  });
});
