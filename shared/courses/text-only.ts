/**
 * The video id of a lesson without a video on the video host. In a module of its own so
 * that the lesson page can use it without bringing the content schema (zod) along.
 */
export const TEXT_ONLY = "text-only";
