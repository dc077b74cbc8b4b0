import { useId, useState } from "react";
import { useFocusAfterSubmit } from "~/browser/use-focus-after-submit";
import { INPUT_CLASS } from "~/components/form-field";
import { formatCount } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import { type AdminPosted, useAdminForm, useScriptsRunning } from "./admin-forms";
import type { Tag } from "./crm-types";

/** What the API answered to a tagging, with what the form asked for (routes/admin-contacts.tsx). */
interface Tagged {
  changed: number;
  tag: string;
  action: "add" | "remove";
}

/**
 * Gives or takes one tag for every contact of the current filter (however many pages),
 * posted to the list's page with its filter (`filterQuery`); the list is read again after.
 */
export function BulkTagging({ filterQuery, total, tags }: { filterQuery: string; total: number; tags: Tag[] }) {
  const { t, language } = useLanguage();
  const scripts = useScriptsRunning();
  const { Form, pending, answer, answered } = useAdminForm({ intent: "tag-contacts" });
  // The button that was pressed keeps the focus; the status below says what changed.
  const area = useFocusAfterSubmit<HTMLElement>(answered, { keepControl: true });
  const [tagId, setTagId] = useState("");
  const id = useId();
  const tag = tags.find((entry) => entry.id === tagId);

  const done = (posted: AdminPosted) => {
    const { changed, tag: taggedId, action } = posted.body as Tagged;
    const name = tags.find((entry) => entry.id === taggedId)?.name ?? "";
    return changed === 1
      ? t(action === "add" ? "admin.bulk.givenOne" : "admin.bulk.takenOne", { tag: name })
      : t(action === "add" ? "admin.bulk.given" : "admin.bulk.taken", {
          tag: name,
          count: formatCount(changed, language),
        });
  };
  const notice = answer && {
    kind: answer.notice.kind,
    text: answer.notice.kind === "success" ? done(answer) : answer.notice.text,
  };
  // With scripts, the buttons wait for a tag; without, the list's own check asks for one.
  const waiting = (scripts && !tag) || pending;

  // An empty filter offers nothing to tag, but keeps the notice of the change that emptied it.
  if (total === 0 && !notice) return null;
  return (
    <section
      ref={area}
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-xl border border-ink-700 bg-ink-950/40 p-4"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold text-white">
        {t("admin.bulk.title")}
      </h2>
      {total === 0 ? null : tags.length === 0 ? (
        <p className="mt-2 text-sm text-ink-300">{t("admin.bulk.noTags")}</p>
      ) : (
        <Form method="post" noValidate className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="tag-contacts" />
          <input type="hidden" name="filter" value={filterQuery} />
          <div className="min-w-48 flex-1 sm:max-w-sm">
            <label htmlFor={`${id}-tag`} className="text-xs font-medium text-ink-300">
              {t("admin.bulk.tag", { count: formatCount(total, language) })}
            </label>
            <select
              id={`${id}-tag`}
              name="tag"
              required
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
          <button type="submit" name="action" value="add" className="btn-secondary" disabled={waiting}>
            {t("admin.bulk.give")}
          </button>
          <button type="submit" name="action" value="remove" className="btn-secondary" disabled={waiting}>
            {t("admin.bulk.take")}
          </button>
        </Form>
      )}
      <p role="status" className="mt-2 text-sm text-gain-400">
        {notice?.kind === "success" && notice.text}
      </p>
      {/* A refusal is an alert of its own, which takes the focus. */}
      {notice?.kind === "error" && (
        <p role="alert" className="mt-2 text-sm text-loss-400">
          {notice.text}
        </p>
      )}
    </section>
  );
}
