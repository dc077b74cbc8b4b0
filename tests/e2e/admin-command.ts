import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { E2E_DATA_DIR } from "./server-settings";

const run = promisify(execFile);

/**
 * Runs the server's admin command (`npm run admin -- …`, server/admin-cli.ts) against the
 * test server's database, as the owner runs it on the server; resolves with its output.
 */
export function adminCommand(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  return run(process.execPath, ["--import", "tsx", "server/admin-cli.ts", ...args], {
    env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? "", DATA_DIR: E2E_DATA_DIR },
  });
}
