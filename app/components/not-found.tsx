import { Link } from "react-router";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";

export function NotFound() {
  const { t, localize } = useLanguage();
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="bg-gradient-to-b from-accent-300 to-accent-600 bg-clip-text text-8xl font-black tracking-tighter text-transparent sm:text-9xl">
        {t("notFound.code")}
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-white sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 max-w-md text-ink-300">{t("notFound.message")}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={localize(PATHS.home)} className="btn-primary">
          {t("notFound.goHome")}
        </Link>
        <Link to={localize(PATHS.courses)} className="btn-secondary">
          {t("notFound.viewCourses")}
        </Link>
      </div>
    </section>
  );
}
