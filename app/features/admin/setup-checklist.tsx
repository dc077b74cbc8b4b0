import type { MessageKey } from "~/i18n/en";
import { formatCount } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import type { SetupGroup } from "@shared/setup-check";
import { CARD } from "./admin-page";

const GROUP_LABELS: Record<SetupGroup, MessageKey> = {
  company: "admin.setup.group.company",
  privacy: "admin.setup.group.privacy",
  address: "admin.setup.group.address",
  checkout: "admin.setup.group.checkout",
  stripe: "admin.setup.group.stripe",
  mail: "admin.setup.group.mail",
  chat: "admin.setup.group.chat",
  videos: "admin.setup.group.videos",
  bot: "admin.setup.group.bot",
  links: "admin.setup.group.links",
};

export interface OpenSetupGroup {
  group: SetupGroup;
  names: string[];
}

/**
 * What `npm run check-setup` lists, as a checklist on the dashboard's overview until it is
 * empty (docs/deploy.md, "Before going live"): a group per line, its open values inside.
 */
export function SetupChecklist({ groups }: { groups: OpenSetupGroup[] }) {
  const { t, language } = useLanguage();
  if (groups.length === 0) return null;
  return (
    <section className={`${CARD} border-accent-400/40 lg:col-span-3`} aria-labelledby="admin-setup">
      <h2 id="admin-setup" className="text-lg font-semibold text-white">
        {t("admin.setup.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-300">{t("admin.setup.hint")}</p>
      <ul className="mt-4 space-y-2 text-sm" data-testid="setup-checklist">
        {groups.map(({ group, names }) => (
          <li key={group} className="rounded-xl bg-ink-950/60 px-4 py-3">
            <details>
              <summary className="cursor-pointer text-white">
                {t(GROUP_LABELS[group])}{" "}
                <span className="text-ink-400">
                  · {t("admin.setup.count", { count: formatCount(names.length, language) })}
                </span>
              </summary>
              <ul className="mt-2 space-y-1 font-mono text-xs break-all text-ink-300">
                {names.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
