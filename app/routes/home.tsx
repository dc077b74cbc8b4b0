import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "meta.siteName", description: "meta.defaultDescription" });

export default function Home() {
  return <div className="container-page py-24" />;
}
