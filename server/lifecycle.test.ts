import { createServer, request as httpRequest, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { createLifecycle } from "./lifecycle";

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function listen(listener: RequestListener): Promise<string> {
  server = createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** One request on a keep-alive connection; its status, Connection header and body. */
function get(url: string): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { Connection: "keep-alive" } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, connection: response.headers.connection, body }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the server's lifecycle", () => {
  test("before the app is ready every page answers 503 and /healthz 200", async () => {
    const lifecycle = createLifecycle({ databaseAnswers: async () => true });
    const origin = await listen(lifecycle.listener);
    expect((await get(`${origin}/about`)).status).toBe(503);
    expect((await get(`${origin}/healthz`)).status).toBe(200);
    expect((await get(`${origin}/readyz`)).status).toBe(503);
  });

  test("a drain closes the connection of an answer still being prepared, and of every later one", async () => {
    const lifecycle = createLifecycle({ databaseAnswers: async () => true });
    let answerSlowOne: (() => void) | undefined;
    lifecycle.ready((request, response) => {
      const answer = () => response.end(request.url);
      if (request.url === "/slow") answerSlowOne = answer;
      else answer();
    });
    const origin = await listen(lifecycle.listener);

    // Answered before the drain, at once: the connection stays open.
    expect(await get(`${origin}/quick`)).toEqual({ status: 200, connection: "keep-alive", body: "/quick" });
    const slow = get(`${origin}/slow`);
    await expect.poll(() => answerSlowOne).toBeDefined();
    lifecycle.drain();
    answerSlowOne!();
    expect(await slow).toEqual({ status: 200, connection: "close", body: "/slow" });
    expect(await get(`${origin}/quick`)).toEqual({ status: 200, connection: "close", body: "/quick" });
    expect((await get(`${origin}/readyz`)).status).toBe(503);
  });
});
