/**
 * What the owner must still provide before going live (docs/deploy.md, "Before going
 * live"): every value of the site's configuration that is still the repository's stand-in,
 * and the server settings a live site needs. `npm run check-setup` prints the list, the
 * server warns with it at start in production, and it is empty once the owner is done.
 * Checked offline: formats, not whether a link or key really works.
 */
import { COURSE_FILES, withLessonVideos } from "./courses";
import type { OwnerSettings } from "./owner-settings";
import { isPlaceholderVideoId, OWNER_SETTINGS, PLACEHOLDER_MARK, SITE } from "./site.config";

export const SETUP_GROUPS = {
  company: "Company and imprint",
  privacy: "Privacy policy: EU representative, supervisory authority, mail provider",
  address: "The site's address",
  checkout: "Checkout links and Stripe prices",
  stripe: "Stripe settings",
  mail: "Mail settings",
  chat: "Group chat invites",
  videos: "Video ids (intro, lessons, testimonials)",
  bot: "Trading bot allow-list address",
  links: "Review service and charting link",
} as const;

export type SetupGroup = keyof typeof SETUP_GROUPS;

export interface SetupItem {
  group: SetupGroup;
  /** The value, named as it is set: `company.name` in the owner's settings, `SMTP_URL`. */
  name: string;
  /** Where the owner sets it. */
  where: string;
  /** What a valid value looks like. */
  valid: string;
}

/** The server settings the check reads (the environment, or a test's). */
export type SetupEnvironment = Partial<Record<string, string>>;

/** The owner's settings file (docs/decisions/043-owner-settings-file.md); SITE_SETTINGS may name another. */
const CONFIG_FILE = "config/site.json";
const ENV_FILE = "the server's environment file, docs/deploy.md";
/** Addresses and domains kept for documentation (RFC 2606, 5737): never a real site's. */
const DOCUMENTATION_VALUE = /(\.example|example\.(com|org|net))\b|\b(192\.0\.2|198\.51\.100|203\.0\.113)\.\d+/i;

const isStandIn = (value: string) => value.includes(PLACEHOLDER_MARK) || /PLACEHOLDER/.test(value);
const looksUnset = (value: string) => isStandIn(value) || DOCUMENTATION_VALUE.test(value);

function httpsUrl(value: string, host?: RegExp): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && (!host || host.test(url.hostname));
  } catch {
    return false;
  }
}

/** Each text value of a configuration object that is still a stand-in, by its dotted name. */
function standIns(prefix: string, value: unknown): string[] {
  if (typeof value === "string") return looksUnset(value) ? [prefix] : [];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => standIns(`${prefix}.${key}`, inner));
  return [];
}

function configItems(settings: OwnerSettings): SetupItem[] {
  const items: SetupItem[] = [];
  const add = (group: SetupGroup, name: string, valid: string) =>
    items.push({ group, name, where: CONFIG_FILE, valid });
  const {
    company,
    dataProtection,
    mail,
    site,
    checkout,
    groupChat,
    video,
    testimonials,
    tradingBot,
    reviews,
    charting,
  } = settings;

  for (const name of standIns("company", company))
    add("company", name, "the company's real details, as the commercial register shows them");
  for (const name of [...standIns("dataProtection", dataProtection), ...standIns("mail", mail)])
    add("privacy", name, "the name, postal address and contact the privacy policy must give");
  if (looksUnset(site.origin) || !httpsUrl(site.origin))
    add("address", "site.origin", "the site's public address with https://, e.g. https://www.your-domain.de");

  for (const [plan, links] of Object.entries(checkout.paymentLinks))
    for (const [billing, link] of Object.entries(links))
      if (isStandIn(link) || !httpsUrl(link, /^buy\.stripe\.com$/))
        add("checkout", `checkout.paymentLinks.${plan}.${billing}`, "the Payment Link, https://buy.stripe.com/…");
  for (const [plan, prices] of Object.entries(checkout.priceIds))
    for (const [billing, price] of Object.entries(prices))
      if (isStandIn(price) || !/^price_[A-Za-z0-9]+$/.test(price))
        add("checkout", `checkout.priceIds.${plan}.${billing}`, "the price behind that link, price_… from Stripe");

  for (const [language, link] of Object.entries(groupChat.inviteUrl))
    if (isStandIn(link) || !httpsUrl(link, /^t\.me$/))
      add("chat", `groupChat.inviteUrl.${language}`, "the group's invite link, https://t.me/+…");

  for (const [language, id] of Object.entries(video.introVideoId))
    if (isPlaceholderVideoId(id))
      add("videos", `video.introVideoId.${language}`, "the intro video's numeric id on the video host");
  for (const course of withLessonVideos(COURSE_FILES, settings.lessonVideos)) {
    // One line per course: its lessons' ids are set together.
    const standIns = course.lessons.flatMap((lesson) =>
      "sharedFrom" in lesson ? [] : Object.values(lesson.videoId).filter(isPlaceholderVideoId),
    );
    if (standIns.length > 0)
      add(
        "videos",
        `lessonVideos.${course.slug}: ${standIns.length} lesson video ids`,
        'each lesson\'s numeric video id per language, { "<lesson slug>": { "en": "…", "de": "…" } }',
      );
  }
  for (const [language, videos] of Object.entries(testimonials))
    for (const video of videos)
      if (isPlaceholderVideoId(video.videoId) || isStandIn(video.title))
        add(
          "videos",
          `testimonials.${language} #${video.id}`,
          "a real member's video id and title, shown with their consent (or remove the slot)",
        );

  if (looksUnset(tradingBot.allowlistIp) || !/^[\d.]+$|^[\da-f:]+$/i.test(tradingBot.allowlistIp))
    add("bot", "tradingBot.allowlistIp", "the bot server's public IPv4 or IPv6 address");

  if (reviews.profileUrl !== null && (looksUnset(reviews.profileUrl) || !httpsUrl(reviews.profileUrl)))
    add("links", "reviews.profileUrl", "the company's profile on the review service, or null to show no link");
  if (
    looksUnset(charting.affiliateUrl) ||
    /aff_id=0+\b/.test(charting.affiliateUrl) ||
    !httpsUrl(charting.affiliateUrl)
  )
    add("links", "charting.affiliateUrl", "the owner's own affiliate link of the charting platform");
  return items;
}

function environmentItems(env: SetupEnvironment): SetupItem[] {
  const items: SetupItem[] = [];
  const add = (group: SetupGroup, name: string, valid: string) => items.push({ group, name, where: ENV_FILE, valid });

  const origin = env.PUBLIC_ORIGIN?.trim();
  if (!origin || looksUnset(origin) || !httpsUrl(origin))
    add("address", "PUBLIC_ORIGIN", "the address visitors use, with https://, the same as site.origin");
  if (!env.STRIPE_WEBHOOK_SECRET?.startsWith("whsec_"))
    add("stripe", "STRIPE_WEBHOOK_SECRET", "the webhook endpoint's signing secret, whsec_…");
  if (!/^(sk|rk)_live_\S+$/.test(env.STRIPE_SECRET_KEY ?? ""))
    add("stripe", "STRIPE_SECRET_KEY", "a live secret key, sk_live_… or a restricted rk_live_…");
  if (!/^smtps?:\/\/\S+$/.test(env.SMTP_URL ?? ""))
    add("mail", "SMTP_URL", "smtps://user:password@host:465 (percent-encode / # @ in the password)");
  const from = env.MAIL_FROM?.trim() ?? "";
  const fromDomain = /@([^>\s]+)>?$/.exec(from)?.[1]?.toLowerCase();
  const siteDomain = origin && httpsUrl(origin) ? new URL(origin).hostname.replace(/^www\./, "") : undefined;
  if (
    !fromDomain ||
    looksUnset(from) ||
    (siteDomain && fromDomain !== siteDomain && !fromDomain.endsWith(`.${siteDomain}`))
  )
    add(
      "mail",
      "MAIL_FROM",
      `a sender on the site's own domain, e.g. "${SITE.name} <no-reply@${siteDomain ?? "your-domain.de"}>"`,
    );
  return items;
}

/**
 * Everything still open, grouped in SETUP_GROUPS' order. Empty when the site is ready.
 * `settings` are the build's unless a caller (a test) names others.
 */
export function openSetupItems(env: SetupEnvironment, settings: OwnerSettings = OWNER_SETTINGS): SetupItem[] {
  const order = Object.keys(SETUP_GROUPS);
  return [...configItems(settings), ...environmentItems(env)].sort(
    (a, b) => order.indexOf(a.group) - order.indexOf(b.group),
  );
}

/** The list as lines for a terminal or a log: a heading per group, an item per line. */
export function describeSetupItems(items: SetupItem[]): string[] {
  const lines: string[] = [];
  for (const group of Object.keys(SETUP_GROUPS) as SetupGroup[]) {
    const inGroup = items.filter((item) => item.group === group);
    if (inGroup.length === 0) continue;
    lines.push(`${SETUP_GROUPS[group]} (${inGroup.length})`);
    for (const item of inGroup) lines.push(`  - ${item.name}: ${item.valid} (in ${item.where})`);
  }
  return lines;
}
