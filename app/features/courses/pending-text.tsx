import { matchPath, useNavigation } from "react-router";
import { PATHS, stripLanguage } from "@shared/paths";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";

/** The member screens that have a loading text, by their route pattern. */
const LOADING_TEXTS: [pattern: string, key: MessageKey][] = [
  [PATHS.courses, "member.loadingCourses"],
  [PATHS.course(":courseSlug"), "member.loadingLessons"],
  [PATHS.lesson(":courseSlug", ":lessonSlug"), "member.loadingLesson"],
];

/**
 * The member area's loading texts, shown only while the next member screen really loads
 * (a navigation in flight); pages themselves render at once, with no artificial delay
 * (docs/decisions/004-courses-open-to-every-visitor.md).
 */
export function PendingText() {
  const { t } = useLanguage();
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location?.pathname : undefined;
  const key = target && LOADING_TEXTS.find(([pattern]) => matchPath(pattern, stripLanguage(target)))?.[1];
  if (!key) return null;
  return (
    <p
      role="status"
      className="fixed top-20 left-1/2 z-30 -translate-x-1/2 rounded-full border border-ink-600 bg-ink-900 px-4 py-2 text-sm text-ink-100 shadow-lg"
    >
      {t(key)}
    </p>
  );
}
