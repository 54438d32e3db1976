// Saving a course (issue 20 item 2) against the app's real client and a fake API: what is kept, under
// which addresses, the module's node enrollment started on the way, another site's files left out, a
// failure taking back what it stored, a full device told apart, and a removal sparing shared files.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_API_BASE, installFakeApi, json, type FakeApi } from '../../../tests/setup/fake-api';
import {
  enrollment,
  learningNode,
  learningVideo,
  navigationMap,
  nodeEnrollment,
} from '../../../tests/fixtures/learning-samples';
import { clearSession, saveLogin } from '../../session';
import type { LearningEnrollmentNodeResponse, Node } from '../../generated/types';
import { offlineCache, readIndex, savedCourse } from './offlineStore';
import { removeCourse, saveCourse, SaveFailure } from './saveCourse';

/** Cache Storage as the browser keeps it, by address: enough for the save, the index and the removal. */
function fakeCacheStorage() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: RequestInfo | URL) =>
    new URL(String(request instanceof Request ? request.url : request), location.href).href;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (request: RequestInfo | URL) => store.get(key(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => void store.set(key(request), response),
      delete: async (request: RequestInfo | URL) => store.delete(key(request)),
      keys: async () => [...store.keys()].map((address) => new Request(address)),
    } as unknown as Cache;
  };
  return {
    stores,
    storage: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      has: async (name: string) => stores.has(name),
      match: async () => undefined,
    } as unknown as CacheStorage,
  };
}

const ID_APP = 2;
const ID_USER = 1401;
const ENROLLMENT = 531;
const MODULE: Node = {
  ...learningNode,
  nodeCode: 'HZ-MOD',
  idNode: 1011,
  title: 'Módulo 1',
  nodeEnrollment: undefined,
};
const PDF = {
  ...learningVideo,
  idContentItem: 3204,
  idContentType: 18,
  contentLocation: '/demo/manual.pdf',
  image: undefined,
  mobileImage: undefined,
};
const EXTERNAL = {
  ...learningVideo,
  idContentItem: 3203,
  idContentType: 7,
  contentLocation: 'https://www.youtube.com/playlist?list=X',
  image: undefined,
  mobileImage: undefined,
};

let api: FakeApi;
let caches: ReturnType<typeof fakeCacheStorage>;
let moduleStarted = false;
let fileStatus = 200;
const realFetch = globalThis.fetch;

function level(nodeCode?: string): LearningEnrollmentNodeResponse {
  if (nodeCode === 'HZ-MOD')
    return {
      data: {
        ...MODULE,
        nodeEnrollment: moduleStarted
          ? { ...nodeEnrollment, idNodeEnrollment: 9002, nodeCode: 'HZ-MOD' }
          : undefined,
      },
      enrollment,
      contents: [PDF],
      lockedContents: [],
    };
  return {
    data: { ...learningNode, childNodes: [MODULE] },
    enrollment,
    contents: [learningVideo, EXTERNAL],
    lockedContents: [EXTERNAL.idContentItem],
  };
}

beforeEach(() => {
  moduleStarted = false;
  fileStatus = 200;
  caches = fakeCacheStorage();
  vi.stubGlobal('caches', caches.storage);
  saveLogin({ token: 'token-teo', loginInfo: { idApp: ID_APP, idUser: ID_USER } } as never);
  api = installFakeApi((url, init) => {
    const path = url.pathname;
    const method = init?.method ?? 'GET';
    if (method === 'POST' && path === '/learning/node-enrollments/') {
      moduleStarted = true;
      return json(201, { data: { newId: 9002 } });
    }
    if (path === `/learning/students/${ID_USER}/enrollments/${ENROLLMENT}`)
      return level(url.searchParams.get('nodeCode') ?? undefined);
    const content = /\/contents\/(\d+)$/.exec(path);
    if (content) {
      const item = [learningVideo, PDF, EXTERNAL].find((each) => each.idContentItem === Number(content[1]));
      return { data: item, previousItem: null, nextItem: null };
    }
    if (path.endsWith('/navigation-map')) return { data: navigationMap };
    return json(404, { success: false, message: 'Não encontrado.' });
  });
  // The course's files, on the app's own origin.
  const apiFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    if (url.origin === location.origin)
      return new Response(`file ${url.pathname}`, {
        status: fileStatus,
        headers: { 'content-type': 'application/octet-stream' },
      });
    return apiFetch(input, init);
  };
});

afterEach(() => {
  api.restore();
  globalThis.fetch = realFetch;
  vi.unstubAllGlobals();
  clearSession();
});

const save = (onProgress = vi.fn()) =>
  saveCourse({ idApp: ID_APP, idUser: ID_USER, idEnrollment: ENROLLMENT, onProgress });

describe('saveCourse', () => {
  it("keeps the course's answers and its own files, starting the module's node enrollment on the way", async () => {
    const onProgress = vi.fn();
    const course = await save(onProgress);
    const cache = await offlineCache(ID_APP, ID_USER);
    const kept = (await cache.keys()).map((request) =>
      request.url.replace(FAKE_API_BASE, 'API').replace(location.origin, 'APP'),
    );
    expect(moduleStarted).toBe(true);
    expect(kept).toEqual(
      expect.arrayContaining([
        `API/learning/students/${ID_USER}/enrollments/${ENROLLMENT}`,
        `API/learning/students/${ID_USER}/enrollments/${ENROLLMENT}?nodeCode=HZ-MOD`,
        `API/learning/students/${ID_USER}/enrollments/${ENROLLMENT}/nodeEnrollment/9001/contents/3101`,
        `API/learning/students/${ID_USER}/enrollments/${ENROLLMENT}/nodeEnrollment/9002/contents/3204`,
        `API/learning/students/${ID_USER}/enrollments/${ENROLLMENT}/navigation-map?fullMap=true`,
        'APP/demo/manual.pdf',
        `APP${learningVideo.contentLocation}`,
      ]),
    );
    // The locked playlist is another site's and locked: neither its answer nor its address is kept.
    expect(kept.some((address) => address.includes('3203') || address.includes('youtube'))).toBe(false);
    expect(course).toMatchObject({ idEnrollment: ENROLLMENT, title: learningNode.title });
    expect(course.bytes).toBeGreaterThan(0);
    expect(await savedCourse(cache, ENROLLMENT)).toEqual(course);
    const last = onProgress.mock.calls.at(-1)?.[0] as { done: number; total: number };
    expect(last.done).toBe(last.total);
  });

  it('takes back what it stored when a file cannot be fetched', async () => {
    fileStatus = 500;
    const failure = await save().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SaveFailure);
    expect((failure as SaveFailure).reason).toBe('failed');
    const cache = await offlineCache(ID_APP, ID_USER);
    expect(await cache.keys()).toEqual([]);
    expect(await readIndex(cache)).toEqual({ courses: {} });
  });

  it('says the device is full when the cache refuses for want of space', async () => {
    const cache = await offlineCache(ID_APP, ID_USER);
    cache.put = async () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    vi.spyOn(caches.storage, 'open').mockResolvedValue(cache);
    const failure = await save().catch((error: unknown) => error);
    expect((failure as SaveFailure).reason).toBe('full');
  });

  it("removes a course, keeping a file another kept course uses, and deletes another learner's courses", async () => {
    await caches.storage.open(`wl-user-${ID_APP}-99-offline-courses`);
    await save();
    const cache = await offlineCache(ID_APP, ID_USER);
    expect(await caches.storage.keys()).toEqual([`wl-user-${ID_APP}-${ID_USER}-offline-courses`]);
    const index = await readIndex(cache);
    const shared = `${location.origin}/demo/manual.pdf`;
    index.courses[777] = { idEnrollment: 777, title: 'Outro', savedAt: 0, bytes: 1, urls: [shared] };
    await cache.put('/__offline-courses/index.json', new Response(JSON.stringify(index)));
    await removeCourse(cache, ENROLLMENT);
    const left = (await cache.keys()).map((request) => request.url);
    expect(left).toContain(shared);
    expect(left.some((address) => address.includes('/nodeEnrollment/'))).toBe(false);
    expect(await savedCourse(cache, ENROLLMENT)).toBeNull();
  });
});
