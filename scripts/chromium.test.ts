import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, describe, expect, test } from "vitest";
import {
  chooseChromium,
  HEADLESS_SHELL,
  packagedChromiumEnv,
  SYSTEM_CHROMIUMS,
  TEST_CHROMIUMS,
  unpackChromium,
} from "./chromium.mjs";

const SYSTEM = ["/usr/bin/chromium", "/usr/bin/google-chrome"];

/** A file system probe that knows only `files`, and remembers what was asked. */
function fakeFiles(...files: string[]) {
  const asked: string[] = [];
  return {
    asked,
    exists: (file: string) => {
      asked.push(file);
      return files.includes(file);
    },
  };
}

describe("which Chromium is driven", () => {
  test("CHROME_PATH wins over a system Chromium", () => {
    const probe = fakeFiles("/opt/chrome/chrome", ...SYSTEM);
    expect(chooseChromium({ chromePath: "/opt/chrome/chrome", exists: probe.exists, candidates: SYSTEM })).toEqual({
      source: "CHROME_PATH",
      path: "/opt/chrome/chrome",
    });
  });

  test("a CHROME_PATH that does not exist is an error, not another browser", () => {
    const probe = fakeFiles(...SYSTEM);
    expect(() => chooseChromium({ chromePath: "/opt/chrom", exists: probe.exists, candidates: SYSTEM })).toThrow(
      "CHROME_PATH=/opt/chrom",
    );
  });

  test("without CHROME_PATH, the first system Chromium that exists", () => {
    const probe = fakeFiles("/usr/bin/google-chrome");
    expect(chooseChromium({ exists: probe.exists, candidates: SYSTEM })).toEqual({
      source: "system",
      path: "/usr/bin/google-chrome",
    });
    expect(probe.asked).toEqual(SYSTEM);
  });

  test("the end-to-end tests take Debian's headless shell over a full Chromium; Lighthouse does not", () => {
    const both = fakeFiles(HEADLESS_SHELL, "/usr/bin/chromium");
    expect(chooseChromium({ exists: both.exists, candidates: TEST_CHROMIUMS })).toEqual({
      source: "system",
      path: HEADLESS_SHELL,
    });
    expect(chooseChromium({ exists: both.exists, candidates: SYSTEM_CHROMIUMS })).toEqual({
      source: "system",
      path: "/usr/bin/chromium",
    });
    const fullOnly = fakeFiles("/usr/bin/chromium");
    expect(chooseChromium({ exists: fullOnly.exists, candidates: TEST_CHROMIUMS })).toEqual({
      source: "system",
      path: "/usr/bin/chromium",
    });
  });

  test("with no system Chromium, the packaged one", () => {
    expect(chooseChromium({ chromePath: "", exists: fakeFiles().exists, candidates: SYSTEM })).toEqual({
      source: "packaged",
    });
  });

  test("CHROME_PATH=packaged takes the packaged one even where a system one exists", () => {
    const probe = fakeFiles(...SYSTEM);
    expect(chooseChromium({ chromePath: "packaged", exists: probe.exists, candidates: SYSTEM })).toEqual({
      source: "packaged",
    });
    expect(probe.asked).toEqual([]);
  });

  test("the packaged one's own libraries come before the caller's", () => {
    expect(packagedChromiumEnv("/cache/chromium-1", { LD_LIBRARY_PATH: "/opt/lib" })).toEqual({
      LD_LIBRARY_PATH: "/cache/chromium-1/lib:/opt/lib",
      FONTCONFIG_PATH: "/cache/chromium-1",
    });
    expect(packagedChromiumEnv("/cache/chromium-1", {}).LD_LIBRARY_PATH).toBe("/cache/chromium-1/lib");
  });
});

describe("unpacking the packaged Chromium", () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  /** A package laid out like @sparticuz/chromium: brotli files and brotli tar files in bin/. */
  async function fakePackage(): Promise<string> {
    const root = await mkdtemp(path.join(os.tmpdir(), "chromium-package-"));
    folders.push(root);
    const bin = path.join(root, "bin");
    await mkdir(bin);
    await writeFile(path.join(root, "package.json"), JSON.stringify({ version: "1.2.3" }));
    await writeFile(path.join(bin, "chromium.br"), brotliCompressSync("#!/bin/sh\necho Chromium 1.2.3\n"));
    const tarBr = async (name: string, files: Record<string, string>) => {
      const source = await mkdtemp(path.join(os.tmpdir(), "chromium-tar-"));
      folders.push(source);
      for (const [file, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(source, file)), { recursive: true });
        await writeFile(path.join(source, file), text);
      }
      const tar = execFileSync("tar", ["-c", "-f", "-", "-C", source, ...Object.keys(files)]);
      await writeFile(path.join(bin, name), brotliCompressSync(tar));
    };
    await tarBr("swiftshader.tar.br", { "libGLESv2.so": "gles" });
    await tarBr("al2023.tar.br", { "lib/libnss3.so": "nss" });
    await tarBr("fonts.tar.br", {
      "fonts.conf": "<fontconfig><dir>/tmp/fonts</dir></fontconfig>",
      "fonts/a.ttf": "font",
    });
    return root;
  }

  test("two processes at once get one whole copy, and later runs reuse it", async () => {
    const packageDir = await fakePackage();
    const cacheDir = path.join(packageDir, "cache");
    const logged: string[] = [];
    const log = (line: string) => logged.push(line);

    const [first, second] = await Promise.all([
      unpackChromium({ packageDir, cacheDir, log }),
      unpackChromium({ packageDir, cacheDir, log }),
    ]);
    const target = path.join(cacheDir, "chromium-1.2.3");
    // Both found nothing and unpacked: the race happened.
    expect(logged.filter((line) => line.startsWith("Unpacking"))).toHaveLength(2);
    expect(first).toBe(target);
    expect(second).toBe(target);
    // Only the finished folder is left: the copy that lost the race is gone.
    expect(await readdir(cacheDir)).toEqual(["chromium-1.2.3"]);
    expect(execFileSync(path.join(target, "chromium"), { encoding: "utf8" })).toBe("Chromium 1.2.3\n");
    expect(await readFile(path.join(target, "lib/libnss3.so"), "utf8")).toBe("nss");
    expect(existsSync(path.join(target, "libGLESv2.so"))).toBe(true);
    expect(existsSync(path.join(target, "fonts/a.ttf"))).toBe(true);
    // Fontconfig is pointed at the fonts in this folder, not at the package's Lambda paths.
    const fontsConf = await readFile(path.join(target, "fonts.conf"), "utf8");
    expect(fontsConf).toContain(`<dir>${path.join(target, "fonts")}</dir>`);
    expect(fontsConf).not.toContain("<dir>/tmp/fonts</dir>");

    logged.length = 0;
    expect(await unpackChromium({ packageDir, cacheDir, log })).toBe(target);
    expect(logged).toEqual([]);
  });
});
