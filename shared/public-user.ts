import type { AccountLanguage } from "./language";

/** A member as the account API shows them: never the password hash. Dates are ISO strings. */
export interface PublicUser {
  id: string;
  name: string;
  email: string;
  language: AccountLanguage;
  createdAt: string;
  lastSignInAt: string | null;
  signInCount: number;
}
