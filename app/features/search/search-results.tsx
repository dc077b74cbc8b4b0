import { Link } from "react-router";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";
import type { SearchResult, TextPiece } from "@shared/search";

/** A title or snippet with the matched words in <mark>, as elements (never as HTML). */
function Pieces({ pieces }: { pieces: TextPiece[] }) {
  return pieces.map((piece, index) =>
    piece.marked ? (
      <mark key={index} className="rounded-sm bg-accent-500/20 px-0.5 text-accent-300">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}

/** The results, best first; each title is the link, the whole card answers the pointer. */
export function SearchResults({ results }: { results: SearchResult[] }) {
  const { t } = useLanguage();
  return (
    <ol aria-label={t("search.resultsLabel")} className="mt-6 space-y-4">
      {results.map((result, index) => (
        <li
          key={index}
          className="relative rounded-card border border-ink-700 bg-ink-900/70 p-5 transition-colors focus-within:border-accent-400 hover:border-accent-500/50 sm:p-6"
        >
          <p className="text-xs font-medium tracking-wide text-ink-400">{result.where.join(" › ")}</p>
          <h2 className="mt-1 text-lg leading-7 font-semibold text-white">
            <Link to={result.href} data-search-stop="" className="rounded-sm after:absolute after:inset-0">
              <Pieces pieces={result.title} />
            </Link>
          </h2>
          <p className="mt-2 text-sm leading-6 wrap-break-word text-ink-300">
            <Pieces pieces={result.snippet} />
          </p>
        </li>
      ))}
    </ol>
  );
}

/** Where to go when a search finds nothing, or before anything was searched. */
export function SearchSuggestions() {
  const { t, localize } = useLanguage();
  const linkClass =
    "flex items-center justify-between rounded-card border border-ink-700 bg-ink-900/70 px-5 py-4 font-semibold text-white transition-colors hover:border-accent-500/50";
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2">
      <li>
        <Link to={localize(PATHS.courses)} data-search-stop="" className={linkClass}>
          {t("search.courses")} <span aria-hidden="true">→</span>
        </Link>
      </li>
      <li>
        <Link to={localize(PATHS.faq)} data-search-stop="" className={linkClass}>
          {t("search.faq")} <span aria-hidden="true">→</span>
        </Link>
      </li>
    </ul>
  );
}
