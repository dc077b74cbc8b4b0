import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import type { TestClient } from "../../api/testing/test-client";
import type { TestClock } from "../../testing/test-clock";

/** The code an authenticator app shows for the secret at that moment. */
export function codeFor(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}

/**
 * Turns the member's second factor on through the API, as the account page does; the
 * session of `bearer` counts as having passed it. The clock moves on by a step, so the
 * next code the app shows is a fresh one.
 */
export async function turnOnSecondFactor(
  client: TestClient,
  bearer: string,
  password: string,
  clock: TestClock,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await client.call("/second-factor/setup", { bearer, body: { password } });
  expect(setup.status).toBe(200);
  const secret = setup.json.secret as string;
  const enabled = await client.call("/second-factor/enable", { bearer, body: { code: codeFor(secret, clock.now()) } });
  expect(enabled.status).toBe(200);
  clock.advance(30_000);
  return { secret, recoveryCodes: enabled.json.recoveryCodes as string[] };
}
