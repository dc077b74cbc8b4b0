// Bundles the server (server/main.ts and what it imports from server/ and shared/) into one
// ES module, build/server-main/main.js, so that production runs plain node instead of
// compiling TypeScript at every start (docs/decisions/020-server-from-a-build.md). Packages
// stay in node_modules. Files the server reads next to its modules (the common-password
// list, the migrations) are copied next to the bundle, where the same relative URLs find them.
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";
import { inlineScriptEsbuild } from "./inline-script.mjs";

const OUT_DIR = "build/server-main";
const FILES_READ_AT_RUNTIME = [
  ["server/auth/common-passwords.txt", "common-passwords.txt"],
  ["server/db/migrations", "migrations"],
  ["server/db/sqlite-migrations", "sqlite-migrations"],
];

await rm(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: { main: "server/main.ts" },
  outdir: OUT_DIR,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
  // The scripts a page carries inline, as text (scripts/inline-script.mjs).
  plugins: [inlineScriptEsbuild()],
});
for (const [from, to] of FILES_READ_AT_RUNTIME) await cp(from, `${OUT_DIR}/${to}`, { recursive: true });
