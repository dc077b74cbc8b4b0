import { useState } from "react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { CheckItem } from "~/features/marketing/free-access-band";
import { JsonLd } from "~/features/marketing/json-ld";
import { ResponsivePicture } from "~/components/responsive-picture";
import { SectionHeading } from "~/features/marketing/section-heading";
import { REVIEW_WIDGET_PATH, REVIEW_WIDGET_SIZE, REVIEW_WIDGET_WIDTHS } from "~/content/pictures";
import { useLanguage } from "~/i18n/language-provider";
import { formatEuro, formatPercent } from "~/i18n/format";
import { pageMeta } from "~/document/meta";
import {
  BILLING_OPTION_IDS,
  BILLING_OPTIONS,
  type BillingOption,
  DEFAULT_BILLING_OPTION,
  PLAN_IDS,
  type PlanId,
  priceFor,
} from "~/content/pricing";
import { membershipData } from "~/document/structured-data";
import { checkoutLink } from "@shared/checkout-link";
import { PATHS } from "@shared/paths";
import { CHECKOUT, CLAIMS, COMPANY_NAME, REVIEWS } from "@shared/site.config";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "pricing.title", description: "pricing.description" });

/** Basic's features; Pro has them all plus its own. */
const BASIC_FEATURES = ["bps", "aps", "heatmap", "alerts", "vip", "training"] as const;
const PRO_FEATURES = ["bot", "volume", "shorts", "sentimentTool", "sentimentVip", "leverage"] as const;

const PRICE_FIGURE = "text-4xl font-extrabold tracking-tight text-white sm:text-5xl";

export default function Pricing() {
  const { t, language, localize } = useLanguage();
  const [billing, setBilling] = useState<BillingOption>(DEFAULT_BILLING_OPTION);
  const planName = (plan: PlanId) => t(`pricing.plan.${plan}`);

  return (
    <>
      <JsonLd
        data={membershipData({
          name: t("pricing.product"),
          description: t("pricing.description"),
          planName,
          optionName: (option) => t(`pricing.option.${option}`),
        })}
      />
      <section className="hero-glow">
        <div className="container-page py-16 sm:py-20">
          <SectionHeading
            level={1}
            eyebrow={t("pricing.eyebrow")}
            title={t("pricing.heading")}
            intro={t("pricing.intro")}
          />
          <div
            className="mx-auto mt-8 max-w-2xl rounded-2xl border border-gain-500/30 bg-gain-500/10 px-5 py-4 text-center text-sm leading-6 text-ink-100"
            data-testid="pricing-notice"
          >
            <p>{t("pricing.freeNotice")}</p>
            <p className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
              <Link to={localize(PATHS.courses)} className="font-semibold text-gain-400 hover:underline">
                {t("pricing.freeNoticeLink")} →
              </Link>
              <Link to={localize(PATHS.cancel)} className="font-semibold text-gain-400 hover:underline">
                {t("pricing.cancelLink")} →
              </Link>
            </p>
          </div>
        </div>
      </section>

      <section aria-label={t("pricing.heading")} className="container-page pb-16">
        <fieldset className="mx-auto w-fit">
          <legend className="sr-only">{t("pricing.billing")}</legend>
          <div className="flex flex-wrap justify-center gap-1 rounded-full border border-ink-700 bg-ink-900 p-1">
            {BILLING_OPTION_IDS.map((option) => (
              <label
                key={option}
                className="relative cursor-pointer rounded-full px-4 py-2 text-sm font-semibold text-ink-300 transition-colors has-checked:bg-accent-500 has-checked:text-ink-950 has-focus-visible:outline-2 has-focus-visible:outline-accent-400"
              >
                <input
                  type="radio"
                  name="billing"
                  value={option}
                  checked={billing === option}
                  onChange={() => setBilling(option)}
                  className="sr-only"
                />
                <span>{t(`pricing.option.${option}`)}</span>
                {BILLING_OPTIONS[option].discountPercent > 0 && (
                  <span className="ml-1.5 text-xs font-bold opacity-80">
                    −{formatPercent(BILLING_OPTIONS[option].discountPercent, language)}
                  </span>
                )}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
          {PLAN_IDS.map((plan) => {
            const price = priceFor(plan, billing);
            // "Most popular" is a claim the owner must be able to prove; without it no plan is singled out.
            const featured = plan === CLAIMS.mostPopularPlan;
            return (
              <article
                key={plan}
                aria-labelledby={`plan-${plan}`}
                data-plan={plan}
                className={`relative flex flex-col rounded-card border p-7 sm:p-8 ${featured ? "border-accent-500/60 bg-ink-850 shadow-glow" : "border-ink-700 bg-ink-900/70"}`}
              >
                {featured && (
                  <p className="absolute -top-3 left-7 rounded-full bg-accent-500 px-3 py-1 text-xs font-bold text-ink-950">
                    {t("pricing.popular")}
                  </p>
                )}
                <h2 id={`plan-${plan}`} className="text-xl font-bold text-white">
                  {planName(plan)}
                </h2>
                <p className="mt-1 text-sm text-ink-300">{t(`pricing.plan.${plan}.tagline`)}</p>
                {/* A yearly plan shows its yearly total first and never smaller than the
                    monthly figure (price display rules, docs/decisions/009-contract-partner-and-legal-wording.md). */}
                {price.billedAnnually && (
                  <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
                    <span className={PRICE_FIGURE} data-testid={`charged-${plan}`}>
                      {formatEuro(price.charged, language)}
                    </span>
                    <span className="text-sm text-ink-300">{t("pricing.perYear")}</span>
                  </p>
                )}
                <p className={`${price.billedAnnually ? "mt-2" : "mt-6"} flex flex-wrap items-baseline gap-x-2`}>
                  <span className={PRICE_FIGURE} data-testid={`price-${plan}`}>
                    {formatEuro(price.monthly, language)}
                  </span>
                  <span className="text-sm text-ink-300">
                    {price.billedAnnually ? t("pricing.perMonthAnnual") : t("pricing.perMonth")}
                  </span>
                </p>
                <p className="mt-3 text-sm text-ink-300">
                  {t("pricing.inclVat")} ·{" "}
                  {price.billedAnnually ? t("pricing.chargedYearly") : t("pricing.chargedMonthly")}
                </p>
                <p className="mt-1 text-xs leading-5 text-ink-400">{t("pricing.renewal")}</p>
                {price.discountPercent > 0 && (
                  <p className="mt-3 w-fit rounded-full bg-gain-500/15 px-3 py-1 text-xs font-bold text-gain-400">
                    {t("pricing.save", { percent: formatPercent(price.discountPercent, language) })}
                  </p>
                )}
                <ul className="mt-6 flex-1 space-y-3 text-sm text-ink-100">
                  {(plan === "pro" ? [...BASIC_FEATURES, ...PRO_FEATURES] : BASIC_FEATURES).map((feature) => (
                    <CheckItem key={feature}>{t(`pricing.feature.${feature}`)}</CheckItem>
                  ))}
                </ul>
                <ExternalLink
                  href={checkoutLink({ language, plan, billing })}
                  className={`${featured ? "btn-primary" : "btn-secondary"} mt-8 w-full py-3.5 text-base`}
                >
                  {t("pricing.order")}
                  <span className="sr-only">: {planName(plan)}</span>
                </ExternalLink>
              </article>
            );
          })}
        </div>
        <p className="mt-6 text-center text-xs text-ink-400">
          {t("pricing.checkoutNote", { provider: CHECKOUT.providerName, company: COMPANY_NAME })}
        </p>
      </section>

      <section aria-labelledby="matrix-title" className="container-page pb-20">
        <h2 id="matrix-title" className="text-center text-2xl font-bold text-white">
          {t("pricing.matrix.title")}
        </h2>
        {/* A box that may scroll sideways on a phone: named (apart from its section) and
            reachable by Tab, so the keyboard can scroll it too (as the legal pages'
            tables, app/lib/html.server.ts). */}
        <div
          role="region"
          tabIndex={0}
          aria-label={t("pricing.matrix.table")}
          className="mx-auto mt-8 max-w-4xl overflow-x-auto rounded-card border border-ink-700"
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-ink-900 text-ink-300">
              <tr>
                <th scope="col" className="px-5 py-3 font-medium">
                  {t("pricing.matrix.feature")}
                </th>
                {PLAN_IDS.map((plan) => (
                  <th key={plan} scope="col" className="px-5 py-3 text-center font-semibold text-white">
                    {planName(plan)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-800">
              {[...BASIC_FEATURES, ...PRO_FEATURES].map((feature) => (
                <tr key={feature} className="bg-ink-950/40">
                  <th scope="row" className="px-5 py-3 font-normal text-ink-100">
                    {t(`pricing.feature.${feature}`)}
                  </th>
                  {PLAN_IDS.map((plan) => {
                    const included = plan === "pro" || (BASIC_FEATURES as readonly string[]).includes(feature);
                    return (
                      <td key={plan} className="px-5 py-3 text-center">
                        <span aria-hidden="true" className={included ? "font-bold text-gain-400" : "text-ink-400"}>
                          {included ? "✓" : "–"}
                        </span>
                        <span className="sr-only">
                          {included ? t("pricing.matrix.included") : t("pricing.matrix.notIncluded")}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {REVIEWS.profileUrl && (
          <p className="mt-10 flex justify-center">
            <ExternalLink
              href={REVIEWS.profileUrl}
              className="inline-flex flex-col items-center gap-2 rounded-xl p-2 text-sm text-ink-300 hover:text-white"
            >
              <ResponsivePicture
                basePath={REVIEW_WIDGET_PATH}
                widths={REVIEW_WIDGET_WIDTHS}
                {...REVIEW_WIDGET_SIZE}
                alt={t("pricing.reviewsImage", { provider: REVIEWS.providerName })}
                sizes="16rem"
                className="h-auto w-64"
              />
              {t("pricing.reviews", { provider: REVIEWS.providerName })}
            </ExternalLink>
          </p>
        )}
      </section>
    </>
  );
}
