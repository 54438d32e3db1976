// The names of the app's Cache Storage caches, read by the service worker (src/service-worker) and by the
// page (logout clears a user's caches). One rule keeps users apart: nothing of a signed-in user goes into
// a cache that is not named after that user, and those caches go at logout.
//
//   wl-precache-v1                 the app shell, as built (Workbox precache: index.html, the first
//                                  paint's scripts and styles)
//   wl-assets-v1                   other build files (hashed names), kept once a screen loaded them
//   wl-app-v1                      what the tenant shows before anyone signs in: app details,
//                                  /config.json, the manifest and its icons
//   wl-images-v1                   images seen during the session (the answer allowed shared caches:
//                                  not `private`). They may show people (a learner's photo, a chat's
//                                  faces), so they go at logout with the users' caches
//   wl-user-<idApp>-<idUser>-<purpose>
//                                  anything of one user: the offline courses (`wl-user-2-9-offline-courses`:
//                                  the courses' API answers, media, PDFs; src/features/offline-courses);
//                                  served only while that user is signed in, deleted at logout and on a 401
//
// A `-v<n>` suffix changes when a cache's content stops being readable by the new worker (it deletes
// the caches of other versions when it activates).

export const CACHE_VERSION = 'v1';
export const CACHE_PREFIX = 'wl';
export const USER_CACHE_PREFIX = `${CACHE_PREFIX}-user-`;

const IMAGES_CACHE = `${CACHE_PREFIX}-images-${CACHE_VERSION}`;

export const sharedCaches = {
  assets: `${CACHE_PREFIX}-assets-${CACHE_VERSION}`,
  app: `${CACHE_PREFIX}-app-${CACHE_VERSION}`,
  images: IMAGES_CACHE,
} as const;

/** The cache of one user's `purpose` (`offline-courses`, ...) in one tenant app. */
export const userCacheName = (idApp: number, idUser: number, purpose: string) =>
  `${USER_CACHE_PREFIX}${idApp}-${idUser}-${purpose}`;

/** True for a cache that holds one user's data. */
export const isUserCache = (name: string) => name.startsWith(USER_CACHE_PREFIX);

/** The caches a logout (or a 401) deletes: every user's, and the images the session saw. */
export const isClearedAtLogout = (name: string) => isUserCache(name) || name === IMAGES_CACHE;
