// The browser's offer to install the app (beforeinstallprompt, Chromium). It comes once per page, often
// before the home's prompt has loaded: register.ts (loaded at idle on every page) keeps it on `window`,
// and the prompt reads it from there and listens for later ones; no module is shared between the two
// lazy chunks (one file and one request less at every start). preventDefault: the browser's own mini-bar
// stays hidden, the app asks in its own words (content-app.md 4, PWA prompt).

/** The event's part the prompt uses (no DOM type exists for it). */
export interface InstallOffer extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Where the offer is kept until the prompt asks (register.ts writes it there too). */
export const OFFER_KEY = 'wlInstallOffer';

type WithOffer = Window & { [OFFER_KEY]?: InstallOffer | null };

/** Keeps each offer as it comes; calls `then` with it, and with null once installed. */
export function keepInstallOffer(then: (offer: InstallOffer | null) => void): () => void {
  const keep = (event: Event) => {
    event.preventDefault();
    (window as WithOffer)[OFFER_KEY] = event as InstallOffer;
    then(event as InstallOffer);
  };
  // Installed (from the prompt or the browser's menu): nothing left to offer.
  const installed = () => {
    (window as WithOffer)[OFFER_KEY] = null;
    then(null);
  };
  window.addEventListener('beforeinstallprompt', keep);
  window.addEventListener('appinstalled', installed);
  return () => {
    window.removeEventListener('beforeinstallprompt', keep);
    window.removeEventListener('appinstalled', installed);
  };
}

export const currentInstallOffer = () => (window as WithOffer)[OFFER_KEY] ?? null;
