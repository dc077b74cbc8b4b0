import { Link } from "react-router";
import { ClaimStats } from "~/features/marketing/claim-stats";
import { CtaBand } from "~/features/marketing/cta-band";
import { FaqSection } from "~/features/marketing/faq-section";
import { FeatureGrid } from "~/features/marketing/feature-grid";
import { CheckItem, FreeAccessBand } from "~/features/marketing/free-access-band";
import { JsonLd } from "~/features/marketing/json-ld";
import { SectionHeading } from "~/features/marketing/section-heading";
import { TestimonialsSection } from "~/features/marketing/testimonials-section";
import { VideoEmbed } from "~/components/video-embed";
import { selectFaqItems } from "~/content/faq";
import { selectTestimonials } from "@shared/testimonials";
import { useLanguage } from "~/i18n/language-provider";
import { languageOfPath } from "@shared/paths";
import { pageMeta } from "~/document/meta";
import { PATHS } from "@shared/paths";
import { organizationData } from "~/document/structured-data";
import { useHashScroll } from "~/browser/use-hash-scroll";
import { VIDEO } from "@shared/site.config";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "home.title", description: "home.description" });

export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  return { faq: selectFaqItems(language), testimonials: selectTestimonials(language) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, localize, language } = useLanguage();
  useHashScroll();

  return (
    <>
      <JsonLd data={organizationData()} />
      <section className="hero-glow relative overflow-hidden">
        <div className="container-page grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:py-28">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-accent-500/30 bg-accent-500/10 px-3.5 py-1.5 text-xs font-semibold text-accent-300 sm:text-sm">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-accent-400" />
              {t("free.badge")}
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-display">
              {t("home.hero.title")}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-ink-300">{t("home.hero.text")}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to={localize(PATHS.courses)} className="btn-primary px-6 py-3.5 text-base">
                {t("home.hero.primary")}
              </Link>
              <Link to={localize(PATHS.algos)} className="btn-secondary px-6 py-3.5 text-base">
                {t("home.hero.secondary")}
              </Link>
            </div>
            <ul className="mt-8 flex flex-col gap-2 text-sm text-ink-200 sm:flex-row sm:gap-6">
              <CheckItem>{t("free.instant")}</CheckItem>
              <CheckItem>{t("free.noCard")}</CheckItem>
            </ul>
          </div>
          <VideoEmbed
            videoId={VIDEO.introVideoId[language]}
            title={t("home.hero.videoTitle")}
            className="shadow-2xl shadow-black/40"
          />
        </div>
      </section>

      <section aria-labelledby="performance-title" className="container-page py-20 sm:py-24">
        <SectionHeading
          id="performance-title"
          eyebrow={t("home.performance.eyebrow")}
          title={t("home.performance.title")}
          intro={t("home.performance.intro")}
        />
        <div className="mt-12">
          <ClaimStats />
        </div>
        <p className="mt-8 text-center">
          <Link to={localize(PATHS.results)} className="font-semibold text-accent-400 hover:text-accent-300">
            {t("home.performance.link")} <span aria-hidden="true">→</span>
          </Link>
        </p>
      </section>

      <section aria-labelledby="features-title" className="border-y border-white/5 bg-ink-900/50 py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="features-title"
            eyebrow={t("features.eyebrow")}
            title={t("features.title")}
            intro={t("features.intro")}
          />
          <div className="mt-12">
            <FeatureGrid />
          </div>
        </div>
      </section>

      <FreeAccessBand />
      <TestimonialsSection videos={loaderData.testimonials} />
      <FaqSection items={loaderData.faq} />
      <CtaBand />
    </>
  );
}
