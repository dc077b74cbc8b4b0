import { z } from "zod";
import { courseFields, lessonSourceSchema, localizedText, sharedLessonSchema } from "@shared/courses/schema";

export { TEXT_ONLY, type CourseSource, type Resource } from "@shared/courses/schema";

/**
 * A lesson as the site shows it: what its course file declares (shared/courses/), plus the
 * texts of its Markdown files app/content/lessons/{en,de}/COURSE/LESSON.md
 * (content/lessons.server.ts).
 */
export const lessonSchema = lessonSourceSchema.extend({
  title: localizedText,
  description: localizedText,
  /** The day each language's text last changed, YYYY-MM-DD. */
  updated: z.object({ en: z.iso.date(), de: z.iso.date() }),
  /** The lesson notes as sanitised HTML: in both languages or in neither. */
  notes: localizedText.optional(),
});

/** A course with the texts of its lessons. */
export const courseSchema = z.object({
  ...courseFields,
  /** Lessons in order. */
  lessons: z.array(z.union([lessonSchema, sharedLessonSchema])),
});

export type Lesson = z.infer<typeof lessonSchema>;
export type Course = z.infer<typeof courseSchema>;
