// A kept run's run-time data (issue 20 item 2): a lesson the learner keeps offline plays
// from the package origin's cache, with or without a network, and its data never goes to the run's
// commit and finish URLs. Each commit and the final data go to the app as `runtimeData` messages (the app
// queues them and sends them by its session route), and the latest is kept in the package origin's
// localStorage, from which the next play of the same kept run restores, as the server would have.
import type { HostMessage } from './protocol';
import type { Standard } from './runtime';
import { isNoValue, textOf, treeOf, withValuesOnly, type CmiTree } from '../shared-rules/scorm-values';

/** Where the latest data of a kept run is kept (the package origin's localStorage). */
export const keptDataKey = (runToken: string) => `scorm-kept:${runToken}`;

/** Sets a key to a value, or removes it for no value (what restoredCmi's withValuesOnly leaves out). */
function put(tree: CmiTree, key: string, value: unknown): void {
  if (isNoValue(value)) delete tree[key];
  else tree[key] = value;
}

/** The storage, or null where it cannot be reached (storage blocked by the browser). */
export function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

export function readKeptData(storage: Storage | null, runToken: string): CmiTree | null {
  try {
    const text = storage?.getItem(keptDataKey(runToken));
    return text ? (treeOf(JSON.parse(text)) ?? null) : null;
  } catch {
    return null;
  }
}

export function forgetKeptData(storage: Storage | null, runToken: string): void {
  try {
    storage?.removeItem(keptDataKey(runToken));
  } catch {
    // Nothing stored, or storage out of reach: nothing to forget.
  }
}

/**
 * The cached state's cmi with the latest kept data over it, as server/scorm/views.ts restoredCmi builds
 * it from the stored row: location, suspend data, status(es) and score of the last data (absent when it
 * said nothing), entry 'resume' after an exit 'suspend' (else none). Who the learner is, the mastery
 * score, credit and mode stay the cached state's. The total time stays the cached state's too: the
 * server adds the sessions up when the app sends their data.
 */
export function restoredFromKept(standard: Standard, cmi: CmiTree, kept: CmiTree | null): CmiTree {
  const last = treeOf(kept?.cmi);
  if (!last) return cmi;
  const restored: CmiTree = { ...cmi };
  put(restored, 'suspend_data', textOf(last.suspend_data));
  if (standard === '1.2') {
    const lastCore = treeOf(last.core) ?? {};
    const core: CmiTree = { ...treeOf(cmi.core) };
    put(core, 'lesson_location', textOf(lastCore.lesson_location));
    put(core, 'lesson_status', textOf(lastCore.lesson_status));
    put(core, 'score', treeOf(lastCore.score) ? withValuesOnly(treeOf(lastCore.score)!) : null);
    put(core, 'entry', textOf(lastCore.exit) === 'suspend' ? 'resume' : null);
    restored.core = core;
    return restored;
  }
  put(restored, 'location', textOf(last.location));
  put(restored, 'completion_status', textOf(last.completion_status));
  put(restored, 'success_status', textOf(last.success_status));
  put(restored, 'score', treeOf(last.score) ? withValuesOnly(treeOf(last.score)!) : null);
  put(restored, 'entry', textOf(last.exit) === 'suspend' ? 'resume' : null);
  return restored;
}

/**
 * Where a kept run's data goes: each commit and the final data, as plain JSON (what the run's routes
 * would have received), to the app in order and into localStorage.
 */
export function keptDataSink(
  tell: (message: HostMessage) => void,
  storage: Storage | null,
  runToken: string,
): (data: unknown, finish: boolean) => void {
  let seq = 0;
  return (data, finish) => {
    const text = JSON.stringify(data ?? {});
    try {
      storage?.setItem(keptDataKey(runToken), text);
    } catch {
      // A full storage loses only the offline restore; the app has the data.
    }
    seq += 1;
    tell({ scormHost: 'runtimeData', seq, finish, data: JSON.parse(text) as unknown });
  };
}
