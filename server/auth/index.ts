/**
 * Member accounts: what other parts of the API use of them. The API mounts the calls
 * themselves from routes/index.ts.
 */
export type { AccountMail } from "./account-mail";
export { accountForPurchase } from "./buyer-account";
export { deriveDeviceKey } from "./device-cookie";
export { loadJwtSecret, parseJwtSecret } from "./jwt-secret";
export { type PageBearer, pageBearer } from "./page-session";
export { createPasswordHasher, type HashingParameters, type PasswordHasher } from "./password-hashing";
export { removeMember } from "./remove-member";
export { removeSecondFactor, secondFactorKey, spendSecondFactorCode } from "./second-factor";
export { findUserByEmail, findUserById, listAdmins, setRole, type UserRow } from "./users";
