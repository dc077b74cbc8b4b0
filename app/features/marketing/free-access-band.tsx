import { Link } from "react-router";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";

export function CheckItem({ children }: { children: string }) {
  return (
    <li className="flex items-start gap-2.5">
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className="mt-0.5 shrink-0 text-gain-400">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M5 10.5l3.2 3.2L15 6.5"
        />
      </svg>
      <span>{children}</span>
    </li>
  );
}

/** The current message: previously paid, now free, instant access, no credit card. */
export function FreeAccessBand() {
  const { t, localize } = useLanguage();
  return (
    <section aria-labelledby="free-title" className="container-page py-20 sm:py-24">
      <div className="relative overflow-hidden rounded-[2rem] border border-accent-500/30 bg-gradient-to-br from-ink-800 via-ink-900 to-ink-950 p-8 sm:p-12 lg:p-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-44 -right-44 size-[30rem] bg-[radial-gradient(closest-side,rgb(247_147_26/0.17)_20%,transparent)]"
        />
        <div className="relative grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{t("free.badge")}</p>
            <h2 id="free-title" className="mt-3 text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
              {t("free.title")}
            </h2>
            <p className="mt-4 max-w-xl text-lg leading-8 text-ink-300">{t("free.text")}</p>
          </div>
          <div>
            <ul className="space-y-3 text-ink-100">
              <CheckItem>{t("free.instant")}</CheckItem>
              <CheckItem>{t("free.noCard")}</CheckItem>
              <CheckItem>{t("free.allTools")}</CheckItem>
            </ul>
            <Link to={localize(PATHS.courses)} className="mt-8 btn-primary w-full py-3.5 text-base sm:w-auto">
              {t("free.cta")}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
