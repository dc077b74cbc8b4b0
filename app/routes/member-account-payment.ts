import { redirect } from "react-router";
import { refusal } from "~/auth/api-client";
import { languageOfPath, localizePath, PATHS, signInThenBack } from "@shared/paths";
import type { Route } from "./+types/member-account-payment";

/** The address itself shows nothing: it leads to the account page. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath(PATHS.account, languageOfPath(new URL(request.url).pathname)));
}

/**
 * "Manage payment method and invoices": a session of Stripe's customer portal for the
 * signed-in member's own Stripe customer, and on to it. A plain form post, so it works
 * without JavaScript; the portal leads back to the account page in this language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const response = await context.callApi?.("/subscriptions/portal", { method: "POST", language, asMember: true });
  if (response?.status === 401) return redirect(signInThenBack(PATHS.account, language));
  const body: unknown = await response?.json().catch(() => undefined);
  const url = (body as { url?: unknown } | undefined)?.url;
  if (response?.ok && typeof url === "string") return redirect(url, { headers: { "Cache-Control": "no-store" } });
  // The API's refusal (no Stripe customer, Stripe away), its message in the member's language.
  const { status, headers, error } = refusal(response, body, { "Cache-Control": "no-store" });
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(error, { status, headers });
}
