import type { MessageKey } from "~/i18n/en";
import { formatCount, formatLongDate } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import type { AuditEntry } from "./crm-types";

/** The fields an audit entry may show a change of, in this order, each with its label. */
const FIELDS = ["name", "language", "tags", "email"] as const;
const FIELD_LABELS = {
  name: "admin.audit.field.name",
  language: "admin.audit.field.language",
  tags: "admin.audit.field.tags",
  email: "admin.audit.field.email",
} as const satisfies Record<(typeof FIELDS)[number], MessageKey>;

/**
 * The filter an export or a bulk tagging reached its contacts by, a line per field:
 * "Tag: VIP", "Signed up from: 1 November 2026". Older entries kept no tag name.
 */
function useFilterLines(filter: unknown): string[] {
  const { t, language } = useLanguage();
  if (!filter || typeof filter !== "object") return [];
  const { q, tag, tagName, subscription, language: contactLanguage, from, to } = filter as Record<string, unknown>;
  const lines: string[] = [];
  if (typeof q === "string") lines.push(`${t("admin.filter.search")}: ${language === "de" ? `„${q}“` : `“${q}”`}`);
  if (typeof tag === "string")
    lines.push(`${t("admin.filter.tag")}: ${typeof tagName === "string" ? tagName : t("admin.audit.tagGone")}`);
  if (subscription === "active" || subscription === "none")
    lines.push(`${t("admin.filter.subscription")}: ${t(`admin.filter.subscription.${subscription}`)}`);
  if (contactLanguage === "english" || contactLanguage === "german")
    lines.push(`${t("admin.filter.language")}: ${t(`admin.language.${contactLanguage}`)}`);
  if (typeof from === "string") lines.push(`${t("admin.filter.from")}: ${formatLongDate(from, language)}`);
  if (typeof to === "string") lines.push(`${t("admin.filter.to")}: ${formatLongDate(to, language)}`);
  return lines.length ? lines : [t("admin.audit.noFilter")];
}

/** Lines of text, one below the other. */
function Lines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </>
  );
}

/**
 * What an entry changed, in words: "Name: Edda → Edda Neu", "12 contacts" with the filter
 * that reached them, or nothing.
 */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t, language } = useLanguage();
  const value = (field: string, raw: unknown): string => {
    if (Array.isArray(raw)) return raw.length ? raw.join(", ") : t("admin.audit.empty");
    if (field === "language" && (raw === "english" || raw === "german")) return t(`admin.language.${raw}`);
    return raw === undefined || raw === null ? "–" : String(raw);
  };
  const after = entry.after ?? {};
  const contacts = (count: number) =>
    count === 1 ? t("admin.audit.contactsOne") : t("admin.audit.contacts", { count: formatCount(count, language) });
  const filterLines = useFilterLines(after.filter);
  if (entry.action === "contacts.exported") return <Lines lines={[contacts(Number(after.matching)), ...filterLines]} />;
  if (entry.action === "tag.given" || entry.action === "tag.taken")
    return <Lines lines={[contacts(Number(after.changed)), ...("filter" in after ? filterLines : [])]} />;
  const before = entry.before ?? {};
  const lines = FIELDS.filter((field) => field in before || field in after).map((field) => {
    const label = t(FIELD_LABELS[field]);
    if (!(field in after)) return `${label}: ${value(field, before[field])}`;
    if (!(field in before)) return `${label}: ${value(field, after[field])}`;
    return `${label}: ${value(field, before[field])} → ${value(field, after[field])}`;
  });
  return <Lines lines={lines} />;
}
