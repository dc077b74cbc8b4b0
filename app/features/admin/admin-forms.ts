import { type FormEvent, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useActionData, useFetcher } from "react-router";
import type { PostedAnswer } from "~/auth/post-intent";
import type { MessageKey } from "~/i18n/en";

/**
 * The answer to a dashboard form: its notice, for some forms what the API answered, and
 * for a required field left empty its error (the page asks the API nothing then).
 */
export type AdminPosted = PostedAnswer & { invalid?: MessageKey };

/** A field a form needs, checked in the browser and again by the page's action: its error names it. */
export interface RequiredField {
  field: string;
  error: MessageKey;
}

/** Whether the form was sent without `required`'s field (blank counts as empty). */
export const lacks = (form: FormData, required: RequiredField) => !String(form.get(required.field) ?? "").trim();

/**
 * A form of the dashboard, posted to its page's action (routes/admin-*.tsx). With
 * JavaScript it goes through a fetcher: the page stays as it is, its data read again after
 * the change; without, the answer comes back with the page. `answer` is this form's
 * (posted with `intent`, and `subject` for one row of a list), cleared while it is sent
 * again; `onAnswer` runs once for each answer that arrives through the fetcher.
 *
 * A `required` field left empty is not sent: `invalid` is its error, for the field (the
 * action checks the same without JavaScript). `answered` is new after each check and each
 * answer once the page is read again, for useFocusAfterSubmit; `check` is the form's
 * onSubmit.
 */
export function useAdminForm({
  intent,
  subject,
  required,
  onAnswer,
}: {
  intent?: string;
  subject?: string;
  required?: RequiredField;
  onAnswer?: (answer: AdminPosted) => void;
}) {
  const fetcher = useFetcher<AdminPosted>();
  const posted = useActionData<AdminPosted | undefined>();
  const ours = posted && (intent === undefined || posted.intent === intent) && posted.subject === subject;
  const answer = fetcher.state === "submitting" ? undefined : (fetcher.data ?? (ours ? posted : undefined));
  const pending = fetcher.state !== "idle";
  const [checked, setChecked] = useState<{ count: number; error?: MessageKey }>({ count: 0 });

  const latest = useRef(onAnswer);
  useEffect(() => {
    latest.current = onAnswer;
  });
  useEffect(() => {
    if (fetcher.data) latest.current?.(fetcher.data);
  }, [fetcher.data]);

  const check = (event: FormEvent<HTMLFormElement>) => {
    if (!required) return;
    const missing = lacks(new FormData(event.currentTarget), required);
    // Only a refusal counts as an answer: a form sent on is answered by the page.
    setChecked(({ count }) => (missing ? { count: count + 1, error: required.error } : { count }));
    if (missing) event.preventDefault();
  };
  const settled = pending ? undefined : answer;
  const answered = useMemo(
    () => (!pending && (settled || checked.count > 0) ? { settled, check: checked.count } : undefined),
    [pending, settled, checked.count],
  );

  return {
    Form: fetcher.Form,
    pending,
    answer,
    invalid: checked.error ?? answer?.invalid,
    /** The API's notice, none when the form was not sent on (a field's problem). */
    notice: answer?.invalid ? undefined : answer?.notice,
    answered,
    check,
  };
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
