import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Modules that only the member area, the account and the dashboard share: left out of the
 * "site" file below, so the marketing pages (whose first load has a budget) do not carry
 * them; they travel in files of their own with the pages that use them.
 */
const SIGNED_IN_ONLY = new RegExp(
  [
    "app/components/admin/",
    "shared/contact-filter\\.",
    "app/components/(member-side-panel|member-error|course-progress|use-call|email-change)\\.",
    "app/auth/use-(sign-in-first|resume-session)\\.",
  ]
    .map((path) => path.replaceAll("/", "[\\\\/]"))
    .join("|"),
);

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
              test: (id) => /[\\/](app|shared)[\\/]/.test(id) && !SIGNED_IN_ONLY.test(id),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
