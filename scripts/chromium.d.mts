export type ChromiumSource = "CHROME_PATH" | "system" | "packaged";

export declare const CHROMIUM_ARGS: readonly string[];
export declare const PACKAGED_CHROMIUM_ARGS: readonly string[];
export declare const SYSTEM_CHROMIUMS: readonly string[];
export declare const HEADLESS_SHELL: string;
export declare const TEST_CHROMIUMS: readonly string[];
export declare const PACKAGED: "packaged";

export declare function chooseChromium(probes: {
  chromePath?: string;
  exists: (file: string) => boolean;
  candidates?: readonly string[];
}): { source: "CHROME_PATH" | "system"; path: string } | { source: "packaged" };

export declare function unpackChromium(options: {
  packageDir: string;
  cacheDir: string;
  log?: (line: string) => void;
}): Promise<string>;

export declare function packagedChromiumEnv(
  dir: string,
  env?: NodeJS.ProcessEnv,
): { LD_LIBRARY_PATH: string; FONTCONFIG_PATH: string };

export declare function findChromium(options?: {
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  candidates?: readonly string[];
}): Promise<{ source: ChromiumSource; path: string; args: string[]; env: Record<string, string> }>;
