import { z } from "zod";
import { ACCOUNT_LANGUAGES } from "@shared/language";
import type { Messages } from "../api/messages";
import { email, name, type Validated } from "../api/validation";
import { checkNewPassword, normalizePassword } from "./password-policy";

/**
 * The request bodies of the auth API. Unknown fields are refused (strict objects), and the
 * handlers use only the parsed output, so nothing is ever assigned from an unknown field.
 * Every failure becomes one message in the visitor's language naming the field.
 */

const newPassword = z
  .string()
  .transform(normalizePassword)
  .superRefine((value, context) => {
    const problem = checkNewPassword(value);
    if (problem) context.addIssue({ code: "custom", params: { rule: problem } });
  });

const registerSchema = z.strictObject({
  name,
  email,
  password: newPassword,
  acceptedTerms: z.literal(true),
  language: z.enum(ACCOUNT_LANGUAGES),
});

/** A code of the second factor as typed: 6 digits of the app, or a recovery code. */
const code = z.string().trim().min(1).max(32);

const loginSchema = z.strictObject({
  email,
  code: code.optional(),
  password: z
    .string()
    .min(1)
    .max(1024)
    .refine((value) => !/\p{Cs}/u.test(value), { params: { rule: "password" } })
    .transform(normalizePassword),
});

/** 32 random bytes as base64url; anything else cannot be a link we sent. */
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

const passwordResetRequestSchema = z.strictObject({ email });
const passwordResetConfirmSchema = z.strictObject({ token, password: newPassword });

const currentPassword = z
  .string()
  .min(1)
  .max(1024)
  .refine((value) => !/\p{Cs}/u.test(value), { params: { rule: "password" } })
  .transform(normalizePassword);

const profileSchema = z
  .strictObject({ name: name.optional(), language: z.enum(ACCOUNT_LANGUAGES).optional() })
  .refine((value) => value.name !== undefined || value.language !== undefined, { params: { rule: "nothing" } });
const passwordChangeSchema = z.strictObject({ currentPassword, newPassword });
const passwordConfirmSchema = z.strictObject({ password: currentPassword });
const emailChangeSchema = z.strictObject({ newEmail: email, currentPassword });
const linkTokenSchema = z.strictObject({ token });
const secondFactorSetupSchema = z.strictObject({ password: currentPassword });
const secondFactorCodeSchema = z.strictObject({ code });
const secondFactorDisableSchema = z.strictObject({ password: currentPassword, code });

/** refresh and logout take no body; `{}` is tolerated, any field is refused. */
const emptySchema = z.strictObject({});

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;

const FIELD_MESSAGES = {
  name: "name",
  email: "email",
  password: "password",
  acceptedTerms: "acceptedTerms",
  language: "language",
  token: "token",
  currentPassword: "currentPassword",
  newPassword: "newPassword",
  newEmail: "newEmail",
  code: "secondFactorRequired",
} as const satisfies Record<string, keyof Messages>;

const PASSWORD_PROBLEM_MESSAGES: Record<string, keyof Messages> = {
  common: "passwordCommon",
  "is-email": "passwordIsEmail",
};

function describeIssue(issue: z.core.$ZodIssue, body: Record<string, unknown>, messages: Messages): string {
  if (issue.code === "unrecognized_keys") return messages.fieldUnknown(issue.keys[0] ?? "");
  const field = String(issue.path[0] ?? "");
  if (issue.code === "custom" && (issue.params as { rule?: string } | undefined)?.rule === "nothing")
    return messages.nothingToChange;
  if (!Object.hasOwn(body, field)) return messages.fieldRequired(field);
  const value = body[field];
  if (issue.code === "invalid_type" && issue.expected === "string") return messages.fieldNotText(field);
  if (field === "password" && typeof value === "string" && value.length === 0) return messages.fieldRequired(field);
  const rule = issue.code === "custom" ? (issue.params as { rule?: string } | undefined)?.rule : undefined;
  const special = rule ? PASSWORD_PROBLEM_MESSAGES[rule] : undefined;
  if (special) return messages[special] as string;
  const key = FIELD_MESSAGES[field as keyof typeof FIELD_MESSAGES];
  return key ? messages[key] : messages.fieldUnknown(field);
}

function validate<T>(schema: z.ZodType<T>, body: unknown, messages: Messages): Validated<T> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, status: 400, message: messages.bodyNotObject };
  }
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues;
  const first = issues.find((issue) => issue.code === "unrecognized_keys") ?? issues[0];
  return {
    ok: false,
    status: 422,
    message: first ? describeIssue(first, body as Record<string, unknown>, messages) : messages.invalidJson,
  };
}

export function validateRegister(body: unknown, messages: Messages): Validated<RegisterInput> {
  const result = validate(registerSchema, body, messages);
  if (!result.ok) return result;
  // Needs two fields at once, so it runs after the field checks.
  if (checkNewPassword(result.data.password, result.data.email) === "is-email") {
    return { ok: false, status: 422, message: messages.passwordIsEmail };
  }
  return result;
}

export function validateSecondFactorSetup(body: unknown, messages: Messages): Validated<{ password: string }> {
  return validate(secondFactorSetupSchema, body, messages);
}

export function validateSecondFactorCode(body: unknown, messages: Messages): Validated<{ code: string }> {
  return validate(secondFactorCodeSchema, body, messages);
}

export function validateSecondFactorDisable(
  body: unknown,
  messages: Messages,
): Validated<{ password: string; code: string }> {
  return validate(secondFactorDisableSchema, body, messages);
}

export function validateLogin(body: unknown, messages: Messages): Validated<LoginInput> {
  return validate(loginSchema, body, messages);
}

export function validatePasswordResetRequest(body: unknown, messages: Messages): Validated<{ email: string }> {
  return validate(passwordResetRequestSchema, body, messages);
}

export function validatePasswordResetConfirm(body: unknown, messages: Messages): Validated<PasswordResetConfirmInput> {
  return validate(passwordResetConfirmSchema, body, messages);
}

export type ProfileInput = z.infer<typeof profileSchema>;

export function validateProfile(body: unknown, messages: Messages): Validated<ProfileInput> {
  return validate(profileSchema, body, messages);
}

export function validatePasswordChange(
  body: unknown,
  messages: Messages,
): Validated<{ currentPassword: string; newPassword: string }> {
  return validate(passwordChangeSchema, body, messages);
}

/** A call that asks for the password once more (deleting the account). */
export function validatePasswordConfirm(body: unknown, messages: Messages): Validated<{ password: string }> {
  return validate(passwordConfirmSchema, body, messages);
}

export function validateEmailChange(
  body: unknown,
  messages: Messages,
): Validated<{ newEmail: string; currentPassword: string }> {
  return validate(emailChangeSchema, body, messages);
}

/** Checking or confirming a mailed link (password reset, e-mail change, address confirmation). */
export function validateLinkToken(body: unknown, messages: Messages): Validated<{ token: string }> {
  return validate(linkTokenSchema, body, messages);
}

/** refresh and logout: no body, or an empty JSON object. */
export function validateEmpty(body: unknown, empty: boolean, messages: Messages): Validated<undefined> {
  if (empty) return { ok: true, data: undefined };
  const result = validate(emptySchema, body, messages);
  return result.ok ? { ok: true, data: undefined } : result;
}
