import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";
import { MAIL_CATCHER_DIR } from "./mail-settings";

/** Every message the run's SMTP server received for an address, oldest first. */
export async function mailsTo(address: string): Promise<ParsedMail[]> {
  const names = (await readdir(MAIL_CATCHER_DIR)).filter((name) => name.endsWith(`-${address}.eml`)).sort();
  return Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(MAIL_CATCHER_DIR, name)))));
}

/** Waits for a message to the address whose subject matches, and returns it. */
export async function waitForMail(address: string, subject: string | RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(address);
        found = mails
          .reverse()
          .find((mail) => (typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject ?? "")));
        return found !== undefined;
      },
      { timeout: 15_000, message: `a mail to ${address} with the subject ${String(subject)}` },
    )
    .toBe(true);
  return found!;
}

/** The first link in a message's text that leads to this path. */
export function linkIn(mail: ParsedMail, pathPart: string): string {
  const link = (mail.text ?? "").split(/\s+/).find((word) => word.startsWith("http") && word.includes(pathPart));
  expect(link, `a link to ${pathPart} in the mail`).toBeDefined();
  return link!;
}

/**
 * Confirms a new account's address as its owner does: opens the link of the welcome mail
 * and presses the page's button. Leaves the page on the confirmation's outcome.
 */
export async function confirmAddressByWelcomeMail(page: Page, email: string): Promise<void> {
  const welcome = await waitForMail(email, /^(Welcome to Profit Scout|Willkommen bei Profit Scout)$/);
  await page.goto(linkIn(welcome, "/confirm-address?token="));
  await page.getByRole("button", { name: /^(Confirm my address|Adresse bestätigen)$/ }).click();
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: /^(Your e-mail address is confirmed|Deine E-Mail-Adresse ist bestätigt)$/,
    }),
  ).toBeFocused();
}
