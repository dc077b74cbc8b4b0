// First-load JS and CSS per route, as compressed bytes on the wire, and the largest chunks
// of the client build.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { ROOT } from "./config.mjs";
import { log, rawRequest } from "./lib/util.mjs";

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTR = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const INLINE_IMPORT = /\bimport\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\/assets\/[^"']+?\.m?js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\/assets\/[^"']+?\.m?js)["']\s*\)/g;
/**
 * A static import (or re-export) inside a built chunk; `import(` is lazy and left out. The
 * build puts every chunk into the one folder assets/, so chunks import each other as "./x.js".
 */
const CHUNK_IMPORT = /\b(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["']\.\/([^"']+?\.m?js)["']/g;

function attributes(source) {
  const attrs = {};
  for (const match of source.matchAll(ATTR)) attrs[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? "";
  return attrs;
}

/** The /assets/ files a document loads up front: { js: [...], css: [...], fonts: [...] }. */
export function firstLoadAssets(html) {
  const js = new Set();
  const css = new Set();
  const fonts = new Set();
  const underAssets = (url) => {
    if (!url) return undefined;
    try {
      const { pathname } = new URL(url, "http://x");
      return pathname.startsWith("/assets/") ? pathname : undefined;
    } catch {
      return undefined;
    }
  };
  for (const [, tag, rawAttrs] of html.matchAll(TAG)) {
    const attrs = attributes(rawAttrs);
    if (tag.toLowerCase() === "script") {
      const src = underAssets(attrs.src);
      if (src) js.add(src);
      continue;
    }
    const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
    const href = underAssets(attrs.href);
    if (!href) continue;
    if (rel.includes("modulepreload")) js.add(href);
    else if (rel.includes("stylesheet")) css.add(href);
    else if (rel.includes("preload") && attrs.as === "script") js.add(href);
    else if (rel.includes("preload") && attrs.as === "style") css.add(href);
    else if (rel.includes("preload") && attrs.as === "font") fonts.add(href);
  }
  // React Router's inline <script type="module"> imports the route modules and starts the
  // entry; the server keeps it as a data block until the first paint
  // (server/defer-hydration.ts). What those import is added by withStaticImports. Other
  // /assets/ addresses in the page (React Router's inline route list names modules of
  // routes the page only links to) are not loaded up front.
  for (const match of html.matchAll(INLINE_IMPORT)) js.add(match[1]);
  for (const match of html.matchAll(DYNAMIC_IMPORT)) js.add(match[1]);
  return { js: [...js], css: [...css], fonts: [...fonts] };
}

/** The files of `paths` and every file they import statically, as the browser loads them. */
async function withStaticImports(origin, paths, cache) {
  const all = new Set(paths);
  const queue = [...paths];
  while (queue.length) {
    const assetPath = queue.shift();
    if (!cache.has(assetPath)) {
      cache.set(
        assetPath,
        rawRequest(origin + assetPath, { headers: { "Accept-Encoding": "identity" } }).then((response) =>
          response.status === 200
            ? [...response.body.toString("utf8").matchAll(CHUNK_IMPORT)].map((match) =>
                path.posix.join(path.posix.dirname(assetPath), match[1]),
              )
            : [],
        ),
      );
    }
    for (const imported of await cache.get(assetPath)) {
      if (all.has(imported)) continue;
      all.add(imported);
      queue.push(imported);
    }
  }
  return [...all];
}

function decode(body, encoding) {
  if (encoding === "br") return zlib.brotliDecompressSync(body);
  if (encoding === "gzip") return zlib.gunzipSync(body);
  return body;
}

/** Bytes of one asset with br, gzip and no compression; cached per URL. */
async function measureAsset(origin, assetPath, cache) {
  if (cache.has(assetPath)) return cache.get(assetPath);
  const promise = (async () => {
    const sizes = { path: assetPath };
    for (const [key, acceptEncoding] of [
      ["br", "br"],
      ["gzip", "gzip"],
      ["raw", "identity"],
    ]) {
      const response = await rawRequest(origin + assetPath, { headers: { "Accept-Encoding": acceptEncoding } });
      if (response.status !== 200) {
        sizes.error = `HTTP ${response.status} for ${acceptEncoding}`;
        sizes[key] = 0;
        continue;
      }
      sizes[key] = response.bytes;
      // What a browser counts as transferred (Lighthouse's figure): the body and its headers.
      if (key === "br") sizes.transfer = response.bytes + response.headerBytes;
      sizes[`${key}Encoding`] = response.headers["content-encoding"] ?? "identity";
    }
    return sizes;
  })();
  cache.set(assetPath, promise);
  return promise;
}

function sum(list, key) {
  return list.reduce((total, item) => total + (item[key] ?? 0), 0);
}

/**
 * Per route: HTML status and size, first-load JS/CSS (br, gzip, raw) and preloaded fonts.
 * A route measured signed in (the account page) is asked for with a session's cookie from
 * `memberSession`, as a member's browser asks for it. Returns { routes, assets } where
 * assets maps each file to its sizes.
 */
export async function measureRouteBundles(origin, routes, { memberSession } = {}) {
  const cache = new Map();
  const importsCache = new Map();
  const results = [];
  for (const route of routes) {
    const entry = { path: route.path, lang: route.lang, group: route.group };
    try {
      const headers = { Accept: "text/html", "Accept-Encoding": "br", "Accept-Language": "en-US,en;q=0.9" };
      if (route.signedIn) {
        entry.signedIn = true;
        if (!memberSession) throw new Error("no member session to open it signed in");
        headers.Cookie = await memberSession();
      }
      const response = await rawRequest(origin + route.path, { headers });
      entry.status = response.status;
      if (response.status >= 300 && response.status < 400) entry.location = response.headers.location;
      entry.html = { br: response.bytes, encoding: response.headers["content-encoding"] ?? "identity" };
      const html = decode(response.body, response.headers["content-encoding"]).toString("utf8");
      entry.html.raw = Buffer.byteLength(html);
      if (response.status !== 200) {
        results.push(entry);
        log(`bundles ${route.path}: HTTP ${response.status}`);
        continue;
      }
      const assets = firstLoadAssets(html);
      const jsFiles = await withStaticImports(origin, assets.js, importsCache);
      const js = await Promise.all(jsFiles.map((asset) => measureAsset(origin, asset, cache)));
      const css = await Promise.all(assets.css.map((asset) => measureAsset(origin, asset, cache)));
      const fonts = await Promise.all(assets.fonts.map((asset) => measureAsset(origin, asset, cache)));
      entry.js = {
        files: js.length,
        br: sum(js, "br"),
        transfer: sum(js, "transfer"),
        gzip: sum(js, "gzip"),
        raw: sum(js, "raw"),
        list: js.map((a) => a.path),
      };
      // CSS inside the page (<style>) counts as first-load CSS too, compressed on its own.
      const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => Buffer.from(match[1]));
      const inlineSizes = inline.map((text) => ({
        br: zlib.brotliCompressSync(text).length,
        gzip: zlib.gzipSync(text, { level: 9 }).length,
        raw: text.length,
      }));
      entry.css = {
        files: css.length,
        inlineBlocks: inline.length,
        br: sum(css, "br") + sum(inlineSizes, "br"),
        gzip: sum(css, "gzip") + sum(inlineSizes, "gzip"),
        raw: sum(css, "raw") + sum(inlineSizes, "raw"),
        list: [...css.map((a) => a.path), ...inline.map((_, index) => `inline <style> #${index + 1}`)],
      };
      entry.fonts = { files: fonts.length, bytes: sum(fonts, "raw"), list: fonts.map((a) => a.path) };
      const broken = [...js, ...css, ...fonts].filter((a) => a.error).map((a) => `${a.path}: ${a.error}`);
      if (broken.length) entry.assetErrors = broken;
      log(
        `bundles ${route.path}: JS ${(entry.js.transfer / 1000).toFixed(1)} KB transferred, ${(entry.js.br / 1000).toFixed(1)} KB br (${js.length} files), CSS ${(entry.css.br / 1000).toFixed(1)} KB br`,
      );
    } catch (error) {
      entry.error = error.message;
      log(`bundles ${route.path}: ERROR ${error.message}`);
    }
    results.push(entry);
  }
  const assets = {};
  for (const [assetPath, promise] of cache) {
    const { path: _path, ...sizes } = await promise;
    assets[assetPath] = sizes;
  }
  return { routes: results, assets };
}

/** The n largest .js/.css files of build/client/assets with raw, gzip (9) and brotli (11) sizes. */
export async function largestChunks(n = 10) {
  const dir = path.join(ROOT, "build/client/assets");
  let names;
  try {
    names = await readdir(dir);
  } catch (error) {
    return { error: `cannot read ${path.relative(ROOT, dir)}: ${error.code ?? error.message}`, chunks: [] };
  }
  const candidates = [];
  for (const name of names) {
    if (!/\.(m?js|css)$/.test(name)) continue;
    candidates.push({ file: name, raw: (await stat(path.join(dir, name))).size });
  }
  candidates.sort((a, b) => b.raw - a.raw);
  const chunks = [];
  for (const chunk of candidates.slice(0, n)) {
    const content = await readFile(path.join(dir, chunk.file));
    chunks.push({
      ...chunk,
      gzip: zlib.gzipSync(content, { level: 9 }).length,
      br: zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  const totals = { files: candidates.length, raw: candidates.reduce((t, c) => t + c.raw, 0) };
  return { chunks, totals };
}

/** HTML of the baseline page for the size comparison in the report. */
export async function baselineHtmlSizes(origin) {
  const br = await rawRequest(`${origin}/`, { headers: { Accept: "text/html", "Accept-Encoding": "br" } });
  const gzip = await rawRequest(`${origin}/`, { headers: { Accept: "text/html", "Accept-Encoding": "gzip" } });
  const raw = await rawRequest(`${origin}/`, { headers: { Accept: "text/html" } });
  return { status: raw.status, raw: raw.bytes, br: br.bytes, gzip: gzip.bytes };
}
