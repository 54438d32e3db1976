// The messages between the app's SCORM player (/lessons/..., src/features/scorm-lessons) and the SCORM
// host page on the package origin (scorm-host.html, docs/decisions/0011): the only way the two talk,
// each side checking the other's origin and window. This module is all the app imports of the host
// page's code: no scorm-again here.

/** What the run's finish call answered (Contract A: POST /scorm/runs/{runToken}/finish). */
export interface RunFinished {
  scoEnrollment?: { status?: string; grade?: number | null } | null;
  nextUnlocked?: boolean;
  contentCompleted?: boolean;
  pointsEarned?: number | boolean;
}

/** Host page -> app. */
export type HostMessage =
  /** The state is loaded and the content framed. */
  | { scormHost: 'ready' }
  /**
   * The run was finished (by the content, a close request or the page going away); null: the call failed.
   * navRequest: what a SCORM 2004 SCO asked for in adl.nav.request before its Terminate.
   */
  | { scormHost: 'finished'; result: RunFinished | null; navRequest?: NavRequest }
  /** The answer to a close request, once the run is finished (or could not be). */
  | { scormHost: 'closed'; result: RunFinished | null }
  /** The run's state could not be read (an expired run token): nothing to play. */
  | { scormHost: 'failed' }
  /** `?keep=1`: the kept run's files are in the package origin's cache and its worker is active. */
  | { scormHost: 'kept'; bytes: number }
  /** `?keep=1`: nothing is kept ('full': the browser's storage quota; 'failed': anything else). */
  | { scormHost: 'keepFailed'; reason: KeepFailure }
  /** `?forget=1`: the kept run's cache, stored data and worker are gone (or were never there). */
  | { scormHost: 'forgotten' }
  /**
   * A kept run's commit (finish false) or final data (finish true), instead of the run's commit and finish
   * URLs: the app sends it later by the session route. seq counts from 1 in each page load, in order.
   */
  | { scormHost: 'runtimeData'; seq: number; finish: boolean; data: unknown };

export type KeepFailure = 'full' | 'failed';

/** SCORM 2004 RTE 4.4: the navigation requests a SCO may leave in adl.nav.request for the LMS. */
export type NavRequest =
  | { kind: 'continue' | 'previous' | 'exit' | 'exitAll' | 'abandon' | 'abandonAll' | 'suspendAll' }
  | { kind: 'choice' | 'jump'; target: string };

const NAV_KINDS = new Set(['continue', 'previous', 'exit', 'exitAll', 'abandon', 'abandonAll', 'suspendAll']);

/** adl.nav.request's value ('continue', '{target=ID}choice'...) as a request; '_none_' and the rest: none. */
export function navRequestOf(value: unknown): NavRequest | undefined {
  if (typeof value !== 'string') return undefined;
  if (NAV_KINDS.has(value)) return { kind: value as Exclude<NavRequest['kind'], 'choice' | 'jump'> };
  const targeted = /^\{target=([^}]+)\}(choice|jump)$/.exec(value);
  return targeted ? { kind: targeted[2] as 'choice' | 'jump', target: targeted[1]! } : undefined;
}

const isNavRequest = (value: unknown): value is NavRequest => {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, target } = value as { kind?: unknown; target?: unknown };
  if (kind === 'choice' || kind === 'jump') return typeof target === 'string' && target !== '';
  return typeof kind === 'string' && NAV_KINDS.has(kind) && target === undefined;
};

/** App -> host page: finish the run now (the learner pressed 'Fechar' or left the page). */
export interface CloseRequest {
  scormPlayer: 'close';
}

export const closeRequest: CloseRequest = { scormPlayer: 'close' };

type Fields = Record<string, unknown>;
const isCount = (value: unknown, least: number) => Number.isSafeInteger(value) && (value as number) >= least;

/** Each kind and what its fields must be. */
const KINDS: Record<HostMessage['scormHost'], (message: Fields) => boolean> = {
  ready: () => true,
  finished: ({ navRequest }) => navRequest === undefined || isNavRequest(navRequest),
  closed: () => true,
  failed: () => true,
  forgotten: () => true,
  kept: ({ bytes }) => isCount(bytes, 0),
  keepFailed: ({ reason }) => reason === 'full' || reason === 'failed',
  runtimeData: ({ seq, finish, data }) =>
    isCount(seq, 1) &&
    typeof finish === 'boolean' &&
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data),
};

export function isHostMessage(data: unknown): data is HostMessage {
  if (typeof data !== 'object' || data === null) return false;
  const kind = (data as { scormHost?: unknown }).scormHost;
  return (
    typeof kind === 'string' &&
    Object.hasOwn(KINDS, kind) &&
    KINDS[kind as keyof typeof KINDS](data as Fields)
  );
}

export const isCloseRequest = (data: unknown): data is CloseRequest =>
  typeof data === 'object' && data !== null && (data as { scormPlayer?: unknown }).scormPlayer === 'close';

/**
 * What a package page may do in its frame, in the app (the host page's frame) and in the host page (the
 * package's frame): its own origin and scripts, forms, dialogs, popups and downloads; never navigating
 * the app's window (no allow-top-navigation).
 */
export const PACKAGE_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-modals allow-popups allow-popups-to-escape-sandbox allow-downloads';
