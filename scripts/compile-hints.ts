import type { Plugin } from "vite";

/**
 * V8's explicit compile hint: a file that opens with this comment has every function
 * compiled while it streams in, off the page's main thread, instead of each one on its
 * first call there. It must be the file's first line: on the second, V8 ignores it.
 */
export const COMPILE_ALL_HINT = "//# allFunctionsCalledOnLoad\n";

/** The client's file with the hint (vite.config.ts names its groups). */
const HINTED_CHUNK = "site";

/**
 * Gives the client's file that every page loads (`site`: React, React DOM and React
 * Router) the compile hint. Hydration calls most of its functions, and compiling each of
 * them on the main thread was a good part of the tasks that block a slow phone
 * (docs/decisions/047-compile-hints-for-the-site-file.md). It runs after Vite's own
 * additions to the file, so the hint stays first; the source map moves down a line with it.
 */
export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== "chunk" || file.name !== HINTED_CHUNK) continue;
          file.code = COMPILE_ALL_HINT + file.code;
          // An empty first line in the map: every line below keeps its place in the source.
          if (file.map) file.map.mappings = `;${file.map.mappings}`;
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === "asset") {
            const json = JSON.parse(map.source.toString()) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
