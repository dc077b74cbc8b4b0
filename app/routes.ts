import { index, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { CONTENT_PAGES } from "./content/content-page-names";

/**
 * The route table, written once and mounted twice
 * (docs/decisions/002-language-in-the-address.md): English at the plain paths, German at
 * the same paths under /de. Route ids get the language as suffix, so both copies can
 * share one module per screen.
 */
const PAGES: RouteConfigEntry[] = [
  index("routes/home.tsx"),
  route("algos", "routes/algos.tsx"),
  route("about", "routes/about.tsx"),
  route("faq", "routes/faq.tsx"),
  route("results", "routes/results.tsx"),
  route("pricing", "routes/pricing.tsx"),
  // One module renders every long-form page; the address names its content file.
  ...CONTENT_PAGES.map((path) => route(path, "routes/content-page.tsx", { id: `routes/${path}` })),
  route("login", "routes/login.tsx"),
  route("member/courses", "routes/member-courses.tsx"),
  route("member/courses/:courseSlug", "routes/member-course.tsx"),
  route("member/courses/:courseSlug/:lessonSlug", "routes/member-lesson.tsx"),
  route("*", "routes/not-found.tsx"),
];

function withIdSuffix(entries: RouteConfigEntry[], suffix: string): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    id: `${entry.id ?? entry.file.replace(/\.tsx?$/, "")}${suffix}`,
    children: entry.children && withIdSuffix(entry.children, suffix),
  }));
}

export default [
  ...withIdSuffix(PAGES, ""),
  ...prefix("de", withIdSuffix(PAGES, "-de")),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Screens for the end-to-end tests exist only in builds made for them (the test runner
  // builds with ENABLE_TEST_HOOKS=1); a production build has no such route.
  ...(process.env.ENABLE_TEST_HOOKS === "1" ? [route("__test/render-error", "routes/test-render-error.tsx")] : []),
] satisfies RouteConfig;
