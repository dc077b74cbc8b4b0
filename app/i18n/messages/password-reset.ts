/** Forgotten password: asking for a link (/forgot-password) and choosing a new password (/reset-password). */
export const passwordResetEn = {
  "reset.forgotLink": "Forgot password?",
  "reset.forgotMetaTitle": "Forgot your password",
  "reset.forgotMetaDescription":
    "Ask for a link to choose a new password for your Profit Scout account. It arrives by e-mail within a minute.",
  "reset.forgotTitle": "Forgot password?",
  "reset.forgotIntro": "Enter the e-mail address of your account and we will send you a link to choose a new password.",
  "reset.email": "E-mail address",
  "reset.send": "Send link",
  "reset.sending": "Sending…",
  "reset.sentHint": "No e-mail after a few minutes? Check your spam folder, or ask for the link again.",
  "reset.backToSignIn": "Back to sign-in",
  "reset.metaTitle": "Choose a new password",
  "reset.metaDescription":
    "Choose a new password for your Profit Scout account with the link from your e-mail, then continue where you left off.",
  "reset.title": "Choose a new password",
  "reset.intro": "Once it is saved, you are signed in here and signed out on every other device.",
  "reset.newPassword": "New password",
  "reset.save": "Save password",
  "reset.saving": "Saving…",
  "reset.invalidTitle": "This link no longer works",
  "reset.invalidText":
    "A link to reset your password is valid for 30\u00a0minutes and works once; a newer link replaces older ones. Ask for a new one and use the latest e-mail.",
  "reset.askAgain": "Ask for a new link",
  "reset.doneTitle": "Your new password is saved",
  "reset.toAccount": "Go to your account",
} as const;

export const passwordResetDe: Record<keyof typeof passwordResetEn, string> = {
  "reset.forgotLink": "Passwort vergessen?",
  "reset.forgotMetaTitle": "Passwort vergessen",
  "reset.forgotMetaDescription":
    "Fordere einen Link an, mit dem du ein neues Passwort für dein Profit-Scout-Konto festlegst. Er kommt innerhalb einer Minute per E-Mail.",
  "reset.forgotTitle": "Passwort vergessen?",
  "reset.forgotIntro":
    "Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegen kannst.",
  "reset.email": "E-Mail-Adresse",
  "reset.send": "Link senden",
  "reset.sending": "Wird gesendet …",
  "reset.sentHint":
    "Nach ein paar Minuten noch keine E-Mail? Sieh in deinem Spam-Ordner nach oder fordere den Link noch einmal an.",
  "reset.backToSignIn": "Zurück zur Anmeldung",
  "reset.metaTitle": "Neues Passwort festlegen",
  "reset.metaDescription":
    "Lege mit dem Link aus deiner E-Mail ein neues Passwort für dein Profit-Scout-Konto fest und mach da weiter, wo du aufgehört hast.",
  "reset.title": "Neues Passwort festlegen",
  "reset.intro": "Sobald es gespeichert ist, bist du hier angemeldet und auf allen anderen Geräten abgemeldet.",
  "reset.newPassword": "Neues Passwort",
  "reset.save": "Passwort speichern",
  "reset.saving": "Wird gespeichert …",
  "reset.invalidTitle": "Dieser Link funktioniert nicht mehr",
  "reset.invalidText":
    "Ein Link zum Zurücksetzen deines Passworts ist 30\u00a0Minuten gültig und funktioniert nur einmal; ein neuer Link ersetzt ältere. Fordere einen neuen an und nutze die neueste E-Mail.",
  "reset.askAgain": "Neuen Link anfordern",
  "reset.doneTitle": "Dein neues Passwort ist gespeichert",
  "reset.toAccount": "Zu deinem Konto",
};
