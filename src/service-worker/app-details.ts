// POST /api/app/details/ {bucket}: the tenant's details, public (the login page reads them before anyone
// signs in), without which the shell cannot draw. The Cache API keeps GET requests only, so the answer
// is kept under a GET key made of the body: the same bucket finds it again offline.
import { sharedCaches } from '../shared-rules/offline-caches';

const keyOf = async (request: Request) =>
  new Request(`${new URL(request.url).pathname}?body=${encodeURIComponent(await request.clone().text())}`);

/** The network's answer (kept when it is a 200); offline, the last one kept for this body. */
export async function cachedAppDetails(request: Request): Promise<Response> {
  const key = await keyOf(request);
  try {
    const response = await fetch(request);
    if (response.status === 200) {
      const cache = await caches.open(sharedCaches.app);
      await cache.put(key, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await caches.match(key, { cacheName: sharedCaches.app });
    if (kept) return kept;
    throw error;
  }
}
