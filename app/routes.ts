import { index, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The route table, written once and mounted twice (decision D8): English at the paths of
 * the specification, German at the same paths under /de. Route ids get the language as
 * suffix, so both copies can share one module per screen.
 */
const PAGES: RouteConfigEntry[] = [
  index("routes/home.tsx"),
  route("*", "routes/not-found.tsx"),
];

function withIdSuffix(entries: RouteConfigEntry[], suffix: string): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    id: `${entry.file.replace(/\.tsx?$/, "")}${suffix}`,
    children: entry.children && withIdSuffix(entry.children, suffix),
  }));
}

export default [
  ...withIdSuffix(PAGES, ""),
  ...prefix("de", withIdSuffix(PAGES, "-de")),
  // Only answers when the server runs with test hooks enabled (see the route module).
  route("__test/render-error", "routes/test-render-error.tsx"),
] satisfies RouteConfig;
