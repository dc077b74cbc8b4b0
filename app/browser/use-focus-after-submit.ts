import { useEffect, useLayoutEffect, useRef } from "react";
import { focusWithoutScroll } from "./focus";

/** What a form shows after a submit, in the order the rule below looks for it. */
const ERROR_SUMMARY = "[data-error-summary]";
const INVALID_FIELD = '[aria-invalid="true"]';
const MESSAGE = '[role="alert"], [role="status"]';
const REFUSAL = '[role="alert"]';
const CONTROL = "button, input, select, textarea, a[href]";

export interface FocusAfterSubmitOptions {
  /**
   * The controls of a list (the dashboard's: filter, sorting, pages, tagging): what they
   * changed is announced by the list's status, so a success does not take the focus and
   * the control that was used keeps it. A problem still takes it (the error summary, the
   * invalid field, the refusal). An answer that no control of the area asked for (Back to
   * an earlier filter) moves nothing.
   */
  keepControl?: boolean;
  /** Where focus goes when the control that was used went away with what it acted on (a deleted row). */
  whenGone?: () => HTMLElement | null | undefined;
}

/** The control a click or a submit came from, and where it sat in the area. */
interface Used {
  control: HTMLElement;
  place: number[];
}

/** The child indexes from `root` down to `element`. */
function placeIn(root: HTMLElement, element: HTMLElement): number[] {
  const place: number[] = [];
  for (let node: Element = element; node !== root && node.parentElement; node = node.parentElement)
    place.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  return place;
}

/** The control at `place` in `root` if it is the same as `used` made anew (same kind, name and text). */
function sameControlAt(root: HTMLElement, place: number[], used: HTMLElement): HTMLElement | null {
  let node: Element | undefined = root;
  for (const index of place) node = node?.children[index];
  if (!(node instanceof HTMLElement)) return null;
  const same =
    node.tagName === used.tagName &&
    ["type", "name"].every((name) => node.getAttribute(name) === used.getAttribute(name)) &&
    node.textContent === used.textContent;
  return same ? node : null;
}

/**
 * Where keyboard focus goes once a form's answer is on the page (docs/keyboard-focus.md,
 * "After a submit"): the error summary, where the form has one, else the first invalid
 * field, else the message (status or error), else the control that was used. A disabled
 * button drops focus to the body while the form is sent, and a form made anew by its
 * answer (a list's filter, keyed by it) drops it too; without this the visitor would
 * start again from the top of the page.
 *
 * `answer` is the form's answer (action data, a notice, the list's address): a new value
 * after each submit. Returns the ref for the form (or the element around the form and its
 * message, or around the controls of one list).
 */
export function useFocusAfterSubmit<T extends HTMLElement = HTMLFormElement>(
  answer: unknown,
  { keepControl = false, whenGone }: FocusAfterSubmitOptions = {},
) {
  const area = useRef<T>(null);
  const used = useRef<Used | null>(null);
  const gone = useRef(whenGone);
  useLayoutEffect(() => {
    gone.current = whenGone;
  });

  // The control that was used, kept across the render that disables or replaces it: the
  // field Enter was pressed in, else the button (a pointer's click may not focus it). Some
  // buttons act on click and send no form (a list's sorting), so clicks count too.
  useEffect(() => {
    const remember = (event: Event) => {
      const root = area.current;
      if (!root || !(event.target instanceof Element) || !root.contains(event.target)) return;
      const button = event.target.closest<HTMLElement>('button, input[type="submit"]');
      if (event.type === "click" && !button) return;
      const active = document.activeElement;
      const control =
        active instanceof HTMLElement && active !== root && root.contains(active)
          ? active
          : ((event as SubmitEvent).submitter ?? button);
      if (control) used.current = { control, place: placeIn(root, control) };
    };
    document.addEventListener("click", remember, true);
    document.addEventListener("submit", remember, true);
    return () => {
      document.removeEventListener("click", remember, true);
      document.removeEventListener("submit", remember, true);
    };
  }, []);

  // Part of the commit that shows the answer: an effect after it can run after the next key
  // press, which would then count as the control that asked for this answer.
  useLayoutEffect(() => {
    const root = area.current;
    if (answer === undefined || answer === null || !root) return;
    const last = used.current;
    used.current = null;
    if (keepControl && !last) return;
    // Focus is moved only when the visitor is still at the form: not when they went on elsewhere.
    const active = document.activeElement;
    if (active && active !== document.body && !root.contains(active) && active !== last?.control) return;
    const target =
      root.querySelector<HTMLElement>(ERROR_SUMMARY) ??
      root.querySelector<HTMLElement>(INVALID_FIELD) ??
      root.querySelector<HTMLElement>(keepControl ? REFUSAL : MESSAGE);
    if (target) {
      if (target.matches(INVALID_FIELD)) target.focus();
      else focusWithoutScroll(target);
      // The message is read with the focus; in view, below the fixed header (scroll-padding).
      target.scrollIntoView({ block: "nearest" });
      return;
    }
    // Nothing to show: the control that was used keeps (or gets back) the focus, or its
    // copy when the form was made anew, unless the area handed it on already (a disabled
    // "Next page" to "Previous page", a closed form to its opener). A control gone with
    // what it acted on hands it to `whenGone`; a form sent anew, to its submit button.
    const handedOn = active && active !== document.body && active !== last?.control && root.contains(active);
    if (!handedOn) {
      const control = !last
        ? root.querySelector<HTMLElement>('[type="submit"]')
        : last.control.isConnected
          ? last.control
          : (sameControlAt(root, last.place, last.control) ?? gone.current?.());
      if (control && !control.matches(":disabled")) {
        if (control.matches(CONTROL)) control.focus({ preventScroll: true });
        else focusWithoutScroll(control);
      }
    }
    // What has the focus is in view: the list read anew may have moved it.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && root.contains(focused)) focused.scrollIntoView({ block: "nearest" });
  }, [answer, keepControl]);

  return area;
}
