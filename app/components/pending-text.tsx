import { useNavigation } from "react-router";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";
import { stripLanguage } from "~/i18n/paths";

/**
 * The member area's loading texts, shown only while the next member screen really loads
 * (a navigation in flight); pages themselves render at once, with no artificial delay
 * (docs/decisions/004-courses-open-to-every-visitor.md).
 */
export function PendingText() {
  const { t } = useLanguage();
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location?.pathname : undefined;
  if (!target) return null;
  const depth = stripLanguage(target).split("/").filter(Boolean).length;
  const key: MessageKey | undefined =
    depth === 2
      ? "member.loadingCourses"
      : depth === 3
        ? "member.loadingLessons"
        : depth === 4
          ? "member.loadingLesson"
          : undefined;
  if (!key || !stripLanguage(target).startsWith("/member/courses")) return null;
  return (
    <p
      role="status"
      className="fixed top-20 left-1/2 z-30 -translate-x-1/2 rounded-full border border-ink-600 bg-ink-900 px-4 py-2 text-sm text-ink-100 shadow-lg"
    >
      {t(key)}
    </p>
  );
}
