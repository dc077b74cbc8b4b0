import { describe, expect, test } from "vitest";
import { LANGUAGES } from "@shared/language";
import { composeMail, headerText } from "./compose";
import type { MailKind, MailParams } from "./texts";

const PARAMS: MailParams = {
  welcome: { name: "Jana", coursesUrl: "https://site.example/member/courses", supportEmail: "help@site.example" },
  passwordReset: { name: "Jana", link: "https://site.example/reset#t", minutes: 30 },
  emailChangeConfirm: { name: "Jana", link: "https://site.example/confirm#t", minutes: 30, newEmail: "new@x.example" },
  emailChanged: { name: "Jana", newEmail: "new@x.example", supportEmail: "help@site.example" },
};
const KINDS = Object.keys(PARAMS) as MailKind[];

describe("composeMail", () => {
  for (const language of LANGUAGES)
    for (const kind of KINDS)
      test(`${kind} in ${language} greets the member and carries its link in both versions`, () => {
        const mail = composeMail(kind, language, PARAMS[kind] as never);
        expect(mail.subject).not.toBe("");
        expect(mail.text).toContain(language === "de" ? "Hallo Jana," : "Hi Jana,");
        const link = "link" in PARAMS[kind] ? (PARAMS[kind] as { link: string }).link : undefined;
        if (link) {
          expect(mail.text).toContain(link);
          expect(mail.html).toContain(`href="${link}"`);
        }
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.text).toContain(language === "de" ? "/de/imprint" : "/imprint");
      });

  test("what a member typed is text in the HTML version, never markup", () => {
    const mail = composeMail("emailChanged", "en", { ...PARAMS.emailChanged, name: '<img src="https://x.example/t">' });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=&quot;https://x.example/t&quot;&gt;");
  });

  test("a header value keeps to one line", () => {
    expect(headerText("Eve\r\nBcc: a@b.example\u2028x")).toBe("Eve Bcc: a@b.example x");
  });
});
