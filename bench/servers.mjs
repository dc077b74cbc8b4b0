// The production site server (npm run serve) and the static baseline server, each on a
// free port in its own process group.
import { mkdtemp, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./config.mjs";
import { freePort, log, startChild, stopChild, waitForHttp } from "./lib/util.mjs";

export async function startSiteServer() {
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
    return { ok: false, error: "build/server/index.js is missing (the build failed or did not run)" };
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-data-"));
  // Request lines are left out (LOG_LEVEL=warn): the figures are the serving's, not the log's.
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DRAIN_SECONDS: "0",
  };
  delete env.ENABLE_TEST_HOOKS;
  delete env.DATABASE_URL; // the embedded database in the temp folder, never a shared one
  const child = startChild("npm", ["run", "serve"], { cwd: ROOT, env });
  const origin = `http://127.0.0.1:${port}`;
  const handle = { ok: true, port, origin, dataDir, child };
  try {
    await waitForHttp(`${origin}/readyz`, { timeoutMs: 90_000, child });
    log(`site server up on ${origin} (DATA_DIR ${dataDir})`);
    return handle;
  } catch (error) {
    const logTail = child.output().slice(-3_000);
    await stopSiteServer(handle);
    return { ok: false, error: error.message, logTail };
  }
}

export async function stopSiteServer(handle) {
  if (!handle?.child) return;
  await stopChild(handle.child);
  handle.logTail = handle.child.output().slice(-3_000);
  handle.child = undefined;
  if (handle.dataDir) await rm(handle.dataDir, { recursive: true, force: true }).catch(() => {});
}

export async function startBaselineServer() {
  const port = await freePort();
  // tsx: the baseline reads the site's hardening headers from server/security-headers.ts.
  const child = startChild(process.execPath, ["--import", "tsx", path.join(ROOT, "bench/baseline-server.mjs")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/healthz`, { timeoutMs: 15_000, child });
    log(`baseline server up on ${origin}`);
    return { ok: true, port, origin, child };
  } catch (error) {
    const logTail = child.output().slice(-3_000);
    await stopChild(child);
    return { ok: false, error: error.message, logTail };
  }
}

export async function stopBaselineServer(handle) {
  if (!handle?.child) return;
  await stopChild(handle.child);
  handle.child = undefined;
}

/** What goes into the report about a server (no process handles). */
export function describeServer(handle) {
  if (!handle) return { ok: false, error: "not started" };
  const { ok, port, origin, error, logTail } = handle;
  return { ok, port, origin, error, logTail: ok ? undefined : logTail };
}
