import { CtaBand } from "~/features/marketing/cta-band";
import { CheckItem } from "~/features/marketing/free-access-band";
import { ExternalLink } from "~/components/external-link";
import { FaqSection } from "~/features/marketing/faq-section";
import { ResponsivePicture } from "~/components/responsive-picture";
import { RiskNote } from "~/features/marketing/risk-note";
import { SectionHeading } from "~/features/marketing/section-heading";
import { StickyCtaBar } from "~/features/marketing/sticky-cta-bar";
import { TestimonialsSection } from "~/features/marketing/testimonials-section";
import { ALGO_TOOLS } from "~/content/algo-tools";
import { selectFaqItems } from "~/content/faq";
import { ALGO_PICTURE_SIZE, ALGO_PICTURE_WIDTHS, algoPicturePath } from "~/content/pictures";
import { selectTestimonials } from "@shared/testimonials";
import { useLanguage } from "~/i18n/language-provider";
import { languageOfPath } from "@shared/paths";
import { pageMeta } from "~/document/meta";
import { useHashScroll } from "~/browser/use-hash-scroll";
import { CHARTING } from "@shared/site.config";
import type { Route } from "./+types/algos";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "algos.title", description: "algos.description" });

export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  return { faq: selectFaqItems(language), testimonials: selectTestimonials(language) };
}

export default function Algos({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  useHashScroll();

  return (
    <>
      <section className="hero-glow">
        <div className="container-page py-16 sm:py-24">
          <SectionHeading level={1} eyebrow={t("algos.eyebrow")} title={t("algos.heading")} intro={t("algos.intro")} />
        </div>
      </section>

      {ALGO_TOOLS.map((tool, index) => (
        <section
          key={tool.id}
          id={tool.id}
          aria-labelledby={`${tool.id}-title`}
          className={index % 2 === 1 ? "border-y border-white/5 bg-ink-900/50" : ""}
        >
          <div className="container-page grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-2 lg:gap-16">
            <div className={index % 2 === 1 ? "lg:order-2" : ""}>
              <h2 id={`${tool.id}-title`} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
                {t(tool.name)}
              </h2>
              <p className="mt-3 text-lg font-medium text-accent-300">{t(`algos.${tool.key}.lead`)}</p>
              <p className="mt-4 leading-7 text-ink-300">{t(`algos.${tool.key}.text`)}</p>
              <ul className="mt-6 space-y-3 text-ink-100">
                {([1, 2, 3] as const).map((point) => (
                  <CheckItem key={point}>{t(`algos.${tool.key}.point${point}`)}</CheckItem>
                ))}
              </ul>
              {tool.onCharts && (
                <p className="mt-6 text-sm">
                  <ExternalLink
                    href={CHARTING.affiliateUrl}
                    ad
                    className="font-semibold text-accent-400 hover:text-accent-300"
                  >
                    {t("algos.tradingview", { provider: CHARTING.providerName })}
                  </ExternalLink>
                  <span className="mt-1 block text-xs text-ink-400">{t("ad.affiliateNote")}</span>
                </p>
              )}
            </div>
            <figure className="overflow-hidden rounded-card border border-ink-700 bg-ink-900 shadow-2xl shadow-black/30">
              <ResponsivePicture
                basePath={algoPicturePath(tool.id)}
                widths={ALGO_PICTURE_WIDTHS}
                {...ALGO_PICTURE_SIZE}
                alt={t("algos.picture", { tool: t(tool.name) })}
                sizes="(min-width: 1152px) 32rem, (min-width: 1024px) calc(50vw - 4rem), (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)"
                priority={index === 0}
                className="h-auto w-full"
              />
            </figure>
          </div>
        </section>
      ))}

      <div className="container-page pb-4">
        <RiskNote className="mx-auto max-w-3xl justify-center" />
      </div>
      <FaqSection items={loaderData.faq} />
      <TestimonialsSection videos={loaderData.testimonials} />
      <CtaBand />
      <StickyCtaBar />
    </>
  );
}
