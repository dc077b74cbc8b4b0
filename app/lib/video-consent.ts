import { useCallback, useSyncExternalStore } from "react";
import { readStored, writeStored } from "./browser-storage";
import { VIDEO_CONSENT_KEY } from "./storage-keys";

/**
 * The visitor's consent to load videos from the video host
 * (docs/decisions/005-consent-before-third-party-content.md), kept in localStorage so
 * that, once given, every player on every page loads at once.
 */
const CHANGE_EVENT = "video-consent-change";

/**
 * A consent the browser would not let us store (site storage blocked: reading
 * `localStorage` throws): it holds in memory until the next full page load, so the click
 * still loads the player and the page's other players follow.
 */
let unstoredConsent = false;

function readConsent(): boolean {
  return unstoredConsent || readStored(VIDEO_CONSENT_KEY) === "true";
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Art. 7(3) GDPR: withdrawing is one click, like giving; players become placeholders again. */
export function withdrawVideoConsent(): void {
  unstoredConsent = false;
  writeStored(VIDEO_CONSENT_KEY, null);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function useVideoConsent(): [consented: boolean, giveConsent: () => void] {
  // The server never knows the consent: pages always render the placeholder first.
  const consented = useSyncExternalStore(subscribe, readConsent, () => false);
  const giveConsent = useCallback(() => {
    if (!writeStored(VIDEO_CONSENT_KEY, "true")) unstoredConsent = true;
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [consented, giveConsent];
}
