import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ALGO_TOOLS } from "./algo-tools";
import { COURSES } from "./courses";
import { GALLERY_IMAGES, GALLERY_WIDTHS } from "./gallery";
import {
  ALGO_PICTURE_WIDTHS,
  algoPicturePath,
  COVER_WIDTHS,
  REVIEW_WIDGET_PATH,
  REVIEW_WIDGET_WIDTHS,
} from "./pictures";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The files a page's <picture> offers for one image: every width, in AVIF and WebP. */
function missingRenders(basePath: string, widths: readonly number[]): string[] {
  return widths
    .flatMap((width) => ["avif", "webp"].map((format) => `public${basePath}-${width}.${format}`))
    .filter((file) => !existsSync(path.join(ROOT, file)));
}

/** Names (without .svg) of the sources in a folder of assets-src/. */
const sources = (folder: string) =>
  readdirSync(path.join(ROOT, "assets-src", folder))
    .filter((file) => file.endsWith(".svg"))
    .map((file) => file.slice(0, -".svg".length));

describe("rendered pictures", () => {
  test("every course cover exists at every width, in AVIF and WebP", () => {
    for (const course of COURSES) expect(missingRenders(course.image, COVER_WIDTHS), course.slug).toEqual([]);
  });

  test("every Algo Insights picture exists at every width, in AVIF and WebP", () => {
    for (const tool of ALGO_TOOLS) expect(missingRenders(algoPicturePath(tool.id), ALGO_PICTURE_WIDTHS)).toEqual([]);
  });

  test("every gallery picture exists at every width, in AVIF and WebP", () => {
    for (const image of GALLERY_IMAGES) {
      expect(missingRenders(`/images/gallery/${image.id}`, GALLERY_WIDTHS)).toEqual([]);
    }
  });

  test("every source has its picture on a page, so no source is drawn for nothing", () => {
    expect(sources("courses").sort()).toEqual(COURSES.map((course) => course.slug).sort());
    expect(sources("algos").sort()).toEqual(ALGO_TOOLS.map((tool) => tool.id).sort());
    expect(sources("gallery").sort()).toEqual(GALLERY_IMAGES.map((image) => image.id).sort());
  });

  test("the review widget exists at every width, in AVIF and WebP", () => {
    expect(missingRenders(REVIEW_WIDGET_PATH, REVIEW_WIDGET_WIDTHS)).toEqual([]);
  });

  test("no picture and no icon is served as an SVG file", () => {
    const svgs = readdirSync(path.join(ROOT, "public"), { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".svg"),
    );
    expect(svgs).toEqual([]);
  });
});
