import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect } from "./fixtures";

/** The code an authenticator app shows for the key now, or `stepsAhead` 30-second steps later. */
export function appCode(key: string, stepsAhead = 0): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(key.replace(/\s/g, "")),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/**
 * Turns the second factor on from the account page, as a member does with an app: the
 * password, the key (read off the page, as an app reads the QR code), the app's code. Returns
 * the key and the recovery codes the page shows once.
 */
export async function turnOnSecondFactor(
  page: Page,
  prefix: string,
  password: string,
): Promise<{ key: string; recoveryCodes: string[] }> {
  const german = prefix === "/de";
  await page.goto(`${prefix}/member/account#second-factor`);
  const section = page.getByRole("region", {
    name: german ? "Zwei-Faktor-Authentifizierung" : "Two-factor authentication",
  });
  await section.getByLabel(german ? "Aktuelles Passwort" : "Current password").fill(password);
  await section
    .getByRole("button", {
      name: german ? "Zwei-Faktor-Authentifizierung einrichten" : "Set up two-factor authentication",
    })
    .click();
  const key = (await section.getByTestId("second-factor-key").textContent()) ?? "";
  const codeField = section.getByLabel(
    german ? "Code aus deiner Authenticator-App" : "Code from your authenticator app",
  );
  await expect(codeField).toBeFocused();
  await codeField.fill(appCode(key));
  await codeField.press("Enter");
  const codes = section.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  return { key, recoveryCodes: await codes.allTextContents() };
}
