/** Changing the e-mail address: the form on the account page and the page the mailed link leads to (/confirm-email). */
export const emailChangeEn = {
  "emailChange.title": "Change e-mail address",
  "emailChange.newEmail": "New e-mail address",
  "emailChange.hint": "The change takes effect only once you open the link we send to the new address.",
  "emailChange.send": "Send confirmation link",
  "emailChange.sentHint":
    "No e-mail after a few minutes? Check the spam folder and the spelling of the address, then try again.",
  "confirmEmail.metaTitle": "Confirm your new e-mail address",
  "confirmEmail.metaDescription":
    "Confirm the new e-mail address of your Profit Scout account with the link from your e-mail.",
  "confirmEmail.title": "Confirm your new address",
  "confirmEmail.newEmail": "New address",
  "confirmEmail.intro": "Once you confirm, your account uses this address to sign in and for every e-mail from us.",
  "confirmEmail.confirm": "Confirm new address",
  "confirmEmail.confirming": "Confirming…",
  "confirmEmail.doneTitle": "Your e-mail address has been changed",
  "confirmEmail.invalidText":
    "A link to confirm a new e-mail address is valid for 30\u00a0minutes and works once; a newer link replaces older ones. You can ask for a new one on your account page.",
  "confirmEmail.takenTitle": "Your address has not been changed",
} as const;

export const emailChangeDe: Record<keyof typeof emailChangeEn, string> = {
  "emailChange.title": "E-Mail-Adresse ändern",
  "emailChange.newEmail": "Neue E-Mail-Adresse",
  "emailChange.hint": "Die Änderung gilt erst, wenn du den Link öffnest, den wir an die neue Adresse schicken.",
  "emailChange.send": "Bestätigungslink senden",
  "emailChange.sentHint":
    "Nach ein paar Minuten noch keine E-Mail? Sieh im Spam-Ordner nach, prüfe die Schreibweise der Adresse und versuche es noch einmal.",
  "confirmEmail.metaTitle": "Neue E-Mail-Adresse bestätigen",
  "confirmEmail.metaDescription":
    "Bestätige mit dem Link aus deiner E-Mail die neue E-Mail-Adresse deines Profit-Scout-Kontos.",
  "confirmEmail.title": "Neue E-Mail-Adresse bestätigen",
  "confirmEmail.newEmail": "Neue Adresse",
  "confirmEmail.intro":
    "Sobald du sie bestätigst, nutzt dein Konto diese Adresse zum Anmelden und für jede E-Mail von uns.",
  "confirmEmail.confirm": "Neue Adresse bestätigen",
  "confirmEmail.confirming": "Wird bestätigt …",
  "confirmEmail.doneTitle": "Deine E-Mail-Adresse wurde geändert",
  "confirmEmail.invalidText":
    "Ein Link zum Bestätigen einer neuen E-Mail-Adresse ist 30\u00a0Minuten gültig und funktioniert nur einmal; ein neuer Link ersetzt ältere. Auf deiner Kontoseite kannst du einen neuen anfordern.",
  "confirmEmail.takenTitle": "Deine Adresse wurde nicht geändert",
};
