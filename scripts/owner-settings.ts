// Reads the owner's settings file at build time (docs/decisions/043-owner-settings-file.md):
// SITE_SETTINGS names it, else config/site.json when present; laid over the defaults of
// config/site.example.json and checked by shared/owner-settings.ts's schema. The Vite
// plugin (client, server render, Vitest) and the esbuild plugin (the server's bundle) put
// the checked values into the build, in place of scripts/owner-settings-values.ts, which
// reads the file itself where no plugin runs (tsx scripts, Playwright's tests).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type OwnerSettings, OwnerSettingsError, resolveOwnerSettings } from "../shared/owner-settings.ts";

// A path, not a URL: a test environment with its own URL class (jsdom) reads the file too.
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULTS_FILE = path.join(ROOT, "config/site.example.json");
/** The owner's file when SITE_SETTINGS names none. */
export const OWNER_FILE = path.join(ROOT, "config/site.json");
/** The module whose default export is the settings; the plugins replace its body. */
export const VALUES_MODULE = path.join(ROOT, "scripts/owner-settings-values.ts");

/** The owner's file: SITE_SETTINGS (relative to the working directory), else config/site.json if it exists. */
export function ownerSettingsFile(env: NodeJS.ProcessEnv = process.env): string | null {
  const named = env.SITE_SETTINGS?.trim();
  if (named) return path.resolve(named);
  return existsSync(OWNER_FILE) ? OWNER_FILE : null;
}

function readJson(file: string, source: string): unknown {
  let content: string;
  try {
    content = readFileSync(file, "utf8");
  } catch (error) {
    throw new OwnerSettingsError(`${source}: cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
  try {
    return JSON.parse(content);
  } catch (error) {
    throw new OwnerSettingsError(`${source}: is not valid JSON: ${(error as Error).message}`);
  }
}

/** The file's name as the owner typed or knows it. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
}

/**
 * The checked settings: the owner's file over the defaults; `null` for the defaults alone.
 * Throws OwnerSettingsError.
 */
export function loadOwnerSettings(file: string | null = ownerSettingsFile()): OwnerSettings {
  const defaults = readJson(DEFAULTS_FILE, shown(DEFAULTS_FILE));
  const owner = file === null ? undefined : readJson(file, shown(file));
  return resolveOwnerSettings(defaults, owner, shown(file ?? DEFAULTS_FILE));
}

/**
 * The values as a module with one export per part (`export const company = …`), so that a
 * page's script carries only the parts it uses: a default export of the whole object would
 * put every part (testimonials, lesson videos…) into the file every page loads. The parts
 * of FIELD_PARTS also get one export per field (`companyName`), for the pages that show
 * one field: a bundler keeps an object's every field once one is read.
 */
const asModule = (settings: OwnerSettings) =>
  Object.entries(settings)
    .flatMap(([part, value]) => [
      `export const ${part} = ${JSON.stringify(value)};\n`,
      ...(FIELD_PARTS.includes(part as keyof OwnerSettings)
        ? Object.entries(value as object).map(
            ([field, fieldValue]) =>
              `export const ${part}${field[0]!.toUpperCase()}${field.slice(1)} = ${JSON.stringify(fieldValue)};\n`,
          )
        : []),
    ])
    .join("");

/** Parts whose fields the schema names (never the owner: lesson videos are keyed by lesson). */
const FIELD_PARTS: (keyof OwnerSettings)[] = ["company"];

/** For Vite (and Vitest): the settings module as the checked values, read once per build. */
export function ownerSettingsVite() {
  let settings: OwnerSettings | undefined;
  return {
    name: "owner-settings",
    enforce: "pre" as const,
    buildStart(this: { addWatchFile(file: string): void }) {
      const file = ownerSettingsFile();
      settings = loadOwnerSettings(file);
      for (const watched of [DEFAULTS_FILE, file ?? OWNER_FILE]) this.addWatchFile(watched);
    },
    load(id: string) {
      if (id.split("?")[0] !== VALUES_MODULE) return null;
      settings ??= loadOwnerSettings();
      return asModule(settings);
    },
  };
}

/** For esbuild (the server's bundle): the same module, the same values. */
export function ownerSettingsEsbuild() {
  return {
    name: "owner-settings",
    setup(build: {
      onLoad(
        options: { filter: RegExp },
        callback: (args: { path: string }) => { contents: string; loader: "js" } | undefined,
      ): void;
    }) {
      const settings = loadOwnerSettings();
      build.onLoad({ filter: /owner-settings-values\.ts$/ }, (args) =>
        path.resolve(args.path) === VALUES_MODULE ? { contents: asModule(settings), loader: "js" } : undefined,
      );
    },
  };
}
