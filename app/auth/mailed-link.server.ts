import type { AppLoadContext } from "react-router";
import { languageOfPath, LINK_TOKEN_PARAM } from "@shared/paths";

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
