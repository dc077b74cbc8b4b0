import { data } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { SanitizedHtml } from "~/components/sanitized-html";
import { CONTENT_PAGES, type ContentPageName, renderContentPage } from "~/content/content-pages.server";
import { useLanguage } from "~/i18n/language-provider";
import { languageOfPath, stripLanguage } from "@shared/paths";
import { pageMeta } from "~/document/meta";
import { GROUP_CHAT, REVIEWS } from "@shared/site.config";
import type { Route } from "./+types/content-page";

/** Pages long enough to need a table of contents. */
const WITH_TOC = new Set<ContentPageName>(["terms", "privacy"]);

export const meta: Route.MetaFunction = ({ matches, data: page }) =>
  // Soft hyphens (U+00AD) in a title only guide line breaks of the heading (docs/glossary.md).
  page ? pageMeta(matches, { titleText: page.title.replaceAll("\u00ad", ""), descriptionText: page.description }) : [];

/** One module for every long-form page; the address names the content file. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const name = stripLanguage(pathname).slice(1) as ContentPageName;
  if (!CONTENT_PAGES.includes(name)) throw data(null, { status: 404 });
  return { name, withToc: WITH_TOC.has(name), ...renderContentPage(name, languageOfPath(pathname)) };
}

export default function ContentPage({ loaderData: page }: Route.ComponentProps) {
  const { t, language } = useLanguage();
  return (
    <article className="container-page py-14 sm:py-20">
      <header className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-balance wrap-break-word hyphens-auto text-white sm:text-5xl">
          {page.title}
        </h1>
        {page.description && <p className="mt-4 text-lg leading-8 text-ink-300">{page.description}</p>}
        {page.name === "start-chat" && (
          <div className="mt-8 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <ExternalLink href={GROUP_CHAT.inviteUrl[language]} className="btn-primary px-6 py-3.5 text-base">
              {t("startChat.join", { provider: GROUP_CHAT.providerName })}
            </ExternalLink>
            <span className="text-sm text-ink-400">{t("startChat.languageNote")}</span>
          </div>
        )}
      </header>
      {page.withToc && page.toc.length > 0 && (
        <nav
          aria-labelledby="toc-title"
          className="mx-auto mt-10 max-w-3xl rounded-card border border-ink-700 bg-ink-900/70 p-6"
        >
          <h2 id="toc-title" className="text-sm font-semibold tracking-wider text-accent-400 uppercase">
            {t("content.toc")}
          </h2>
          <ol className="mt-4 grid gap-x-8 gap-y-2 text-sm wrap-break-word hyphens-auto sm:grid-cols-2">
            {page.toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="text-ink-200 hover:text-white hover:underline">
                  {entry.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <SanitizedHtml html={page.html} className="prose-page mx-auto mt-12 max-w-3xl" />
      {page.name === "reviews" && REVIEWS.profileUrl && (
        <p className="mx-auto mt-8 max-w-3xl">
          <ExternalLink href={REVIEWS.profileUrl} className="btn-secondary px-6 py-3 text-base">
            {t("pricing.reviews", { provider: REVIEWS.providerName })}
          </ExternalLink>
        </p>
      )}
    </article>
  );
}
