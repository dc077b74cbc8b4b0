import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_CODE_POINTS } from "./constants";

/**
 * What every feature's body checks share: the shape of a check's answer, and the rules of
 * the fields more than one feature reads (a person's name, an e-mail address).
 */
export type Validated<T> =
  | { ok: true; data: T }
  /** `details`: fields of the answer a program can act on, beside the message. */
  | { ok: false; status: 400 | 422; message: string; details?: Record<string, string> };

/** Control characters and lone surrogate halves (which JSON can carry but no text should). */
export const UNPRINTABLE = /[\p{Cc}\p{Cs}]/u;

export function countCodePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** A person's name: NFC, trimmed, printable, 1 to NAME_MAX_CODE_POINTS code points. */
export const name = z
  .string()
  .transform((value) => value.normalize("NFC").trim())
  .refine((value) => !UNPRINTABLE.test(value), { params: { rule: "name" } })
  .refine((value) => value.length > 0 && countCodePoints(value) <= NAME_MAX_CODE_POINTS, { params: { rule: "name" } });

export const email = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email());
