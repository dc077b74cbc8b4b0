import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // A page carries only its own routes; those of its links are fetched from /__manifest
  // after hydration. Starting the router with all 61 routes was one task too long for a
  // slow phone (docs/decisions/025-render-below-the-fold-later.md).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
