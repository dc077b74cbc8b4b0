import { z } from "zod";
import { TEXT_ONLY } from "./text-only";

export { TEXT_ONLY };

/**
 * The shape of what a course file declares: the structure of the built-in courses, which
 * the site's pages and the server's progress API both need. Both languages are required
 * everywhere, so a lesson can never show up half-translated. The lesson texts live in
 * Markdown files the app adds (app/content/courses/schema.ts).
 */

export const localizedText = z.object({ en: z.string().min(1), de: z.string().min(1) });

export const resourceSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  url: z.string().min(1),
  type: z.enum(["link", "download"]),
});

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** What a course file declares of a lesson: its place, its minutes, its videos and resources. */
export const lessonSourceSchema = z.object({
  slug,
  /** Minutes. */
  duration: z.number().int().min(0),
  /** A video id on the video host per language, or TEXT_ONLY. */
  videoId: z.object({
    en: z.union([z.literal(TEXT_ONLY), z.string().regex(/^\d+$/)]),
    de: z.union([z.literal(TEXT_ONLY), z.string().regex(/^\d+$/)]),
  }),
  resources: z.object({ en: z.array(resourceSchema), de: z.array(resourceSchema) }).optional(),
});

/**
 * An entry `{ sharedFrom: courseSlug, slug }` lists a lesson whose detail lives in another
 * course (docs/decisions/004-courses-open-to-every-visitor.md); progress is still kept per
 * course.
 */
export const sharedLessonSchema = z.object({ sharedFrom: slug, slug });

export const courseFields = {
  id: z.number().int().positive(),
  slug,
  title: localizedText,
  description: localizedText,
  /**
   * Path of the course cover under public/ without width and extension; the files are
   * rendered at COVER_WIDTHS (app/content/pictures.ts).
   */
  image: z.string().regex(/^\/images\/courses\/[a-z0-9-]+$/),
  modules: z.literal(1),
};

/** What a course file declares. */
export const courseSourceSchema = z.object({
  ...courseFields,
  /** Lessons in order. */
  lessons: z.array(z.union([lessonSourceSchema, sharedLessonSchema])),
});

export type CourseSource = z.infer<typeof courseSourceSchema>;
export type LessonSource = z.infer<typeof lessonSourceSchema>;
export type Resource = z.infer<typeof resourceSchema>;
