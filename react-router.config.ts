import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // The unit tests that need the built pages build them into a folder of their own
  // (server/testing/site-build.ts), never over the build that is served or benchmarked.
  buildDirectory: process.env.SITE_BUILD_DIR || "build",
  // A page carries only its own routes; those of its links are fetched from /__manifest
  // after hydration. Starting the router with all 61 routes was one task too long for a
  // slow phone (docs/decisions/025-render-below-the-fold-later.md).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
