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
    projects: [
      {
        resolve: { alias },
        plugins: [ownerSettingsVite(), inlineScriptVite()],
        test: {
          name: "app",
          include: ["app/**/*.test.{ts,tsx}", "shared/**/*.test.ts"],
          environment: "jsdom",
          setupFiles: ["./tests/setup/unit.ts"],
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
