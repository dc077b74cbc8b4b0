import type { Messages } from "./en";
import { marketingDe } from "./messages/marketing";
import { aboutDe } from "./messages/about";
import { contentDe } from "./messages/content";
import { algosDe } from "./messages/algos";
import { authDe } from "./messages/auth";
import { homeDe } from "./messages/home";
import { memberDe } from "./messages/member";
import { accountDe } from "./messages/account";
import { passwordResetDe } from "./messages/password-reset";
import { addressConfirmDe } from "./messages/address-confirm";
import { emailChangeDe } from "./messages/email-change";
import { cancelDe } from "./messages/cancel";
import { adminDe } from "./messages/admin";
import { insightDe } from "./messages/insight";
import { pagesDe } from "./messages/pages";
import { videoDe } from "./messages/video";
import { searchDe } from "./messages/search";

/** German texts. The type rejects a missing or an extra key. */
export const de: Messages = {
  "meta.siteName": "Profit Scout",
  "meta.imageAlt":
    "Profit Scout: Krypto-Signale, Trading-Bot und Videokurs, jetzt kostenlos. Ein steigender Bitcoin-Chart und die Tools Bitcoin Profit Scout, Altcoin Profit Scout, Sentiment Trader und Risk Heat Map.",

  "a11y.skipToContent": "Zum Inhalt springen",
  "a11y.mainNavigation": "Hauptnavigation",
  "a11y.footerNavigation": "Rechtliches und Service",
  "a11y.homeLink": "Profit Scout – Startseite",
  "a11y.opensInNewTab": "(öffnet sich in einem neuen Tab)",
  "form.problem": "1 Problem",
  "form.problems": "{count} Probleme",

  "nav.overview": "Überblick",
  "nav.algos": "Algo Insights",
  "nav.about": "Über uns",
  "nav.faq": "FAQ",
  "nav.testimonials": "Erfahrungen",
  "nav.freeAccess": "Kostenloser Zugang",
  "nav.openMenu": "Menü öffnen",
  "nav.closeMenu": "Menü schließen",
  "nav.menu": "Menü",

  "language.toggleLabel": "EN",
  "language.toggleName": "English",

  "footer.tagline":
    "Algorithmische Signale, ein vollautomatischer Trading-Bot und ein Videokurs für Krypto-Trader – seit {foundedYear}.",
  "footer.home": "Startseite",
  "footer.startChat": "Gruppenchat",
  "footer.privacy": "Datenschutz",
  "footer.terms": "AGB",
  "footer.disclaimer": "Risikohinweis",
  "footer.imprint": "Impressum",
  "footer.login": "Mitglieder-Login",
  "footer.copyright": "© {year} Profit Scout. Alle Rechte vorbehalten.",
  "footer.disclaimerText":
    "Der Handel mit Kryptowerten ist mit erheblichen Risiken verbunden, bis hin zum Totalverlust des eingesetzten Kapitals. Die Inhalte dieser Website sind keine Anlageberatung. Frühere Wertentwicklungen sind kein verlässlicher Indikator für künftige Ergebnisse; Backtest-Ergebnisse sind hypothetisch.",
  "footer.termsUpdated": "AGB zuletzt aktualisiert am {date}.",
  "footer.videoConsentGiven": "Du hast erlaubt, dass auf dieser Website Videos von {provider} geladen werden.",
  "footer.videoConsentWithdraw": "Einwilligung widerrufen",

  "notFound.code": "404",
  "notFound.title": "Seite nicht gefunden",
  "notFound.message": "Die gesuchte Seite existiert nicht oder wurde verschoben.",
  "notFound.goHome": "Zur Startseite",
  "notFound.viewCourses": "Zu den Kursen",

  "error.title": "Etwas ist schiefgelaufen",
  "error.message": "Ein unerwarteter Fehler ist aufgetreten. Bitte lade die Seite neu, um fortzufahren.",
  "error.extensionTitle": "Konflikt mit einer Erweiterung",
  "error.extensionMessage": "Eine Browser-Erweiterung stört die Anwendung. Versuche Folgendes:",
  "error.extensionTip1": "Browser-Erweiterungen deaktivieren",
  "error.extensionTip2": "ein privates Fenster (Inkognito-Modus) verwenden",
  "error.extensionTip3": "die Seite neu laden",
  "error.reload": "Seite neu laden",
  "error.formTitle": "Das Formular konnte nicht gelesen werden",
  "error.formMessage": "Bitte lade die Seite neu und schicke das Formular noch einmal ab.",

  ...marketingDe,
  ...videoDe,
  ...searchDe,
  ...homeDe,
  ...algosDe,
  ...aboutDe,
  ...pagesDe,
  ...contentDe,
  ...memberDe,
  ...accountDe,
  ...passwordResetDe,
  ...emailChangeDe,
  ...addressConfirmDe,
  ...cancelDe,
  ...adminDe,
  ...insightDe,
  ...authDe,
};
