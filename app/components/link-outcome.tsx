import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";

/** The card of a page a mailed link leads to. */
export const LINK_CARD = "rounded-card border border-ink-700 bg-ink-900/80 p-6 sm:p-8";

/**
 * What a mailed link led to: its heading (focused when it follows a press of the page's
 * button), what it says, and the way on, to the account page (where a new link is asked
 * for, too).
 */
export function LinkOutcome({
  title,
  focus,
  linkLabel,
  children,
}: {
  title: string;
  focus: boolean;
  linkLabel: MessageKey;
  children: ReactNode;
}) {
  const { t, localize } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className={`${LINK_CARD} text-center`}>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-white outline-none sm:text-3xl">
        {title}
      </h1>
      <div className="mt-4 text-left">{children}</div>
      <Link to={localize(PATHS.account)} className="mt-6 btn-primary inline-flex">
        {t(linkLabel)}
      </Link>
    </div>
  );
}
