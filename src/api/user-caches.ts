// The service worker keeps nothing of a user outside a cache named after the user
// (src/shared-rules/offline-caches.ts). When a session ends (logout, or a 401), those caches go, with the
// images the session saw (people's photos among them): on a shared browser, the next person to sign in
// finds nothing of the last one's, whoever it was.
import { isClearedAtLogout } from '../shared-rules/offline-caches';

export function clearUserCaches(): void {
  if (typeof caches === 'undefined') return;
  caches
    .keys()
    .then((names) => Promise.all(names.filter(isClearedAtLogout).map((name) => caches.delete(name))))
    .catch((error: unknown) => console.warn('[session] user caches not cleared', error));
}
