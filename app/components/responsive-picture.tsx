/** The largest rendered file of an image, in the format every browser shows (WebP). */
export function largestImageUrl(basePath: string, widths: readonly number[]): string {
  return `${basePath}-${widths[widths.length - 1]}.webp`;
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
  className?: string;
}) {
  const srcSet = (format: string) => widths.map((w) => `${basePath}-${w}.${format} ${w}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={largestImageUrl(basePath, widths)}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
