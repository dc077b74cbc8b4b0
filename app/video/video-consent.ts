import { useCallback } from "react";
import { notifyStoredChange, readStored, useStoredValue, writeStored } from "~/browser/browser-storage";
import { VIDEO_CONSENT_KEY } from "@shared/storage-keys";

/**
 * The visitor's consent to load videos from the video host
 * (docs/decisions/005-consent-before-third-party-content.md), kept in localStorage so
 * that, once given, every player on every page loads at once.
 */
/**
 * A consent the browser would not let us store (site storage blocked: reading
 * `localStorage` throws): it holds in memory until the next full page load, so the click
 * still loads the player and the page's other players follow.
 */
let unstoredConsent = false;

function readConsent(): boolean {
  return unstoredConsent || readStored(VIDEO_CONSENT_KEY) === "true";
}

/** Art. 7(3) GDPR: withdrawing is one click, like giving; players become placeholders again. */
export function withdrawVideoConsent(): void {
  unstoredConsent = false;
  writeStored(VIDEO_CONSENT_KEY, null);
  notifyStoredChange();
}

export function useVideoConsent(): [consented: boolean, giveConsent: () => void] {
  // The server never knows the consent: pages always render the placeholder first.
  const consented = useStoredValue(readConsent, false);
  const giveConsent = useCallback(() => {
    if (!writeStored(VIDEO_CONSENT_KEY, "true")) {
      unstoredConsent = true;
      notifyStoredChange();
    }
  }, []);
  return [consented, giveConsent];
}
