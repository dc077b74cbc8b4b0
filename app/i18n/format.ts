import type { Language } from "@shared/language";

const LOCALES: Record<Language, string> = { en: "en-GB", de: "de-DE" };

/** "25 October 2025" / "25. Oktober 2025" for an ISO date (YYYY-MM-DD). */
export function formatLongDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Euro amounts without cents: "€107" in English, "107 €" in German. */
export function formatEuro(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
}

/**
 * An amount in the currency's smallest unit (cents), as Stripe counts it: "€272.70" /
 * "272,70 €". The currency's own number of decimals decides the unit (none for yen).
 */
export function formatMoney(minorUnits: number, currency: string, language: Language): string {
  const format = new Intl.NumberFormat(LOCALES[language], { style: "currency", currency: currency.toUpperCase() });
  return format.format(minorUnits / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/** "April 2021" / "April 2021" for a month (1 to 12) of a year. */
export function formatLongMonth(year: number, month: number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** "A, B and C" / "A, B und C". */
export function formatList(items: readonly string[], language: Language): string {
  return new Intl.ListFormat(LOCALES[language], { type: "conjunction" }).format(items);
}

/**
 * A whole-number percentage as each language writes it: "24%" in English, "24 %" in
 * German with a non-breaking space, so the sign never starts a line of its own.
 */
export function formatPercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: "percent", maximumFractionDigits: 0 }).format(percent / 100);
}

/** "Nov 2021" / "Nov. 2021" for a month (YYYY-MM). */
export function formatMonth(month: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** Hours with one decimal from seconds: "2.5" in English, "2,5" in German. */
export function formatHours(seconds: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    seconds / 3600,
  );
}
