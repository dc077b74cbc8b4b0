import { COURSES } from "~/content/courses";
import { CONTENT_PAGES, renderContentPage } from "~/content/content-pages.server";
import { selectFaqItems } from "~/content/faq";
import { DICTIONARIES } from "~/i18n/dictionaries.server";
import type { MessageKey } from "~/i18n/en";
import { translate } from "~/i18n/translate";
import { htmlToText } from "@shared/html-text";
import type { Language } from "@shared/language";
import { localizePath, PATHS } from "@shared/paths";
import type { SearchDocument } from "./search-index.server";

/**
 * What the search finds, in one language: every lesson (title, description, notes and
 * resources), every FAQ answer shown on the FAQ page, each section of the long-form
 * pages, linked to its heading, and the marketing pages' own texts.
 */
export function searchDocuments(language: Language): SearchDocument[] {
  return [
    ...lessonDocuments(language),
    ...faqDocuments(language),
    ...pageDocuments(language),
    ...marketingDocuments(language),
  ];
}

function lessonDocuments(language: Language): SearchDocument[] {
  return COURSES.flatMap((course) =>
    course.lessons.flatMap((lesson) => {
      // A lesson shared by two courses is found once, in the course that owns it.
      if ("sharedFrom" in lesson) return [];
      const resources = (lesson.resources?.[language] ?? []).map(
        (resource) => `${resource.title}. ${resource.description}`,
      );
      return [
        {
          href: localizePath(PATHS.lesson(course.slug, lesson.slug), language),
          title: lesson.title[language],
          where: [course.title[language]],
          description: lesson.description[language],
          text: [htmlToText(lesson.notes?.[language] ?? ""), ...resources].filter(Boolean).join(" "),
        },
      ];
    }),
  );
}

function faqDocuments(language: Language): SearchDocument[] {
  return selectFaqItems(language).map((item) => ({
    href: localizePath(PATHS.faq, language),
    title: item.question,
    where: ["FAQ"],
    description: "",
    text: item.answer,
  }));
}

/** A page in sections: the text before its first heading, then one per heading with an anchor. */
function pageDocuments(language: Language): SearchDocument[] {
  return CONTENT_PAGES.flatMap((name) => {
    const page = renderContentPage(name, language);
    const title = page.title.replaceAll("\u00ad", "");
    const path = localizePath(`/${name}`, language);
    const [intro = "", ...sections] = page.html.split(/(?=<h[23] id=")/);
    const documents: SearchDocument[] = [
      { href: path, title, where: [title], description: page.description, text: htmlToText(intro) },
    ];
    for (const section of sections) {
      const heading = /^<h[23] id="([^"]+)">([\s\S]*?)<\/h[23]>/.exec(section);
      if (!heading?.[1] || heading[2] === undefined) continue;
      documents.push({
        href: `${path}#${heading[1]}`,
        title: htmlToText(heading[2]),
        where: [title],
        description: "",
        text: htmlToText(section.slice(heading[0].length)),
      });
    }
    return documents;
  });
}

/**
 * The marketing pages, each with the prefix of its texts in the dictionary ("pricing." for
 * the pricing page, whose title and description are "pricing.title" and
 * "pricing.description"). The FAQ page is found by its answers.
 */
const MARKETING_PAGES = [
  { path: PATHS.home, texts: "home" },
  { path: PATHS.algos, texts: "algos" },
  { path: PATHS.about, texts: "about" },
  { path: PATHS.results, texts: "results" },
  { path: PATHS.pricing, texts: "pricing" },
] as const;

/** A marketing page as one document: its own texts, which live in the dictionary, not in the content. */
function marketingDocuments(language: Language): SearchDocument[] {
  const messages = DICTIONARIES[language];
  const text = (key: string) => htmlToText(translate(messages, key as MessageKey));
  return MARKETING_PAGES.map(({ path, texts }) => {
    const title = text(`${texts}.title`);
    const own = Object.keys(messages).filter(
      (key) => key.startsWith(`${texts}.`) && key !== `${texts}.title` && key !== `${texts}.description`,
    );
    return {
      href: localizePath(path, language),
      title,
      where: [title],
      description: text(`${texts}.description`),
      text: own.map(text).join(" "),
    };
  });
}
