/** The cancellation page (/cancel, § 312k BGB): the form and the confirmation of receipt. */
export const cancelEn = {
  "footer.cancel": "Cancel contracts here",
  "cancel.metaTitle": "Cancel a contract",
  "cancel.metaDescription":
    "Cancel your Profit Scout membership online, without an account. We confirm the receipt at once – on the page and by e-mail.",
  "cancel.title": "Cancel a contract",
  "cancel.intro":
    "Cancel your membership with {company} here. You need no account. We confirm the receipt at once – on this page and by e-mail.",
  "cancel.name": "Name",
  "cancel.email": "E-mail address",
  "cancel.emailHint":
    "The confirmation goes to this address. We can find your contract fastest if you use the address you ordered with.",
  "cancel.contract": "Which contract?",
  "cancel.contractHint":
    "For example plan and billing period (Pro, yearly) and, if you have it, your customer or order number.",
  "cancel.subscription": "Which subscription?",
  "cancel.subscriptionHint": "You are signed in: choose the subscription you want to cancel, or another contract.",
  "cancel.subscriptionOther": "Another contract (describe it below)",
  "cancel.kind": "Type of cancellation",
  "cancel.kind.ordinary": "Ordinary cancellation",
  "cancel.kind.ordinaryHint":
    "With the notice period of our terms (section 5): during the initial term with 14 days' notice to its end, after it at any time with one month's notice.",
  "cancel.kind.extraordinary": "Extraordinary cancellation",
  "cancel.kind.extraordinaryHint": "Without notice, for good cause.",
  "cancel.reason": "Reason",
  "cancel.reasonHint": "Optional.",
  "cancel.end": "When should the contract end?",
  "cancel.end.asap": "As soon as possible",
  "cancel.end.rule":
    "Under our terms (clause 5) an ordinary cancellation that arrives at least 14 days before the end of your initial term ends the contract on that day; otherwise, as a consumer, one month after it arrives (an entrepreneur: at the end of the renewal period, clause 5.2). Your initial term began with your order and runs a month or a year, as booked: your order confirmation shows it. A later date you choose is kept.",
  "cancel.contractEnd": "Your contract ends on",
  "cancel.endsIfCancelledNow": "If you cancel it ordinarily today, it ends on {date} (terms, clause 5).",
  "cancel.end.date": "On a date",
  "cancel.endDate": "Requested end of contract",
  "cancel.submit": "Cancel now",
  "cancel.sending": "Sending…",
  "cancel.nameInvalid": "Please enter your name (at most 100 characters).",
  "cancel.emailInvalid": "Please enter a valid e-mail address.",
  "cancel.contractInvalid": "Please name the contract (at most 200 characters).",
  "cancel.kindInvalid": "Please choose the type of cancellation.",
  "cancel.reasonInvalid": "Please shorten the reason (at most 2,000 characters).",
  "cancel.endDateInvalid": "Please choose a date from today on, or “As soon as possible”.",
  "cancel.doneTitle": "Your cancellation has been received",
  "cancel.receivedAt": "Received on {moment}.",
  "cancel.summary": "What you sent",
  "cancel.summary.contract": "Contract",
  "cancel.doneMail":
    "A confirmation with these details goes to {email} right away. Keep it – or save or print this page.",
  "cancel.nextSteps":
    "You sent it without signing in, so no subscription changes yet: open “Show my cancellation” in the e-mail and press the button there, or we carry it out once we have checked it.",
  "cancel.nextStepsDone": "Your subscription is set to end; your account page shows it.",
  "cancelLink.metaTitle": "Your cancellation",
  "cancelLink.metaDescription": "Your cancellation, opened with the link from its confirmation e-mail.",
  "cancelLink.title": "Your cancellation",
  "cancelLink.intro":
    "It was sent without signing in. Opening this page changes nothing; the button ends the subscription of {email} as the cancellation says.",
  "cancelLink.nothingLeft":
    "There is nothing to carry out here: no subscription of this address is waiting for it. Your cancellation stands; we check it ourselves.",
  "cancelLink.carryOut": "Carry out my cancellation",
  "cancelLink.carryingOut": "Carrying out…",
  "cancelLink.doneTitle": "Your cancellation is carried out",
  "cancelLink.invalidTitle": "This link no longer works",
  "cancelLink.invalidText":
    "A link from a cancellation's confirmation works for 30 days and once. Your cancellation stands either way; if you have a question about it, write to {email}.",
  "cancelLink.toCancel": "To the cancellation page",
  "cancel.print": "Print or save this page",
  "cancel.toHome": "To the home page",
};

export const cancelDe: Record<keyof typeof cancelEn, string> = {
  "footer.cancel": "Verträge hier kündigen",
  "cancel.metaTitle": "Vertrag kündigen",
  "cancel.metaDescription":
    "Kündige deine Profit-Scout-Mitgliedschaft online, ohne Konto. Wir bestätigen den Eingang sofort – auf der Seite und per E-Mail.",
  "cancel.title": "Vertrag kündigen",
  "cancel.intro":
    "Hier kündigst du deine Mitgliedschaft bei {company}, auch ohne Konto. Wir bestätigen den Eingang sofort – auf dieser Seite und per E-Mail.",
  "cancel.name": "Name",
  "cancel.email": "E-Mail-Adresse",
  "cancel.emailHint":
    "An diese Adresse geht die Bestätigung. Am schnellsten finden wir deinen Vertrag, wenn du die Adresse angibst, mit der du bestellt hast.",
  "cancel.contract": "Welcher Vertrag?",
  "cancel.contractHint":
    "Zum Beispiel Paket und Abrechnungszeitraum (Pro, jährlich) und, falls vorhanden, deine Kunden- oder Bestellnummer.",
  "cancel.subscription": "Welches Abonnement?",
  "cancel.subscriptionHint":
    "Du bist angemeldet: Wähle das Abonnement, das du kündigen möchtest, oder einen anderen Vertrag.",
  "cancel.subscriptionOther": "Ein anderer Vertrag (unten beschreiben)",
  "cancel.kind": "Art der Kündigung",
  "cancel.kind.ordinary": "Ordentliche Kündigung",
  "cancel.kind.ordinaryHint":
    "Mit der Frist aus unseren AGB (Ziffer\u00a05): in der Erstlaufzeit mit 14\u00a0Tagen Frist zu deren Ende, danach jederzeit mit einer Frist von einem Monat.",
  "cancel.kind.extraordinary": "Außerordentliche Kündigung",
  "cancel.kind.extraordinaryHint": "Fristlos, aus wichtigem Grund.",
  "cancel.reason": "Grund",
  "cancel.reasonHint": "Freiwillig.",
  "cancel.end": "Wann soll der Vertrag enden?",
  "cancel.end.asap": "Zum nächstmöglichen Zeitpunkt",
  "cancel.end.rule":
    "Nach unseren AGB (Ziffer\u00a05) beendet eine ordentliche Kündigung, die spätestens 14\u00a0Tage vor dem Ende deiner Erstlaufzeit eingeht, den Vertrag an diesem Tag; sonst als Verbraucher einen Monat nach ihrem Eingang (als Unternehmer: zum Ende des Verlängerungszeitraums, Ziffer\u00a05.2). Deine Erstlaufzeit begann mit deiner Bestellung und dauert einen Monat oder ein Jahr, wie gebucht: Deine Bestellbestätigung nennt sie. Ein späteres Datum, das du wählst, bleibt bestehen.",
  "cancel.contractEnd": "Dein Vertrag endet am",
  "cancel.endsIfCancelledNow": "Kündigst du es heute ordentlich, endet es am {date} (AGB, Ziffer\u00a05).",
  "cancel.end.date": "Zu einem bestimmten Datum",
  "cancel.endDate": "Gewünschtes Vertragsende",
  "cancel.submit": "Jetzt kündigen",
  "cancel.sending": "Wird gesendet …",
  "cancel.nameInvalid": "Bitte gib deinen Namen ein (höchstens 100\u00a0Zeichen).",
  "cancel.emailInvalid": "Bitte gib eine gültige E-Mail-Adresse ein.",
  "cancel.contractInvalid": "Bitte gib den Vertrag an (höchstens 200\u00a0Zeichen).",
  "cancel.kindInvalid": "Bitte wähle die Art der Kündigung.",
  "cancel.reasonInvalid": "Bitte kürze den Grund (höchstens 2.000\u00a0Zeichen).",
  "cancel.endDateInvalid": "Bitte wähle ein Datum ab heute oder „Zum nächstmöglichen Zeitpunkt“.",
  "cancel.doneTitle": "Deine Kündigung ist eingegangen",
  "cancel.receivedAt": "Eingegangen am {moment}.",
  "cancel.summary": "Deine Angaben",
  "cancel.summary.contract": "Vertrag",
  "cancel.doneMail":
    "Eine Bestätigung mit diesen Angaben geht sofort an {email}. Bewahre sie auf – oder speichere oder drucke diese Seite.",
  "cancel.nextSteps":
    "Du hast sie ohne Anmeldung abgeschickt, daher ändert sich an einem Abonnement noch nichts: Öffne „Meine Kündigung anzeigen“ in der E-Mail und drücke dort den Button, oder wir führen sie aus, sobald wir sie geprüft haben.",
  "cancel.nextStepsDone": "Dein Abonnement ist zur Beendigung vorgemerkt; deine Kontoseite zeigt es.",
  "cancelLink.metaTitle": "Deine Kündigung",
  "cancelLink.metaDescription": "Deine Kündigung, geöffnet mit dem Link aus ihrer Bestätigungs-E-Mail.",
  "cancelLink.title": "Deine Kündigung",
  "cancelLink.intro":
    "Sie wurde ohne Anmeldung abgeschickt. Das Öffnen dieser Seite ändert nichts; der Button beendet das Abonnement von {email} so, wie die Kündigung es sagt.",
  "cancelLink.nothingLeft":
    "Hier ist nichts auszuführen: Kein Abonnement dieser Adresse wartet darauf. Deine Kündigung gilt; wir prüfen sie selbst.",
  "cancelLink.carryOut": "Kündigung ausführen",
  "cancelLink.carryingOut": "Wird ausgeführt …",
  "cancelLink.doneTitle": "Deine Kündigung ist ausgeführt",
  "cancelLink.invalidTitle": "Dieser Link funktioniert nicht mehr",
  "cancelLink.invalidText":
    "Ein Link aus der Bestätigung einer Kündigung gilt 30\u00a0Tage und einmal. Deine Kündigung gilt so oder so; bei Fragen schreib uns an {email}.",
  "cancelLink.toCancel": "Zur Kündigungsseite",
  "cancel.print": "Seite drucken oder speichern",
  "cancel.toHome": "Zur Startseite",
};
