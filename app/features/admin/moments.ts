import type { Language } from "@shared/language";
import { RECEIPT_TIME_ZONE } from "@shared/cancellation-rules";

const LOCALES: Record<Language, string> = { en: "en-GB", de: "de-DE" };

/** A moment in the dashboard's tables: "24 Nov 2026, 17:08" / "24.11.2026, 17:08", in Berlin time. */
export function formatMoment(moment: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: RECEIPT_TIME_ZONE,
  }).format(new Date(moment));
}

/** A day in the dashboard's tables: "24 Nov 2026" / "24.11.2026", in Berlin time. */
export function formatDay(moment: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "medium", timeZone: RECEIPT_TIME_ZONE }).format(
    new Date(moment),
  );
}
