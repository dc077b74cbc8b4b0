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

/** localStorage prefix: `lesson_watched_{courseSlug}_{lessonSlug}` = seconds of video actually played. */
export const LESSON_WATCHED_PREFIX = "lesson_watched_";

/**
 * localStorage: when the completed flag and the position of each lesson last changed in
 * this browser, as JSON `{ "courseSlug/lessonSlug": { "completed"?: ISO, "position"?: ISO } }`.
 * A signed-in member's progress is merged with their account by these moments
 * (docs/decisions/013-synced-progress.md).
 */
export const PROGRESS_CHANGED_AT_KEY = "progress_changed_at";
/**
 * localStorage: the id of the member whose account this browser's progress was last merged
 * with. When another member signs in here, the progress keys are cleared first, so one
 * member's progress never ends up in another's account on a shared computer.
 */
export const PROGRESS_OWNER_KEY = "progress_owner";

/** Cookie mirroring the language choice so the server can answer in it at once. */
export const LANGUAGE_COOKIE = "language";
/**
 * Cookie set for a minute when the server sent a visitor to a /de page by the browser's
 * language alone (no language cookie): the page then applies a stored English choice,
 * which the server cannot see, and goes back to the English page.
 */
export const LANGUAGE_GUESS_COOKIE = "language_guessed";
/**
 * Cookie set for a minute when the server completed a sign-in for a form (posted without
 * JavaScript or before the page's scripts arrived, or the password reset): the browser
 * then holds only the refresh cookie, and this mark tells the next page's scripts to pick
 * the session up.
 */
export const SIGNED_IN_BY_FORM_COOKIE = "signed_in_by_form";
/** httpOnly cookie holding the refresh token, over plain HTTP (development). */
export const REFRESH_COOKIE = "refresh_token";
/**
 * The refresh cookie's name over HTTPS: browsers accept a `__Host-` cookie only with Secure,
 * Path=/ and no Domain, so no other host of the domain can set one that we would read.
 */
export const HTTPS_REFRESH_COOKIE = "__Host-refresh_token";
/** httpOnly cookie marking a browser that signed in to an account before (sign-in limits). */
export const DEVICE_COOKIE = "auth_device";
/** The device cookie's name over HTTPS (`__Secure-`: set only with Secure). */
export const HTTPS_DEVICE_COOKIE = "__Secure-auth_device";

export function lessonCompletedKey(courseSlug: string, lessonSlug: string): string {
  return `${LESSON_COMPLETED_PREFIX}${courseSlug}_${lessonSlug}`;
}

export function lessonWatchedKey(courseSlug: string, lessonSlug: string): string {
  return `${LESSON_WATCHED_PREFIX}${courseSlug}_${lessonSlug}`;
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
  `${LESSON_WATCHED_PREFIX}*`,
  PROGRESS_CHANGED_AT_KEY,
  PROGRESS_OWNER_KEY,
  LANGUAGE_COOKIE,
  LANGUAGE_GUESS_COOKIE,
  SIGNED_IN_BY_FORM_COOKIE,
  REFRESH_COOKIE,
  HTTPS_REFRESH_COOKIE,
  DEVICE_COOKIE,
  HTTPS_DEVICE_COOKIE,
] as const;
