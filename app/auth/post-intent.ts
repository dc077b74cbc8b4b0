import { type AppLoadContext, redirect } from "react-router";
import { MEMBER_PAGE_HEADERS } from "~/document/private-page";
import { readPostedForm } from "~/document/posted-form";
import type { Language } from "@shared/language";
import { languageOfPath, signInThenBack } from "@shared/paths";
import { refusal } from "./api-client";

/**
 * A page form's call to the API: the path below /api, and what of the form it sends.
 * `check` looks at the form first (a required field left empty): what it finds is the form's
 * answer, and the API is not asked.
 */
export interface IntentPost<Problem = never> {
  path: string | ((form: FormData) => string);
  method: "POST" | "PATCH" | "DELETE";
  body?: (form: FormData) => unknown;
  check?: (form: FormData) => Problem | undefined;
}

/** What a post's `check` finds; `never` for posts without one. */
type ProblemOf<Post> = Post extends { check?: (form: FormData) => infer Problem } ? Exclude<Problem, undefined> : never;

/** The answer a form shows when it comes back with the page: role=status for a success, role=alert for a refusal. */
export interface PostedAnswer<Intent extends string = string> {
  intent: Intent;
  /** The row of a list the form belongs to, when several forms share the intent (its field `subject`). */
  subject?: string;
  notice: { kind: "success" | "error"; text: string };
  /** The API's answer, for a form that shows more than its message. */
  body?: unknown;
}

/**
 * A post the API answered: its refusal as the form shows it, or its answer for the page to
 * finish; or, for a post with a `check`, the problem it found before asking the API.
 */
export type PostOutcome<Intent extends string, Post extends IntentPost<unknown>> =
  | { refused: PostedAnswer<Intent>; status: number; headers: Headers; problem?: undefined }
  | ([ProblemOf<Post>] extends [never]
      ? never
      : { refused?: undefined; problem: ProblemOf<Post>; intent: Intent; headers: Headers })
  | {
      refused?: undefined;
      problem?: undefined;
      intent: Intent;
      subject?: string;
      post: Post;
      form: FormData;
      body: unknown;
      headers: Headers;
      language: Language;
    };

/** A form field as text. */
export const field = (form: FormData, name: string) => String(form.get(name) ?? "");

/**
 * A page form posted to its route's action, sent on to the API in-process as the member of
 * the page request's cookie (docs/decisions/019, 037): the form names its call by its field
 * `intent`, the same endpoints, checks and messages as a call from the browser. `undefined`
 * for an intent the page does not know (a 400). The form is read once, here: the post's own
 * `check` sees it before the API does. An ended session leads to sign-in and back to
 * `backTo` (a path without language); the API's cookies go on with the answer.
 */
export async function postIntent<Intent extends string, Post extends IntentPost<unknown>>(
  { request, context }: { request: Request; context: AppLoadContext },
  posts: Record<Intent, Post>,
  backTo: string,
): Promise<PostOutcome<Intent, Post> | undefined> {
  const language = languageOfPath(new URL(request.url).pathname);
  const form = await readPostedForm(request);
  const intent = form.get("intent") as Intent;
  const post = Object.hasOwn(posts, intent) ? posts[intent] : undefined;
  if (!post) return undefined;
  const subject = form.get("subject") === null ? {} : { subject: field(form, "subject") };
  const problem = post.check?.(form);
  if (problem !== undefined)
    return { intent, problem, headers: new Headers(MEMBER_PAGE_HEADERS) } as PostOutcome<Intent, Post>;

  const response = await context.callApi?.(typeof post.path === "function" ? post.path(form) : post.path, {
    method: post.method,
    language,
    body: post.body?.(form),
    asMember: true,
  });
  const headers = new Headers(MEMBER_PAGE_HEADERS);
  for (const cookie of response?.headers.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  if (response?.status === 401) throw redirect(signInThenBack(backTo, language), { headers });
  const body: unknown = await response?.json().catch(() => undefined);
  if (!response?.ok) {
    const refused = refusal(response, body, headers);
    return {
      refused: { intent, ...subject, notice: { kind: "error", text: refused.error } },
      status: refused.status,
      headers: refused.headers,
    };
  }
  return { intent, ...subject, post, form, body, headers, language };
}
