import { type AppLoadContext, data, redirect } from "react-router";
import { errorText } from "~/auth/api-client";
import { type IntentPost, postIntent } from "~/auth/post-intent";
import { MEMBER_PAGE_HEADERS } from "~/document/private-page";
import { readPostedForm } from "~/document/posted-form";
import { LIST_PAGE_PARAM, listPage } from "@shared/page-params";
import { languageOfPath, signInThenBack, stripLanguage } from "@shared/paths";
import { type AdminPosted, lacks, type RequiredField } from "./admin-forms";
import type { AdminScreen } from "./admin-page";
import { pageCount } from "./page-count";

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

/**
 * The query the page's own address asks for. A data request of React Router carries its own
 * parameter (`_routes`: which loaders to run), which is no part of the page's address.
 */
export function pageSearch(url: URL): URLSearchParams {
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  return params;
}

/** The address the page keeps (`search`: "" or "?…"): a request for any other form of it is redirected there. */
export function keepAddress(url: URL, search: string): void {
  const asked = pageSearch(url).toString();
  if (asked !== search.replace(/^\?/, "")) throw redirect(`${url.pathname}${search}`, { headers: MEMBER_PAGE_HEADERS });
}

/**
 * What a page of the dashboard shows, read on the server (docs/decisions/037): each of
 * `paths` (below /api) as the member of the page request's cookie, the same calls, checks
 * and messages as from the browser. A visitor signed out is sent to sign in and back; a
 * member who is no admin, or an admin without a second factor, gets their screen; an admin
 * gets the answers, or the message of the one that failed (with its status and Retry-After).
 */
export async function readAdminPage<T extends Record<string, unknown>>(
  { request, context }: PageArgs,
  paths: { [Key in keyof T]: string },
): Promise<{ screen: AdminScreen<T>; init: { status?: number; headers: Headers } }> {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const headers = new Headers(MEMBER_PAGE_HEADERS);
  const { callApi } = context;
  // No API in this process (the Vite dev server): nothing to show.
  if (!callApi)
    return { screen: { access: "admin", error: errorText(undefined, 503, "") }, init: { status: 503, headers } };
  const get = (path: string) => callApi(path, { method: "GET", language, asMember: true });

  const keys = Object.keys(paths) as (keyof T & string)[];
  const responses = await Promise.all(keys.map((key) => get(paths[key])));
  const bodies = await Promise.all(
    responses.map((response): Promise<unknown> => response.json().catch(() => undefined)),
  );
  const failed = responses.findIndex((response) => !response.ok);
  if (failed === -1) {
    const answers = Object.fromEntries(keys.map((key, index) => [key, bodies[index]])) as T;
    return { screen: { access: "admin", data: answers }, init: { headers } };
  }

  const response = responses[failed]!;
  const body = bodies[failed];
  if (response.status === 401) {
    const search = pageSearch(url).toString();
    throw redirect(signInThenBack(`${stripLanguage(url.pathname)}${search ? `?${search}` : ""}`, language), {
      headers,
    });
  }
  if (response.status === 403) {
    // The admin guard says which (server/api/signed-in-admin.ts); a member who is no admin
    // is named on their screen, so the page asks who they are.
    const secondFactor = (body as { secondFactor?: unknown } | undefined)?.secondFactor;
    if (secondFactor === "setup") return { screen: { access: "setup" }, init: { headers } };
    if (secondFactor === undefined) {
      const me = await get("/auth/me");
      const name = me.ok ? ((await me.json()) as { user: { name: string } }).user.name : undefined;
      if (name !== undefined) return { screen: { access: "forbidden", name }, init: { headers } };
    }
  }
  const retryAfter = response.headers.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return {
    screen: { access: "admin", error: errorText(body, response.status, "") },
    init: { status: response.status, headers },
  };
}

/** The dashboard's calls of a form, and what of the API's answer the form shows beyond its message. */
export interface AdminPost extends IntentPost {
  keep?: (form: FormData, body: unknown) => unknown;
  /** A field the form needs: sent without it, the API is not asked and the field shows its error. */
  required?: RequiredField;
}

/**
 * A dashboard form posted to its page (with JavaScript through a fetcher, without as a plain
 * form): the API's call in-process, its answer for the form that sent it (its `intent`, and
 * its `subject` for a list's row). The page's loaders read the changed data afterwards.
 */
export async function postAdminForm<Intent extends string>(
  args: PageArgs,
  posts: Record<Intent, AdminPost>,
  backTo: string,
) {
  // The same check as in the browser (useAdminForm), for a form sent without JavaScript.
  const sent = await readPostedForm(args.request.clone());
  const asked = String(sent.get("intent")) as Intent;
  const required = Object.hasOwn(posts, asked) ? posts[asked].required : undefined;
  if (required && lacks(sent, required)) {
    const subject = sent.get("subject") === null ? {} : { subject: String(sent.get("subject")) };
    return data<AdminPosted>(
      { intent: asked, ...subject, notice: { kind: "error", text: "" }, invalid: required.error },
      { status: 422, headers: MEMBER_PAGE_HEADERS },
    );
  }
  const posted = await postIntent(args, posts, backTo);
  if (!posted) return data(undefined, { status: 400, headers: MEMBER_PAGE_HEADERS });
  if (posted.refused) return data<AdminPosted>(posted.refused, { status: posted.status, headers: posted.headers });
  const { intent, subject, post, form, body, headers } = posted;
  const message = (body as { message?: unknown } | undefined)?.message;
  return data<AdminPosted>(
    {
      intent,
      ...(subject === undefined ? {} : { subject }),
      notice: { kind: "success", text: typeof message === "string" ? message : "" },
      ...(post.keep ? { body: post.keep(form, body) } : {}),
    },
    { headers },
  );
}

/**
 * A page of a list the API answers a page at a time (`apiPath?page=N` answers `{ total,
 * pageSize, … }`), its page in the address. A page past the list's end (an old bookmark, a
 * typed address) is redirected to the last one, any other form of the address to its own.
 */
export async function readPagedList<List extends { total: number; pageSize: number }>(args: PageArgs, apiPath: string) {
  const url = new URL(args.request.url);
  const page = listPage(pageSearch(url));
  const { screen, init } = await readAdminPage<{ list: List }>(args, { list: `${apiPath}?page=${page}` });
  if (!screen.data) return data<AdminScreen<{ list: List; page: number; pages: number }>>(screen, init);
  const pages = pageCount(screen.data.list);
  const kept = Math.min(page, pages);
  keepAddress(url, kept > 1 ? `?${LIST_PAGE_PARAM}=${kept}` : "");
  return data<AdminScreen<{ list: List; page: number; pages: number }>>(
    { access: "admin", data: { list: screen.data.list, page, pages } },
    init,
  );
}
