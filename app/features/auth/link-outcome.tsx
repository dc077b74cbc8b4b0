import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormNotice } from "~/components/form-field";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";
import { LINK_TOKEN_PARAM, PATHS } from "@shared/paths";

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

/**
 * The page a confirming link opens, before its button is pressed: it only asks (a mail
 * scanner may open links on its own), names the address the link confirms, and posts the
 * token with or without JavaScript.
 */
export function LinkConfirmForm({
  action,
  title,
  intro,
  addressLabel,
  address,
  token,
  error,
  button,
}: {
  action: string;
  title: string;
  intro: string;
  addressLabel: string;
  address: string;
  token: string;
  error?: string;
  button: string;
}) {
  const { t } = useLanguage();
  const confirming = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="text-center text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
      <p className="mt-3 text-center text-ink-300">{intro}</p>
      <Form method="post" action={action} className={`mt-8 space-y-5 ${LINK_CARD}`}>
        {error && <FormNotice kind="error">{error}</FormNotice>}
        {address && (
          <div>
            <p className="text-sm font-medium text-ink-300">{addressLabel}</p>
            <p className="mt-1 text-lg font-semibold break-all text-white">{address}</p>
          </div>
        )}
        <input type="hidden" name={LINK_TOKEN_PARAM} value={token} />
        <button type="submit" disabled={confirming} className="btn-primary w-full py-3.5 text-base">
          {confirming ? t("confirmEmail.confirming") : button}
        </button>
      </Form>
    </>
  );
}

/** The frame of a page a mailed link opens: one narrow column on the site's glow. */
export function LinkPage({ children }: { children: ReactNode }) {
  return (
    <div className="hero-glow">
      <div className="container-page flex justify-center py-14 sm:py-20">
        <div className="w-full max-w-md">{children}</div>
      </div>
    </div>
  );
}
