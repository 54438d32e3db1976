// Names of what the offline courses keep beyond the caches' rule (offline-caches.ts), apart from it so
// that the first paint, which carries offline-caches.ts for the logout, does not carry these: the
// courses' cache and its index, read by the page (src/features/offline-courses) and the service worker,
// and the outbox's database.
import { USER_CACHE_PREFIX } from './offline-caches';

/** The purpose of the cache of a user's offline courses. */
export const OFFLINE_COURSES = 'offline-courses';

/**
 * The offline courses' own list in their cache (which courses, their files, their size): an address
 * no server answers, so it is never confused with a real answer.
 */
export const OFFLINE_INDEX_PATH = '/__offline-courses/index.json';

/** A course kept on the device, as its index lists it. */
export interface SavedCourse {
  idEnrollment: number;
  title: string;
  /** When it was stored (ms since epoch). */
  savedAt: number;
  /** What its answers and files take, in bytes. */
  bytes: number;
  /** Every address stored for it (API answers and files), to remove it again. */
  urls: string[];
  /**
   * Its SCORM lessons' kept runs (ADR 0026), keptRunKey -> the run's address on the package origin,
   * whose own worker keeps the lesson's files.
   */
  keptRuns?: Record<string, string>;
}

/** The index at OFFLINE_INDEX_PATH: the kept courses by enrollment. */
export interface OfflineIndex {
  courses: Record<string, SavedCourse>;
}

/** A lesson's key in SavedCourse.keptRuns. */
export const keptRunKey = (idContentItem: number, idSco: number) => `${idContentItem}/${idSco}`;

/** True for a cache that holds a user's offline courses. */
export const isOfflineCoursesCache = (name: string) =>
  name.startsWith(USER_CACHE_PREFIX) && name.endsWith(`-${OFFLINE_COURSES}`);

/**
 * The outbox's IndexedDB database (src/features/outbox): named here so that a learning page can tell
 * whether anything waits to be sent without loading the outbox (src/app/learning-frame).
 */
export const OUTBOX_DB_NAME = 'answers-outbox';
