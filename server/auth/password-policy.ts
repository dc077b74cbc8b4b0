import { countCodePoints, UNPRINTABLE } from "../api/validation";
import { isCommonPassword } from "./common-passwords";
import { PASSWORD_MAX_CODE_POINTS, PASSWORD_MIN_CODE_POINTS } from "../api/constants";

/**
 * Password rules after NIST SP 800-63B: length only (8 to 128 code points), any printable
 * Unicode, no composition rules, the most common passwords refused. Passwords are
 * normalised with NFKC at registration and at sign-in, so the same characters typed on
 * different keyboards give the same password.
 */
export type PasswordProblem = "length" | "unprintable" | "common" | "is-email";

export function normalizePassword(password: string): string {
  return password.normalize("NFKC");
}

/** What is wrong with a new (already normalised) password, or undefined when it is fine. */
export function checkNewPassword(password: string, email?: string): PasswordProblem | undefined {
  if (UNPRINTABLE.test(password)) return "unprintable";
  const length = countCodePoints(password);
  if (length < PASSWORD_MIN_CODE_POINTS || length > PASSWORD_MAX_CODE_POINTS) return "length";
  if (isCommonPassword(password)) return "common";
  if (email && password.toLowerCase() === email.toLowerCase()) return "is-email";
  return undefined;
}
