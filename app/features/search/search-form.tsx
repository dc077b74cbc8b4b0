import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS, SEARCH_PARAM } from "@shared/paths";

/** How long typing pauses before the results follow. */
const TYPING_PAUSE_MS = 200;

/**
 * The search page's field: a GET form that the server answers without JavaScript. With
 * JavaScript the results follow the typing (after a pause, through the page's client
 * loader, which asks the JSON endpoint) and the address follows the query, replaced
 * rather than added to the history per keystroke.
 */
/** `query` is what the page found for; the page's h1 (#search-title) names the form. */
export function SearchForm({ query }: { query: string }) {
  const { t, localize } = useLanguage();
  const submit = useSubmit();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [value, setValue] = useState(query);
  const hintId = useId();

  // A query from elsewhere (the header's field, Back) fills the field, unless the visitor
  // is typing in it: the loader's trimmed query must not take their last space away.
  useEffect(() => {
    if (document.activeElement !== input.current) setValue(query);
  }, [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function follow(next: string) {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void submit(
        { [SEARCH_PARAM]: next },
        { method: "get", action: localize(PATHS.search), replace: true, preventScrollReset: true },
      );
    }, TYPING_PAUSE_MS);
  }

  return (
    <Form
      method="get"
      action={localize(PATHS.search)}
      role="search"
      aria-labelledby="search-title"
      className="mt-8 flex gap-2 sm:gap-3"
    >
      <label htmlFor="search-page-field" className="sr-only">
        {t("search.label")}
      </label>
      <input
        ref={input}
        id="search-page-field"
        type="search"
        name={SEARCH_PARAM}
        value={value}
        onChange={(event) => follow(event.target.value)}
        placeholder={t("search.placeholder")}
        aria-describedby={hintId}
        autoComplete="off"
        enterKeyHint="search"
        data-search-stop=""
        className="block w-full min-w-0 rounded-xl border border-ink-600 bg-ink-950 px-4 py-3 text-white placeholder:text-ink-500 focus:border-accent-400"
      />
      <button type="submit" className="btn-primary shrink-0 px-5">
        {t("search.submit")}
      </button>
      <p id={hintId} className="sr-only">
        {t("search.keyboardHint")}
      </p>
    </Form>
  );
}

/**
 * Up and Down move between the field and the result links (Tab still walks them as
 * well): the elements marked data-search-stop inside the element that handles it.
 */
export function moveBetweenResults(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const stops = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("[data-search-stop]"));
  const at = stops.indexOf(event.target as HTMLElement);
  if (at === -1) return;
  const next = stops[event.key === "ArrowDown" ? at + 1 : at - 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}
