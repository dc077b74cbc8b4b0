import { useId, useState } from "react";
import { useAuth } from "~/auth/auth-provider";
import { useCall } from "~/components/use-call";
import { INPUT_CLASS } from "~/components/form-field";
import { formatCount } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import type { ContactFilter } from "@shared/contact-filter";
import type { Tag } from "./crm-types";

/** Gives or takes one tag for every contact of the current filter (however many pages). */
export function BulkTagging({
  filter,
  total,
  tags,
  onDone,
}: {
  filter: ContactFilter;
  total: number;
  tags: Tag[];
  onDone: () => void;
}) {
  const { t, language } = useLanguage();
  const { call } = useAuth();
  const { pending, notice, run } = useCall();
  const [tagId, setTagId] = useState("");
  const id = useId();
  const tag = tags.find((entry) => entry.id === tagId);

  async function apply(action: "add" | "remove") {
    if (!tag) return;
    const answer = await run(
      () => call<{ changed: number }>("/crm/contacts/tags", { method: "POST", body: { tag: tag.id, action, filter } }),
      ({ changed }) =>
        changed === 1
          ? t(action === "add" ? "admin.bulk.givenOne" : "admin.bulk.takenOne", { tag: tag.name })
          : t(action === "add" ? "admin.bulk.given" : "admin.bulk.taken", {
              tag: tag.name,
              count: formatCount(changed, language),
            }),
    );
    if (answer) onDone();
  }

  // An empty filter offers nothing to tag, but keeps the notice of the change that emptied it.
  if (total === 0 && !notice) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 rounded-xl border border-ink-700 bg-ink-950/40 p-4">
      <h2 id={`${id}-title`} className="text-sm font-semibold text-white">
        {t("admin.bulk.title")}
      </h2>
      {total === 0 ? null : tags.length === 0 ? (
        <p className="mt-2 text-sm text-ink-300">{t("admin.bulk.noTags")}</p>
      ) : (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <div className="min-w-48 flex-1 sm:max-w-sm">
            <label htmlFor={`${id}-tag`} className="text-xs font-medium text-ink-300">
              {t("admin.bulk.tag", { count: formatCount(total, language) })}
            </label>
            <select
              id={`${id}-tag`}
              value={tagId}
              onChange={(event) => setTagId(event.target.value)}
              className={`${INPUT_CLASS} py-2`}
            >
              <option value="">{t("admin.bulk.chooseTag")}</option>
              {tags.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="btn-secondary" disabled={!tag || pending} onClick={() => apply("add")}>
            {t("admin.bulk.give")}
          </button>
          <button type="button" className="btn-secondary" disabled={!tag || pending} onClick={() => apply("remove")}>
            {t("admin.bulk.take")}
          </button>
        </div>
      )}
      <p role="status" className={`mt-2 text-sm ${notice?.kind === "error" ? "text-loss-400" : "text-gain-400"}`}>
        {notice?.text}
      </p>
    </section>
  );
}
