// Registers the service worker (src/service-worker/sw.ts, built as /sw.js). A lazy module, imported when
// the browser is idle after the first paint (src/main.tsx): the first paint's scripts do not carry it, and
// the worker's install (the shell's files) never competes with them.
// updateViaCache 'none': a new /sw.js is looked for at every start, never read from the HTTP cache. A new
// version installs beside the running one and takes over once no page of the old one is open (sw.ts):
// no reload, so no reload loop.
import { showOfflineToast } from '../useOfflineToast';

// The browser's install offer comes once, after the load: kept on window for the home's prompt
// (install-event.ts reads it there; not imported here, or the two lazy chunks would share a third file).
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as Window & { wlInstallOffer?: Event }).wlInstallOffer = event;
});

/** The registration, asked for as this module loads. */
export const registration = navigator.serviceWorker
  .register('/sw.js', { scope: '/', updateViaCache: 'none' })
  .catch((error: unknown) => console.warn('[pwa] service worker not registered', error));

// A page the worker drew offline may still believe it is online (navigator.onLine is true on a network
// that answers nothing, and useOfflineToast's check at start sees nothing): one request the worker
// leaves to the network (sw.js is in none of its routes) tells. Only a network failure rejects.
if (navigator.serviceWorker.controller)
  fetch('/sw.js', { method: 'HEAD', cache: 'no-store' }).catch(showOfflineToast);
