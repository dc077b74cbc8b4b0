import { useEffect, useRef } from "react";
import { focusWithoutScroll } from "./focus";

/** What a form shows after a submit, in the order the rule below looks for it. */
const ERROR_SUMMARY = "[data-error-summary]";
const INVALID_FIELD = '[aria-invalid="true"]';
const MESSAGE = '[role="alert"], [role="status"]';

/**
 * Where keyboard focus goes once a form's answer is on the page (docs/keyboard-focus.md,
 * "After a submit"): the error summary, where the form has one, else the first invalid
 * field, else the message (status or error), else the control that sent the form. A
 * disabled button drops focus to the body while the form is sent; without this the
 * visitor would start again from the top of the page.
 *
 * `answer` is the form's answer (action data, a notice): a new value after each submit.
 * Returns the ref for the form (or the element around the form and its message).
 */
export function useFocusAfterSubmit<T extends HTMLElement = HTMLFormElement>(answer: unknown) {
  const area = useRef<T>(null);
  const submitter = useRef<HTMLElement | null>(null);

  // The control that sent the form, kept across the render that disables it.
  useEffect(() => {
    const remember = (event: SubmitEvent) => {
      if (event.target instanceof Node && area.current?.contains(event.target))
        submitter.current = event.submitter ?? (document.activeElement as HTMLElement | null);
    };
    document.addEventListener("submit", remember, true);
    return () => document.removeEventListener("submit", remember, true);
  }, []);

  useEffect(() => {
    const root = area.current;
    if (answer === undefined || answer === null || !root) return;
    // Focus is moved only when the visitor is still at the form: not when they went on elsewhere.
    const active = document.activeElement;
    if (active && active !== document.body && !root.contains(active) && active !== submitter.current) return;
    const target =
      root.querySelector<HTMLElement>(ERROR_SUMMARY) ??
      root.querySelector<HTMLElement>(INVALID_FIELD) ??
      root.querySelector<HTMLElement>(MESSAGE);
    if (target) {
      if (target.matches(INVALID_FIELD)) target.focus();
      else focusWithoutScroll(target);
      // The message is read with the focus; in view, below the fixed header (scroll-padding).
      target.scrollIntoView({ block: "nearest" });
      return;
    }
    // Nothing to show: the control that was used keeps the focus (a form sent anew has a new one).
    const used = submitter.current;
    if (used?.isConnected) used.focus();
    else root.querySelector<HTMLElement>('[type="submit"]')?.focus();
  }, [answer]);

  return area;
}
