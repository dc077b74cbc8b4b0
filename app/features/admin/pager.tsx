import { useLayoutEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { LIST_PAGE_PARAM, listPage } from "@shared/page-params";
import { KeptParams } from "./admin-page";
import { formatCount } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";

/**
 * Previous and next page, with where the list stands. A button that a press disables (the
 * first or the last page reached) hands the keyboard focus to the other one. Without
 * JavaScript the buttons ask for the address with their page (`?page=N`), keeping the
 * address's other parameters (`kept`).
 */
export function Pager({
  page,
  pages,
  onPage,
  kept,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  kept?: URLSearchParams;
}) {
  const { t, language } = useLanguage();
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  /** The last press and the page it asked for. */
  const pressed = useRef<{ which: "previous" | "next"; target: number } | undefined>(undefined);

  // In the commit that shows the page asked for, not after it: a key pressed between the
  // commit and a later effect would be taken for the press that led here. A page shown on
  // the way (two fast presses: page 2 on the way to 3) leaves the press waiting
  // (docs/keyboard-focus.md).
  useLayoutEffect(() => {
    if (pressed.current?.target !== page) return;
    const [from, to] = pressed.current.which === "next" ? [next, previous] : [previous, next];
    if (from.current?.disabled) to.current?.focus();
    pressed.current = undefined;
  }, [page]);

  if (pages <= 1) return null;
  const where = t("admin.page.of", { page: formatCount(page, language), pages: formatCount(pages, language) });
  const press = (which: "previous" | "next") => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const from = pageInAddress();
    const target = Math.min(Math.max(from + (which === "next" ? 1 : -1), 1), pages);
    if (target === from) return;
    pressed.current = { which, target };
    onPage(target);
  };
  return (
    // On a phone the position takes its own line above the two buttons.
    <nav aria-label={where} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {/* contents: the form adds no box, its parts stay the row's items. */}
      <form method="get" className="contents">
        {kept && <KeptParams params={kept} />}
        <p className="order-first w-full text-center text-sm whitespace-nowrap text-ink-300 tabular-nums sm:order-none sm:w-auto">
          {where}
        </p>
        <button
          ref={previous}
          type="submit"
          name={LIST_PAGE_PARAM}
          value={page - 1}
          className="btn-secondary whitespace-nowrap sm:order-first"
          disabled={page <= 1}
          onClick={press("previous")}
        >
          <span aria-hidden="true">←</span> {t("admin.page.previous")}
        </button>
        <button
          ref={next}
          type="submit"
          name={LIST_PAGE_PARAM}
          value={page + 1}
          className="btn-secondary whitespace-nowrap"
          disabled={page >= pages}
          onClick={press("next")}
        >
          {t("admin.page.next")} <span aria-hidden="true">→</span>
        </button>
      </form>
    </nav>
  );
}

/**
 * The page the address asks for at the moment of a press. The router writes the new address
 * before React shows its page, so a second press that comes in between goes on from the
 * address, not from the page still on screen (which would ask for the same page again).
 */
const pageInAddress = () => listPage(new URLSearchParams(window.location.search));

/** Goes to another page of a list whose address holds only its page (`?page=N`). */
export function useGoToPage(): (page: number) => void {
  const [, setParams] = useSearchParams();
  return (page) =>
    setParams(page > 1 ? new URLSearchParams({ [LIST_PAGE_PARAM]: String(page) }) : new URLSearchParams());
}
