import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useAdminData } from "./use-admin-data";
import { formatCount } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";

/**
 * Previous and next page, with where the list stands. A button that a press disables (the
 * first or the last page reached) hands the keyboard focus to the other one.
 */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t, language } = useLanguage();
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pressed = useRef<"previous" | "next" | undefined>(undefined);

  useEffect(() => {
    const [from, to] = pressed.current === "next" ? [next, previous] : [previous, next];
    if (pressed.current && from.current?.disabled) to.current?.focus();
    pressed.current = undefined;
  }, [page]);

  if (pages <= 1) return null;
  const where = t("admin.page.of", { page: formatCount(page, language), pages: formatCount(pages, language) });
  const press = (which: "previous" | "next", target: number) => {
    pressed.current = which;
    onPage(target);
  };
  return (
    // On a phone the position takes its own line above the two buttons.
    <nav aria-label={where} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="order-first w-full text-center text-sm whitespace-nowrap text-ink-300 tabular-nums sm:order-none sm:w-auto">
        {where}
      </p>
      <button
        ref={previous}
        type="button"
        className="btn-secondary whitespace-nowrap sm:order-first"
        disabled={page <= 1}
        onClick={() => press("previous", page - 1)}
      >
        <span aria-hidden="true">←</span> {t("admin.page.previous")}
      </button>
      <button
        ref={next}
        type="button"
        className="btn-secondary whitespace-nowrap"
        disabled={page >= pages}
        onClick={() => press("next", page + 1)}
      >
        {t("admin.page.next")} <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}

/**
 * A list of the dashboard's API read a page at a time, the page in the address (`?page=N`):
 * `apiPath` answers `{ total, pageSize, ... }` for `?page=N`; `address(path)` is the page's
 * own address with its page number, `goToPage` changes it.
 */
export function usePagedAdminData<Data extends { total: number; pageSize: number }>(apiPath: string | undefined) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));
  const list = useAdminData<Data>(apiPath && `${apiPath}?page=${page}`);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const goToPage = (next: number, replace = false) =>
    setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams(), { replace });
  const pastTheEnd = useLastPageForPagesPastTheEnd(page, list.data && pages, (last) => goToPage(last, true));
  const address = (path: string) => (page > 1 ? `${path}?page=${page}` : path);
  return { list, page, pages, goToPage, pastTheEnd, address };
}

/**
 * A page number past the list's end (an old bookmark, a typed address) is replaced by the
 * last page once the list's length is known, instead of showing an empty page.
 */
export function useLastPageForPagesPastTheEnd(page: number, pages: number | undefined, goTo: (page: number) => void) {
  const past = pages !== undefined && page > pages;
  const goToLatest = useRef(goTo);
  useEffect(() => {
    goToLatest.current = goTo;
  });
  useEffect(() => {
    if (past) goToLatest.current(pages);
  }, [past, pages]);
  return past;
}
