import { useLanguage } from "~/i18n/language-provider";
import { GROUP_CHAT } from "@shared/site.config";
import { ExternalLink } from "./external-link";
import { ResponsivePicture } from "./responsive-picture";

/**
 * The member area's side panel, the same on the course list and on every course page: the
 * instructor and the group chat. Hidden under 1024 px (docs/product-rules.md).
 */
export function MemberSidePanel() {
  return (
    <aside className="hidden w-80 shrink-0 space-y-5 lg:block" data-testid="member-side-panel">
      <InstructorCard />
      <GroupChatCard />
    </aside>
  );
}

function InstructorCard() {
  const { t } = useLanguage();
  return (
    <section aria-labelledby="instructor-title" className="rounded-card border border-ink-700 bg-ink-900/70 p-6">
      <h2 id="instructor-title" className="text-xs font-semibold tracking-wider text-accent-400 uppercase">
        {t("member.instructorTitle")}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <ResponsivePicture
          basePath="/images/instructor"
          widths={[160, 320]}
          width={320}
          height={320}
          alt={t("about.founder.photo")}
          sizes="64px"
          className="size-16 rounded-full object-cover ring-2 ring-accent-500/40"
        />
        <div>
          <p className="font-semibold text-white">{t("about.founder.name")}</p>
          <p className="text-sm text-ink-300">{t("about.founder.role")}</p>
        </div>
      </div>
      <p className="mt-4 text-sm leading-6 text-ink-300">{t("about.founder.text")}</p>
    </section>
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
