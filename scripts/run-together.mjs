// Runs the given shell commands at the same time and prints each one's output, whole, once
// it ends; exits with 1 if any of them failed. The checks before the tests (types, lint,
// format) each keep one core busy for 15-25 s: side by side they take the longest one's
// time instead of the sum.
import { spawn } from "node:child_process";

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/run-together.mjs "command" ["command" ...]');
  process.exit(2);
}

const started = Date.now();
const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.once("close", (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const ok = code === 0;
          process.stdout.write(`\n> ${command}: ${ok ? "passed" : `failed (${signal ?? code})`} after ${seconds} s\n`);
          if (output.trim()) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
          resolve(ok);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
