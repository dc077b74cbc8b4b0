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
  const largest = widths[widths.length - 1];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={`${basePath}-${largest}.webp`}
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
