// Saving a course on the device (issue 20 item 2): its pages' API answers, as the course's screens ask
// for them (same addresses, same schemas, so the service worker answers those screens offline), then
// the files its contents play or open (videos, audios, PDFs of this app's origin), and its SCORM lessons on
// their package origin (keptRuns.ts). Walking the course
// starts each module's node enrollment where it has none, as opening the module would. A failure or a
// full device takes back what this save stored.
import { loadValidatorsFor } from '../../engine/validate';
import { api } from '../../api/instance';
import { createNodeEnrollment } from '../../api/learning-pages';
import type { LearningContentItem, LearningEnrollmentNodeResponse } from '../../generated/types';
import { OFFLINE_INDEX_PATH } from '../../shared-rules/offline-storage';
import { forgetRun, keepableLessons, keepLesson, KeptRunFull } from './keptRuns';
import { offlineCache, readIndex, type OfflineIndex, type SavedCourse } from './offlineStore';

export interface SaveProgress {
  done: number;
  total: number;
  bytes: number;
}

export interface SaveRequest {
  idApp: number;
  idUser: number;
  idEnrollment: number;
  onProgress: (progress: SaveProgress) => void;
  signal?: AbortSignal;
}

/** Why a save stopped: no space left on the device, or anything else (the network, the server). */
export class SaveFailure extends Error {
  constructor(
    readonly reason: 'full' | 'failed',
    cause: unknown,
  ) {
    super(`offline course not saved: ${reason}`, { cause });
  }
}

/**
 * The build files the course's screens need offline: the content screen, each content type's viewer, the
 * SCORM lesson screens and the outbox that keeps what the learner does, loaded now so that the worker keeps them (its assets
 * cache keeps every build file once loaded).
 */
async function loadScreens(contentTypes: ReadonlySet<number>, lessons: boolean): Promise<void> {
  const [{ contentRegistry }, { viewerTypeOf }] = await Promise.all([
    import('../../../registry/contents'),
    import('../learning-viewer'),
    import('../evaluations'),
  ]);
  const registry = contentRegistry();
  await Promise.all([
    ...[...contentTypes].map((type) => {
      const viewer = viewerTypeOf(type);
      return viewer === undefined ? undefined : registry.get(viewer)?.load();
    }),
    // The lesson cards and the player of a SCORM content are screens of their own; the outbox checks a kept
    // lesson's report against a validator of the extended bundle (an import that failed offline stays failed).
    lessons ? import('../scorm-lessons') : undefined,
    lessons ? loadValidatorsFor('api/scorm-kept-runtime-data-response') : undefined,
  ]);
}

const isQuotaError = (error: unknown) =>
  (error instanceof DOMException && error.name === 'QuotaExceededError') || error instanceof KeptRunFull;

/** A file of this app's origin that a content plays or opens; another site's is not ours to keep. */
function ownFiles(item: LearningContentItem): string[] {
  const addresses = [item.mediaLocation, item.contentLocation, item.image]
    .filter((address): address is string => Boolean(address?.trim()))
    .map((address) => new URL(address, location.href));
  return addresses.filter((url) => url.origin === location.origin).map((url) => url.href);
}

export async function saveCourse({
  idApp,
  idUser,
  idEnrollment,
  onProgress,
  signal,
}: SaveRequest): Promise<SavedCourse> {
  const cache = await offlineCache(idApp, idUser);
  const stored = new Set<string>();
  const files = new Set<string>();
  const contentTypes = new Set<number>();
  /** The SCORM lessons kept on their package origin by this save. */
  const keptRuns: Record<string, string> = {};
  const progress: SaveProgress = { done: 0, total: 0, bytes: 0 };
  const tell = () => onProgress({ ...progress });

  /** Fetches and keeps a full 200 answer under its own address. */
  const keeping: typeof fetch = async (input, init) => {
    const response = await fetch(input, { ...init, signal });
    if (response.status === 200) {
      const address = new URL(String(input), location.href).href;
      const body = await response.clone().blob();
      await cache.put(address, response.clone());
      stored.add(address);
      progress.bytes += body.size;
    }
    return response;
  };
  /** One step of the save, counted in what the learner sees. */
  const step = async <T>(ask: () => Promise<T>): Promise<T> => {
    progress.total += 1;
    tell();
    try {
      return await ask();
    } finally {
      progress.done += 1;
      tell();
    }
  };
  const get = step;
  const base = `/learning/students/${idUser}/enrollments/${idEnrollment}`;
  const level = (nodeCode?: string) =>
    get(() =>
      api().request('GET', base, {
        schema: 'api/learning-enrollment-node-response',
        query: nodeCode === undefined ? undefined : { nodeCode },
        fetch: keeping,
      }),
    );

  /** One page of the course, its contents and, below it, its modules. */
  async function walk(answer: LearningEnrollmentNodeResponse, nodeCode?: string): Promise<void> {
    const { data: node, enrollment } = answer;
    let idNodeEnrollment = node.nodeEnrollment?.idNodeEnrollment;
    if (idNodeEnrollment === undefined && nodeCode !== undefined) {
      await createNodeEnrollment({
        idUser,
        idEnrollment,
        nodeCode,
        idTeam: enrollment.idTeam ?? enrollment.team?.idTeam ?? 0,
      });
      return walk(await level(nodeCode), nodeCode);
    }
    // Optional on the page: kept when the server has it, the page shows without it otherwise.
    await get(() =>
      api()
        .request('GET', `/learning/social/likes/NODE/${node.idNode}`, {
          schema: 'api/learning-likes-response',
          fetch: keeping,
        })
        .catch(() => undefined),
    );
    const locked = new Set(answer.lockedContents ?? []);
    for (const item of answer.contents ?? []) {
      if (locked.has(item.idContentItem) || item.hasAccess === false || idNodeEnrollment === undefined)
        continue;
      const content = await get(() =>
        api().request('GET', `${base}/nodeEnrollment/${idNodeEnrollment}/contents/${item.idContentItem}`, {
          schema: 'api/learning-enrolled-content-response',
          fetch: keeping,
        }),
      );
      for (const file of ownFiles(content.data)) files.add(file);
      contentTypes.add(content.data.idContentType);
      for (const lesson of keepableLessons(content)) {
        const kept = await step(() =>
          keepLesson({ idEnrollment, idNodeEnrollment }, item.idContentItem, lesson.idSco),
        );
        keptRuns[kept.key] = kept.url;
        progress.bytes += kept.bytes;
        tell();
      }
    }
    for (const child of node.childNodes ?? [])
      if (child.nodeType === 'LEARNING' && child.hasAccess !== false)
        await walk(await level(child.nodeCode), child.nodeCode);
  }

  try {
    const root = await level();
    await walk(root);
    await get(() =>
      api().request('GET', `${base}/navigation-map`, {
        schema: 'api/learning-navigation-map-response',
        query: { fullMap: 'true' },
        fetch: keeping,
      }),
    );
    await get(() =>
      api()
        .request('GET', `/learning/students/${idUser}/meetings`, {
          schema: 'api/learning-meetings-response',
          query: { nodeCode: root.data.nodeCode },
          fetch: keeping,
        })
        .catch(() => undefined),
    );
    await step(() => loadScreens(contentTypes, Object.keys(keptRuns).length > 0));
    // The files follow, one by one (a learner's connection is often slow), all counted from the start.
    progress.total += files.size;
    tell();
    for (const file of files) {
      const response = await keeping(file);
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      progress.done += 1;
      tell();
    }
    const course: SavedCourse = {
      idEnrollment,
      title: root.data.title,
      savedAt: Date.now(),
      bytes: progress.bytes,
      urls: [...stored],
      keptRuns,
    };
    const index = await readIndex(cache);
    index.courses[idEnrollment] = course;
    await writeIndex(cache, index);
    // Asked once: a browser may then keep the course when the device runs short of space.
    void navigator.storage?.persist?.().catch(() => false);
    return course;
  } catch (error) {
    // What this save stored goes, unless an earlier save of the course or another course uses it.
    const index = await readIndex(cache).catch(() => ({ courses: {} }));
    const kept = new Set(Object.values(index.courses).flatMap((course) => course.urls));
    await Promise.all([...stored].filter((url) => !kept.has(url)).map((url) => cache.delete(url))).catch(
      () => undefined,
    );
    await Promise.all(Object.values(keptRuns).map(forgetRun));
    throw new SaveFailure(isQuotaError(error) ? 'full' : 'failed', error);
  }
}

// Writing the index and removing a course are here, with the save, so that the course page (which
// only reads what is saved) does not carry them.
export const writeIndex = (cache: Cache, index: OfflineIndex) =>
  cache.put(
    OFFLINE_INDEX_PATH,
    new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json' } }),
  );

/** Takes a course off the device; a file another saved course also uses stays. */
export async function removeCourse(cache: Cache, idEnrollment: number): Promise<void> {
  const index = await readIndex(cache);
  const course = index.courses[idEnrollment];
  if (!course) return;
  delete index.courses[idEnrollment];
  // Its lessons' files on the package origin first: once the index forgets them, nothing finds them.
  await Promise.all(Object.values(course.keptRuns ?? {}).map(forgetRun));
  const stillUsed = new Set(Object.values(index.courses).flatMap((other) => other.urls));
  await writeIndex(cache, index);
  await Promise.all(course.urls.filter((url) => !stillUsed.has(url)).map((url) => cache.delete(url)));
}
