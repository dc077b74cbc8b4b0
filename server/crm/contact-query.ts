import { z } from "zod";
import {
  CONTACT_SEARCH_MAX_LENGTH,
  CONTACT_SORTS,
  type ContactFilter,
  type ContactListQuery,
  DEFAULT_CONTACT_QUERY,
  isDay,
  SORT_ORDERS,
  SUBSCRIPTION_FILTERS,
} from "@shared/contact-filter";
import { LIST_PAGE_MAX } from "@shared/page-params";
import { ACCOUNT_LANGUAGES } from "@shared/language";

const day = z.string().refine(isDay);

/** A filter as the API takes it, in a query string or as a JSON object: strict, every field optional. */
export const contactFilterSchema = z.strictObject({
  q: z.string().trim().max(CONTACT_SEARCH_MAX_LENGTH).optional(),
  tag: z.uuid().optional(),
  subscription: z.enum(SUBSCRIPTION_FILTERS).optional(),
  language: z.enum(ACCOUNT_LANGUAGES).optional(),
  from: day.optional(),
  to: day.optional(),
});

const listSchema = contactFilterSchema.extend({
  sort: z.enum(CONTACT_SORTS).default(DEFAULT_CONTACT_QUERY.sort),
  order: z.enum(SORT_ORDERS).default(DEFAULT_CONTACT_QUERY.order),
  page: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(1),
});

/** The parameter a refused query names, for the 422 answer. */
export type QueryProblem = { problem: string };

/**
 * A query string as a list query, or the first parameter that is unknown, repeated or has a
 * value the list does not accept. Empty values count as absent (an emptied search field).
 */
export function parseContactQuery(params: URLSearchParams, withPaging: true): ContactListQuery | QueryProblem;
export function parseContactQuery(params: URLSearchParams, withPaging: false): ContactFilter | QueryProblem;
export function parseContactQuery(
  params: URLSearchParams,
  withPaging: boolean,
): ContactListQuery | ContactFilter | QueryProblem {
  const values: Record<string, string> = {};
  for (const [name, value] of params) {
    if (Object.hasOwn(values, name)) return { problem: name };
    if (value !== "") values[name] = value;
  }
  return parseFilterObject(values, withPaging ? listSchema : contactFilterSchema);
}

function parseFilterObject<T>(values: unknown, schema: z.ZodType<T>): T | QueryProblem {
  const result = schema.safeParse(values);
  if (result.success) return dropEmpty(result.data);
  const issue = result.error.issues[0];
  const problem = issue?.code === "unrecognized_keys" ? issue.keys[0] : issue?.path[0];
  return { problem: String(problem ?? "") };
}

/** A filter sent inside a JSON body (tagging every contact of a filter). */
export function parseFilterBody(value: unknown): ContactFilter | QueryProblem {
  return parseFilterObject(value, contactFilterSchema);
}

function dropEmpty<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== "")) as T;
}

export function isProblem(value: object): value is QueryProblem {
  return "problem" in value;
}
