import { useLanguage } from "~/i18n/language-provider";
import { GROUP_CHAT } from "@shared/site.config";
import { ExternalLink } from "~/components/external-link";
import { FounderCard } from "~/components/founder-card";

/**
 * The member area's side panel, the same on the course list and on every course page: the
 * instructor and the group chat. Hidden under 1024 px (docs/product-rules.md). Its width
 * is the side column of the page's `member-columns` grid (app/app.css).
 */
export function MemberSidePanel() {
  return (
    <aside className="hidden space-y-5 lg:block" data-testid="member-side-panel">
      <FounderCard id="instructor-title" title="member.instructorTitle" size="compact" />
      <GroupChatCard />
    </aside>
  );
}

/** The join-group button; its target depends on the visitor's language. */
function GroupChatCard() {
  const { t, language } = useLanguage();
  return (
    <section
      aria-labelledby="group-title"
      className="rounded-card border border-accent-500/30 bg-gradient-to-br from-ink-800 to-ink-900 p-6"
    >
      <h2 id="group-title" className="font-semibold text-white">
        {t("member.groupTitle")}
      </h2>
      <p className="mt-2 text-sm leading-6 text-ink-300">
        {t("member.groupText", { provider: GROUP_CHAT.providerName })}
      </p>
      <ExternalLink href={GROUP_CHAT.inviteUrl[language]} className="mt-5 btn-primary w-full">
        {t("member.joinGroup")}
      </ExternalLink>
    </section>
  );
}
