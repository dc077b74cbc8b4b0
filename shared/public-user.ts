import type { AccountLanguage } from "./language";

/** A member's role: an admin also opens the owner's dashboard (/admin). */
export const ROLES = ["member", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** A member as the account API shows them: never the password hash. Dates are ISO strings. */
export interface PublicUser {
  id: string;
  name: string;
  email: string;
  language: AccountLanguage;
  createdAt: string;
  lastSignInAt: string | null;
  signInCount: number;
  role: Role;
  /** Whether the owner of the address has proved it (docs/decisions/031-confirmed-addresses.md). */
  emailConfirmed: boolean;
  /** Whether sign-ins ask for a code of an authenticator app (docs/decisions/032-second-factor.md). */
  secondFactor: boolean;
}
