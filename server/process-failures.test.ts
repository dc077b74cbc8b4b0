import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const MODULE = fileURLToPath(new URL("./process-failures.ts", import.meta.url));

/** Runs a small script with the handlers installed; answers its exit code and output. */
function run(script: string): Promise<{ code: number | null; output: string }> {
  const source = `import { logProcessFailures } from ${JSON.stringify(MODULE)};\nlogProcessFailures();\n${script}`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", source], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

describe("failures outside any request", () => {
  test("an unhandled rejection is logged without its message and the process keeps running", async () => {
    const { code, output } = await run(`
      Promise.reject(Object.assign(new Error("Failed query: select ... params: ada@example.com"), { code: "ECONNREFUSED" }));
      setTimeout(() => { console.log("still running"); process.exit(0); }, 200);
    `);
    expect(code).toBe(0);
    expect(output).toContain('"event":"process.unhandled_rejection"');
    expect(output).toContain('"code":"ECONNREFUSED"');
    expect(output).toContain("still running");
    expect(output).not.toContain("ada@example.com");
  });

  test("an uncaught exception is logged and ends the process with code 1", async () => {
    const { code, output } = await run(`setTimeout(() => { throw new TypeError("token abc123"); }, 10);`);
    expect(code).toBe(1);
    expect(output).toContain('"event":"process.uncaught_exception"');
    expect(output).toContain('"kind":"TypeError"');
    expect(output).not.toContain("abc123");
  });
});
