import { spawn } from "node:child_process";
import { mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

export interface SiteBuild {
  /** build/client of this build: the browser's files, each with its source map. */
  clientDir: string;
  /** React Router's server build (build/server/index.js): the real routes and their manifest. */
  build: ServerBuild;
  remove: () => Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Builds the pages as `npm run build` does (React Router's client and server build, with
 * the client's source maps on top), into a folder of its own: tests that need the real
 * pages or script files neither need a build made beforehand nor race one being made or
 * served from build/. The folder links this project's node_modules, so the server build
 * finds its packages. Takes a few seconds.
 */
export async function buildSite(): Promise<SiteBuild> {
  const dir = await mkdtemp(path.join(tmpdir(), "site-build-"));
  await symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_BUILD_DIR: dir, NODE_ENV: "production" };
  // A production route table: without the screens made for the end-to-end tests.
  delete env.ENABLE_TEST_HOOKS;
  const cli = path.join(ROOT, "node_modules/@react-router/dev/bin.js");
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, "build", "--sourcemapClient", "--logLevel", "warn"], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`react-router build failed:\n${output}`))));
  });
  const build = (await import(pathToFileURL(path.join(dir, "server/index.js")).href)) as ServerBuild;
  return {
    clientDir: path.join(dir, "client"),
    build,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
