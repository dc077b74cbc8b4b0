// Build time (npm run build) and, when asked, test time (npm test).
import { existsSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./config.mjs";
import { log, timeCommand } from "./lib/util.mjs";

export async function timeBuild() {
  log("npm run build ...");
  const result = await timeCommand("npm", ["run", "build"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", NO_COLOR: "1", FORCE_COLOR: "0" },
    echo: false,
  });
  const serverBuild = existsSync(path.join(ROOT, "build/server/index.js"));
  log(`build ${result.ok ? "ok" : `FAILED (exit ${result.exitCode})`} in ${(result.ms / 1000).toFixed(1)} s`);
  return {
    measured: true,
    ok: result.ok,
    ms: result.ms,
    exitCode: result.exitCode,
    serverBuildPresent: serverBuild,
    errorTail: result.ok ? undefined : result.outputTail,
  };
}

export async function timeTests() {
  log("npm test (BENCH_TESTS=1) ...");
  const env = { ...process.env };
  delete env.NODE_ENV; // let vitest and playwright pick their own
  env.NO_COLOR = "1";
  env.FORCE_COLOR = "0";
  const result = await timeCommand("npm", ["test"], { cwd: ROOT, env, echo: false });
  log(`tests ${result.ok ? "passed" : `FAILED (exit ${result.exitCode})`} in ${(result.ms / 1000).toFixed(1)} s`);
  return {
    measured: true,
    ok: result.ok,
    ms: result.ms,
    exitCode: result.exitCode,
    errorTail: result.ok ? undefined : result.outputTail.slice(-2_500),
  };
}
