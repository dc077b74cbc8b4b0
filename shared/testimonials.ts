import type { Language } from "./language";
import { PLACEHOLDER_MARK } from "./site.config";

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
 * A slot for a member's video: `[PLACEHOLDER] Member video 3` on the page until the owner
 * enters a real one. Invented names and stories would be unlawful advertising
 * (docs/decisions/006-advertising-claims-and-risk-notes.md), so none is shown meanwhile.
 */
const slots = (firstId: number, title: string, landscape: boolean[]): TestimonialVideo[] =>
  landscape.map((isHorizontal, index) => ({
    id: firstId + index,
    videoId: String(9_900_000_000 + firstId + index), // PLACEHOLDER
    title: `${PLACEHOLDER_MARK} ${title} ${index + 1}`, // PLACEHOLDER
    isHorizontal,
  }));

/**
 * Videos of real members who agreed to be shown, per language: the owner's data. Each slot
 * below is a placeholder (`npm run check-setup` lists them); replace them with the videos'
 * ids, privacy hashes and titles, or empty a list: the section then says that member
 * voices follow.
 */
export const TESTIMONIALS: Record<Language, TestimonialVideo[]> = {
  de: slots(1, "Mitgliedervideo", [true, false, true, false, true, false, true]),
  en: slots(8, "Member video", [true, false, true, false, true]),
};

/** The videos a visitor of this language sees, landscape ones first (they span wider). */
export function selectTestimonials(language: Language): TestimonialVideo[] {
  return [...TESTIMONIALS[language]].sort((a, b) => Number(b.isHorizontal) - Number(a.isHorizontal));
}
