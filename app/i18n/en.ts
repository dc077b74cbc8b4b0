import { marketingEn } from "./messages/marketing";
import { aboutEn } from "./messages/about";
import { contentEn } from "./messages/content";
import { algosEn } from "./messages/algos";
import { authEn } from "./messages/auth";
import { homeEn } from "./messages/home";
import { memberEn } from "./messages/member";
import { accountEn } from "./messages/account";
import { passwordResetEn } from "./messages/password-reset";
import { addressConfirmEn } from "./messages/address-confirm";
import { emailChangeEn } from "./messages/email-change";
import { cancelEn } from "./messages/cancel";
import { adminEn } from "./messages/admin";
import { insightEn } from "./messages/insight";
import { pagesEn } from "./messages/pages";
import { videoEn } from "./messages/video";
import { searchEn } from "./messages/search";

/**
 * English texts: the source dictionary. `de.ts` must have exactly the same keys (the
 * type system checks it). Placeholders in braces, e.g. {year}, are filled in by t().
 */
export const en = {
  "meta.siteName": "Profit Scout",
  "meta.imageAlt":
    "Profit Scout: crypto signals, trading bot and video course, now free. A rising Bitcoin chart and the tools Bitcoin Profit Scout, Altcoin Profit Scout, Sentiment Trader and Risk Heat Map.",

  "a11y.skipToContent": "Skip to content",
  "a11y.mainNavigation": "Main navigation",
  "a11y.footerNavigation": "Legal and service",
  "a11y.homeLink": "Profit Scout – home",
  "a11y.opensInNewTab": "(opens in a new tab)",
  "form.problem": "1 problem",
  "form.problems": "{count} problems",

  "nav.overview": "Overview",
  "nav.algos": "Algo Insights",
  "nav.about": "About us",
  "nav.faq": "FAQ",
  "nav.testimonials": "Testimonials",
  "nav.freeAccess": "Free Access",
  "nav.openMenu": "Open menu",
  "nav.closeMenu": "Close menu",
  "nav.menu": "Menu",

  "language.toggleLabel": "DE",
  "language.toggleName": "Deutsch",

  "footer.tagline":
    "Algorithmic signals, a hands-off trading bot and a video course for crypto traders – since {foundedYear}.",
  "footer.home": "Home",
  "footer.startChat": "Group chat",
  "footer.privacy": "Privacy policy",
  "footer.terms": "Terms",
  "footer.disclaimer": "Risk warning",
  "footer.imprint": "Imprint",
  "footer.login": "Member login",
  "footer.copyright": "© {year} Profit Scout. All rights reserved.",
  "footer.disclaimerText":
    "Trading crypto assets involves considerable risk, up to the total loss of the capital invested. Nothing on this site is investment advice. Past performance is not a reliable indicator of future results, and back-tested results are hypothetical.",
  "footer.termsUpdated": "Terms last updated on {date}.",
  "footer.videoConsentGiven": "You have allowed videos from {provider} to load on this site.",
  "footer.videoConsentWithdraw": "Withdraw consent",

  "notFound.code": "404",
  "notFound.title": "Page Not Found",
  "notFound.message": "The page you are looking for doesn't exist or has been moved.",
  "notFound.goHome": "Go Home",
  "notFound.viewCourses": "View Courses",

  "error.title": "Something went wrong",
  "error.message": "An unexpected error occurred. Please reload the page to continue.",
  "error.extensionTitle": "Extension Conflict",
  "error.extensionMessage": "A browser extension is interfering with the app. Try:",
  "error.extensionTip1": "disable browser extensions",
  "error.extensionTip2": "use incognito mode",
  "error.extensionTip3": "reload the page",
  "error.reload": "Reload Page",
  "error.formTitle": "This form could not be read",
  "error.formMessage": "Please reload the page and send the form again.",

  ...marketingEn,
  ...videoEn,
  ...searchEn,
  ...homeEn,
  ...algosEn,
  ...aboutEn,
  ...pagesEn,
  ...contentEn,
  ...memberEn,
  ...accountEn,
  ...passwordResetEn,
  ...emailChangeEn,
  ...addressConfirmEn,
  ...cancelEn,
  ...adminEn,
  ...insightEn,
  ...authEn,
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
