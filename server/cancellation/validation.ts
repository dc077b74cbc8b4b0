import { z } from "zod";
import { CANCELLATION_KINDS, CANCELLATION_RULES, todayInReceiptZone } from "@shared/cancellation-rules";
import type { Messages } from "../api/messages";
import { countCodePoints, email, name, UNPRINTABLE, type Validated } from "../api/validation";

/** The furthest end date a cancellation may name: a contract runs a year at most, with room. */
const MAX_YEARS_AHEAD = 5;

const text = (max: number) =>
  z
    .string()
    .transform((value) => value.normalize("NFC").trim())
    .refine((value) => value.length > 0 && countCodePoints(value) <= max && !UNPRINTABLE.test(value));

const cancellationSchema = z.strictObject({
  name,
  email,
  contract: text(CANCELLATION_RULES.contractMaxLength),
  kind: z.enum(CANCELLATION_KINDS),
  reason: z
    .string()
    .max(CANCELLATION_RULES.reasonMaxLength * 2)
    .optional(),
  /** YYYY-MM-DD; absent or null for "as soon as possible". */
  endDate: z.iso.date().nullable().optional(),
  /** A Stripe subscription of the signed-in member, chosen on the page. */
  subscription: z
    .string()
    .regex(/^sub_\w{1,200}$/)
    .nullable()
    .optional(),
});

export type CancellationInput = {
  name: string;
  email: string;
  contract: string;
  kind: (typeof CANCELLATION_KINDS)[number];
  reason: string | null;
  endDate: string | null;
  subscription: string | null;
};

const FIELD_MESSAGES = {
  name: "name",
  email: "email",
  contract: "cancellationContract",
  kind: "cancellationKind",
  reason: "cancellationReason",
  endDate: "cancellationEndDate",
  subscription: "cancellationSubscription",
} as const satisfies Record<string, keyof Messages>;

/**
 * A cancellation: every field checked, the first problem named in the visitor's language.
 * A reason is optional, for an extraordinary cancellation too (good cause need not be
 * named in the declaration); an end date must lie between today (Berlin time) and five years ahead.
 */
export function validateCancellation(body: unknown, messages: Messages, now: Date): Validated<CancellationInput> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, status: 400, message: messages.bodyNotObject };
  }
  const parsed = cancellationSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues.find((entry) => entry.code === "unrecognized_keys") ?? parsed.error.issues[0];
    if (issue?.code === "unrecognized_keys") {
      return { ok: false, status: 422, message: messages.fieldUnknown(issue.keys[0] ?? "") };
    }
    const field = String(issue?.path[0] ?? "") as keyof typeof FIELD_MESSAGES;
    const key = FIELD_MESSAGES[field];
    return { ok: false, status: 422, message: key ? messages[key] : messages.invalidJson };
  }
  const { reason: rawReason, endDate = null, subscription = null, ...fields } = parsed.data;
  const reason = rawReason?.normalize("NFC").trim() || null;
  if (
    reason &&
    (countCodePoints(reason) > CANCELLATION_RULES.reasonMaxLength || UNPRINTABLE.test(reason.replace(/\r?\n/g, " ")))
  ) {
    return { ok: false, status: 422, message: messages.cancellationReason };
  }
  if (endDate !== null) {
    const today = todayInReceiptZone(now);
    const latest = `${Number(today.slice(0, 4)) + MAX_YEARS_AHEAD}${today.slice(4)}`;
    if (endDate < today || endDate > latest) {
      return { ok: false, status: 422, message: messages.cancellationEndDate };
    }
  }
  return { ok: true, data: { ...fields, reason, endDate, subscription } };
}

const ownerLinkTokenSchema = z.strictObject({ token: z.string().max(200) });

/** The receipt link's calls: `{ token }`; whether it is one is decided by looking it up. */
export function validateOwnerLinkToken(body: unknown, messages: Messages): Validated<{ token: string }> {
  const parsed = ownerLinkTokenSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, message: messages.linkInvalid };
  return { ok: true, data: parsed.data };
}
