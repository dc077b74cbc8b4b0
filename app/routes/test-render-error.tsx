import { useEffect, useState } from "react";
import { data, type LoaderFunctionArgs, useLoaderData } from "react-router";

/**
 * Fails to render once it runs in the browser, so the end-to-end tests can see the error
 * screen (extensions only ever break pages there). It is in the route table only of builds
 * made with ENABLE_TEST_HOOKS=1 (so its types are not generated), and even there it
 * answers only while the server runs with test hooks on.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.testHooks) throw data(null, { status: 404 });
  return { kind: new URL(request.url).searchParams.get("kind") };
}

export default function TestRenderError() {
  const loaderData = useLoaderData<typeof loader>();
  const [failing, setFailing] = useState(false);
  useEffect(() => setFailing(true), []);
  if (failing && loaderData.kind === "extension") {
    throw new Error("Cannot read properties of null (at chrome-extension://abcdefgh/content.js:1:1)");
  }
  if (failing) throw new Error("Test render failure");
  return <p>…</p>;
}
