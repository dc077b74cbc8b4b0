// The drawing of which folder imports which (docs/imports.md), made from the code by
// dependency-cruiser: `npm run drawing` writes it, and a test fails when it is not current.
import { writeFile } from "node:fs/promises";
import { cruise } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

export const DRAWING_FILE = "docs/imports.md";

/**
 * The box a module is drawn in: each folder of app/, server/ and app/features/ on its own;
 * the API's composition (server/api/index.ts, which mounts the features) apart from the
 * rules the features share; the files at the top of app/ and server/ as their shell and
 * wiring.
 */
export function box(path) {
  if (path === "server/api/index.ts") return "server/api (composition)";
  if (/^server\/[^/]+$/.test(path)) return "server (wiring)";
  if (/^app\/[^/]+$/.test(path)) return "app (shell)";
  const feature = /^app\/features\/[^/]+/.exec(path);
  if (feature) return feature[0];
  return /^(app|server)\/[^/]+/.exec(path)?.[0] ?? path.split("/")[0];
}

/** Every runtime import between the site's modules: [importing file, imported file]. */
export async function runtimeImports() {
  const result = await cruise(
    ["app", "server", "shared"],
    {
      includeOnly: "^(app|server|shared)/.*\\.(ts|tsx|mjs)$",
      exclude: { path: "\\.test\\.tsx?$|/testing/|^app/routes/\\+types|\\.d\\.ts$" },
      doNotFollow: { path: "node_modules" },
      // What runs: `import type` is left out (lint holds the folders' rules for types too).
      tsPreCompilationDeps: false,
      outputType: "json",
      tsConfig: { fileName: "tsconfig.json" },
    },
    {},
    { tsConfig: extractTSConfig("tsconfig.json") },
  );
  const { modules } = JSON.parse(String(result.output));
  return modules.flatMap((module) =>
    module.dependencies
      .filter((dependency) => !dependency.coreModule && dependency.resolved !== module.source)
      .map((dependency) => [module.source, dependency.resolved.replace(/\?.*$/, "")]),
  );
}

/** The drawing's Markdown: a Mermaid chart of the runtime imports between boxes. */
export async function importDrawing(imports) {
  const edges = new Set(
    imports
      .map(([from, to]) => [box(from), box(to)])
      .filter(([from, to]) => from !== to)
      .map((edge) => edge.join("|")),
  );
  const boxes = [...new Set(imports.flat().map(box))].sort();
  const id = (name) => `b${boxes.indexOf(name)}`;
  const chart = [
    "flowchart TD",
    ...boxes.map((name) => `  ${id(name)}["${name}"]`),
    ...[...edges].sort().map((edge) => {
      const [from, to] = edge.split("|");
      return `  ${id(from)} --> ${id(to)}`;
    }),
  ];
  return [
    "# Which folder imports which",
    "",
    "Made from the code by `npm run drawing` (dependency-cruiser; runtime imports only, tests",
    "and their helpers left out); `tests/docs/import-drawing.test.ts` fails when it is not",
    "current. An arrow points from the importing folder to the imported one. The API's",
    "composition (`server/api/index.ts`) mounts the features; the features use the rules the",
    "rest of `server/api` holds, and each other only through an `index.ts`. The rules behind",
    "it: README, Architecture.",
    "",
    "```mermaid",
    ...chart,
    "```",
    "",
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(DRAWING_FILE, await importDrawing(await runtimeImports()));
  console.log(`wrote ${DRAWING_FILE}`);
}
