import { redirect } from "react-router";
import { refusal } from "~/auth/api-client";
import { pageSearch } from "~/features/admin/admin-data.server";
import { INSIGHT_PARAMS } from "@shared/course-insight";
import { languageOfPath, localizePath, PATHS, signInThenBack } from "@shared/paths";
import type { Route } from "./+types/admin-courses-export";

/**
 * One table of the Courses section as CSV (docs/decisions/042-course-insight.md): a plain
 * link of the page, so it works without JavaScript, answered with the API's file as the
 * admin of the page request's cookie. The figures are totals, never a member's row, so
 * unlike the contacts' export no fresh second-factor code is asked for.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const params = pageSearch(url);
  const table = params.get(INSIGHT_PARAMS.table) ?? "";
  const query = new URLSearchParams();
  for (const name of [INSIGHT_PARAMS.period, INSIGHT_PARAMS.course]) {
    const value = params.get(name);
    if (value !== null) query.set(name, value);
  }
  const back = `${PATHS.adminCourses}${query.size > 0 ? `?${query}` : ""}`;
  const response = await context.callApi?.(`/insight/export/${encodeURIComponent(table)}?${query}`, {
    method: "GET",
    language,
    asMember: true,
  });
  if (response?.status === 401) return redirect(signInThenBack(back, language));
  // A member who is no admin, or an admin without a second factor: the page says which.
  if (response?.status === 403) return redirect(localizePath(back, language));
  if (!response?.ok) {
    const body: unknown = await response?.json().catch(() => undefined);
    const { status, headers, error } = refusal(response, body, { "Cache-Control": "no-store" });
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(error, { status, headers });
  }
  return new Response(await response.text(), {
    headers: {
      "Content-Type": response.headers.get("Content-Type") ?? "text/csv; charset=utf-8",
      "Content-Disposition": response.headers.get("Content-Disposition") ?? "attachment",
      "Cache-Control": "no-store",
    },
  });
}
