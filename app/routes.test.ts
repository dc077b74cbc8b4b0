import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterEach, describe, expect, test, vi } from "vitest";
import { localizePath } from "@shared/paths";
import { PUBLIC_PAGE_PATHS } from "@shared/public-pages";

async function routePaths(testHooks: string | undefined): Promise<string[]> {
  vi.resetModules();
  vi.stubEnv("ENABLE_TEST_HOOKS", testHooks);
  const { default: routes } = (await import("./routes")) as { default: RouteConfigEntry[] };
  const paths: string[] = [];
  const walk = (entries: RouteConfigEntry[], prefix: string) => {
    for (const entry of entries) {
      const path = [prefix, entry.path].filter(Boolean).join("/");
      paths.push(path);
      walk(entry.children ?? [], path);
    }
  };
  walk(routes, "");
  return paths;
}

describe("the route table", () => {
  afterEach(() => vi.unstubAllEnvs());

  test("a production build has no screen made for the tests", async () => {
    const paths = await routePaths(undefined);
    expect(paths).toContain("pricing");
    expect(paths.filter((path) => path.includes("__test"))).toEqual([]);
  });

  test("a build for the end-to-end tests has them", async () => {
    expect(await routePaths("1")).toContain("__test/render-error");
  });
});

describe("public pages in the route table", () => {
  afterEach(() => vi.unstubAllEnvs());

  test("every listed page is mounted in both languages; the build's file groups follow the table", async () => {
    vi.resetModules();
    const { default: routes, ROUTE_FILES } = await import("./routes");
    const mounted = new Set(routes.map((entry) => `/${entry.path ?? ""}`));
    for (const path of PUBLIC_PAGE_PATHS) {
      expect(mounted, path).toContain(path);
      expect(mounted, path).toContain(localizePath(path, "de"));
    }
    expect([...ROUTE_FILES.public].sort()).toEqual(
      [
        "routes/home.tsx",
        "routes/algos.tsx",
        "routes/about.tsx",
        "routes/faq.tsx",
        "routes/results.tsx",
        "routes/pricing.tsx",
        "routes/content-page.tsx",
        "routes/cancel.tsx",
        "routes/not-found.tsx",
      ].sort(),
    );
    expect(ROUTE_FILES.dashboard.every((file) => /^routes\/admin(-[a-z-]+)?\.tsx?$/.test(file))).toBe(true);
    expect(ROUTE_FILES.dashboard).toHaveLength(8);
    expect([...ROUTE_FILES.courses].sort()).toEqual(
      ["routes/member-courses.tsx", "routes/member-course.tsx", "routes/member-lesson.tsx"].sort(),
    );
  });
});
