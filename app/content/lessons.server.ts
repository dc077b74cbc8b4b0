import { z } from "zod";
import { LANGUAGES, type Language } from "@shared/language";
import { readMarkdownFile, renderMarkdown } from "./markdown.server";

/**
 * The texts of the built-in lessons, Markdown per language in
 * content/lessons/{en,de}/COURSE/LESSON.md: the front matter holds the lesson's title and
 * description, the body its notes. The course files (shared/courses/) keep the structure:
 * order, minutes, video ids, shared lessons, resources. A lesson shared by two courses
 * has its file under the course that owns it.
 */

const SOURCES = import.meta.glob<string>("./lessons/*/*/*.md", { query: "?raw", import: "default", eager: true });

/** The front matter of a lesson; `updated` is the day its text last changed (YYYY-MM-DD). */
export const lessonFrontMatter = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  updated: z.iso.date(),
});

type Localized = Record<Language, string>;

export interface LessonText {
  title: Localized;
  description: Localized;
  updated: Localized;
  /** The notes as sanitised HTML; absent when no language has any. */
  notes?: Localized;
}

export function lessonFile(courseSlug: string, lessonSlug: string, language: Language): string {
  return `app/content/lessons/${language}/${courseSlug}/${lessonSlug}.md`;
}

export function readLessonSource(courseSlug: string, lessonSlug: string, language: Language): string | undefined {
  return SOURCES[`./lessons/${language}/${courseSlug}/${lessonSlug}.md`];
}

/** Every lesson file, as a path from the repository root. */
export const LESSON_FILES: readonly string[] = Object.keys(SOURCES).map((key) => `app/content${key.slice(1)}`);

/**
 * The title, description and notes of a lesson in both languages. Throws, naming the file,
 * when a language's file is missing or its front matter is invalid.
 */
export function readLessonText(courseSlug: string, lessonSlug: string): LessonText {
  const text: LessonText = {
    title: { en: "", de: "" },
    description: { en: "", de: "" },
    updated: { en: "", de: "" },
  };
  const notes: Localized = { en: "", de: "" };
  for (const language of LANGUAGES) {
    const file = lessonFile(courseSlug, lessonSlug, language);
    const source = readLessonSource(courseSlug, lessonSlug, language);
    if (source === undefined) throw new Error(`Missing lesson text ${file}`);
    const { meta, body } = readMarkdownFile(source, { file, language, frontMatter: lessonFrontMatter });
    text.title[language] = meta.title;
    text.description[language] = meta.description;
    text.updated[language] = meta.updated;
    if (body.trim()) notes[language] = renderMarkdown(body, { language, title: meta.title, sections: false }).html;
  }
  // Notes in one language only fail the course schema (both languages required).
  return LANGUAGES.some((language) => notes[language]) ? { ...text, notes } : text;
}
