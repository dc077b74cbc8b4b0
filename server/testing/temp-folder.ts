import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { onTestFinished } from "vitest";

/**
 * A new folder under the system's temporary folder, removed with everything in it when the
 * current test ends, passed or failed: a test run leaves nothing behind.
 */
export async function tempFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  onTestFinished(() => rm(folder, { recursive: true, force: true }));
  return folder;
}
