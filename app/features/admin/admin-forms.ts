import { useEffect, useRef, useSyncExternalStore } from "react";
import { useActionData, useFetcher } from "react-router";
import type { PostedAnswer } from "~/auth/post-intent";

/** The answer to a dashboard form: its notice, and for some forms what the API answered. */
export type AdminPosted = PostedAnswer;

/**
 * A form of the dashboard, posted to its page's action (routes/admin-*.tsx). With
 * JavaScript it goes through a fetcher: the page stays as it is, its data read again after
 * the change; without, the answer comes back with the page. `answer` is this form's
 * (posted with `intent`, and `subject` for one row of a list), cleared while it is sent
 * again; `onAnswer` runs once for each answer that arrives through the fetcher.
 */
export function useAdminForm({
  intent,
  subject,
  onAnswer,
}: {
  intent?: string;
  subject?: string;
  onAnswer?: (answer: AdminPosted) => void;
}) {
  const fetcher = useFetcher<AdminPosted>();
  const posted = useActionData<AdminPosted | undefined>();
  const ours = posted && (intent === undefined || posted.intent === intent) && posted.subject === subject;
  const answer = fetcher.state === "submitting" ? undefined : (fetcher.data ?? (ours ? posted : undefined));

  const latest = useRef(onAnswer);
  useEffect(() => {
    latest.current = onAnswer;
  });
  useEffect(() => {
    if (fetcher.data) latest.current?.(fetcher.data);
  }, [fetcher.data]);

  return { Form: fetcher.Form, pending: fetcher.state !== "idle", answer };
}

const subscribeToNothing = () => () => {};

/**
 * Whether the page's scripts run: false in the server's render and while hydrating, true
 * after. A button that scripts keep disabled until a choice is made stays usable without
 * them (the API refuses what it must).
 */
export function useScriptsRunning(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
