// A course's SCORM lessons kept on the device (ADR 0026). Their packages run on their own origin (ADR
// 0011), whose storage the app cannot reach: for each unlocked lesson the app asks the server for a kept
// run, then frames that run's host page, hidden, with ?keep=1; the host page stores the run's files in
// its origin's cache, registers its worker there and answers 'kept' (or why not). ?forget=1 takes it all
// back. The player plays a kept run when the server cannot be reached (LessonPlayerScreen).
import { api } from '../../api/instance';
import type { LearningEnrolledContentResponse } from '../../generated/types';
import { isHostMessage, PACKAGE_SANDBOX, type HostMessage } from '../../scorm-host/protocol';
import { keptRunKey } from '../../shared-rules/offline-storage';

/** How long a host page may take to store a lesson (a package of many files on a slow connection). */
export const KEEP_TIMEOUT_MS = 180_000;
/** How long forgetting may take before the course is taken off all the same. */
export const FORGET_TIMEOUT_MS = 20_000;

type Answer<K extends HostMessage['scormHost']> = Extract<HostMessage, { scormHost: K }>;

/**
 * Frames `url` hidden and resolves with the host page's first message among `kinds` (from that frame
 * and the run's origin only); rejects after `timeoutMs`. The frame goes in every case.
 */
export function askHostPage<K extends HostMessage['scormHost']>(
  url: string,
  kinds: readonly K[],
  timeoutMs: number,
): Promise<Answer<K>> {
  const origin = new URL(url, location.href).origin;
  // The package's own flags (protocol.ts): the host page needs its origin and scripts to reach its storage.
  // oxlint-disable-next-line react/iframe-missing-sandbox
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', PACKAGE_SANDBOX);
  frame.hidden = true;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  return new Promise<Answer<K>>((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow || event.origin !== origin || !isHostMessage(event.data))
        return;
      const message = event.data;
      if ((kinds as readonly string[]).includes(message.scormHost))
        finish(() => resolve(message as Answer<K>));
      else if (message.scormHost === 'failed') finish(() => reject(new Error(`host page: ${url} failed`)));
    };
    const timer = setTimeout(() => finish(() => reject(new Error(`host page: ${url} timed out`))), timeoutMs);
    function finish(settle: () => void) {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
      settle();
    }
    window.addEventListener('message', onMessage);
    frame.src = url;
    document.body.append(frame);
  });
}

const withMode = (url: string, mode: 'keep' | 'forget') => {
  const address = new URL(url, location.href);
  address.searchParams.set(mode, '1');
  return address.href;
};

/** Thrown when the package origin's storage is full, so that the save says so. */
export class KeptRunFull extends Error {}

/** Keeps one run's files on its origin; resolves with their bytes. */
export async function keepRun(url: string): Promise<number> {
  const answer = await askHostPage(withMode(url, 'keep'), ['kept', 'keepFailed'], KEEP_TIMEOUT_MS);
  if (answer.scormHost === 'kept') return answer.bytes;
  if (answer.reason === 'full') throw new KeptRunFull('package origin full');
  throw new Error('host page could not keep the lesson');
}

/** Takes a kept run's files off its origin; a host page that does not answer is left (logged). */
export const forgetRun = (url: string): Promise<void> =>
  askHostPage(withMode(url, 'forget'), ['forgotten'], FORGET_TIMEOUT_MS).then(
    () => undefined,
    (error: unknown) => console.warn('kept lesson not forgotten', error),
  );

export interface LessonPlace {
  idEnrollment: number;
  idNodeEnrollment: number;
}

/**
 * The lessons of a SCORM content that can be kept (none for another content): a package ready, the lesson open to the learner now
 * (a locked one stays locked offline, as the server decides locks).
 */
export const keepableLessons = (answer: LearningEnrolledContentResponse) => {
  const scorm = answer.data.scorm;
  if (!scorm || scorm.status !== 'SUCCESS') return [];
  return scorm.scos.filter((lesson) => lesson.scoEnrollment.prerequisitesMet);
};

/** Starts a kept run of one lesson and keeps its files: its key and address for the course's index. */
export async function keepLesson(
  { idEnrollment, idNodeEnrollment }: LessonPlace,
  idContentItem: number,
  idSco: number,
): Promise<{ key: string; url: string; bytes: number }> {
  // The play call of src/api/learning-scorm.ts, written again: importing that module from here would cut
  // it out of the SCORM screens' file, and every learning page would list one more file (~0.3 KB).
  const { url } = await api().request('POST', '/learning/scorm/play/', {
    schema: 'api/learning-scorm-play-response',
    body: { idEnrollment, idNodeEnrollment, idContentItem, idSco, useCdn: false, keep: true },
  });
  return { key: keptRunKey(idContentItem, idSco), url, bytes: await keepRun(url) };
}
