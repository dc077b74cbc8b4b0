import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test, vi } from "vitest";
import { logRequests } from "./request-log";

afterEach(() => vi.restoreAllMocks());

/** Sends one GET through logRequests and returns the log lines it wrote. */
async function logOf(path: string): Promise<string> {
  const lines: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  const server = createServer(logRequests((_, response) => response.end("ok"), { trustedProxies: 0 }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => {
    httpRequest({ port, host: "127.0.0.1", path }, (response) => {
      response.resume();
      response.on("end", resolve);
    })
      .on("error", reject)
      .end();
  });
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return lines.join("");
}

test("a search is logged by its path only: what was searched for stays out of the log", async () => {
  const log = await logOf("/de/search?q=Hebelwirkung%20meines%20Kontos");
  expect(log).toContain('"path":"/de/search"');
  expect(log).not.toMatch(/Hebelwirkung|Kontos|q=/);
});
