/**
 * The account form's limits, one set for the browser's checks (app/routes/login.tsx) and
 * the API's (server/auth/validation.ts, password-policy.ts), so the two never disagree.
 * Lengths of names and passwords count code points, as people count characters.
 */
export const CREDENTIAL_RULES = {
  passwordMinCodePoints: 8,
  passwordMaxCodePoints: 128,
  nameMaxCodePoints: 100,
  /** RFC 5321's limit for a whole address, counted in UTF-16 units like the input's maxLength. */
  emailMaxLength: 254,
} as const;

/**
 * What the browser's forms accept as an e-mail address before asking the server, which
 * checks it fully: something, an @, a domain with a dot, and no spaces.
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
