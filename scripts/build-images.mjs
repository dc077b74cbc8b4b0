// Renders the site's raster images from the SVG sources in assets-src/
// (docs/decisions/008-own-artwork.md).
//
//   node scripts/build-images.mjs              every group
//   node scripts/build-images.mjs covers algos only the groups named
//
// Groups and outputs (all committed under public/):
//   gallery     images/gallery/event-NN-{640,1280}.{avif,webp}  from assets-src/gallery/event-NN.svg
//   instructor  images/instructor-{160,320}.{avif,webp}         from assets-src/instructor.svg
//   covers      images/courses/SLUG-{480,720,960}.{avif,webp}   from assets-src/courses/SLUG.svg
//   algos       images/algos/ID-{720,1280}.{avif,webp}          from assets-src/algos/ID.svg
//   review      images/review-widget-{256,512}.{avif,webp}      from assets-src/review-widget.svg
//   brand       og-image.png (1200x630)                         from assets-src/og-image.svg
//               apple-touch-icon.png (180x180)                  from assets-src/apple-touch-icon.svg
//               favicon.ico (32 and 48 px PNG in ICO)           from assets-src/favicon.svg
//
// Pictures shown inside a page are rasters, not SVG files: a browser gives every SVG
// <img> a document of its own, parsed and laid out on the main thread while the page
// starts (docs/decisions/027-pictures-and-icon-as-rasters.md).
//
// The SVG sources themselves are drawn by assets-src/draw/*.mjs (see assets-src/README.md).
// Output is deterministic for a given sharp/libvips version and set of installed fonts
// (text in the SVGs uses "Inter, Arial, sans-serif").
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SRC = path.join(ROOT, "assets-src");
const PUBLIC = path.join(ROOT, "public");

/** Widths must match GALLERY_WIDTHS in app/content/gallery.ts. */
const GALLERY_WIDTHS = [640, 1280];
/**
 * Widths must match the lists of the same names in app/content/pictures.ts;
 * app/content/pictures.test.ts fails when the files rendered differ from those lists.
 */
const INSTRUCTOR_PICTURE_WIDTHS = [160, 320];
const COVER_WIDTHS = [480, 720, 960];
const ALGO_PICTURE_WIDTHS = [720, 1280];
const REVIEW_WIDGET_WIDTHS = [256, 512];
const AVIF = { quality: 50, effort: 6, chromaSubsampling: "4:2:0" };
const WEBP = { quality: 75, effort: 6, smartSubsample: true };
/** Budget per 1280-px AVIF (gallery; the charts stay far below); the script warns above it. */
const AVIF_BUDGET = 60 * 1024;

sharp.cache(false);
sharp.concurrency(1);

const written = [];

async function rasterise(svgFile, width) {
  // Render at the SVG's own size (or larger for small outputs), then downscale: crisper
  // than rasterising straight at the target width.
  const svg = await readFile(svgFile);
  const meta = await sharp(svg).metadata();
  const density = meta.width && meta.width < width * 2 ? Math.ceil((72 * width * 2) / meta.width) : 72;
  return sharp(svg, { density }).resize({ width, kernel: "lanczos3" });
}

async function save(pipeline, file) {
  await mkdir(path.dirname(file), { recursive: true });
  await pipeline.toFile(file);
  const { size } = await stat(file);
  written.push([path.relative(ROOT, file), size]);
  return size;
}

async function responsive(svgFile, outBase, widths) {
  for (const width of widths) {
    const image = await rasterise(svgFile, width);
    const avifSize = await save(image.clone().avif(AVIF), `${outBase}-${width}.avif`);
    await save(image.clone().webp(WEBP), `${outBase}-${width}.webp`);
    if (width === 1280 && avifSize > AVIF_BUDGET) {
      console.warn(
        `warning: ${path.relative(ROOT, outBase)}-${width}.avif is ${avifSize} bytes (budget ${AVIF_BUDGET})`,
      );
    }
  }
}

/** Every SVG in a folder of assets-src/, rendered to the same name under public/. */
async function folder(source, target, widths) {
  const dir = path.join(SRC, source);
  for (const file of (await readdir(dir)).filter((f) => f.endsWith(".svg")).sort()) {
    await responsive(path.join(dir, file), path.join(PUBLIC, target, file.replace(/\.svg$/, "")), widths);
  }
}

/** One SVG at the top of assets-src/, rendered under public/images/ by the same name. */
const picture = (name, widths) => responsive(path.join(SRC, `${name}.svg`), path.join(PUBLIC, "images", name), widths);

const GROUPS = {
  gallery: () => folder("gallery", "images/gallery", GALLERY_WIDTHS),
  instructor: () => picture("instructor", INSTRUCTOR_PICTURE_WIDTHS),
  covers: () => folder("courses", "images/courses", COVER_WIDTHS),
  algos: () => folder("algos", "images/algos", ALGO_PICTURE_WIDTHS),
  review: () => picture("review-widget", REVIEW_WIDGET_WIDTHS),
  async brand() {
    // Social preview and touch icon (PNG, no transparency).
    await save(
      (await rasterise(path.join(SRC, "og-image.svg"), 1200))
        .flatten({ background: "#060a13" })
        .png({ palette: true, quality: 95, colours: 256, dither: 1, compressionLevel: 9, effort: 10 }),
      path.join(PUBLIC, "og-image.png"),
    );
    await save(
      (await rasterise(path.join(SRC, "apple-touch-icon.svg"), 180))
        .flatten({ background: "#f7931a" })
        .png({ compressionLevel: 9 }),
      path.join(PUBLIC, "apple-touch-icon.png"),
    );

    // favicon.ico, the site's only icon: PNG images inside an ICO container (every browser
    // since 2007 reads that), 32 and 48 px. No SVG icon: Chrome builds it as a document on
    // the page's main thread (docs/decisions/027-pictures-and-icon-as-rasters.md).
    const faviconSizes = [32, 48];
    const faviconPngs = [];
    for (const size of faviconSizes) {
      faviconPngs.push(
        await (await rasterise(path.join(SRC, "favicon.svg"), size)).png({ compressionLevel: 9 }).toBuffer(),
      );
    }
    await mkdir(PUBLIC, { recursive: true });
    await writeFile(path.join(PUBLIC, "favicon.ico"), icoContainer(faviconSizes, faviconPngs));
    written.push(["public/favicon.ico", (await stat(path.join(PUBLIC, "favicon.ico"))).size]);
  },
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in GROUPS));
if (unknown.length > 0) {
  console.error(`unknown group: ${unknown.join(", ")} (groups: ${Object.keys(GROUPS).join(", ")})`);
  process.exit(2);
}
for (const name of asked.length > 0 ? asked : Object.keys(GROUPS)) await GROUPS[name]();

/** An ICO file holding PNG images: a 6-byte header, a 16-byte entry per image, then the images. */
function icoContainer(sizes, pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach((png, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(sizes[i] % 256, entry); // width (0 would mean 256)
    header.writeUInt8(sizes[i] % 256, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs]);
}

for (const [file, size] of written) console.log(`${String(size).padStart(8)}  ${file}`);
console.log(`${written.length} files written`);
