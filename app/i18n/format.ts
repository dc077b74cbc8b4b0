import type { Language } from "@shared/language";

/*
 * Dates and numbers as en-GB and de-DE write them, without Intl. The first Intl formatter a
 * page creates loads the browser's locale data: 30-60 ms of one task on a phone while the
 * page hydrates (docs/decisions/021-no-locale-data-while-hydrating.md). Written out here,
 * the server and every browser also produce the same characters, whatever their ICU
 * version. format.test.ts checks each function against Intl's output.
 */

const LOCALES: Record<Language, string> = { en: "en-GB", de: "de-DE" };

const MONTHS: Record<Language, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
};

const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
  de: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
};

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  en: { group: ",", decimal: "." },
  de: { group: ".", decimal: "," },
};

/** A non-breaking space: "107 €" and "24 %" never break between number and sign. */
const NBSP = "\u00a0";

/** A whole number with the language's thousands separator: "2,724" / "2.724". */
function groupDigits(whole: number, language: Language): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, SEPARATORS[language].group);
}

/** A number rounded to `decimals` places (half away from zero), as text. */
function formatDecimal(value: number, decimals: number, language: Language): string {
  if (value < 0) return `-${formatDecimal(-value, decimals, language)}`;
  const scaled = Math.round(value * 10 ** decimals);
  const whole = groupDigits(Math.floor(scaled / 10 ** decimals), language);
  if (decimals === 0) return whole;
  const fraction = String(scaled % 10 ** decimals).padStart(decimals, "0");
  return `${whole}${SEPARATORS[language].decimal}${fraction}`;
}

/** Year, month (1 to 12) and day of an ISO date (YYYY-MM-DD or YYYY-MM). */
function dateParts(isoDate: string): { year: number; month: number; day: number } {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  return { year, month, day };
}

/** "25 October 2025" / "25. Oktober 2025" for an ISO date (YYYY-MM-DD). */
export function formatLongDate(isoDate: string, language: Language): string {
  const { year, month, day } = dateParts(isoDate);
  const monthName = MONTHS[language][month - 1];
  return language === "de" ? `${day}. ${monthName} ${year}` : `${day} ${monthName} ${year}`;
}

/** A whole count with the language's digit grouping: "1,048" / "1.048". */
export function formatCount(count: number, language: Language): string {
  return formatDecimal(count, 0, language);
}

/** Euro amounts without cents: "€107" in English, "107 €" in German. */
export function formatEuro(amount: number, language: Language): string {
  const number = formatDecimal(amount, 0, language);
  return language === "de" ? `${number}${NBSP}€` : `€${number}`;
}

/**
 * An amount in the currency's smallest unit (cents), as Stripe counts it: "€272.70" /
 * "272,70 €". The currency's own number of decimals decides the unit (none for yen).
 * Only the dashboard shows these, for any currency Stripe sends, so this one keeps Intl.
 */
export function formatMoney(minorUnits: number, currency: string, language: Language): string {
  const format = new Intl.NumberFormat(LOCALES[language], { style: "currency", currency: currency.toUpperCase() });
  return format.format(minorUnits / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/** "April 2021" / "April 2021" for a month (1 to 12) of a year. */
export function formatLongMonth(year: number, month: number, language: Language): string {
  return `${MONTHS[language][month - 1]} ${year}`;
}

/** "A, B and C" / "A, B und C". */
export function formatList(items: readonly string[], language: Language): string {
  if (items.length < 2) return items.join("");
  const and = language === "de" ? "und" : "and";
  return `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
}

/**
 * A whole-number percentage as each language writes it: "24%" in English, "24 %" in
 * German with a non-breaking space, so the sign never starts a line of its own.
 */
export function formatPercent(percent: number, language: Language): string {
  const number = formatDecimal(percent, 0, language);
  return language === "de" ? `${number}${NBSP}%` : `${number}%`;
}

/** "Nov 2021" / "Nov. 2021" for a month (YYYY-MM). */
export function formatMonth(month: string, language: Language): string {
  const parts = dateParts(month);
  return `${SHORT_MONTHS[language][parts.month - 1]} ${parts.year}`;
}

/** Hours with one decimal from seconds: "2.5" in English, "2,5" in German. */
export function formatHours(seconds: number, language: Language): string {
  // Tenths of an hour are 360 s: rounding the whole seconds keeps the halves exact.
  return formatDecimal(Math.round(seconds / 360) / 10, 1, language);
}
