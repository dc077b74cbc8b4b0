import { ClaimStats } from "~/features/marketing/claim-stats";
import { CtaBand } from "~/features/marketing/cta-band";
import { ResultsChart } from "~/features/marketing/results-chart";
import { SectionHeading } from "~/features/marketing/section-heading";
import { BEAR_MARKET_RESULTS } from "~/content/results";
import { useLanguage } from "~/i18n/language-provider";
import { pageMeta } from "~/document/meta";
import type { Route } from "./+types/results";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "results.title", description: "results.description" });

export default function Results() {
  const { t } = useLanguage();
  return (
    <>
      <section className="hero-glow">
        <div className="container-page py-16 sm:py-20">
          <SectionHeading
            level={1}
            eyebrow={t("results.eyebrow")}
            title={t("results.heading")}
            intro={t("results.intro")}
          />
        </div>
      </section>
      <section aria-label={t("results.chart.title")} className="container-page space-y-10 pb-20">
        <ClaimStats />
        <ResultsChart points={BEAR_MARKET_RESULTS} />
        <div className="max-w-3xl">
          <h2 className="text-xl font-semibold text-white">{t("results.method.title")}</h2>
          <p className="mt-3 leading-7 text-ink-300">{t("results.method.text")}</p>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
