import { CONTACT_LIST_PARAMS } from "./contact-filter";
import { INSIGHT_PARAMS, INSIGHT_PERIODS, INSIGHT_TABLES } from "./course-insight";
import {
  CONFIRM_DELETE_PARAM,
  LEFT_PARAM,
  LEFT_WITH,
  LIST_PAGE_PARAM,
  LOGIN_MODE,
  TAG_CHOICE_PARAMS,
} from "./page-params";
import { LINK_TOKEN_PARAM, PATHS, SEARCH_PARAM, stripLanguage } from "./paths";

/**
 * Every query parameter a page reads while it renders, with the values that change what
 * it shows. The server renders a page's document for its path plus these, and keeps a
 * public page (shared/public-pages.ts) per path plus these; any other parameter (a
 * tracking tag, a cache buster) is ignored, so it costs a kept page no render and no cache
 * entry. A page that starts reading a parameter must be listed here, or it never sees it.
 *
 * `ANY_VALUE` passes a parameter whatever it holds (up to MAX_FREE_VALUE characters): never
 * for a public page, so the many values cost no cache entries. `ANY_LENGTH` passes it at
 * any length, for a page that cuts it itself (and says so) rather than losing it.
 */
const ANY_VALUE = "any";
const ANY_LENGTH = "any length";
const MAX_FREE_VALUE = 200;

const PAGE_QUERIES: Partial<Record<string, Record<string, readonly string[] | typeof ANY_VALUE | typeof ANY_LENGTH>>> =
  {
    [PATHS.login]: { [LOGIN_MODE.param]: [LOGIN_MODE.register], [LEFT_PARAM]: LEFT_WITH },
    [PATHS.account]: { [CONFIRM_DELETE_PARAM]: [""] },
    // The secret of a mailed link; these pages are no-store (routes/reset-password.tsx, confirm-email.tsx, confirm-address.tsx, cancellation-link.tsx).
    [PATHS.resetPassword]: { [LINK_TOKEN_PARAM]: ANY_VALUE },
    [PATHS.confirmEmail]: { [LINK_TOKEN_PARAM]: ANY_VALUE },
    [PATHS.confirmAddress]: { [LINK_TOKEN_PARAM]: ANY_VALUE },
    [PATHS.cancellationLink]: { [LINK_TOKEN_PARAM]: ANY_VALUE },
    // The dashboard's pages, rendered per admin and no-store (docs/decisions/037): the contact
    // list's filter, order and page in the order the page writes them, a list's page, the tag
    // a button opened without JavaScript.
    [PATHS.adminContacts]: Object.fromEntries(CONTACT_LIST_PARAMS.map((param) => [param, ANY_VALUE])),
    [PATHS.adminAudit]: { [LIST_PAGE_PARAM]: ANY_VALUE },
    [PATHS.adminCancellations]: { [LIST_PAGE_PARAM]: ANY_VALUE },
    [PATHS.adminTags]: Object.fromEntries(TAG_CHOICE_PARAMS.map((param) => [param, ANY_VALUE])),
    [PATHS.adminCourses]: { [INSIGHT_PARAMS.period]: INSIGHT_PERIODS, [INSIGHT_PARAMS.course]: ANY_VALUE },
    [PATHS.adminCoursesExport]: {
      [INSIGHT_PARAMS.table]: INSIGHT_TABLES,
      [INSIGHT_PARAMS.period]: INSIGHT_PERIODS,
      [INSIGHT_PARAMS.course]: ANY_VALUE,
    },
    // What was searched for; the search page is never kept, and it cuts a long query itself.
    [PATHS.search]: { [SEARCH_PARAM]: ANY_LENGTH },
    // The end-to-end tests' error screen (routes/test-render-error.tsx).
    "/__test/render-error": { kind: ["extension"] },
  };

/** The query that decides what a page shows: known parameters with known values, in a fixed order. */
export function pageQuery(pathname: string, search: URLSearchParams): string {
  const read = PAGE_QUERIES[stripLanguage(pathname)];
  if (!read) return "";
  const kept = new URLSearchParams();
  for (const [param, values] of Object.entries(read)) {
    const value = search.get(param);
    const passes =
      values === ANY_LENGTH
        ? value !== null
        : values === ANY_VALUE
          ? value !== null && value.length <= MAX_FREE_VALUE
          : values.includes(value ?? "");
    if (value !== null && passes) kept.set(param, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}
