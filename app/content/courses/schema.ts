import { z } from "zod";
import { TEXT_ONLY } from "./text-only";

export { TEXT_ONLY };

/**
 * The shape of the built-in course content. Both languages are required everywhere, so a
 * lesson can never show up half-translated.
 */

const localizedText = z.object({ en: z.string().min(1), de: z.string().min(1) });

export const resourceSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  url: z.string().min(1),
  type: z.enum(["link", "download"]),
});

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const lessonSchema = z.object({
  slug,
  title: localizedText,
  description: localizedText,
  /** Minutes. */
  duration: z.number().int().min(0),
  /** A video id on the video host per language, or TEXT_ONLY. */
  videoId: z.object({
    en: z.union([z.literal(TEXT_ONLY), z.string().regex(/^\d+$/)]),
    de: z.union([z.literal(TEXT_ONLY), z.string().regex(/^\d+$/)]),
  }),
  /** Lesson notes as HTML (sanitised before rendering). */
  content: z.object({ en: z.string(), de: z.string() }).optional(),
  resources: z.object({ en: z.array(resourceSchema), de: z.array(resourceSchema) }).optional(),
});

export const courseSchema = z.object({
  id: z.number().int().positive(),
  slug,
  title: localizedText,
  description: localizedText,
  /** Path of the course image under public/. */
  image: z.string().startsWith("/"),
  modules: z.literal(1),
  /**
   * Lessons in order. An entry `{ sharedFrom: courseSlug, slug }` lists a lesson whose
   * detail lives in another course (docs/decisions/004-courses-open-to-every-visitor.md);
   * progress is still kept per course.
   */
  lessons: z.array(z.union([lessonSchema, z.object({ sharedFrom: slug, slug })])),
});

export type Lesson = z.infer<typeof lessonSchema>;
export type Course = z.infer<typeof courseSchema>;
export type Resource = z.infer<typeof resourceSchema>;
