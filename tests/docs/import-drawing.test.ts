import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, test } from "vitest";
// @ts-expect-error: a plain ES module of the build scripts, without types.
import { box, DRAWING_FILE, importDrawing, runtimeImports } from "../../scripts/import-drawing.mjs";

/** The folders the drawing of the imports must show (docs/imports.md, README "Architecture"). */
let imports: [string, string][];
beforeAll(async () => {
  imports = await runtimeImports();
}, 60_000);

const SERVER_FEATURE = /^server\/(auth|admin|cancellation|crm|payments|progress|mail)\//;

/** The part of the site a screen belongs to: a route module counts for the feature it composes. */
function area(file: string): string {
  const route = /^app\/routes\/([^/]+)\.tsx?$/.exec(file)?.[1];
  if (route === undefined) return box(file);
  if (route.startsWith("admin")) return "admin";
  if (route.startsWith("member-account")) return "account";
  if (route.startsWith("member-")) return "courses";
  if (/^(login|forgot-password|reset-password|confirm-email|confirm-address)$/.test(route)) return "auth screens";
  return route === "cancel" ? "cancellation" : "marketing";
}

describe("the drawing of the imports", () => {
  test("is current", async () => {
    expect(await importDrawing(imports), `run npm run drawing to update ${DRAWING_FILE}`).toBe(
      await readFile(DRAWING_FILE, "utf8"),
    );
  });

  test("server/api is above the features: only its composition imports them", () => {
    const upward = imports.filter(([from, to]) => from.startsWith("server/api/") && SERVER_FEATURE.test(to));
    expect(
      upward.every(([from]) => from === "server/api/index.ts"),
      JSON.stringify(upward),
    ).toBe(true);
    expect(upward.length).toBeGreaterThan(0);
  });

  test("no feature imports another's internals, on either side", () => {
    const across = imports.filter(([from, to]) => {
      const source = SERVER_FEATURE.exec(from)?.[1];
      const target = SERVER_FEATURE.exec(to)?.[1];
      return source && target && source !== target && to !== `server/${target}/index.ts`;
    });
    expect(across).toEqual([]);
    const appAcross = imports.filter(([from, to]) => {
      const source = /^app\/features\/([^/]+)\//.exec(from)?.[1];
      const target = /^app\/features\/([^/]+)\//.exec(to)?.[1];
      return source && target && source !== target;
    });
    expect(appAcross).toEqual([]);
  });

  test("every file of app/components is part of the frame or used by two or more features", () => {
    const importers = (file: string) => imports.filter(([, to]) => to === file).map(([from]) => from);
    const usersOf = (file: string, seen = new Set<string>()): Set<string> => {
      const users = new Set<string>();
      for (const importer of importers(file)) {
        if (!importer.startsWith("app/components/")) users.add(area(importer));
        else if (!seen.has(importer)) for (const user of usersOf(importer, seen.add(importer))) users.add(user);
      }
      return users;
    };
    const components = [...new Set(imports.flat().filter((file) => file.startsWith("app/components/")))];
    const alone = components
      .map((file) => [file, [...usersOf(file)]] as const)
      .filter(([, users]) => !users.includes("app (shell)") && users.length < 2);
    expect(alone).toEqual([]);
    expect(components.length).toBeGreaterThan(10);
  });
});
