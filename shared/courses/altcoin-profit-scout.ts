// The video ids here are stand-ins: the owner's own come from the settings file,
// `lessonVideos` (docs/decisions/043-owner-settings-file.md).
import { CHARTING_RESOURCE } from "./charting-resource";
import type { CourseSource } from "./schema";

export const altcoinProfitScoutCourse = {
  id: 2,
  slug: "altcoin-profit-scout",
  title: { en: "Altcoin Profit Scout", de: "Altcoin Profit Scout" },
  description: {
    en: "Learn how altcoin seasons develop and trade them with the Altcoin Profit Scout, the Bitcoin dominance and the altcoin index.",
    de: "Lerne, wie Altcoin-Saisons entstehen, und trade sie mit dem Altcoin Profit Scout, der Bitcoin-Dominanz und dem Altcoin-Index.",
  },
  image: "/images/courses/altcoin-profit-scout",
  modules: 1,
  lessons: [
    {
      slug: "altcoin-dynamics",
      duration: 12,
      videoId: { en: "9900120101", de: "9900120102" },
    },
    {
      slug: "how-we-trade-altcoins",
      duration: 15,
      videoId: { en: "9900120201", de: "9900120202" },
    },
    {
      slug: "altcoin-profit-scout-2",
      duration: 18,
      videoId: { en: "9900120301", de: "9900120302" },
      resources: { en: [CHARTING_RESOURCE.en], de: [CHARTING_RESOURCE.de] },
    },
    {
      slug: "altcoin-index",
      duration: 14,
      videoId: { en: "9900120401", de: "9900120402" },
      resources: { en: [CHARTING_RESOURCE.en], de: [CHARTING_RESOURCE.de] },
    },
    {
      slug: "signals-and-settings",
      duration: 16,
      videoId: { en: "9900120501", de: "9900120502" },
      resources: { en: [CHARTING_RESOURCE.en], de: [CHARTING_RESOURCE.de] },
    },
  ],
} satisfies CourseSource;
