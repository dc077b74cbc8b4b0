import { preload } from "react-dom";

/** The largest rendered file of an image; by default in the format every browser shows (WebP). */
export function largestImageUrl(basePath: string, widths: readonly number[], format = "webp"): string {
  return `${basePath}-${widths[widths.length - 1]}.${format}`;
}

/**
 * An image the site ships in AVIF and WebP at several widths (scripts/build-images.mjs).
 * Width and height are the intrinsic ones, so the layout never shifts while it loads.
 */
export function ResponsivePicture({
  basePath,
  widths,
  width,
  height,
  alt,
  sizes,
  loading = "lazy",
  priority = false,
  className,
}: {
  /** Path without width and extension, e.g. /images/gallery/event-01. */
  basePath: string;
  widths: readonly number[];
  width: number;
  height: number;
  alt: string;
  sizes: string;
  loading?: "lazy" | "eager";
  /**
   * The picture is in the first view and may be its largest content: the page's head asks
   * for it at once, before layout finds the <img>, and the <img> loads eagerly. React adds
   * such a hint by itself for an eager <img>, but not for one inside <picture>, whose file
   * the browser picks from the sources.
   */
  priority?: boolean;
  className?: string;
}) {
  const srcSet = (format: string) => widths.map((w) => `${basePath}-${w}.${format} ${w}w`).join(", ");
  if (priority) {
    // A browser that cannot show AVIF skips the hint by its type and loads the picture
    // from the WebP source as usual.
    preload(largestImageUrl(basePath, widths, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet("avif"),
      imageSizes: sizes,
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={largestImageUrl(basePath, widths)}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : loading}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
