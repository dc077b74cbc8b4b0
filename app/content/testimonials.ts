import type { Language } from "@shared/language";

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

// PLACEHOLDER, every entry: the video ids, the hashes and the titles, whose names are
// invented. Before going live, the site owner replaces them with videos of real members
// who agreed to be shown; invented customer voices are unlawful advertising
// (docs/decisions/006-advertising-claims-and-risk-notes.md).
export const TESTIMONIALS: Record<Language, TestimonialVideo[]> = {
  de: [
    {
      id: 1,
      videoId: "900001001",
      title: "Stefan, 41: „Endlich ein System, an das ich mich halten kann“",
      isHorizontal: true,
    },
    {
      id: 2,
      videoId: "900001002",
      title: "Melanie, 35: Von der Einsteigerin zum ersten eigenen Trade",
      hash: "a1b2c3d4e5",
      isHorizontal: false,
    },
    { id: 3, videoId: "900001003", title: "Jürgen, 58: Warum ich weniger, aber besser trade", isHorizontal: true },
    { id: 4, videoId: "900001004", title: "Aylin, 29: Der Bot handelt, während ich arbeite", isHorizontal: false },
    { id: 5, videoId: "900001005", title: "Thomas, 46: Die Risk Heat Map im Bärenmarkt", isHorizontal: true },
    { id: 6, videoId: "900001006", title: "Katrin, 38: Was mir die Community gebracht hat", isHorizontal: false },
    {
      id: 7,
      videoId: "900001007",
      title: "Markus, 33: Altcoin-Saison mit dem Altcoin Profit Scout",
      hash: "f6e5d4c3b2",
      isHorizontal: true,
    },
  ],
  en: [
    {
      id: 8,
      videoId: "900002001",
      title: "James, 39: “The signals took the emotion out of my trading”",
      isHorizontal: true,
    },
    { id: 9, videoId: "900002002", title: "Priya, 31: Learning to trade with the video course", isHorizontal: false },
    {
      id: 10,
      videoId: "900002003",
      title: "Daniel, 52: Running the bot on Bybit",
      hash: "0a9b8c7d6e",
      isHorizontal: true,
    },
    { id: 11, videoId: "900002004", title: "Sofia, 27: Why I check the Risk Heat Map first", isHorizontal: false },
    { id: 12, videoId: "900002005", title: "Michael, 45: Two years with Bitcoin Profit Scout", isHorizontal: true },
  ],
};

/** The videos a visitor of this language sees, landscape ones first (they span wider). */
export function selectTestimonials(language: Language): TestimonialVideo[] {
  return [...TESTIMONIALS[language]].sort((a, b) => Number(b.isHorizontal) - Number(a.isHorizontal));
}
