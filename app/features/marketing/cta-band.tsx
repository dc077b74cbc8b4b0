import { Link } from "react-router";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";

/** The closing call to action of a marketing page. */
export function CtaBand() {
  const { t, localize } = useLanguage();
  return (
    <section aria-labelledby="cta-title" className="border-t border-white/5 bg-gradient-to-b from-ink-900 to-ink-950">
      <div className="container-page py-20 text-center sm:py-24">
        <h2
          id="cta-title"
          className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          {t("cta.title")}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-ink-300">{t("cta.text")}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={localize(PATHS.courses)} className="btn-primary px-6 py-3.5 text-base">
            {t("free.cta")}
          </Link>
          <Link to={localize(PATHS.algos)} className="btn-secondary px-6 py-3.5 text-base">
            {t("cta.secondary")}
          </Link>
        </div>
      </div>
    </section>
  );
}
