// Where a learner's offline courses live: one Cache Storage cache per learner and app
// (src/shared-rules/offline-caches.ts), holding each saved course's API answers and files, and an index
// of the courses saved. The service worker answers from this cache when the network fails
// (src/service-worker/offline-courses.ts); a logout or a 401 deletes it with the user's other caches.
import { userCacheName } from '../../shared-rules/offline-caches';
import {
  isOfflineCoursesCache,
  OFFLINE_COURSES,
  OFFLINE_INDEX_PATH,
  type OfflineIndex,
  type SavedCourse,
} from '../../shared-rules/offline-storage';

export type { OfflineIndex, SavedCourse };

/** Cache Storage and a service worker to answer from it: without both, nothing can be studied offline. */
export const offlineSupported = () =>
  typeof caches !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * The signed-in learner's courses. Another learner's, left by a session that ended without a logout on
 * this page (storage cleared by hand), goes first: the worker answers from one learner's courses only.
 */
export async function offlineCache(idApp: number, idUser: number): Promise<Cache> {
  const own = userCacheName(idApp, idUser, OFFLINE_COURSES);
  const others = (await caches.keys()).filter((name) => isOfflineCoursesCache(name) && name !== own);
  await Promise.all(others.map((name) => caches.delete(name)));
  return caches.open(own);
}

export async function readIndex(cache: Cache): Promise<OfflineIndex> {
  const stored = await cache.match(OFFLINE_INDEX_PATH);
  if (!stored) return { courses: {} };
  try {
    return (await stored.json()) as OfflineIndex;
  } catch {
    return { courses: {} };
  }
}

/** The course as saved on this device, or null. */
export async function savedCourse(cache: Cache, idEnrollment: number): Promise<SavedCourse | null> {
  return (await readIndex(cache)).courses[idEnrollment] ?? null;
}

/** What this app's origin uses of the storage the browser allows it (both in bytes), when it says. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (!estimate?.quota) return null;
  return { usage: estimate.usage ?? 0, quota: estimate.quota };
}
