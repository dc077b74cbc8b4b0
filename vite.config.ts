import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
    },
  },
  build: {
    // Small files inline as data: URIs would need CSP exceptions; keep every asset a file.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The site's own modules that two or more pages share travel as one file
              // instead of a dozen of a few hundred bytes each: every file costs a request
              // with about 850 bytes of headers, a module preload and a module record on
              // a phone's main thread (docs/decisions/012-hydration-without-long-tasks.md).
              name: "site",
              // Not the dashboard's own components: they travel with its pages only.
              test: /[\\/](app[\\/](?!components[\\/]admin[\\/])|shared[\\/])/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
