// The `?inline-script` import: `import text from "./x?inline-script"` gives the text of the
// TypeScript module x, bundled on its own as one minified script that calls x's default
// export. A page carries that text inline, so it costs no request, and the policy allows it
// by its hash. The Vite plugin serves the pages, their unit tests and the client build;
// the esbuild plugin the server's bundle (scripts/build-server.mjs).
// docs/decisions/035-inline-scripts-as-modules.md
import path from "node:path";
import { build } from "esbuild";

export const INLINE_SCRIPT_QUERY = "?inline-script";

/** Vite's default build target (baseline widely available), which the page's other scripts are built for. */
const BROWSERS = ["chrome111", "edge111", "firefox114", "safari16.4", "ios16.4"];

/**
 * The minified text of the module `file`'s default export, called once, and the files it
 * was built from. A package would make a few lines of page script into kilobytes, so an
 * inline script may import only the site's own modules, and only constants from them.
 */
export async function buildInlineScript(file) {
  const result = await build({
    stdin: {
      contents: `import run from ${JSON.stringify(file)};\nrun();\n`,
      resolveDir: path.dirname(file),
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: BROWSERS,
    minify: true,
    charset: "ascii",
    legalComments: "none",
    metafile: true,
    logLevel: "silent",
    // Not the project's tsconfig: its `strict` would add a "use strict" the script does not need.
    tsconfigRaw: {},
  });
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.startsWith("<stdin>"))
    .map((input) => path.resolve(input));
  const packages = inputs.filter((input) => input.split(path.sep).includes("node_modules"));
  if (packages.length > 0) {
    throw new Error(`${file}: an inline script may not import packages (${packages.join(", ")})`);
  }
  const code = result.outputFiles[0].text.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error(`${file}: the built script would end its <script> element`);
  return { code, inputs };
}

const asModule = (code) => `export default ${JSON.stringify(code)};\n`;

/** The `?inline-script` import for Vite (and Vitest): a module whose default export is the script's text. */
export function inlineScriptVite() {
  const PREFIX = "\0inline-script:";
  return {
    name: "inline-script",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!source.endsWith(INLINE_SCRIPT_QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -INLINE_SCRIPT_QUERY.length), importer, {
        ...options,
        skipSelf: true,
      });
      return resolved && `${PREFIX}${resolved.id}`;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const { code, inputs } = await buildInlineScript(id.slice(PREFIX.length));
      for (const input of inputs) this.addWatchFile(input);
      return asModule(code);
    },
  };
}

/** The same import for esbuild. */
export function inlineScriptEsbuild() {
  const NAMESPACE = "inline-script";
  return {
    name: "inline-script",
    setup(esbuild) {
      esbuild.onResolve({ filter: /\?inline-script$/ }, async ({ path: source, kind, resolveDir, importer }) => {
        const resolved = await esbuild.resolve(source.slice(0, -INLINE_SCRIPT_QUERY.length), {
          kind,
          resolveDir,
          importer,
        });
        return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path, namespace: NAMESPACE };
      });
      esbuild.onLoad({ filter: /.*/, namespace: NAMESPACE }, async ({ path: file }) => {
        const { code, inputs } = await buildInlineScript(file);
        return { contents: asModule(code), loader: "js", watchFiles: inputs };
      });
    },
  };
}
