import { redirect } from "react-router";
import { refusal } from "~/auth/api-client";
import { exportFileName } from "~/member/account-member";
import { languageOfPath, localizePath, PATHS, signInThenBack } from "@shared/paths";
import type { Route } from "./+types/member-account-data";

/** The address itself shows nothing: it leads to the account page. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath(PATHS.account, languageOfPath(new URL(request.url).pathname)));
}

/**
 * "Download my data" posted without JavaScript: the member's export from the API, as the
 * file the browser would otherwise save from the page (same name, same JSON).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const response = await context.callApi?.("/auth/me/export", { method: "GET", language, asMember: true });
  if (response?.status === 401) return redirect(signInThenBack(PATHS.account, language));
  if (!response?.ok) {
    // The API's refusal (a 503 with Retry-After, say), its message in the member's language.
    const body: unknown = await response?.json().catch(() => undefined);
    const { status, headers, error } = refusal(response, body, { "Cache-Control": "no-store" });
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(error, { status, headers });
  }
  const data = (await response.json()) as { exportedAt?: string };
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(data.exportedAt)}"`,
      "Cache-Control": "no-store",
    },
  });
}
