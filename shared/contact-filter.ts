import { ACCOUNT_LANGUAGES, type AccountLanguage } from "./language";
import type { Role } from "./public-user";
import { RECEIPT_TIME_ZONE } from "./cancellation-rules";
import { LIST_PAGE_PARAM, listPage } from "./page-params";

/**
 * The dashboard's contact list: which filters, sort orders and pages exist, as query
 * parameters. One list for the page that builds the address and the API that reads it
 * (docs/decisions/018-contacts-and-audit-log.md).
 */

/** Columns the list can be sorted by. */
export const CONTACT_SORTS = ["createdAt", "name", "email", "lastSignInAt"] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** `active`: at least one running subscription (active, trialing, past due); `none`: none running. */
export const SUBSCRIPTION_FILTERS = ["active", "none"] as const;
export type SubscriptionFilter = (typeof SUBSCRIPTION_FILTERS)[number];

export const CONTACTS_PAGE_SIZE = 25;
export const CONTACT_SEARCH_MAX_LENGTH = 100;
export const TAG_NAME_MAX_LENGTH = 40;
/** A tag's id: a UUID of the form the API checks (version 1-8, RFC 9562 variant). */
const TAG_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Which contacts: every field narrows the list; an absent one does not. */
export interface ContactFilter {
  /** Part of the name or e-mail address, in any case of letters. */
  q?: string;
  /** A tag's id. */
  tag?: string;
  subscription?: SubscriptionFilter;
  language?: AccountLanguage;
  /** Signed up on or after this day (YYYY-MM-DD, Berlin time). */
  from?: string;
  /** Signed up on or before this day (YYYY-MM-DD, Berlin time). */
  to?: string;
}

export interface ContactListQuery extends ContactFilter {
  sort: ContactSort;
  order: SortOrder;
  /** From 1. */
  page: number;
}

export const DEFAULT_CONTACT_QUERY: ContactListQuery = { sort: "createdAt", order: "desc", page: 1 };

const FILTER_PARAMS = ["q", "tag", "subscription", "language", "from", "to"] as const satisfies (keyof ContactFilter)[];

/** Every parameter of the list's address, in the order contactQueryString writes them. */
export const CONTACT_LIST_PARAMS = [
  ...FILTER_PARAMS,
  "sort",
  "order",
  LIST_PAGE_PARAM,
] as const satisfies (keyof ContactListQuery)[];

/** The filter alone, for the export and the "tag every contact of this filter" call. */
export function filterOf(query: ContactFilter): ContactFilter {
  const filter: ContactFilter = {};
  for (const param of FILTER_PARAMS) if (query[param]) Object.assign(filter, { [param]: query[param] });
  return filter;
}

/** The query string of a list query, without the values that are the default. */
export function contactQueryString(query: ContactFilter & Partial<ContactListQuery>): string {
  const params = new URLSearchParams();
  for (const param of FILTER_PARAMS) {
    const value = query[param];
    if (value) params.set(param, value);
  }
  if (query.sort && query.sort !== DEFAULT_CONTACT_QUERY.sort) params.set("sort", query.sort);
  if (query.order && query.order !== DEFAULT_CONTACT_QUERY.order) params.set("order", query.order);
  if (query.page && query.page > 1) params.set(LIST_PAGE_PARAM, String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);
/**
 * A calendar day as YYYY-MM-DD, from 1900 to 9999: a day that does not exist (31 February)
 * or lies outside what both databases store is no day.
 */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const time = Date.parse(`${value}T00:00:00Z`);
  return year >= 1900 && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * The list query an address asks for, leniently: the page reads it from its own address,
 * where a value it does not know is dropped (the API refuses it instead).
 */
export function readContactQuery(params: URLSearchParams): ContactListQuery {
  const q = params.get("q")?.trim().slice(0, CONTACT_SEARCH_MAX_LENGTH);
  const query: ContactListQuery = {
    sort: oneOf(CONTACT_SORTS, params.get("sort")) ?? DEFAULT_CONTACT_QUERY.sort,
    order: oneOf(SORT_ORDERS, params.get("order")) ?? DEFAULT_CONTACT_QUERY.order,
    page: listPage(params),
  };
  if (q) query.q = q;
  const tag = params.get("tag");
  if (tag && TAG_ID.test(tag)) query.tag = tag;
  const subscription = oneOf(SUBSCRIPTION_FILTERS, params.get("subscription"));
  if (subscription) query.subscription = subscription;
  const language = oneOf(ACCOUNT_LANGUAGES, params.get("language"));
  if (language) query.language = language;
  const from = params.get("from");
  if (isDay(from)) query.from = from;
  const to = params.get("to");
  if (isDay(to)) query.to = to;
  // A range typed backwards means the same days.
  if (query.from && query.to && query.from > query.to) [query.from, query.to] = [query.to, query.from];
  return query;
}

/**
 * The first moment of a day in the company's time zone (a day of the sign-up filter):
 * midnight in Berlin, an hour or two before midnight UTC.
 */
export function startOfCompanyDay(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const offset = new Intl.DateTimeFormat("en-GB", { timeZone: RECEIPT_TIME_ZONE, timeZoneName: "longOffset" })
    .formatToParts(utcMidnight)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? "");
  const minutes = match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(utcMidnight.getTime() - minutes * 60_000);
}

/** The day after, YYYY-MM-DD. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export interface TagRef {
  id: string;
  name: string;
}

/** A contact as the list shows them (GET /api/crm/contacts); moments are ISO strings. */
export interface ContactRow {
  id: string;
  name: string;
  email: string;
  language: AccountLanguage;
  role: Role;
  createdAt: string;
  lastSignInAt: string | null;
  signInCount: number;
  /** Whether at least one subscription runs. */
  subscribed: boolean;
  tags: TagRef[];
}
