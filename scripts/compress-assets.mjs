// Writes brotli (.br) and gzip (.gz) twins of the client build's text files, so the
// server sends them compressed at the best level without compressing on every request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";

const CLIENT_DIR = path.resolve("build/client");
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 512;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for await (const file of files(CLIENT_DIR)) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
  const content = await readFile(file);
  await writeFile(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in build/client`);
