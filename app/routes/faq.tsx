import { Link } from "react-router";
import { CtaBand } from "~/features/marketing/cta-band";
import { FaqList } from "~/features/marketing/faq-list";
import { SectionHeading } from "~/features/marketing/section-heading";
import { selectFaqItems } from "~/content/faq";
import { useLanguage } from "~/i18n/language-provider";
import { languageOfPath } from "@shared/paths";
import { pageMeta } from "~/document/meta";
import { PATHS } from "@shared/paths";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "faqPage.title", description: "faqPage.description" });

export function loader({ request }: Route.LoaderArgs) {
  return { faq: selectFaqItems(languageOfPath(new URL(request.url).pathname)) };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t, localize } = useLanguage();
  return (
    <>
      <section className="hero-glow">
        <div className="container-page py-16 sm:py-20">
          <SectionHeading level={1} eyebrow={t("faq.eyebrow")} title={t("faq.title")} intro={t("faq.intro")} />
        </div>
      </section>
      <section aria-label={t("faq.title")} className="container-page pb-20">
        <FaqList items={loaderData.faq} />
        <p className="mt-8 text-center">
          <Link to={localize(PATHS.startChat)} className="font-semibold text-accent-400 hover:text-accent-300">
            {t("faq.more")} <span aria-hidden="true">→</span>
          </Link>
        </p>
      </section>
      <CtaBand />
    </>
  );
}
