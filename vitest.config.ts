import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { inlineScriptVite } from "./scripts/inline-script.mjs";
import { ownerSettingsVite } from "./scripts/owner-settings.ts";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Every core: by default Vitest leaves one free, which on a 2-core machine is half of it
    // (docs/decisions/052-tests-in-a-headless-shell.md).
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        plugins: [ownerSettingsVite(), inlineScriptVite()],
        test: {
          name: "app",
          include: ["app/**/*.test.{ts,tsx}", "shared/**/*.test.ts"],
          environment: "jsdom",
          setupFiles: ["./tests/setup/unit.ts"],
          // One document per worker instead of one per file: setting up jsdom for each of
          // some 40 files took 26 of the project's 27 s. So a file leaves nothing behind:
          // the setup file clears the DOM and storage after each test, globals are stubbed
          // with vi.stubGlobal (undone after each test), and no module is mocked (a module
          // another file loaded first would stay real).
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        resolve: { alias },
        plugins: [ownerSettingsVite(), inlineScriptVite()],
        test: {
          name: "server",
          include: [
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/lint/**/*.test.ts",
            "tests/copy/**/*.test.ts",
            "tests/docs/**/*.test.ts",
          ],
          environment: "node",
          // One module graph per worker instead of one per file: server tests share no
          // module state (each opens its own database), and importing the server again for
          // each of some 80 files cost more time than the tests themselves.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
