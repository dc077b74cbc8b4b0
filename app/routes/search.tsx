import { useNavigation } from "react-router";
import { SearchForm, moveBetweenResults } from "~/features/search/search-form";
import { SearchResults, SearchSuggestions } from "~/features/search/search-results";
import { answerSearch } from "~/features/search/site-search.server";
import { MAX_QUERY_LENGTH } from "~/features/search/search-query";
import { pageMeta } from "~/document/meta";
import { privatePageHeaders } from "~/document/private-page";
import { useLanguage } from "~/i18n/language-provider";
import { API_BASE, languageOfPath, SEARCH_PARAM } from "@shared/paths";
import { SEARCH_API_PATH, SEARCH_LANGUAGE_PARAM, type SearchAnswer } from "@shared/search";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageMeta(matches, {
    title: "search.metaTitle",
    description: "search.metaDescription",
    subject: data?.query ? `“${data.query}”` : undefined,
    noIndex: true,
  });

/**
 * The address holds what the visitor typed: no browser, proxy or CDN keeps the page, and
 * no other site learns the query from a Referer (the request log leaves the query out).
 */
export const headers = privatePageHeaders;

/** Searches on the server, so the page works without JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return answerSearch(url.searchParams.get(SEARCH_PARAM) ?? "", languageOfPath(url.pathname));
}

/**
 * In the browser (the typing, the header's form on another page) the results come from
 * the JSON endpoint, which the server answers before React Router and may answer from its
 * cache: the same answer as the loader's at a fraction of the cost
 * (docs/decisions/041-search.md). Should the endpoint fail, the loader answers.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<SearchAnswer> {
  const url = new URL(request.url);
  const asked = url.searchParams.get(SEARCH_PARAM) ?? "";
  if (asked === "") return { query: "", cut: false, results: [] };
  const params = new URLSearchParams({ [SEARCH_PARAM]: asked, [SEARCH_LANGUAGE_PARAM]: languageOfPath(url.pathname) });
  try {
    const response = await fetch(`${API_BASE}${SEARCH_API_PATH}?${params}`, {
      headers: { Accept: "application/json" },
      signal: request.signal,
    });
    if (response.ok) return (await response.json()) as SearchAnswer;
  } catch (error) {
    // A newer query took this one's place: nothing to answer.
    if (request.signal.aborted) throw error;
  }
  return serverLoader();
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  const { query, cut, results } = loaderData;
  const searching = useNavigation().state === "loading";
  const count =
    results.length === 1 ? t("search.oneResult", { query }) : t("search.results", { count: results.length, query });

  return (
    <section className="container-page py-14 sm:py-20" onKeyDown={moveBetweenResults}>
      <div className="mx-auto max-w-3xl">
        <h1 id="search-title" className="text-4xl font-bold tracking-tight text-white sm:text-5xl">
          {t("search.title")}
        </h1>
        <p className="mt-4 text-lg leading-8 text-ink-300">{t("search.intro")}</p>
        <SearchForm query={query} />
        {cut && <p className="mt-3 text-sm text-ink-400">{t("search.cut", { max: MAX_QUERY_LENGTH })}</p>}
        <div aria-busy={searching} className="mt-8">
          <p
            role="status"
            className={
              !query ? "sr-only" : results.length > 0 ? "text-sm text-ink-400" : "text-lg font-semibold text-white"
            }
          >
            {query ? (results.length > 0 ? count : t("search.none", { query })) : ""}
          </p>
          {query && results.length > 0 && <SearchResults results={results} />}
          {query && results.length === 0 && (
            <div className="mt-4 rounded-card border border-ink-700 bg-ink-900/70 p-6">
              <p className="text-ink-300">{t("search.noneHint")}</p>
              <SearchSuggestions />
            </div>
          )}
          {!query && (
            <>
              <h2 className="text-sm font-semibold tracking-wider text-accent-400 uppercase">
                {t("search.suggestions")}
              </h2>
              <SearchSuggestions />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
