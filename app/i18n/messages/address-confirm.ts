/** Confirming an account's own address: the notice on the account page and the page the mailed link leads to (/confirm-address). */
export const addressConfirmEn = {
  "confirmAddress.metaTitle": "Confirm your e-mail address",
  "confirmAddress.metaDescription":
    "Confirm the e-mail address of your Profit Scout account with the link from your e-mail.",
  "confirmAddress.title": "Confirm your e-mail address",
  "confirmAddress.address": "Your address",
  "confirmAddress.intro":
    "Confirming shows that this address is yours: purchases made with it then appear on your account.",
  "confirmAddress.confirm": "Confirm my address",
  "confirmAddress.doneTitle": "Your e-mail address is confirmed",
  "confirmAddress.invalidText":
    "A link to confirm your address is valid for 24\u00a0hours and works once; a newer link replaces older ones. You can ask for a new one on your account page.",
  "account.unconfirmedTitle": "Please confirm your e-mail address",
  "account.unconfirmedText":
    "We have mailed a link to {email}. Until you open it, a purchase made with this address cannot be added to your account.",
  "account.unconfirmedSend": "Send the link again",
} as const;

export const addressConfirmDe: Record<keyof typeof addressConfirmEn, string> = {
  "confirmAddress.metaTitle": "E-Mail-Adresse bestätigen",
  "confirmAddress.metaDescription":
    "Bestätige mit dem Link aus deiner E-Mail die E-Mail-Adresse deines Profit-Scout-Kontos.",
  "confirmAddress.title": "E-Mail-Adresse bestätigen",
  "confirmAddress.address": "Deine Adresse",
  "confirmAddress.intro":
    "Mit der Bestätigung zeigst du, dass diese Adresse dir gehört: Käufe mit dieser Adresse erscheinen dann in deinem Konto.",
  "confirmAddress.confirm": "Adresse bestätigen",
  "confirmAddress.doneTitle": "Deine E-Mail-Adresse ist bestätigt",
  "confirmAddress.invalidText":
    "Ein Link zum Bestätigen deiner Adresse ist 24\u00a0Stunden gültig und funktioniert nur einmal; ein neuer Link ersetzt ältere. Auf deiner Kontoseite kannst du einen neuen anfordern.",
  "account.unconfirmedTitle": "Bitte bestätige deine E-Mail-Adresse",
  "account.unconfirmedText":
    "Wir haben dir einen Link an {email} geschickt. Solange du ihn nicht geöffnet hast, können wir einen Kauf mit dieser Adresse nicht deinem Konto zuordnen.",
  "account.unconfirmedSend": "Link erneut senden",
};
