import { request as httpRequest, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test, vi } from "vitest";
import { reloadLogLevel } from "./log";
import { createLoggedServer, omitRequestId } from "./request-log";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  reloadLogLevel();
});

interface Logged {
  /** The response's X-Request-Id, if it had one. */
  requestId: string | undefined;
  body: string;
  /** The JSON log lines the request caused. */
  lines: Record<string, unknown>[];
}

/** Sends one GET through the logged server and returns what the visitor and the log saw. */
async function logOf(path: string, listener: RequestListener = (_, response) => response.end("ok")): Promise<Logged> {
  const written: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  const server = createLoggedServer(listener, { trustedProxies: 0 });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const answer = await new Promise<Omit<Logged, "lines">>((resolve, reject) => {
    httpRequest({ port, host: "127.0.0.1", path }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ requestId: response.headers["x-request-id"] as string | undefined, body }));
    })
      .on("error", reject)
      .end();
  });
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const lines = written
    .join("")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { ...answer, lines };
}

test("a search is logged by its path only: what was searched for stays out of the log", async () => {
  const { lines } = await logOf("/de/search?q=Hebelwirkung%20meines%20Kontos");
  expect(lines).toEqual([expect.objectContaining({ event: "http.request", path: "/de/search", status: 200 })]);
  expect(JSON.stringify(lines)).not.toMatch(/Hebelwirkung|Kontos|q=/);
});

test.each<[string, RequestListener]>([
  ["no headers of its own", (_, response) => response.end("ok")],
  ["headers as a flat list", (_, response) => response.writeHead(200, ["Content-Type", "text/plain"]).end("ok")],
  ["headers as an object", (_, response) => response.writeHead(200, { "Content-Type": "text/plain" }).end("ok")],
  ["a status message", (_, response) => response.writeHead(200, "Fine", { "Content-Type": "text/plain" }).end("ok")],
  [
    "headers set one by one",
    (_, response) => {
      response.setHeader("Content-Type", "text/plain");
      response.writeHead(200, ["Cache-Control", "no-store"]).end("ok");
    },
  ],
])("an answer with %s names the id its log line carries", async (_, listener) => {
  const { requestId, body, lines } = await logOf("/pricing", listener);
  expect(body).toBe("ok");
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(lines).toEqual([expect.objectContaining({ status: 200, bytes: 2, requestId })]);
});

test("an answer without its id still logs one", async () => {
  const { requestId, lines } = await logOf("/assets/site-abc.js", (_, response) => {
    omitRequestId(response);
    response.writeHead(200, ["Content-Type", "text/javascript"]).end("1;");
  });
  expect(requestId).toBeUndefined();
  expect(lines).toEqual([expect.objectContaining({ path: "/assets/site-abc.js", requestId: expect.any(String) })]);
});

test("the bytes of every write are counted", async () => {
  const { body, lines } = await logOf("/", (_, response) => {
    response.write("Grüße, ");
    response.write(Buffer.from("Welt"));
    response.end();
  });
  expect(body).toBe("Grüße, Welt");
  expect(lines).toEqual([expect.objectContaining({ bytes: Buffer.byteLength("Grüße, Welt") })]);
});

test("below the info level only a server error is logged, with its id", async () => {
  vi.stubEnv("LOG_LEVEL", "warn");
  reloadLogLevel();
  expect((await logOf("/pricing")).lines).toEqual([]);
  const failed = await logOf("/api/broken", (_, response) => response.writeHead(500).end("Internal Server Error"));
  expect(failed.lines).toEqual([
    expect.objectContaining({ level: "error", status: 500, path: "/api/broken", requestId: failed.requestId }),
  ]);
});
