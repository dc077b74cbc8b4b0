import type { Plugin as EsbuildPlugin } from "esbuild";
import type { Plugin as VitePlugin } from "vite";

export declare const INLINE_SCRIPT_QUERY: "?inline-script";
export declare function buildInlineScript(file: string): Promise<{ code: string; inputs: string[] }>;
export declare function inlineScriptVite(): VitePlugin;
export declare function inlineScriptEsbuild(): EsbuildPlugin;
