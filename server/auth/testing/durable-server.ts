/**
 * A small auth server on the embedded database in a folder, for the durability test: it
 * is started as a child process, killed with SIGKILL and started again. It prints one JSON
 * line with its port once it listens.
 *
 *   DATA_DIR=/tmp/x node --import tsx server/auth/testing/durable-server.ts
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createAuthApi, loadJwtSecret } from "..";
import { openDatabase } from "../../db";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is required");

const [{ db }, secret] = await Promise.all([openDatabase({ dataDir }), loadJwtSecret({ dataDir })]);
const app = new Hono();
app.route(
  "/api/auth",
  createAuthApi({ db, secret, logger: () => {}, trustedProxies: Number(process.env.TRUSTED_PROXIES ?? 0) }),
);
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
  process.stdout.write(`${JSON.stringify({ event: "listening", port: info.port })}\n`);
});
process.once("SIGTERM", () => server.close());
