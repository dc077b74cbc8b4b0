// PLACEHOLDER: the video ids (docs/decisions/007-site-configuration.md): replace them
// with the real Vimeo ids.
import { TEXT_ONLY, type CourseSource } from "./schema";

export const arbitrageBotCourse = {
  id: 5,
  slug: "arbitrage-bot",
  title: { en: "Arbitrage Bot", de: "Arbitrage-Bot" },
  description: {
    en: "Our next tool, currently in development: a bot that finds price differences between exchanges and trades them automatically.",
    de: "Unser nächstes Tool, derzeit in Entwicklung: ein Bot, der Preisunterschiede zwischen Börsen findet und automatisch handelt.",
  },
  image: "/images/courses/arbitrage-bot",
  modules: 1,
  lessons: [
    {
      slug: "coming-soon",
      duration: 0,
      videoId: { en: TEXT_ONLY, de: TEXT_ONLY },
    },
  ],
} satisfies CourseSource;
