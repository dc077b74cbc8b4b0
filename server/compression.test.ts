import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { compressResponses, MIN_COMPRESSED_BYTES } from "./compression";

const small = { user: { id: "u1", name: "Ada" } };
const large = { items: Array.from({ length: 200 }, (_, index) => ({ index, name: `Contact number ${index}` })) };

function app() {
  const app = new Hono();
  app.use(compressResponses());
  app.get("/small", (c) => c.json(small));
  app.get("/large", (c) => c.json(large, 201, { "X-Kept": "yes" }));
  app.get("/built", () => Response.json(large));
  app.get("/page", (c) => c.html(`<!DOCTYPE html><p>${"word ".repeat(400)}</p>`));
  return app;
}

// Over real HTTP, as the site's server answers: the length and encoding a client sees.
let server: Server;
beforeAll(async () => {
  server = createServer(getRequestListener(app().fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  header: (name: string) => string | undefined;
  body: Buffer;
}

function get(path: string, encoding: string): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, path, headers: { "Accept-Encoding": encoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            header: (name) => [response.headers[name.toLowerCase()] ?? []].flat().join(", ") || undefined,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

describe("compressed answers", () => {
  test("a small JSON answer goes out plain, with its length", async () => {
    expect(JSON.stringify(small).length).toBeLessThan(MIN_COMPRESSED_BYTES);
    const response = await get("/small", "br, gzip");
    expect(response.header("Content-Encoding")).toBeUndefined();
    expect(response.header("Content-Type")).toBe("application/json");
    expect(response.header("Vary")).toContain("Accept-Encoding");
    expect(response.header("Content-Length")).toBe(String(JSON.stringify(small).length));
    expect(JSON.parse(response.body.toString("utf8"))).toEqual(small);
  });

  test.each([
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const)(
    "a larger JSON answer is compressed whole with %s, keeping status and headers",
    async (encoding, decode) => {
      const response = await get("/large", encoding);
      expect(response.status).toBe(201);
      expect(response.header("X-Kept")).toBe("yes");
      expect(response.header("Content-Type")).toBe("application/json");
      expect(response.header("Content-Encoding")).toBe(encoding);
      expect(response.header("Content-Length")).toBe(String(response.body.length));
      expect(response.body.length).toBeLessThan(JSON.stringify(large).length);
      expect(JSON.parse(decode(response.body).toString("utf8"))).toEqual(large);
    },
  );

  test("without an accepted encoding every answer goes out plain", async () => {
    const response = await get("/large", "identity");
    expect(response.header("Content-Encoding")).toBeUndefined();
    expect(JSON.parse(response.body.toString("utf8"))).toEqual(large);
  });

  test("a JSON answer built without c.json is compressed too", async () => {
    const response = await get("/built", "gzip");
    expect(response.header("Content-Encoding")).toBe("gzip");
    expect(response.header("Content-Length")).toBe(String(response.body.length));
    expect(JSON.parse(gunzipSync(response.body).toString("utf8"))).toEqual(large);
  });

  test("a page is still compressed as a stream", async () => {
    const response = await get("/page", "br");
    expect(response.header("Content-Encoding")).toBe("br");
    expect(response.header("Content-Length")).toBeUndefined();
    expect(brotliDecompressSync(response.body).toString("utf8")).toContain("word word");
  });
});
