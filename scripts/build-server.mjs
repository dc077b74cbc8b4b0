// Bundles the server (server/main.ts and what it imports from server/ and shared/) into one
// ES module, build/server-main/main.js, so that production runs plain node instead of
// compiling TypeScript at every start (docs/decisions/020-server-from-a-build.md). Packages
// stay in node_modules. Files the server reads next to its modules (the common-password
// list, the migrations) are copied next to the bundle, where the same relative URLs find them.
// The owner's settings go into the bundle as values, read now (scripts/owner-settings.ts).
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";
import { tsImport } from "tsx/esm/api";
import { inlineScriptEsbuild } from "./inline-script.mjs";

/** @type {typeof import("./owner-settings.ts")} */
const { ownerSettingsEsbuild } = await tsImport("./owner-settings.ts", import.meta.url);

const OUT_DIR = "build/server-main";
const FILES_READ_AT_RUNTIME = [
  ["server/auth/common-passwords.txt", "common-passwords.txt"],
  ["server/db/migrations", "migrations"],
  ["server/db/sqlite-migrations", "sqlite-migrations"],
];

await rm(OUT_DIR, { recursive: true, force: true });
// esbuild has printed its errors, each naming its file (or the settings file's key): a
// stack trace of esbuild's own would only bury them.
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
  plugins: [inlineScriptEsbuild(), ownerSettingsEsbuild()],
}).catch(() => process.exit(1));
for (const [from, to] of FILES_READ_AT_RUNTIME) await cp(from, `${OUT_DIR}/${to}`, { recursive: true });
