/**
 * Every external link and business fact of the site, in one place
 * (docs/decisions/007-site-configuration.md).
 *
 * Values marked `// PLACEHOLDER` are not known yet: the site owner replaces them here and
 * nowhere else.
 */

/** Prefix of values the owner still has to fill in; shown as-is on the site until then. */
export const PLACEHOLDER_MARK = "[PLACEHOLDER]";

export const SITE = {
  /** Public origin used for canonical links, hreflang, the sitemap and Open Graph. */
  origin: "https://www.profit-scout.example", // PLACEHOLDER
  name: "Profit Scout",
  /** Year the company started trading; quoted in the marketing claims ("active since 2019"). */
  foundedYear: 2019,
  /** Live signals have been published since this month. */
  liveSignalsSince: { year: 2021, month: 4 },
  termsLastUpdated: "2026-11-27",
  /**
   * The company's own profiles on other sites (schema.org `sameAs`: social networks, a
   * register entry). Empty until the owner names them; search engines get none until then.
   */
  profiles: [] as readonly string[],
} as const;

/**
 * Advertising claims the site makes only when the owner can prove them with records
 * (docs/decisions/006-advertising-claims-and-risk-notes.md). `null`, the default, hides
 * the claim; set a value only together with the records behind it.
 */
export const CLAIMS: { dailyTraders: number | null; mostPopularPlan: "basic" | "pro" | null } = {
  /** Traders who use the algorithms on an average day, from usage records ("About us"). */
  dailyTraders: null,
  /** The plan most subscribers chose, from the payment records; marked on the pricing page. */
  mostPopularPlan: null,
};

/** The legal entity behind the site (imprint, terms, privacy policy). */
export const COMPANY = {
  name: `${PLACEHOLDER_MARK} Company name Ltd.`, // PLACEHOLDER
  representative: `${PLACEHOLDER_MARK} Managing director`, // PLACEHOLDER
  street: `${PLACEHOLDER_MARK} Street and number`, // PLACEHOLDER
  postalCode: `${PLACEHOLDER_MARK} Postal code`, // PLACEHOLDER
  city: `${PLACEHOLDER_MARK} City`, // PLACEHOLDER
  country: `${PLACEHOLDER_MARK} Country`, // PLACEHOLDER
  email: "support@profit-scout.example", // PLACEHOLDER
  phone: `${PLACEHOLDER_MARK} +00 000 000000`, // PLACEHOLDER
  register: `${PLACEHOLDER_MARK} Register court and number`, // PLACEHOLDER
  vatId: `${PLACEHOLDER_MARK} VAT identification number`, // PLACEHOLDER
  /** Person responsible for editorial content (section 18 (2) MStV). */
  contentResponsible: `${PLACEHOLDER_MARK} Name, address as above`, // PLACEHOLDER
} as const;

/**
 * What the privacy policy names besides the company. The company has no establishment in
 * the EU, so it designates a representative in the Union (Art. 27 GDPR), to whom members
 * and authorities can turn, and names the data-protection authority competent for it
 * (usually the one of the member state where the representative is established).
 */
export const DATA_PROTECTION = {
  euRepresentative: {
    name: `${PLACEHOLDER_MARK} Name of the EU representative`, // PLACEHOLDER
    address: `${PLACEHOLDER_MARK} Street, postal code, city and EU member state`, // PLACEHOLDER
    email: `${PLACEHOLDER_MARK} E-mail address of the EU representative`, // PLACEHOLDER
  },
  supervisoryAuthority: {
    name: `${PLACEHOLDER_MARK} Competent data-protection authority`, // PLACEHOLDER
    address: `${PLACEHOLDER_MARK} Postal address of the authority`, // PLACEHOLDER
    website: `${PLACEHOLDER_MARK} Website of the authority`, // PLACEHOLDER
  },
} as const;

/**
 * The payment processor. The company stays the contract partner; Stripe only collects the
 * payment (docs/decisions/009-contract-partner-and-legal-wording.md). One Payment Link per
 * plan and billing option, opened in a new tab.
 */
export const CHECKOUT = {
  providerName: "Stripe",
  paymentLinks: {
    basic: {
      monthly: "https://buy.stripe.com/PLACEHOLDER_basic_monthly", // PLACEHOLDER
      yearly: "https://buy.stripe.com/PLACEHOLDER_basic_yearly", // PLACEHOLDER
      "btc-yearly": "https://buy.stripe.com/PLACEHOLDER_basic_btc_yearly", // PLACEHOLDER
    },
    pro: {
      monthly: "https://buy.stripe.com/PLACEHOLDER_pro_monthly", // PLACEHOLDER
      yearly: "https://buy.stripe.com/PLACEHOLDER_pro_yearly", // PLACEHOLDER
      "btc-yearly": "https://buy.stripe.com/PLACEHOLDER_pro_btc_yearly", // PLACEHOLDER
    },
  },
  /**
   * The Stripe price behind each Payment Link (Stripe's dashboard, the product's price:
   * `price_…`). Subscriptions name their price; the site reads plan and billing option
   * from it. An unknown price is still recorded and shown without a plan name.
   */
  priceIds: {
    basic: {
      monthly: "price_PLACEHOLDER_basic_monthly", // PLACEHOLDER
      yearly: "price_PLACEHOLDER_basic_yearly", // PLACEHOLDER
      "btc-yearly": "price_PLACEHOLDER_basic_btc_yearly", // PLACEHOLDER
    },
    pro: {
      monthly: "price_PLACEHOLDER_pro_monthly", // PLACEHOLDER
      yearly: "price_PLACEHOLDER_pro_yearly", // PLACEHOLDER
      "btc-yearly": "price_PLACEHOLDER_pro_btc_yearly", // PLACEHOLDER
    },
  },
} as const;

/** Where Stripe's customer portal sessions open (the account page's "Manage payment method and invoices"). */
export const STRIPE_PORTAL_ORIGIN = "https://billing.stripe.com";

/** The e-mail service that delivers the account mails over SMTP (named in the privacy policy). */
export const MAIL = {
  providerName: `${PLACEHOLDER_MARK} E-mail service provider`, // PLACEHOLDER
} as const;

/** Group-chat invite links differ per language. */
export const GROUP_CHAT = {
  providerName: "Telegram",
  inviteUrl: {
    en: "https://t.me/+PLACEHOLDER_EN", // PLACEHOLDER
    de: "https://t.me/+PLACEHOLDER_DE", // PLACEHOLDER
  },
} as const;

/**
 * Review service where customers publish their own reviews. `profileUrl: null` hides every
 * link to it; no review and no rating is shown on the site itself until the owner adds
 * real ones (docs/decisions/009-contract-partner-and-legal-wording.md).
 */
export const REVIEWS: { providerName: string; profileUrl: string | null } = {
  providerName: "Trustpilot",
  profileUrl: "https://www.trustpilot.com/review/profit-scout.example", // PLACEHOLDER
};

/**
 * The charting platform; its link is an affiliate link and marked as advertising
 * (docs/decisions/006-advertising-claims-and-risk-notes.md).
 */
export const CHARTING = {
  providerName: "TradingView",
  affiliateUrl: "https://www.tradingview.com/?aff_id=000000", // PLACEHOLDER
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
 * The bot server's public IP address, which members add to their exchange API key's
 * allow-list (the Sentiment Trader lessons quote it). Shown as a placeholder until set.
 */
export const TRADING_BOT_ALLOWLIST_IP: string = `${PLACEHOLDER_MARK} bot server IP`; // PLACEHOLDER

/**
 * The repository's stand-in video ids (intro, lessons, testimonials) have ten digits and
 * start with 99, far above any the video host has given out; `npm run check-setup` lists
 * every one still in place.
 */
export const isPlaceholderVideoId = (id: string) => /^99\d{8}$/.test(id);

/** Video host (Vimeo). The ids are placeholders until the owner uploads the real videos. */
export const VIDEO = {
  providerName: "Vimeo",
  playerOrigin: "https://player.vimeo.com",
  /** Accent colour of the player controls, without '#'. */
  accentColor: "f7931a",
  /** The intro on the home page, per language: the owner's own videos' ids. */
  introVideoId: { en: "9900000101", de: "9900000102" }, // PLACEHOLDER
} as const;

/** The downloadable PDF guide shipped with the site. */
export const GUIDE_PDF_PATH = "/downloads/profit-scout-quick-start.pdf";
