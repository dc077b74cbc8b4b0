/**
 * A small auth server on the embedded database in a folder, for the durability test: it
 * is started as a child process, killed with SIGKILL and started again. It prints one JSON
 * line with its port once it listens. With SMTP_URL it mails as the real server does, from
 * the outbox, retrying every half second instead of after minutes.
 *
 *   DATA_DIR=/tmp/x [SMTP_URL=smtp://127.0.0.1:2525] node --import tsx server/api/testing/durable-server.ts
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createMemberApi, loadJwtSecret } from "..";
import { openDatabase } from "../../db";
import { createMailOutbox } from "../../mail/outbox";
import { createMailTransport } from "../../mail/transport";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is required");

const [{ db }, secret] = await Promise.all([openDatabase({ dataDir }), loadJwtSecret({ dataDir })]);
const smtpUrl = process.env.SMTP_URL;
const outbox = smtpUrl
  ? createMailOutbox({
      db,
      transport: createMailTransport({
        smtpUrl,
        from: "Profit Scout <no-reply@example.com>",
        outboxDir: "",
        log: () => {},
      }),
      log: () => {},
      pollMs: 200,
      backoffMs: Array<number>(20).fill(500),
      // A copy killed while sending leaves its claim behind; the next one takes over soon.
      leaseMs: 1000,
    })
  : undefined;
outbox?.wake();
const app = new Hono();
app.route(
  "/api",
  createMemberApi({
    db,
    secret,
    logger: () => {},
    trustedProxies: Number(process.env.TRUSTED_PROXIES ?? 0),
    ...(outbox ? { mail: { outbox, origin: "http://localhost" } } : {}),
  }),
);
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
  process.stdout.write(`${JSON.stringify({ event: "listening", port: info.port })}\n`);
});
process.once("SIGTERM", () => server.close());
