/**
 * Every text the auth API answers with, in English and German. German is checked against
 * English by the type system, so a missing text fails the type check.
 */

import { type Language, normalizeLanguage } from "@shared/language";
import { CANCELLATION_RULES } from "@shared/cancellation-rules";
import { PROGRESS_MAX_LESSONS } from "@shared/progress-rules";
import { TAG_NAME_MAX_LENGTH } from "@shared/contact-filter";
import { ACCOUNT_LINK_TTL_MS, ADDRESS_CONFIRM_TTL_MS } from "./constants";

const LINK_MINUTES = ACCOUNT_LINK_TTL_MS / 60_000;
const CONFIRM_HOURS = ADDRESS_CONFIRM_TTL_MS / 3_600_000;

/** The X-User-Language header (en/de/english/german) as the answer's language; English by default. */
export function messageLanguage(header: string | null | undefined): Language {
  return header ? normalizeLanguage(header) : "en";
}

/**
 * The labels of the form fields, as the sign-in, registration and account forms show them:
 * a member reads these messages under the field, so they name it as the form does.
 */
const ENGLISH_FIELD_LABELS: Record<string, string> = {
  name: "Name",
  email: "E-mail address",
  password: "Password",
  acceptedTerms: "Accept the terms",
  language: "Language",
  currentPassword: "Current password",
  newPassword: "New password",
  newEmail: "New e-mail address",
  code: "Code",
};
const englishLabel = (field: string) => ENGLISH_FIELD_LABELS[field] ?? field;

const en = {
  registrationSuccessful: "Registration successful",
  loginSuccessful: "Login successful",
  logoutSuccessful: "Logged out successfully",
  unauthorized: "Unauthorized",
  invalidCredentials: "Invalid e-mail or password",
  registrationFailed: "Registration failed. If you already have an account, sign in instead.",
  tooManyAttempts: "Too many attempts. Please try again later.",
  serverBusy: "The server is busy. Please try again in a moment.",
  serviceUnavailable: "The service is unavailable right now. Please try again in a few seconds.",
  invalidJson: "The request body is not valid JSON.",
  bodyNotObject: "The request body must be a JSON object.",
  payloadTooLarge: "The request body is too large.",
  unsupportedMediaType: "The request body must be JSON (Content-Type: application/json).",
  methodNotAllowed: "This method is not allowed here.",
  notFound: "Not found",
  searchLanguage: "Name the language to search in: lang=en or lang=de.",
  searchParameterTwice: (name: string) => `The parameter '${name}' may be given once.`,
  webhookSignature: "The Stripe signature is missing, invalid or too old.",
  paymentsNotConfigured: "Payments are not set up on this server (STRIPE_WEBHOOK_SECRET).",
  paymentPortalUnavailable: "Managing payments is not available for this account.",
  paymentPortalFailed: "Stripe could not be reached. Please try again in a few minutes.",
  crossSite: "Requests from other sites are not allowed.",
  internalError: "Something went wrong. Please try again.",
  fieldRequired: (field: string) => `Please fill in the field “${englishLabel(field)}”.`,
  fieldUnknown: (field: string) => `Unknown field '${field}'.`,
  fieldNotText: (field: string) => `The field “${englishLabel(field)}” must contain text.`,
  name: "The name must be 1 to 100 characters long and contain only printable characters.",
  email: "Please enter a valid e-mail address.",
  password: "The password must be 8 to 128 characters long and contain only printable characters.",
  passwordCommon: "This password is one of the most common passwords. Please choose another one.",
  passwordIsEmail: "The password must not be your e-mail address.",
  acceptedTerms: "Please accept the terms to continue.",
  language: "The language must be “english” or “german”.",
  token: "This link is incomplete. Please open it exactly as it came in the e-mail.",
  passwordResetRequested: `If an account exists for this e-mail address, we have sent a link to choose a new password. It is valid for ${LINK_MINUTES} minutes.`,
  linkInvalid: "This link is invalid, has expired or has already been used. Please ask for a new one.",
  passwordResetDone: "Your new password is saved and you are signed in. Every other session has been ended.",
  currentPassword: "The current password is wrong.",
  passwordUnchanged: "The new password must differ from the current one.",
  newPassword: "The new password must be 8 to 128 characters long and contain only printable characters.",
  nothingToChange: "Send a name or a language to change.",
  profileSaved: "Your profile is saved.",
  passwordChanged: "Your new password is saved. Every other session has been ended.",
  signedOutEverywhere: "You have been signed out on every device.",
  accountDeleted: "Your account and everything stored with it have been deleted.",
  newEmail: "Please enter a valid new e-mail address.",
  emailChangeRequested: `We have sent a link to the new address. Confirm it through that link within ${LINK_MINUTES} minutes; only then does your address change.`,
  emailUnchanged: "This is already the e-mail address of your account.",
  emailTaken: "This address now belongs to another account, so your e-mail address has not been changed.",
  emailChanged: "Your e-mail address has been changed. From now on, sign in with the new one.",
  addressConfirmSent: (email: string) =>
    `We have sent a new link to ${email}. Open it within ${CONFIRM_HOURS} hours to confirm your address.`,
  addressAlreadyConfirmed: "Your e-mail address is already confirmed.",
  addressConfirmed: "Your e-mail address is confirmed. Thank you!",
  secondFactorRequired: "Enter the 6-digit code from your authenticator app, or a recovery code.",
  secondFactorWrong:
    "This code is wrong or has been used already. Enter the newest code from your authenticator app, or a recovery code.",
  secondFactorSetupFirst: "Start the set-up of two-factor authentication first.",
  secondFactorScan:
    "Scan the QR code with your authenticator app (or type the key into it), then enter the 6-digit code it shows.",
  secondFactorAlreadyOn: "Two-factor authentication is already on.",
  secondFactorNotOn: "Two-factor authentication is not on.",
  secondFactorEnabled: "Two-factor authentication is on. Keep your recovery codes in a safe place.",
  secondFactorDisabled: "Two-factor authentication is off.",
  secondFactorAdminSetup: "The dashboard needs two-factor authentication. Set it up on your account page first.",
  secondFactorAdminSignIn:
    "To open the dashboard, sign out and sign in again with the code from your authenticator app.",
  secondFactorFreshCode: "Enter a current code from your authenticator app to export contacts.",
  passwordResetDoneSecondFactor:
    "Your new password is saved and every session has been ended. Sign in with it and the code from your authenticator app.",
  progressBody: `The request body must be a JSON object with the field 'lessons': a list of at most ${PROGRESS_MAX_LESSONS} lessons, each with 'course', 'lesson' and at least one of the fields 'completed', 'position' or 'watchedSeconds'.`,
  progressUnknownLesson: (lesson: string) => `There is no lesson '${lesson}' (expected: course/lesson).`,
  progressDuplicate: (lesson: string) => `The lesson '${lesson}' appears more than once.`,
  cancellationContract: `Please name the contract you want to cancel (at most ${CANCELLATION_RULES.contractMaxLength.toLocaleString("en-GB")} characters).`,
  cancellationKind: "Please choose an ordinary or an extraordinary cancellation.",
  adminOnly: "Only admins may do this.",
  mailNoneToSendAgain: "There was no undelivered mail left to send again.",
  mailQueuedAgain: (count: string) => `Messages being sent again: ${count}.`,
  contactQuery: (param: string) => `The list parameter '${param}' is unknown or has a value it does not accept.`,
  contactNotFound: "There is no such contact (any more).",
  contactDeleteConfirm: "To delete a contact, send their e-mail address in the field 'confirmEmail'.",
  contactDeleted: (name: string) => `${name} and everything stored about them have been deleted.`,
  contactSaved: "The contact is saved.",
  contactIsAdmin: "This contact is an admin. Revoke the role on the server first (npm run admin -- revoke).",
  contactTags: "The field 'tags' must be a list of existing tags' ids.",
  tagName: `A tag's name must be 1 to ${TAG_NAME_MAX_LENGTH} printable characters long.`,
  tagTaken: "A tag with this name exists already.",
  tagNotFound: "There is no such tag (any more).",
  tagging: "Send 'tag' (a tag's id), 'action' ('add' or 'remove') and either 'contacts' (a list of ids) or 'filter'.",
  cancellationReason: `Please shorten the reason (at most ${CANCELLATION_RULES.reasonMaxLength.toLocaleString("en-GB")} characters).`,
  cancellationEndDate: "Please choose a date from today on, or “As soon as possible”.",
  cancellationSubscription: "Please sign in and choose one of your subscriptions.",
  cancellationReceived:
    "We have received your cancellation. The confirmation of receipt goes to the e-mail address you gave right away.",
  cancellationNotFound: "There is no such cancellation.",
  cancellationCarriedOut: "Done: your subscription is set to end.",
  cancellationPassedOn:
    "Your cancellation stands. Our payment system could not be updated right now; we will set the end of your subscription ourselves.",
  cancellationNotCarriedOut:
    "There is no subscription of this e-mail address that this cancellation could end. Your cancellation stands; we will check it ourselves.",
};

export type Messages = typeof en;

/** The German labels of the form fields, as the sign-in and registration forms show them. */
const GERMAN_FIELD_LABELS: Record<string, string> = {
  name: "Name",
  email: "E-Mail-Adresse",
  password: "Passwort",
  acceptedTerms: "AGB akzeptieren",
  language: "Sprache",
  currentPassword: "Aktuelles Passwort",
  newPassword: "Neues Passwort",
  newEmail: "Neue E-Mail-Adresse",
  code: "Code",
};
const germanLabel = (field: string) => GERMAN_FIELD_LABELS[field] ?? field;

/** German speaks to the member with "du", as the whole site outside the legal pages does. */
const de = {
  registrationSuccessful: "Registrierung erfolgreich",
  loginSuccessful: "Erfolgreich angemeldet",
  logoutSuccessful: "Erfolgreich abgemeldet",
  unauthorized: "Nicht autorisiert",
  invalidCredentials: "E-Mail-Adresse oder Passwort ist falsch",
  registrationFailed: "Registrierung fehlgeschlagen. Wenn du bereits ein Konto hast, melde dich stattdessen an.",
  tooManyAttempts: "Zu viele Versuche. Bitte versuche es später noch einmal.",
  serverBusy: "Der Server ist gerade ausgelastet. Bitte versuche es gleich noch einmal.",
  serviceUnavailable: "Der Dienst ist gerade nicht erreichbar. Bitte versuche es in ein paar Sekunden noch einmal.",
  invalidJson: "Der Inhalt der Anfrage ist kein gültiges JSON.",
  bodyNotObject: "Der Inhalt der Anfrage muss ein JSON-Objekt sein.",
  payloadTooLarge: "Der Inhalt der Anfrage ist zu groß.",
  unsupportedMediaType: "Der Inhalt der Anfrage muss JSON sein (Content-Type: application/json).",
  methodNotAllowed: "Diese Methode ist hier nicht erlaubt.",
  notFound: "Nicht gefunden",
  searchLanguage: "Nenne die Sprache, in der gesucht wird: lang=en oder lang=de.",
  searchParameterTwice: (name: string) => `Der Parameter '${name}' darf nur einmal vorkommen.`,
  webhookSignature: "Die Stripe-Signatur fehlt, ist ungültig oder zu alt.",
  paymentsNotConfigured: "Zahlungen sind auf diesem Server nicht eingerichtet (STRIPE_WEBHOOK_SECRET).",
  paymentPortalUnavailable: "Für dieses Konto gibt es keine Zahlungen zu verwalten.",
  paymentPortalFailed: "Stripe ist gerade nicht erreichbar. Bitte versuch es in ein paar Minuten noch einmal.",
  crossSite: "Anfragen von anderen Websites sind nicht erlaubt.",
  internalError: "Etwas ist schiefgelaufen. Bitte versuche es noch einmal.",
  fieldRequired: (field: string) => `Bitte fülle das Feld „${germanLabel(field)}“ aus.`,
  fieldUnknown: (field: string) => `Unbekanntes Feld „${field}“.`,
  fieldNotText: (field: string) => `Das Feld „${germanLabel(field)}“ muss Text enthalten.`,
  name: "Der Name muss 1 bis 100 Zeichen lang sein und darf nur druckbare Zeichen enthalten.",
  email: `Bitte gib eine gültige E-Mail-Adresse ein.`,
  password: "Das Passwort muss 8 bis 128 Zeichen lang sein und darf nur druckbare Zeichen enthalten.",
  passwordCommon: `Dieses Passwort gehört zu den häufigsten Passwörtern. Bitte wähle ein anderes.`,
  passwordIsEmail: `Das Passwort darf nicht deine E-Mail-Adresse sein.`,
  acceptedTerms: `Bitte akzeptiere die AGB, um fortzufahren.`,
  language: `Die Sprache muss „english“ (Englisch) oder „german“ (Deutsch) sein.`,
  token: "Dieser Link ist unvollständig. Bitte öffne ihn genau so, wie er in der E-Mail steht.",
  passwordResetRequested: `Falls es zu dieser E-Mail-Adresse ein Konto gibt, haben wir einen Link zum Festlegen eines neuen Passworts geschickt. Er ist ${LINK_MINUTES}\u00a0Minuten gültig.`,
  linkInvalid: "Dieser Link ist ungültig, abgelaufen oder wurde schon verwendet. Bitte fordere einen neuen an.",
  passwordResetDone:
    "Dein neues Passwort ist gespeichert und du bist angemeldet. Alle anderen Sitzungen wurden beendet.",
  currentPassword: "Das aktuelle Passwort ist falsch.",
  passwordUnchanged: "Das neue Passwort muss sich vom aktuellen unterscheiden.",
  newPassword: "Das neue Passwort muss 8 bis 128\u00a0Zeichen lang sein und darf nur druckbare Zeichen enthalten.",
  nothingToChange: "Gib einen Namen oder eine Sprache an, die geändert werden soll.",
  profileSaved: "Dein Profil ist gespeichert.",
  passwordChanged: "Dein neues Passwort ist gespeichert. Alle anderen Sitzungen wurden beendet.",
  signedOutEverywhere: "Du wurdest auf allen Geräten abgemeldet.",
  accountDeleted: "Dein Konto und alles, was dazu gespeichert war, wurden gelöscht.",
  newEmail: "Bitte gib eine gültige neue E-Mail-Adresse ein.",
  emailChangeRequested: `Wir haben einen Link an die neue Adresse geschickt. Bestätige sie innerhalb von ${LINK_MINUTES}\u00a0Minuten über diesen Link; erst dann ändert sich deine Adresse.`,
  emailUnchanged: "Das ist bereits die E-Mail-Adresse deines Kontos.",
  emailTaken:
    "Diese Adresse gehört inzwischen zu einem anderen Konto, deshalb wurde deine E-Mail-Adresse nicht geändert.",
  emailChanged: "Deine E-Mail-Adresse wurde geändert. Melde dich ab jetzt mit der neuen an.",
  addressConfirmSent: (email: string) =>
    `Wir haben einen neuen Link an ${email} geschickt. Öffne ihn innerhalb von ${CONFIRM_HOURS}\u00a0Stunden, um deine Adresse zu bestätigen.`,
  addressAlreadyConfirmed: "Deine E-Mail-Adresse ist bereits bestätigt.",
  addressConfirmed: "Deine E-Mail-Adresse ist bestätigt. Danke!",
  secondFactorRequired: "Gib den 6-stelligen Code aus deiner Authenticator-App oder einen Wiederherstellungscode ein.",
  secondFactorWrong:
    "Dieser Code ist falsch oder wurde schon verwendet. Gib den neuesten Code aus deiner Authenticator-App oder einen Wiederherstellungscode ein.",
  secondFactorSetupFirst: "Starte zuerst die Einrichtung der Zwei-Faktor-Authentifizierung.",
  secondFactorScan:
    "Scanne den QR-Code mit deiner Authenticator-App (oder tippe den Schlüssel ein) und gib dann den 6-stelligen Code ein, den sie anzeigt.",
  secondFactorAlreadyOn: "Die Zwei-Faktor-Authentifizierung ist bereits eingeschaltet.",
  secondFactorNotOn: "Die Zwei-Faktor-Authentifizierung ist nicht eingeschaltet.",
  secondFactorEnabled:
    "Die Zwei-Faktor-Authentifizierung ist eingeschaltet. Bewahre deine Wiederherstellungscodes sicher auf.",
  secondFactorDisabled: "Die Zwei-Faktor-Authentifizierung ist ausgeschaltet.",
  secondFactorAdminSetup:
    "Für das Dashboard brauchst du die Zwei-Faktor-Authentifizierung. Richte sie zuerst auf deiner Kontoseite ein.",
  secondFactorAdminSignIn:
    "Um das Dashboard zu öffnen, melde dich ab und mit dem Code aus deiner Authenticator-App wieder an.",
  secondFactorFreshCode: "Gib einen aktuellen Code aus deiner Authenticator-App ein, um Kontakte zu exportieren.",
  passwordResetDoneSecondFactor:
    "Dein neues Passwort ist gespeichert und alle Sitzungen wurden beendet. Melde dich damit und mit dem Code aus deiner Authenticator-App an.",
  progressBody: `Der Inhalt der Anfrage muss ein JSON-Objekt mit dem Feld „lessons“ sein: eine Liste mit höchstens ${PROGRESS_MAX_LESSONS}\u00a0Lektionen, jeweils mit „course“, „lesson“ und mindestens einem der Felder „completed“, „position“ oder „watchedSeconds“.`,
  progressUnknownLesson: (lesson: string) => `Eine Lektion „${lesson}“ gibt es nicht (erwartet: Kurs/Lektion).`,
  progressDuplicate: (lesson: string) => `Die Lektion „${lesson}“ kommt mehrfach vor.`,
  cancellationContract: `Bitte gib an, welchen Vertrag du kündigen möchtest (höchstens ${CANCELLATION_RULES.contractMaxLength.toLocaleString("de-DE")}\u00a0Zeichen).`,
  cancellationKind: "Bitte wähle eine ordentliche oder eine außerordentliche Kündigung.",
  adminOnly: "Das dürfen nur Admins.",
  mailNoneToSendAgain: "Es gab keine unzugestellte E-Mail mehr, die erneut gesendet werden kann.",
  mailQueuedAgain: (count: string) => `E-Mails, die erneut gesendet werden: ${count}.`,
  contactQuery: (param: string) => `Den Listenparameter „${param}“ gibt es nicht, oder sein Wert ist nicht zulässig.`,
  contactNotFound: "Diesen Kontakt gibt es nicht (mehr).",
  contactDeleteConfirm: "Um einen Kontakt zu löschen, sende seine E-Mail-Adresse im Feld „confirmEmail“.",
  contactDeleted: (name: string) => `${name} und alles, was dazu gespeichert war, wurden gelöscht.`,
  contactSaved: "Der Kontakt ist gespeichert.",
  contactIsAdmin: "Dieser Kontakt ist Admin. Entziehe die Rolle zuerst auf dem Server (npm run admin -- revoke).",
  contactTags: "Das Feld „tags“ muss eine Liste von IDs vorhandener Tags sein.",
  tagName: `Der Name eines Tags muss 1 bis ${TAG_NAME_MAX_LENGTH}\u00a0druckbare Zeichen lang sein.`,
  tagTaken: "Ein Tag mit diesem Namen gibt es schon.",
  tagNotFound: "Dieses Tag gibt es nicht (mehr).",
  tagging:
    "Sende „tag“ (die ID eines Tags), „action“ („add“ oder „remove“) und entweder „contacts“ (eine Liste von IDs) oder „filter“.",
  cancellationReason: `Bitte kürze den Grund (höchstens ${CANCELLATION_RULES.reasonMaxLength.toLocaleString("de-DE")}\u00a0Zeichen).`,
  cancellationEndDate: "Bitte wähle ein Datum ab heute oder „Zum nächstmöglichen Zeitpunkt“.",
  cancellationSubscription: "Bitte melde dich an und wähle eines deiner Abonnements.",
  cancellationReceived:
    "Wir haben deine Kündigung erhalten. Die Eingangsbestätigung geht sofort an die angegebene E-Mail-Adresse.",
  cancellationNotFound: "Diese Kündigung gibt es nicht.",
  cancellationCarriedOut: "Erledigt: Dein Abonnement ist zur Beendigung vorgemerkt.",
  cancellationPassedOn:
    "Deine Kündigung gilt. Unser Zahlungssystem ließ sich gerade nicht aktualisieren; wir tragen das Ende deines Abonnements selbst ein.",
  cancellationNotCarriedOut:
    "Zu dieser E-Mail-Adresse gibt es kein Abonnement, das diese Kündigung beenden könnte. Deine Kündigung gilt; wir prüfen sie selbst.",
} satisfies Messages;

const MESSAGES: Record<Language, Messages> = { en, de };

export function messagesFor(language: Language): Messages {
  return MESSAGES[language];
}
