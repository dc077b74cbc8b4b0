/**
 * Member accounts: registration, sign-in, sessions, mailed links and the second factor.
 * What other parts of the API use of it; the rest stays inside.
 */
export type { AccountMail } from "./account-mail";
export { accountForPurchase } from "./buyer-account";
export { deriveDeviceKey } from "./device-cookie";
export { loadJwtSecret, parseJwtSecret } from "./jwt-secret";
export { type PageBearer, pageBearer } from "./page-session";
export { createPasswordHasher, type HashingParameters, type PasswordHasher } from "./password-hashing";
export { removeMember } from "./routes/account";
export { authRoutes } from "./routes/index";
export { secondFactorKey, spendSecondFactorCode } from "./second-factor";
export { findUserByEmail, findUserById, type UserRow } from "./users";
