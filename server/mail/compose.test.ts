import { describe, expect, test } from "vitest";
import { LANGUAGES } from "@shared/language";
import { COMPANY } from "@shared/site.config";
import { composeMail, headerText } from "./compose";
import type { MailKind, MailParams } from "./texts";

const PARAMS: MailParams = {
  welcome: {
    name: "Jana",
    coursesUrl: "https://site.example/member/courses",
    supportEmail: "help@site.example",
    confirmUrl: "https://site.example/confirm-address?token=t",
    hours: 24,
  },
  addressConfirm: {
    name: "Jana",
    email: "jana@x.example",
    confirmUrl: "https://site.example/confirm-address?token=t",
    hours: 24,
  },
  passwordReset: { name: "Jana", link: "https://site.example/reset#t", minutes: 30 },
  emailChangeConfirm: { name: "Jana", link: "https://site.example/confirm#t", minutes: 30, newEmail: "new@x.example" },
  emailChanged: { name: "Jana", newEmail: "new@x.example", supportEmail: "help@site.example" },
  passwordChanged: {
    name: "Jana",
    changedAt: new Date("2026-11-24T15:02:00Z"),
    forgotPasswordUrl: "https://site.example/forgot-password",
    supportEmail: "help@site.example",
  },
  cancellationReceipt: {
    name: "Jana",
    email: "jana@x.example",
    contract: "Pro, annual",
    kind: "ordinary",
    reason: null,
    endDate: null,
    receivedAt: new Date("2026-11-24T15:02:00Z"),
    supportEmail: "help@site.example",
  },
  contractConfirmation: {
    name: "Jana",
    email: "jana@x.example",
    orderNumber: "cs_test_1",
    plan: "pro",
    billing: "monthly",
    amountCents: 299_00,
    currency: "eur",
    taxCents: 47_74,
    concludedAt: new Date("2026-11-24T15:02:00Z"),
    firstTermEnd: new Date("2026-12-24T15:02:00Z"),
    termsAccepted: true,
    earlyStart: true,
    cancelUrl: "https://site.example/cancel",
    termsUrl: "https://site.example/terms",
    supportEmail: "help@site.example",
    terms: null,
  },
  paymentFailed: {
    name: "Jana",
    plan: "pro",
    billing: "yearly",
    amountCents: 2727_00,
    currency: "eur",
    nextAttempt: new Date("2026-11-27T15:02:00Z"),
    accountUrl: "https://site.example/member/account",
    supportEmail: "help@site.example",
  },
};
const KINDS = Object.keys(PARAMS) as MailKind[];
const ORIGIN = "https://site.example";

describe("composeMail", () => {
  for (const language of LANGUAGES)
    for (const kind of KINDS)
      test(`${kind} in ${language} greets the member and carries its link in both versions`, () => {
        const mail = composeMail(kind, language, PARAMS[kind] as never, ORIGIN);
        expect(mail.subject).not.toBe("");
        expect(mail.text).toContain(language === "de" ? "Hallo Jana," : "Hi Jana,");
        const link = "link" in PARAMS[kind] ? (PARAMS[kind] as { link: string }).link : undefined;
        if (link) {
          expect(mail.text).toContain(link);
          expect(mail.html).toContain(`href="${link}"`);
        }
        expect(mail.html).toContain(`<html lang="${language}">`);
        // The header: the site's name, leading to the home page in the mail's language.
        expect(mail.html).toMatch(
          new RegExp(`<a href="${language === "de" ? `${ORIGIN}/de"` : `${ORIGIN}/?"`}[^>]*>Profit Scout</a>`),
        );
        expect(mail.text).toContain(language === "de" ? `${ORIGIN}/de/imprint` : `${ORIGIN}/imprint`);
      });

  test("the footer names the origin the mail's links lead to, not the site's configured one", () => {
    for (const language of LANGUAGES) {
      const mail = composeMail("passwordReset", language, PARAMS.passwordReset, "http://127.0.0.1:3302");
      const footer = mail.text.slice(mail.text.indexOf("-- \n"));
      expect(footer).toContain("http://127.0.0.1:3302.");
      expect(footer).toContain(`http://127.0.0.1:3302${language === "de" ? "/de" : ""}/imprint`);
      expect(footer).not.toMatch(/https:\/\/www\./);
    }
  });

  test("the footer's company line names the country in the mail's language", () => {
    for (const language of LANGUAGES) {
      const mail = composeMail("passwordReset", language, PARAMS.passwordReset, "http://127.0.0.1:3302");
      const footer = mail.text.slice(mail.text.indexOf("-- \n"));
      expect(footer).toContain(
        `${COMPANY.name} · ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, ${COMPANY.country[language]}`,
      );
      expect(footer).not.toContain(COMPANY.country[language === "de" ? "en" : "de"]);
    }
  });

  test("what a member typed is text in the HTML version, never markup", () => {
    const mail = composeMail(
      "emailChanged",
      "en",
      { ...PARAMS.emailChanged, name: '<img src="https://x.example/t">' },
      ORIGIN,
    );
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=&quot;https://x.example/t&quot;&gt;");
  });

  test("the cancellation receipt states everything sent and the moment of receipt in Berlin time", () => {
    const english = composeMail(
      "cancellationReceipt",
      "en",
      {
        ...PARAMS.cancellationReceipt,
        kind: "extraordinary",
        reason: "I am moving abroad",
        endDate: "2026-12-31",
      },
      ORIGIN,
    );
    expect(english.subject).toBe("We have received your cancellation");
    for (const line of [
      "we received your cancellation on 24 November 2026 at 16:02 (Berlin time).",
      "Name: Jana",
      "E-mail address: jana@x.example",
      "Contract: Pro, annual",
      "Type of cancellation: extraordinary cancellation",
      "Reason: I am moving abroad",
      "Requested end of contract: 31 December 2026",
      "because a cancellation giving this e-mail address was sent through",
    ])
      expect(english.text).toContain(line);
    // The fields as one record: consecutive lines in the text, rows of a table in the HTML.
    expect(english.text).toContain(
      "What you sent:\n\nName: Jana\nE-mail address: jana@x.example\nContract: Pro, annual\n",
    );
    expect(english.html).toMatch(/<th scope="row"[^>]*>Contract<\/th><td[^>]*>Pro, annual<\/td>/);
    const german = composeMail("cancellationReceipt", "de", PARAMS.cancellationReceipt, ORIGIN);
    expect(german.subject).toBe("Wir haben deine Kündigung erhalten");
    expect(german.text).toContain("am 24. November 2026 um 16:02\u00a0Uhr (Berliner Zeit) erhalten");
    expect(german.text).toContain("Art der Kündigung: ordentliche Kündigung");
    expect(german.text).toContain("Gewünschtes Vertragsende: zum nächstmöglichen Zeitpunkt");
    expect(german.text).not.toContain("Grund:");
  });

  test("a header value keeps to one line", () => {
    expect(headerText("Eve\r\nBcc: a@b.example\u2028x")).toBe("Eve Bcc: a@b.example x");
  });
});
