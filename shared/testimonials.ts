import type { Language } from "./language";
import { OWNER_TESTIMONIALS } from "./site.config";

/** A customer's video on the video host. */
export interface TestimonialVideo {
  id: number;
  videoId: string;
  title: string;
  /** Privacy hash of an unlisted video, when it has one. */
  hash?: string;
  /** Landscape video; phone-recorded ones are portrait. */
  isHorizontal: boolean;
}

/**
 * Videos of real members who agreed to be shown, per language: the owner's data, from the
 * owner's settings file (`testimonials`; docs/decisions/043-owner-settings-file.md). The
 * defaults are slots, `[PLACEHOLDER] Member video 3` on the page, until the owner enters
 * real ones: invented names and stories would be unlawful advertising
 * (docs/decisions/006-advertising-claims-and-risk-notes.md), so none is shown meanwhile.
 * `npm run check-setup` lists the slots; an empty list makes the section say that member
 * voices follow.
 */
export const TESTIMONIALS: Record<Language, TestimonialVideo[]> = OWNER_TESTIMONIALS;

/** The videos a visitor of this language sees, landscape ones first (they span wider). */
export function selectTestimonials(language: Language): TestimonialVideo[] {
  return [...TESTIMONIALS[language]].sort((a, b) => Number(b.isHorizontal) - Number(a.isHorizontal));
}
