import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ALGO_TOOLS } from "./algo-tools";
import { COURSES } from "./courses";
import { GALLERY_IMAGES, GALLERY_WIDTHS } from "./gallery";
import {
  ALGO_PICTURE_WIDTHS,
  algoPicturePath,
  COVER_WIDTHS,
  INSTRUCTOR_PICTURE_PATH,
  INSTRUCTOR_PICTURE_WIDTHS,
  REVIEW_WIDGET_PATH,
  REVIEW_WIDGET_WIDTHS,
} from "./pictures";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The files a page's <picture> offers for one image: every width, in AVIF and WebP. */
const renders = (basePath: string, widths: readonly number[]) =>
  widths.flatMap((width) => ["avif", "webp"].map((format) => `${basePath}-${width}.${format}`));

/** The files in a folder of public/ (not in its subfolders), as addresses. */
function served(folder: string): string[] {
  return readdirSync(path.join(ROOT, "public", folder), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${folder}/${entry.name}`)
    .sort();
}

/** Names (without .svg) of the sources in a folder of assets-src/. */
const sources = (folder: string) =>
  readdirSync(path.join(ROOT, "assets-src", folder))
    .filter((file) => file.endsWith(".svg"))
    .map((file) => file.slice(0, -".svg".length));

// Exactly the files the pages offer: a width missing from the renders, or a render left
// over from a width no longer listed (scripts/build-images.mjs has its own copy of the
// lists), fails here.
describe("rendered pictures", () => {
  test("the course covers are served at exactly their widths, in AVIF and WebP", () => {
    expect(served("images/courses")).toEqual(COURSES.flatMap((course) => renders(course.image, COVER_WIDTHS)).sort());
  });

  test("the Algo Insights pictures are served at exactly their widths, in AVIF and WebP", () => {
    expect(served("images/algos")).toEqual(
      ALGO_TOOLS.flatMap((tool) => renders(algoPicturePath(tool.id), ALGO_PICTURE_WIDTHS)).sort(),
    );
  });

  test("the gallery pictures are served at exactly their widths, in AVIF and WebP", () => {
    expect(served("images/gallery")).toEqual(
      GALLERY_IMAGES.flatMap((image) => renders(`/images/gallery/${image.id}`, GALLERY_WIDTHS)).sort(),
    );
  });

  test("the instructor's portrait and the review widget are served at exactly their widths", () => {
    expect(served("images")).toEqual(
      [
        ...renders(INSTRUCTOR_PICTURE_PATH, INSTRUCTOR_PICTURE_WIDTHS),
        ...renders(REVIEW_WIDGET_PATH, REVIEW_WIDGET_WIDTHS),
      ].sort(),
    );
  });

  test("every source has its picture on a page, so no source is drawn for nothing", () => {
    expect(sources("courses").sort()).toEqual(COURSES.map((course) => course.slug).sort());
    expect(sources("algos").sort()).toEqual(ALGO_TOOLS.map((tool) => tool.id).sort());
    expect(sources("gallery").sort()).toEqual(GALLERY_IMAGES.map((image) => image.id).sort());
  });

  test("no picture and no icon is served as an SVG file", () => {
    const svgs = readdirSync(path.join(ROOT, "public"), { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".svg"),
    );
    expect(svgs).toEqual([]);
  });
});
