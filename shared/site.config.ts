/**
 * Every external link and business fact of the site, in one place
 * (docs/decisions/007-site-configuration.md), and the one module the rest of the site
 * imports them from.
 *
 * What only the owner knows (company details, checkout links, chat invites, video ids,
 * claims) is not written here: it comes from the owner's settings file, config/site.json,
 * laid over the defaults of config/site.example.json and read at build time
 * (docs/decisions/043-owner-settings-file.md). Defaults still to be replaced start with
 * `[PLACEHOLDER]` or hold a placeholder address; `npm run check-setup` lists them.
 */
import type { Language } from "./language.ts";
import type { OwnerSettings } from "./owner-settings.ts";
import {
  charting,
  checkout,
  claims,
  company,
  companyEmail,
  companyName,
  dataProtection,
  groupChat,
  lessonVideos,
  mail,
  reviews,
  site,
  testimonials,
  tradingBot,
  video,
} from "../scripts/owner-settings-values.ts";

/** Prefix of values the owner still has to fill in; shown as-is on the site until then. */
export const PLACEHOLDER_MARK = "[PLACEHOLDER]";

/** The owner's settings as the build read them (shared/owner-settings.ts). */
export const OWNER_SETTINGS: OwnerSettings = {
  site,
  claims,
  company,
  dataProtection,
  checkout,
  mail,
  groupChat,
  reviews,
  charting,
  tradingBot,
  video,
  testimonials,
  lessonVideos,
};
// Parts read on their own, so that a page's script carries only what it shows.
export const OWNER_TESTIMONIALS: OwnerSettings["testimonials"] = testimonials;
export const OWNER_LESSON_VIDEOS: OwnerSettings["lessonVideos"] = lessonVideos;

export const SITE = {
  /** Public origin used for canonical links, hreflang, the sitemap and Open Graph. */
  origin: site.origin,
  name: "Profit Scout",
  /** Year the company started trading; quoted in the marketing claims ("active since 2019"). */
  foundedYear: site.foundedYear,
  /** Live signals have been published since this month. */
  liveSignalsSince: site.liveSignalsSince,
  termsLastUpdated: "2026-11-27",
  /**
   * The company's own profiles on other sites (schema.org `sameAs`: social networks, a
   * register entry). Empty until the owner names them; search engines get none until then.
   */
  profiles: site.profiles as readonly string[],
} as const;

/**
 * Advertising claims the site makes only when the owner can prove them with records
 * (docs/decisions/006-advertising-claims-and-risk-notes.md). `null`, the default, hides
 * the claim; the owner sets a value only together with the records behind it:
 * `dailyTraders`, traders who use the algorithms on an average day, from usage records
 * ("About us"); `mostPopularPlan`, the plan most subscribers chose, from the payment
 * records, marked on the pricing page.
 */
export const CLAIMS: OwnerSettings["claims"] = claims;

/**
 * The legal entity behind the site (imprint, terms, privacy policy, the mails' footer).
 * Names and addresses are one text; what reads differently per language (the country,
 * the register court's wording, the person responsible for content under section 18 (2)
 * MStV) is `{ en, de }`: render it with companyText.
 */
export const COMPANY: OwnerSettings["company"] = company;

/**
 * The company's name and e-mail address, as pages show them: read on their own, so that
 * the file every page loads carries none of the company's other details.
 */
export const COMPANY_NAME: string = companyName;
export const COMPANY_EMAIL: string = companyEmail;

/** A company field in a language: the text itself, or its version for `language`. */
export function companyText(key: keyof typeof COMPANY, language: Language): string {
  const value = COMPANY[key];
  return typeof value === "string" ? value : value[language];
}

/**
 * What the privacy policy names besides the company. The company has no establishment in
 * the EU, so it designates a representative in the Union (Art. 27 GDPR), to whom members
 * and authorities can turn, and names the data-protection authority competent for it
 * (usually the one of the member state where the representative is established).
 */
export const DATA_PROTECTION: OwnerSettings["dataProtection"] = dataProtection;

/**
 * The payment processor. The company stays the contract partner; Stripe only collects the
 * payment (docs/decisions/009-contract-partner-and-legal-wording.md). One Payment Link per
 * plan and billing option, opened in a new tab.
 */
export const CHECKOUT = {
  providerName: "Stripe",
  paymentLinks: checkout.paymentLinks,
  /**
   * The Stripe price behind each Payment Link (Stripe's dashboard, the product's price:
   * `price_…`). Subscriptions name their price; the site reads plan and billing option
   * from it. An unknown price is still recorded and shown without a plan name.
   */
  priceIds: checkout.priceIds,
} as const;

/** Where Stripe's customer portal sessions open (the account page's "Manage payment method and invoices"). */
export const STRIPE_PORTAL_ORIGIN = "https://billing.stripe.com";

/** The e-mail service that delivers the account mails over SMTP (named in the privacy policy). */
export const MAIL: OwnerSettings["mail"] = mail;

/** Group-chat invite links differ per language. */
export const GROUP_CHAT = {
  providerName: "Telegram",
  inviteUrl: groupChat.inviteUrl,
} as const;

/**
 * Review service where customers publish their own reviews. `profileUrl: null` hides every
 * link to it; no review and no rating is shown on the site itself until the owner adds
 * real ones (docs/decisions/009-contract-partner-and-legal-wording.md).
 */
export const REVIEWS: { providerName: string; profileUrl: string | null } = {
  providerName: "Trustpilot",
  profileUrl: reviews.profileUrl,
};

/**
 * The charting platform; its link is an affiliate link and marked as advertising
 * (docs/decisions/006-advertising-claims-and-risk-notes.md).
 */
export const CHARTING = {
  providerName: "TradingView",
  affiliateUrl: charting.affiliateUrl,
} as const;

/** Exchanges the trading bot supports, in the order the lessons present them. */
export const EXCHANGES = [
  { id: "binance", name: "Binance", url: "https://www.binance.com" },
  { id: "kraken", name: "Kraken", url: "https://www.kraken.com" },
  { id: "bybit", name: "Bybit", url: "https://www.bybit.com" },
  { id: "bitget", name: "Bitget", url: "https://www.bitget.com" },
  { id: "okx", name: "OKX", url: "https://www.okx.com" },
] as const;

/**
 * The trading bot's server: `allowlistIp`, its public IP address, which members add to
 * their exchange API key's allow-list (the Sentiment Trader lessons quote it). Shown as a
 * placeholder until set. The part as it is, with no property read here: a read at the
 * top of a module stays in every page's script even where nothing uses it.
 */
export const TRADING_BOT: OwnerSettings["tradingBot"] = tradingBot;

/**
 * The repository's stand-in video ids (intro, lessons, testimonials) have ten digits and
 * start with 99, far above any the video host has given out; `npm run check-setup` lists
 * every one still in place.
 */
export const isPlaceholderVideoId = (id: string) => /^99\d{8}$/.test(id);

/** Video host (Vimeo). The intro's ids are placeholders until the owner uploads the real videos. */
export const VIDEO = {
  providerName: "Vimeo",
  playerOrigin: "https://player.vimeo.com",
  /** Accent colour of the player controls, without '#'. */
  accentColor: "f7931a",
  /** The intro on the home page, per language: the owner's own videos' ids. */
  introVideoId: video.introVideoId,
} as const;

/** The downloadable PDF guide shipped with the site. */
export const GUIDE_PDF_PATH = "/downloads/profit-scout-quick-start.pdf";
