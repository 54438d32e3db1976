// The worker's side of the offline courses (issue 20 item 2, src/features/offline-courses): when the
// network fails, a course page's API answer comes from the signed-in learner's offline cache, and a
// kept file (a video, an audio, a PDF) is served from it at once, whole or the byte range a media element
// asks for. Only one learner's offline cache can exist on an origin: a logout or a 401 deletes them all
// and opening one deletes any other (src/features/offline-courses/offlineStore.ts), so the worker never
// answers one learner's request from another's courses; with more than one it answers from none.
import { createPartialResponse } from 'workbox-range-requests';
import { isOfflineCoursesCache } from '../shared-rules/offline-storage';

async function learnersCourses(): Promise<Cache | null> {
  const names = (await caches.keys()).filter(isOfflineCoursesCache);
  return names.length === 1 && names[0] ? caches.open(names[0]) : null;
}

/** A course page's API answer as it was saved, for a request the network could not answer. */
export async function savedAnswer(request: Request): Promise<Response | undefined> {
  return (await (await learnersCourses())?.match(request.url)) ?? undefined;
}

/** A saved file, whole or the range asked for; undefined when no saved course holds it. */
export async function savedFile(request: Request): Promise<Response | undefined> {
  const saved = await (await learnersCourses())?.match(request.url);
  if (!saved) return undefined;
  return request.headers.has('range') ? createPartialResponse(request, saved) : saved;
}
