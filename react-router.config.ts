import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Every route's entry travels with the page (about 1.5 KB compressed) instead of being
  // fetched from /__manifest after hydration, which made the router re-render the whole
  // page a second time on a phone's busy main thread (docs/decisions/012).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
