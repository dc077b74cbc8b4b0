/**
 * React as the pages' scripts import it (vite.config.ts, reactOnce): React ships as
 * CommonJS, and every file that imported it directly had to convert it to a module with
 * a helper of the bundler's, which then travelled as a file of its own on every page.
 * Converted once here, in the file every page loads, the helper goes with it
 * (docs/decisions/029-script-files-by-who-needs-them.md). JavaScript, not TypeScript: React's
 * types describe a CommonJS module, which TypeScript does not let `export *` pass on; the
 * code type-checks against React itself, since only the client build takes this way.
 */
export * from "react";
