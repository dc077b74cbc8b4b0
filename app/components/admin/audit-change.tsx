import type { MessageKey } from "~/i18n/en";
import { formatCount } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import type { AuditEntry } from "./crm-types";

const FIELDS = ["name", "language", "tags", "email"] as const;

/** What an entry changed, in words: "Name: Edda → Edda Neu", "12 contacts", or nothing. */
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
  if (entry.action === "contacts.exported") return <>{contacts(Number(after.matching))}</>;
  if (entry.action === "tag.given" || entry.action === "tag.taken") return <>{contacts(Number(after.changed))}</>;
  const before = entry.before ?? {};
  const lines = FIELDS.filter((field) => field in before || field in after).map((field) => {
    const label = t(`admin.audit.field.${field}` as MessageKey);
    if (!(field in after)) return `${label}: ${value(field, before[field])}`;
    if (!(field in before)) return `${label}: ${value(field, after[field])}`;
    return `${label}: ${value(field, before[field])} → ${value(field, after[field])}`;
  });
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
