// The Chromium that the end-to-end tests and the benchmark drive: CHROME_PATH, else a system
// Chromium or Chrome, else the one packaged in @sparticuz/chromium, unpacked once into
// node_modules/.cache. So `npm ci && npm test` needs no browser installed by hand.
// docs/decisions/045-chromium-from-npm.md
import { execFile } from "node:child_process";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createBrotliDecompress } from "node:zlib";

/**
 * Flags of every launch. No sandbox: tests run as root in containers, where Chromium's
 * sandbox cannot start. No GPU, and nothing that reaches the network on its own. An error
 * page stays as it is: a full Chromium reloads it by itself a second later, a headless shell
 * does not, and a test must not depend on which one it drives.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
  "--disable-auto-reload",
];

/**
 * What the packaged one needs beside them, of the flags @sparticuz/chromium suggests. Its
 * fontconfig file sets no hinting, so text would be fully hinted and every glyph's advance
 * rounded to a whole pixel: a German header came out 6 px wider than in a system Chromium,
 * whose fontconfig hints slightly. The others are for AWS Lambda and change what a page
 * may do (docs/decisions/045-chromium-from-npm.md).
 */
export const PACKAGED_CHROMIUM_ARGS = ["--font-render-hinting=none"];

/** Where Debian, Ubuntu and Google's packages put the browser. */
export const SYSTEM_CHROMIUMS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/**
 * Debian's headless shell (package `chromium-headless-shell`): the same engine without the
 * browser's window layers, as Playwright itself drives by default. The end-to-end tests try
 * it first: a test costs it about half the CPU of a full Chromium
 * (docs/decisions/052-tests-in-a-headless-shell.md). Lighthouse keeps the full browser.
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** What the end-to-end tests try when CHROME_PATH is not set: the headless shell, then the rest. */
export const TEST_CHROMIUMS = [HEADLESS_SHELL, ...SYSTEM_CHROMIUMS];

/** The CHROME_PATH value that asks for the packaged Chromium even where a system one exists. */
export const PACKAGED = "packaged";

/**
 * Which Chromium to drive, decided by file probes only: CHROME_PATH (a path, or `packaged`),
 * else the first system Chromium that exists, else the packaged one. A CHROME_PATH that does
 * not exist is an error rather than a silent fallback, so a typo never tests another browser.
 *
 * @param {{ chromePath?: string, exists: (file: string) => boolean, candidates?: readonly string[] }} probes
 * @returns {{ source: "CHROME_PATH" | "system", path: string } | { source: "packaged" }}
 */
export function chooseChromium({ chromePath, exists, candidates = SYSTEM_CHROMIUMS }) {
  if (chromePath === PACKAGED) return { source: "packaged" };
  if (chromePath) {
    if (!exists(chromePath)) throw new Error(`CHROME_PATH=${chromePath}: no such file.`);
    return { source: "CHROME_PATH", path: chromePath };
  }
  const system = candidates.find((candidate) => exists(candidate));
  return system ? { source: "system", path: system } : { source: "packaged" };
}

/** The installed @sparticuz/chromium's folder, or undefined when it is not installed. */
function packagedChromiumDir() {
  try {
    // Its entry is build/index.js; the compressed browser sits in bin/ beside build/.
    return path.resolve(path.dirname(createRequire(import.meta.url).resolve("@sparticuz/chromium")), "..");
  } catch {
    return undefined;
  }
}

async function brotliToFile(source, target) {
  await pipeline(createReadStream(source), createBrotliDecompress(), createWriteStream(target, { mode: 0o755 }));
}

/**
 * Unpacks a brotli-compressed tar file with the system's tar, which every Linux has. The tar
 * file is written out first: piped, tar may stop reading at the archive's end marker and
 * leave the rest of the stream unread, which fails the pipe.
 */
async function brotliTarToDir(source, dir) {
  const tarFile = path.join(dir, `${path.basename(source, ".br")}.tmp`);
  await pipeline(createReadStream(source), createBrotliDecompress(), createWriteStream(tarFile));
  try {
    await new Promise((resolve, reject) => {
      execFile("tar", ["-x", "-f", tarFile, "-C", dir], (error, _stdout, stderr) =>
        error ? reject(new Error(`tar ${source}: ${stderr.trim() || error.message}`)) : resolve(undefined),
      );
    });
  } finally {
    await rm(tarFile, { force: true });
  }
}

const escapeXml = (text) =>
  text.replace(/[<>&"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[char]);

/**
 * Unpacks the packaged Chromium into `cacheDir/chromium-<version>` unless it is there, and
 * returns that folder. The files are written to a fresh temporary folder that is renamed
 * into place when complete: a folder under the final name is always whole, and when two
 * test processes unpack at once, the first rename wins and the other drops its copy.
 *
 * The folder holds the browser (a headless shell built for Amazon Linux), the libraries it
 * links that a bare Linux may lack (NSS, NSPR, expat, in lib/), SwiftShader beside it, and
 * Open Sans with a fontconfig file, so that pages render text without system fonts.
 *
 * @param {{ packageDir: string, cacheDir: string, log?: (line: string) => void }} options
 */
export async function unpackChromium({ packageDir, cacheDir, log = () => {} }) {
  const { version } = JSON.parse(await readFile(path.join(packageDir, "package.json"), "utf8"));
  const target = path.join(cacheDir, `chromium-${version}`);
  if (existsSync(path.join(target, "chromium"))) return target;

  const started = Date.now();
  log(`Unpacking the packaged Chromium ${version} into ${target} (once) ...`);
  await mkdir(cacheDir, { recursive: true });
  const temporary = await mkdtemp(path.join(cacheDir, `.chromium-${version}-`));
  try {
    const bin = path.join(packageDir, "bin");
    await Promise.all([
      brotliToFile(path.join(bin, "chromium.br"), path.join(temporary, "chromium")),
      brotliTarToDir(path.join(bin, "swiftshader.tar.br"), temporary),
      brotliTarToDir(path.join(bin, "al2023.tar.br"), temporary),
      brotliTarToDir(path.join(bin, "fonts.tar.br"), temporary),
    ]);
    // The package's own fonts.conf names its Lambda folders (/tmp/fonts); this one names ours.
    await writeFile(
      path.join(temporary, "fonts.conf"),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
        `  <dir>${escapeXml(path.join(target, "fonts"))}</dir>\n` +
        `  <cachedir>${escapeXml(path.join(target, "fonts-cache"))}</cachedir>\n</fontconfig>\n`,
    );
    try {
      await rename(temporary, target);
    } catch (error) {
      // Another process renamed its copy into place first: use that one.
      if (!existsSync(path.join(target, "chromium"))) throw error;
    }
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
  log(`Unpacked the packaged Chromium in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return target;
}

/**
 * The environment the packaged Chromium needs on top of the caller's: its own libraries
 * first, its own fonts.
 */
export function packagedChromiumEnv(dir, env = process.env) {
  return {
    LD_LIBRARY_PATH: [path.join(dir, "lib"), env.LD_LIBRARY_PATH].filter(Boolean).join(":"),
    FONTCONFIG_PATH: dir,
  };
}

/**
 * The Chromium to launch: its path, the flags for every launch, and the variables to add to
 * its environment (none for a system Chromium). `candidates`: the system binaries to try,
 * in order, when CHROME_PATH is not set.
 *
 * @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void, candidates?: readonly string[] }} [options]
 * @returns {Promise<{ source: "CHROME_PATH" | "system" | "packaged", path: string, args: string[], env: Record<string, string> }>}
 */
export async function findChromium({
  env = process.env,
  log = (line) => console.error(line),
  candidates = SYSTEM_CHROMIUMS,
} = {}) {
  const choice = chooseChromium({ chromePath: env.CHROME_PATH, exists: existsSync, candidates });
  if (choice.source !== "packaged") return { ...choice, args: [...CHROMIUM_ARGS], env: {} };

  const packageDir = packagedChromiumDir();
  if (process.platform !== "linux" || process.arch !== "x64" || !packageDir) {
    throw new Error(
      `No Chromium found: none of ${candidates.join(", ")} exists, and ` +
        (packageDir
          ? `the packaged one runs on Linux x64 only.`
          : `@sparticuz/chromium is not installed (npm ci installs it).`) +
        ` Set CHROME_PATH to a Chromium or Chrome binary.`,
    );
  }
  // Beside the package, so it goes with node_modules and a new version unpacks anew.
  const dir = await unpackChromium({ packageDir, cacheDir: path.resolve(packageDir, "../../.cache"), log });
  return {
    source: "packaged",
    path: path.join(dir, "chromium"),
    args: [...CHROMIUM_ARGS, ...PACKAGED_CHROMIUM_ARGS],
    env: packagedChromiumEnv(dir, env),
  };
}
