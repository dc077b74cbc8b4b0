import { type FocusEvent, type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { MessageKey } from "~/i18n/en";
import { useAuth } from "~/auth/auth-provider";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";
import { replaceHash } from "~/browser/location-hash";
import { scrollToId, scrollToTop } from "~/browser/scroll";
import { elementOfHash, focusWithoutScroll } from "~/browser/focus";
import { AccountStatus } from "./account-status";
import { HeaderSearchField, HeaderSearchPanel, HeaderSearchToggle } from "./header-search";
import { LanguageToggle } from "./language-toggle";
import { LineIcon } from "./line-icon";
import { Logo } from "./logo";

const NAV_LINKS: { path: string; label: MessageKey }[] = [
  { path: PATHS.home, label: "nav.overview" },
  { path: PATHS.algos, label: "nav.algos" },
  { path: PATHS.about, label: "nav.about" },
  { path: PATHS.algosFaq, label: "nav.faq" },
  { path: PATHS.algosTestimonials, label: "nav.testimonials" },
];

/**
 * A link to the page already shown scrolls to the top; a link to a section (#faq,
 * #testimonials on /algos) scrolls smoothly to it below the header, after opening /algos
 * first when another page is shown (docs/product-rules.md), and takes keyboard focus
 * there, so the next Tab continues in that section (docs/keyboard-focus.md).
 */
function useSectionNavigation() {
  const { pathname } = useLocation();

  return function followLink(event: MouseEvent<HTMLAnchorElement>, to: string) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const [path = "", hash] = to.split("#");
    if (!hash && path === pathname) {
      event.preventDefault();
      scrollToTop();
      return;
    }
    // Another page: React Router opens it at the section (scroll-padding keeps the header
    // free), the page's useHashScroll settles it and RouteFocus focuses it.
    if (!hash || path !== pathname) return;
    event.preventDefault();
    // A link followed with the keyboard (no pointer: detail 0) moves focus into the section.
    scrollToId(hash, { instant: event.detail === 0 });
    replaceHash(hash);
    const section = elementOfHash(hash);
    if (section) focusWithoutScroll(section);
  };
}

export function Header() {
  const { t, localize } = useLanguage();
  const signedIn = Boolean(useAuth().user);
  const { pathname } = useLocation();
  const followLink = useSectionNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);

  // A new page closes the menu and the search field.
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [pathname]);

  function closeSearch() {
    setSearchOpen(false);
    searchButton.current?.focus();
  }

  // The open menu covers the page below the header: it closes once focus leaves it.
  function closeMenuWhenFocusLeaves(event: FocusEvent) {
    if (menuOpen && !event.currentTarget.contains(event.relatedTarget)) setMenuOpen(false);
  }

  function closeMenuOnEscape(event: KeyboardEvent) {
    if (event.key === "Escape" && menuOpen) {
      setMenuOpen(false);
      menuButton.current?.focus();
    }
  }

  function navLink(path: string, label: MessageKey, className: string) {
    const to = localize(path);
    return (
      <Link
        key={path}
        to={to}
        className={className}
        aria-current={!path.includes("#") && localize(path) === pathname ? "page" : undefined}
        onClick={(event) => {
          setMenuOpen(false);
          followLink(event, to);
        }}
      >
        {t(label)}
      </Link>
    );
  }

  // Opaque, without a backdrop blur: the blur was redrawn for every frame while a page
  // loads (docs/decisions/049-no-blur-while-the-page-loads.md).
  return (
    <header
      className="fixed inset-x-0 top-0 z-40 border-b border-white/5 bg-ink-900"
      onKeyDown={closeMenuOnEscape}
      onBlur={closeMenuWhenFocusLeaves}
    >
      <div className="container-page flex h-16 items-center gap-4">
        <Link
          to={localize(PATHS.home)}
          aria-label={t("a11y.homeLink")}
          className="rounded-lg"
          onClick={(event) => void followLink(event, localize(PATHS.home))}
        >
          {/* From 768 px the links share the bar with it, from 1024 px the search field too; until
              1280 px the mark alone leaves them room. */}
          <Logo wordmarkClassName="md:max-xl:hidden" />
        </Link>

        <nav aria-label={t("a11y.mainNavigation")} className="ml-2 hidden md:block lg:ml-6">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map(({ path, label }) => (
              <li key={path}>
                {navLink(
                  path,
                  label,
                  "rounded-full px-2 py-2 text-sm font-medium whitespace-nowrap text-ink-300 transition-colors hover:text-white aria-[current=page]:text-white lg:px-3",
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
          <HeaderSearchField className="hidden lg:block" />
          {/* Where the search field has given way as far as it can, the name is cut shorter. */}
          <AccountStatus className="hidden min-w-0 lg:flex" />
          <HeaderSearchToggle
            className="lg:hidden"
            open={searchOpen}
            buttonRef={searchButton}
            onToggle={() => {
              setMenuOpen(false);
              setSearchOpen((open) => !open);
            }}
          />
          <LanguageToggle />
          {/* Beside a member's name, sign-out and the search field the bar has no room for it at
              any width: the page column stops growing at 1152 px. The name leads to the member area. */}
          <Link
            to={localize(PATHS.courses)}
            className={`btn-primary hidden px-4 whitespace-nowrap ${signedIn ? "sm:inline-flex lg:hidden" : "sm:inline-flex"}`}
          >
            {t("nav.freeAccess")}
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full border border-ink-600 text-ink-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => {
              setSearchOpen(false);
              setMenuOpen((open) => !open);
            }}
          >
            <LineIcon size={20}>
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </LineIcon>
          </button>
        </div>
      </div>

      <HeaderSearchPanel open={searchOpen} onClose={closeSearch} inputRef={searchInput} />

      <nav
        id="mobile-menu"
        aria-label={t("nav.menu")}
        hidden={!menuOpen}
        className="border-t border-white/5 bg-ink-900 md:hidden"
      >
        <ul className="container-page flex flex-col py-3">
          {NAV_LINKS.map(({ path, label }) => (
            <li key={path}>
              {navLink(
                path,
                label,
                "block rounded-xl px-3 py-3 text-base font-medium text-ink-200 hover:bg-ink-800 hover:text-white aria-[current=page]:text-accent-300",
              )}
            </li>
          ))}
          <li className="px-1 lg:hidden">
            <AccountStatus className="flex justify-between px-2 py-2" />
          </li>
          <li className="px-3 pt-3 pb-2">
            <Link to={localize(PATHS.courses)} className="btn-primary w-full py-3" onClick={() => setMenuOpen(false)}>
              {t("nav.freeAccess")}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
