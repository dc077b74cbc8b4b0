import { type AppLoadContext, data } from "react-router";
import { readPostedForm } from "~/document/posted-form";
import { PRIVATE_PAGE_HEADERS } from "~/document/private-page";
import { languageOfPath, LINK_TOKEN_PARAM } from "@shared/paths";
import { refusal } from "./api-client";
import type { User } from "./auth-state";

/**
 * The token of the mailed link a page was opened with, and the API's answer when it asked
 * whether the link can still be used (`/auth/.../check`); no token when it cannot. Asked
 * once, by the loader of the page the link leads to.
 */
export async function checkMailedLink(
  request: Request,
  context: AppLoadContext,
  checkPath: string,
): Promise<{ token: string; answer: Record<string, unknown> }> {
  const url = new URL(request.url);
  const token = url.searchParams.get(LINK_TOKEN_PARAM) ?? "";
  const response = token
    ? await context.callApi?.(checkPath, { method: "POST", language: languageOfPath(url.pathname), body: { token } })
    : undefined;
  const answer: unknown = response?.ok ? await response.json().catch(() => undefined) : undefined;
  if (typeof answer !== "object" || answer === null) return { token: "", answer: {} };
  return { token, answer: answer as Record<string, unknown> };
}

/**
 * What pressing a mailed link's button led to. A refusal for another reason (too many
 * attempts, the server busy) carries the token back: without JavaScript the page is
 * rendered anew from the address, which no longer holds it.
 */
export type LinkRefusal =
  /** The link is unknown, spent or expired (400, 422). */
  | { kind: "spent" }
  /** What the link would have changed was taken since it was sent (409). */
  | { kind: "taken"; error: string }
  | { kind: "refused"; error: string; token: string };

export type LinkConfirmation = LinkRefusal | { kind: "done"; message: string; user: User };

/**
 * A mailed link's button: the posted token to the API call that carries the link out
 * (`apiPath`), never cached. Its answer's body when the API did it, else the refusal with
 * the status and headers to answer with.
 */
export async function carryOutMailedLink<Done>(
  request: Request,
  context: AppLoadContext,
  apiPath: string,
): Promise<{ done: Done } | { refusal: LinkRefusal; init: { status: number; headers: HeadersInit } }> {
  const form = await readPostedForm(request);
  const token = String(form.get(LINK_TOKEN_PARAM) ?? "");
  const response = await context.callApi?.(apiPath, {
    method: "POST",
    language: languageOfPath(new URL(request.url).pathname),
    body: { token },
  });
  const body: unknown = await response?.json().catch(() => undefined);
  if (response?.ok) return { done: body as Done };
  const { status, headers, error } = refusal(response, body, PRIVATE_PAGE_HEADERS);
  const refused: LinkRefusal =
    status === 400 || status === 422
      ? { kind: "spent" }
      : status === 409
        ? { kind: "taken", error }
        : { kind: "refused", error, token };
  return { refusal: refused, init: { status, headers } };
}

/** The action of a page a mailed link opens (`/confirm` of the API), as a LinkConfirmation. */
export async function confirmMailedLink(request: Request, context: AppLoadContext, confirmPath: string) {
  const answer = await carryOutMailedLink<{ message: string; user: User }>(request, context, confirmPath);
  if ("refusal" in answer) return data<LinkConfirmation>(answer.refusal, answer.init);
  const { message, user } = answer.done;
  return data<LinkConfirmation>({ kind: "done", message, user }, { headers: PRIVATE_PAGE_HEADERS });
}
