import { findLessonSource } from "@shared/courses";
import { TEXT_ONLY } from "@shared/courses/text-only";

/**
 * The most seconds of a lesson's video the server counts as watched: its length in whole
 * minutes as the course file declares it, plus one minute because those minutes are
 * rounded; none for a lesson without a video. Undefined for a course or lesson that does
 * not exist, so the API can refuse it.
 */
export function watchableSeconds(courseSlug: string, lessonSlug: string): number | undefined {
  const lesson = findLessonSource(courseSlug, lessonSlug);
  if (!lesson) return undefined;
  const hasVideo = lesson.videoId.en !== TEXT_ONLY || lesson.videoId.de !== TEXT_ONLY;
  return hasVideo ? (lesson.duration + 1) * 60 : 0;
}
