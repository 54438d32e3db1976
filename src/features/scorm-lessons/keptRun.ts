// The kept run of a lesson (ADR 0026): a course kept on this device lists, in its index, the run each
// of its SCORM lessons was kept under; offline, the player plays that one. Read here, not through the
// offline courses' module, which the course page carries: importing it from the player would cut the
// course page's screen file in two (a request and ~0.6 KB more on its budget).
import {
  isOfflineCoursesCache,
  keptRunKey,
  OFFLINE_INDEX_PATH,
  type OfflineIndex,
} from '../../shared-rules/offline-storage';

/**
 * The address of the lesson's kept run, or null. From whichever learner's offline cache exists: there is
 * one at most (src/features/offline-courses/offlineStore.ts), and the server gave this learner the
 * enrollment the address names.
 */
export async function keptRunOf(idEnrollment: number, idContentItem: number, idSco: number) {
  if (typeof caches === 'undefined') return null;
  for (const name of await caches.keys()) {
    if (!isOfflineCoursesCache(name)) continue;
    const stored = await (await caches.open(name)).match(OFFLINE_INDEX_PATH);
    const index = (await stored?.json().catch(() => null)) as OfflineIndex | null | undefined;
    const url = index?.courses[idEnrollment]?.keptRuns?.[keptRunKey(idContentItem, idSco)];
    if (url) return url;
  }
  return null;
}
