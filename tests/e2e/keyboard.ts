import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Keyboard helpers of the keyboard-focus suites (docs/keyboard-focus.md). */
export const MAX_TAB_STOPS = 250;

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab") {
  await expect(target).toHaveCount(1);
  for (let stop = 0; stop < MAX_TAB_STOPS; stop++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/**
 * The focused element's description when something covers it, else null: a point inside
 * it (the middle of one of its line boxes, within the window) must hit it, its children
 * or its label (a visually hidden radio button is chosen through its label).
 */
export function coveredFocusInPage(): string | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const describe = (element: Element | null) =>
    element ? `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"` : "nothing";
  const owners = [focused, ...((focused as HTMLInputElement).labels ?? [])];
  let hit: Element | null = null;
  for (const box of focused.getClientRects()) {
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    if (bottom <= top || right <= left) continue;
    hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    if (hit && owners.some((owner) => owner === hit || owner.contains(hit))) return null;
  }
  return hit ? `${describe(focused)} is covered by ${describe(hit)}` : `${describe(focused)} is outside the window`;
}

export function coveredFocus(page: Page): Promise<string | null> {
  return page.evaluate(coveredFocusInPage);
}

export async function focusedIs(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => element === document.activeElement)).toBe(true);
}
