import { type KeyboardEvent, type RefObject, useEffect, useState } from "react";
import { Form } from "react-router";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS, SEARCH_PARAM } from "@shared/paths";
import { LineIcon } from "./line-icon";

/**
 * The header's way to the search: a plain GET form to the search page, so it works
 * without JavaScript, and no search code of its own (the index and the as-you-type
 * results belong to the search page, docs/decisions/041-search.md).
 */

const FIELD_CLASS =
  "block w-full min-w-0 rounded-full border border-ink-600 bg-ink-900 py-2 pr-3 pl-9 text-sm text-white placeholder:text-ink-500 focus:border-accent-400";

function MagnifierIcon({ className = "" }: { className?: string }) {
  return (
    <LineIcon size={18} className={className}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </LineIcon>
  );
}

/** The GET form; `id` tells the bar's field from the panel's. */
function SearchField({ id, inputRef }: { id: string; inputRef?: RefObject<HTMLInputElement | null> }) {
  const { t, localize } = useLanguage();
  return (
    <Form
      method="get"
      action={localize(PATHS.search)}
      role="search"
      aria-label={t("search.label")}
      className="relative w-full"
    >
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      <MagnifierIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-400" />
      <input
        ref={inputRef}
        id={id}
        type="search"
        name={SEARCH_PARAM}
        placeholder={t("search.title")}
        autoComplete="off"
        enterKeyHint="search"
        className={FIELD_CLASS}
      />
    </Form>
  );
}

/**
 * From 1024 px: the field itself, in the bar. It gives way to a member's name down to 6 rem
 * (shrinking a hundred times faster than the name), and only then is the name cut shorter.
 */
export function HeaderSearchField({ className = "" }: { className?: string }) {
  return (
    <div className={`w-32 min-w-24 shrink-100 xl:w-52 ${className}`}>
      <SearchField id="header-search-field" />
    </div>
  );
}

/**
 * Under 1024 px: a button that shows the field below the bar (aria-expanded). Until the
 * page has hydrated, and without JavaScript, it is a link to the search page instead.
 */
export function HeaderSearchToggle({
  open,
  onToggle,
  buttonRef,
  className = "",
}: {
  open: boolean;
  onToggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  className?: string;
}) {
  const { t, localize } = useLanguage();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const look = `inline-flex size-10 items-center justify-center rounded-full border border-ink-600 text-ink-100 transition-colors hover:border-accent-400 hover:text-accent-300 ${className}`;
  if (!hydrated)
    return (
      <a href={localize(PATHS.search)} aria-label={t("search.open")} className={look}>
        <MagnifierIcon />
      </a>
    );
  return (
    <button
      ref={buttonRef}
      type="button"
      className={look}
      aria-expanded={open}
      aria-controls="header-search"
      aria-label={open ? t("search.close") : t("search.open")}
      onClick={onToggle}
    >
      <MagnifierIcon />
    </button>
  );
}

/** The field the button shows, below the bar; it takes the focus when it opens, Escape closes it. */
export function HeaderSearchPanel({
  open,
  onClose,
  inputRef,
}: {
  open: boolean;
  onClose: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open, inputRef]);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  }

  return (
    <div
      id="header-search"
      hidden={!open}
      onKeyDown={closeOnEscape}
      className="border-t border-white/5 bg-ink-900 lg:hidden"
    >
      <div className="container-page py-3">
        <SearchField id="header-search-panel-field" inputRef={inputRef} />
      </div>
    </div>
  );
}
