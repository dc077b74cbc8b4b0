/**
 * The widths scripts/build-images.mjs renders the site's pictures at, in AVIF and WebP
 * (docs/decisions/027-pictures-and-icon-as-rasters.md). Each must match the list of the
 * same name in that script; pictures.test.ts fails when the rendered files differ.
 */

/** Course covers, /images/courses/{slug}-{width}.{avif,webp}; intrinsic size 640×360. */
export const COVER_WIDTHS = [480, 720, 960] as const;
export const COVER_SIZE = { width: 640, height: 360 } as const;

/** Algo Insights pictures, /images/algos/{id}-{width}.{avif,webp}; intrinsic size 800×450. */
export const ALGO_PICTURE_WIDTHS = [720, 1280] as const;
export const ALGO_PICTURE_SIZE = { width: 800, height: 450 } as const;

/** Path of a tool's Algo Insights picture without width and extension. */
export const algoPicturePath = (toolId: string) => `/images/algos/${toolId}`;

/** The review widget on the pricing page, /images/review-widget-{width}.{avif,webp}; 320×96. */
export const REVIEW_WIDGET_PATH = "/images/review-widget";
export const REVIEW_WIDGET_WIDTHS = [256, 512] as const;
export const REVIEW_WIDGET_SIZE = { width: 320, height: 96 } as const;

/** The instructor's portrait (About page, member side panel); intrinsic size 320×320. */
export const INSTRUCTOR_PICTURE_PATH = "/images/instructor";
export const INSTRUCTOR_PICTURE_WIDTHS = [160, 320] as const;
