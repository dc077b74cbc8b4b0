/**
 * Every key the site stores in the visitor's browser, in one list. The privacy policy
 * must describe each of them; a test reads this list to make sure it does.
 */

/** localStorage: the chosen language ('en' or 'de'; older values are mapped, see i18n). */
export const LANGUAGE_KEY = "language";
/** localStorage: the member's short-lived access token. */
export const ACCESS_TOKEN_KEY = "accessToken";
/** localStorage: consent to load embedded videos from the video host. */
export const VIDEO_CONSENT_KEY = "video_consent";
/** localStorage prefix: `lesson_completed_{courseSlug}_{lessonSlug}` = 'true'. */
export const LESSON_COMPLETED_PREFIX = "lesson_completed_";
/** localStorage prefix: `lesson_position_{courseSlug}_{lessonSlug}` = seconds played. */
export const LESSON_POSITION_PREFIX = "lesson_position_";

/** Cookie mirroring the language choice so the server can answer in it at once. */
export const LANGUAGE_COOKIE = "language";
/** httpOnly cookie holding the refresh token (prefixed `__Secure-` over HTTPS). */
export const REFRESH_COOKIE = "refresh_token";

export function lessonCompletedKey(courseSlug: string, lessonSlug: string): string {
  return `${LESSON_COMPLETED_PREFIX}${courseSlug}_${lessonSlug}`;
}

export function lessonPositionKey(courseSlug: string, lessonSlug: string): string {
  return `${LESSON_POSITION_PREFIX}${courseSlug}_${lessonSlug}`;
}

/** What the privacy policy has to name, in the form it names them. */
export const BROWSER_STORAGE_NAMES = [
  LANGUAGE_KEY,
  ACCESS_TOKEN_KEY,
  VIDEO_CONSENT_KEY,
  `${LESSON_COMPLETED_PREFIX}*`,
  `${LESSON_POSITION_PREFIX}*`,
  LANGUAGE_COOKIE,
  REFRESH_COOKIE,
] as const;
