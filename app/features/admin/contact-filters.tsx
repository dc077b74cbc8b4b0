import { type FormEvent, useId } from "react";
import { useFocusAfterSubmit } from "~/browser/use-focus-after-submit";
import { INPUT_CLASS } from "~/components/form-field";
import { useLanguage } from "~/i18n/language-provider";
import {
  CONTACT_SEARCH_MAX_LENGTH,
  type ContactFilter,
  type ContactListQuery,
  contactQueryString,
  filterOf,
  SUBSCRIPTION_FILTERS,
  type SubscriptionFilter,
} from "@shared/contact-filter";
import type { AccountLanguage } from "@shared/language";
import { LanguageOptions } from "./language-options";
import { KeptParams } from "./admin-page";
import type { Tag } from "./crm-types";

const SELECT_CLASS = `${INPUT_CLASS} py-2.5`;

/**
 * The contact list's filter form. It changes nothing until submitted; "Reset" clears every
 * field. The form is keyed by the list's query, so its fields show what the list shows;
 * the control that was used (the search field Enter was pressed in, "Filter", "Reset")
 * keeps the focus in the form made anew, and the list's count says what was found.
 * Without JavaScript both ask for the list's address with their filter (the page's loader
 * drops the empty fields), keeping the list's order.
 */
export function ContactFilters({
  query,
  tags,
  onApply,
}: {
  query: ContactListQuery;
  tags: Tag[];
  onApply: (filter: ContactFilter) => void;
}) {
  const { t } = useLanguage();
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const filter = filterOf(query);
  const order = new URLSearchParams(contactQueryString({ sort: query.sort, order: query.order }));
  const queryString = contactQueryString(query);
  const form = useFocusAfterSubmit(queryString, { keepControl: true });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim() || undefined;
    onApply({
      q: text("q"),
      tag: text("tag"),
      subscription: text("subscription") as SubscriptionFilter | undefined,
      language: text("language") as AccountLanguage | undefined,
      from: text("from"),
      to: text("to"),
    });
  }

  return (
    <>
      <form
        key={queryString}
        ref={form}
        method="get"
        role="search"
        aria-labelledby={field("legend")}
        onSubmit={submit}
        className="mt-8"
      >
        <KeptParams params={order} />
        <h2 id={field("legend")} className="sr-only">
          {t("admin.filter.legend")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div className="sm:col-span-2">
            <label htmlFor={field("q")} className="text-sm font-medium text-ink-100">
              {t("admin.filter.search")}
            </label>
            <input
              id={field("q")}
              name="q"
              type="search"
              defaultValue={filter.q}
              maxLength={CONTACT_SEARCH_MAX_LENGTH}
              placeholder={t("admin.filter.searchHint")}
              className={`${INPUT_CLASS} py-2.5`}
            />
          </div>
          <div>
            <label htmlFor={field("tag")} className="text-sm font-medium text-ink-100">
              {t("admin.filter.tag")}
            </label>
            {/* Made anew when the tags change: a select shows its value only among options it had. */}
            <select
              key={tags.length}
              id={field("tag")}
              name="tag"
              defaultValue={filter.tag ?? ""}
              className={SELECT_CLASS}
            >
              <option value="">{t("admin.filter.anyTag")}</option>
              {tags.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={field("subscription")} className="text-sm font-medium text-ink-100">
              {t("admin.filter.subscription")}
            </label>
            <select
              id={field("subscription")}
              name="subscription"
              defaultValue={filter.subscription ?? ""}
              className={SELECT_CLASS}
            >
              <option value="">{t("admin.filter.anySubscription")}</option>
              {SUBSCRIPTION_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.filter.subscription.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={field("language")} className="text-sm font-medium text-ink-100">
              {t("admin.filter.language")}
            </label>
            <select
              id={field("language")}
              name="language"
              defaultValue={filter.language ?? ""}
              className={SELECT_CLASS}
            >
              <option value="">{t("admin.filter.anyLanguage")}</option>
              <LanguageOptions />
            </select>
          </div>
          <div>
            <label htmlFor={field("from")} className="text-sm font-medium text-ink-100">
              {t("admin.filter.from")}
            </label>
            <input id={field("from")} name="from" type="date" defaultValue={filter.from} className={SELECT_CLASS} />
          </div>
          <div>
            <label htmlFor={field("to")} className="text-sm font-medium text-ink-100">
              {t("admin.filter.to")}
            </label>
            <input id={field("to")} name="to" type="date" defaultValue={filter.to} className={SELECT_CLASS} />
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" className="btn-primary">
            {t("admin.filter.apply")}
          </button>
          <button
            type="submit"
            form={field("reset")}
            className="btn-secondary"
            onClick={(event) => {
              event.preventDefault();
              onApply({});
            }}
          >
            {t("admin.filter.reset")}
          </button>
        </div>
      </form>
      <form id={field("reset")} method="get" hidden>
        <KeptParams params={order} />
      </form>
    </>
  );
}
