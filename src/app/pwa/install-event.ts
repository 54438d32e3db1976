// The browser's offer to install the app (beforeinstallprompt, Chromium): kept from the moment it comes,
// since it comes once per page and often before the home's prompt has loaded. preventDefault: the
// browser's own mini-bar stays hidden, the app asks in its own words (content-app.md 4, PWA prompt).

/** The event's part the prompt uses (no DOM type exists for it). */
export interface InstallOffer extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallOffer | null = null;
const listeners = new Set<(offer: InstallOffer | null) => void>();
let listening = false;

const announce = (next: InstallOffer | null) => {
  offer = next;
  for (const listener of listeners) listener(next);
};

/** Starts keeping the offer (once; register.ts and the prompt both call it). */
export function listenForInstallOffer() {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    announce(event as InstallOffer);
  });
  // Installed (from the prompt or the browser's menu): nothing left to offer.
  window.addEventListener('appinstalled', () => announce(null));
}

export const currentInstallOffer = () => offer;

/** Calls `listener` with each new offer; returns the unsubscribe. */
export function onInstallOffer(listener: (offer: InstallOffer | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
