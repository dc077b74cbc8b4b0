import { useEffect } from "react";
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { useLanguage } from "~/i18n/language-provider";

/**
 * The error boundary of a page with a form: the page's frame stays, with the texts of the
 * page, and says what happened. A 400 is a posted form the server could not read
 * (document/posted-form.ts); anything else is the site's general error.
 */
export function PageError() {
  const error = useRouteError();
  const { t } = useLanguage();
  const { pathname } = useLocation();
  const unreadableForm = isRouteErrorResponse(error) && error.status === 400;
  useEffect(() => {
    if (!unreadableForm) console.error(error);
  }, [error, unreadableForm]);

  return (
    <div className="container-page flex justify-center py-16 sm:py-20">
      <div
        role="alert"
        className="w-full max-w-lg rounded-card border border-ink-700 bg-ink-900 p-8 text-center sm:p-10"
      >
        <h1 className="text-2xl font-bold text-white">{unreadableForm ? t("error.formTitle") : t("error.title")}</h1>
        <p className="mt-3 text-ink-300">{unreadableForm ? t("error.formMessage") : t("error.message")}</p>
        {/* A link, not a script: the page is loaded afresh, with or without JavaScript. */}
        <a href={pathname} className="mt-8 btn-primary inline-flex">
          {t("error.reload")}
        </a>
      </div>
    </div>
  );
}
