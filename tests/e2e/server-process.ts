import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A copy of the production server started as `npm run serve` and the deployment guide
 * start it (node with the serve script's flags, `build/server-main/main.js` after `npm run
 * build`), on a free port, for the tests of several copies and of the shutdown. The build
 * is the one the test run made.
 */
export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Everything it wrote to stdout, one JSON log line per line. */
  output: () => string;
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

const SERVER_MAIN = "build/server-main/main.js";

/** The flags `npm run serve` gives node (package.json), the one place they are written. */
export function serveNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
  const flags = new RegExp(`\\bnode ((?:--\\S+ )*)${SERVER_MAIN}`).exec(scripts.serve ?? "")?.[1];
  if (flags === undefined) throw new Error(`package.json's serve script does not run node ${SERVER_MAIN}`);
  return flags.split(" ").filter(Boolean);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Uses the data folder `env` names (DATA_DIR), or else a new one that is removed once the
 * process has exited; with a DATABASE_URL in `env` the database is PostgreSQL's.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const madeDataDir = env.DATA_DIR ? undefined : await mkdtemp(path.join(tmpdir(), "site-copy-"));
  const dataDir = env.DATA_DIR ?? madeDataDir;
  const child = spawn(process.execPath, [...serveNodeFlags(), SERVER_MAIN], {
    env: {
      ...inherited,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_FORMAT: "json",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code))).then(
    async (code) => {
      if (madeDataDir) await rm(madeDataDir, { recursive: true, force: true });
      return code;
    },
  );
  const origin = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await exited;
      throw new Error(`the server exited early:\n${output}`);
    }
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      await exited;
      throw new Error(`the server did not get ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    child,
    output: () => output,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
