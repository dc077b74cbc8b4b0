import { useEffect, useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/test-render-error";

/**
 * Fails to render once it runs in the browser, so the end-to-end tests can see the error
 * screen (extensions only ever break pages there). It exists only when the server runs
 * with ENABLE_TEST_HOOKS=1; in production it is a 404.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.testHooks) throw data(null, { status: 404 });
  return { kind: new URL(request.url).searchParams.get("kind") };
}

export default function TestRenderError({ loaderData }: Route.ComponentProps) {
  const [failing, setFailing] = useState(false);
  useEffect(() => setFailing(true), []);
  if (failing && loaderData.kind === "extension") {
    throw new Error("Cannot read properties of null (at chrome-extension://abcdefgh/content.js:1:1)");
  }
  if (failing) throw new Error("Test render failure");
  return <p>…</p>;
}
