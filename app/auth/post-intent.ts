import { type AppLoadContext, redirect } from "react-router";
import { MEMBER_PAGE_HEADERS } from "~/document/private-page";
import { readPostedForm } from "~/document/posted-form";
import type { Language } from "@shared/language";
import { languageOfPath, signInThenBack } from "@shared/paths";
import { refusal } from "./api-client";

/** A page form's call to the API: the path below /api, and what of the form it sends. */
export interface IntentPost {
  path: string | ((form: FormData) => string);
  method: "POST" | "PATCH" | "DELETE";
  body?: (form: FormData) => unknown;
}

/** The answer a form shows when it comes back with the page: role=status for a success, role=alert for a refusal. */
export interface PostedAnswer<Intent extends string = string> {
  intent: Intent;
  /** The row of a list the form belongs to, when several forms share the intent (its field `subject`). */
  subject?: string;
  notice: { kind: "success" | "error"; text: string };
  /** The API's answer, for a form that shows more than its message. */
  body?: unknown;
}

/** A post the API answered: its refusal as the form shows it, or its answer for the page to finish. */
export type PostOutcome<Intent extends string, Post extends IntentPost> =
  | { refused: PostedAnswer<Intent>; status: number; headers: Headers }
  | {
      refused?: undefined;
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
 * for an intent the page does not know (a 400). An ended session leads to sign-in and back to
 * `backTo` (a path without language); the API's cookies go on with the answer.
 */
export async function postIntent<Intent extends string, Post extends IntentPost>(
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
