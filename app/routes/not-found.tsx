import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { pageMeta } from "~/document/meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "notFound.title", description: "notFound.message", noIndex: true });

/** Every unknown address answers with status 404 and this page. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
