// The query parameters pages read while they render, by name; which values each page keeps
// is shared/page-query.ts's table, which only the server needs.

/** The sign-in page's query: `?mode=register` shows the registration form. */
export const LOGIN_MODE = { param: "mode", register: "register" } as const;

/**
 * The sign-in page's `?left=…`: why the member was signed out from the account page
 * without JavaScript (with it, the same word travels in the navigation's state).
 */
export const LEFT_PARAM = "left";
export const LEFT_WITH = ["signed-out", "everywhere", "deleted"] as const;
export type LeftWith = (typeof LEFT_WITH)[number];

/** The account page's `?delete`: the confirmation of "Delete account" is open (without JavaScript). */
export const CONFIRM_DELETE_PARAM = "delete";

/** A list of the dashboard a page at a time: `?page=N`. */
export const LIST_PAGE_PARAM = "page";

/** The highest page the list APIs accept. */
export const LIST_PAGE_MAX = 1_000_000;

/**
 * The page of a list a query asks for, from 1 to LIST_PAGE_MAX; whether the list has it is
 * for its reader to say.
 */
export function listPage(params: URLSearchParams): number {
  return Math.min(Math.max(1, Math.floor(Number(params.get(LIST_PAGE_PARAM)) || 1)), LIST_PAGE_MAX);
}

/** The dashboard's tags page: the tag whose rename form or delete question is open (without JavaScript). */
export const TAG_CHOICE_PARAMS = ["rename", "delete"] as const;
