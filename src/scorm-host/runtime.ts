// The SCORM run-time the package's pages call (scorm-again: `window.API` for 1.2, `window.API_1484_11` for
// 2004; a page finds it by walking its parents up to this host page). Both standards' builds are
// loaded with the page (a dynamic import would bring the app's module-preload helper, and with it the
// app's first-paint chunk, onto the package origin). Commits go to the run's commit URL as scorm-again's JSON (a
// synchronous request: SCORM's LMSCommit answers only once it is stored); the final commit of the
// content's LMSFinish / Terminate is handed to the host page, which sends it to the run's finish URL.
// A kept run's commits are handed to the host page too (onCommit), which gives them to the app.
import { Scorm12API, Scorm2004API, type IHttpService, type Settings } from 'scorm-again';
import { conform12, conform2004, type Loaded12, type RunNavigation } from './conformance';

export type Standard = '1.2' | '2004';

/** What the host page needs of scorm-again's API object. */
export interface Runtime {
  /** Restores the server's data (state.cmi) before the content starts. */
  load(cmi: Record<string, unknown>): void;
  /** The content called LMSInitialize / Initialize and has not finished. */
  isRunning(): boolean;
  /** Finishes the session as the content's LMSFinish / Terminate would (its final commit follows). */
  finish(): void;
  /** The data of a final commit, for a run the content never started (an asset: a page with no SCORM calls). */
  finalData(): unknown;
}

export interface RuntimeOptions {
  commitUrl: string;
  /**
   * A kept run's commit (src/scorm-host/kept-data.ts): the data is handed to it instead of a request to
   * commitUrl, and the content's LMSCommit / Commit answers 'true'.
   */
  onCommit?: (data: unknown) => void;
  /**
   * The content finished: the data of its final commit, and (SCORM 2004) the adl.nav.request it left,
   * as written ('continue', '{target=ID}choice', '_none_'...).
   */
  onFinalCommit: (data: unknown, navRequest?: string) => void;
  /** SCORM 2004: what adl.nav.request_valid answers (the run's state). */
  navigation?: RunNavigation;
}

type ScormApi = Scorm12API | Scorm2004API;

/** scorm-again's answer to a commit: SCORM's 'true' / 'false' and an error code (101: general). */
const committed = { result: 'true', errorCode: 0 };
const notCommitted = { result: 'false', errorCode: 101 };

/** POST the commit and wait for it (204): a page that calls LMSCommit expects its data stored on return. */
function postNow(url: string, data: unknown) {
  try {
    const request = new XMLHttpRequest();
    request.open('POST', url, false);
    request.setRequestHeader('content-type', 'application/json');
    request.send(JSON.stringify(data));
    return request.status >= 200 && request.status < 300 ? committed : notCommitted;
  } catch {
    // A synchronous request is refused while a page is going away: the final commit carries the data.
    return notCommitted;
  }
}

function commitsTo(
  { onCommit, onFinalCommit }: RuntimeOptions,
  navRequest: () => string | undefined,
): IHttpService {
  return {
    processHttpRequest(url, params, immediate) {
      if (immediate) onFinalCommit(params, navRequest());
      else if (onCommit) onCommit(params);
      else return postNow(url, params);
      return committed;
    },
    updateSettings() {},
  };
}

const settingsFor = (commitUrl: string): Settings => ({
  lmsCommitUrl: commitUrl,
  dataCommitFormat: 'json',
  // The content's own LMSCommit calls are not enough: some pages (the Golf 1.2 course) only set values and
  // finish; a commit 10 s after a change keeps the learner's place if the page is killed.
  autocommit: true,
  autocommitSeconds: 10,
  logLevel: 5,
});

/** What the 1.2 conformance layer needs of the stored data: a score.max (else the standard's ''), total_time. */
const loaded12 = (cmi: Record<string, unknown>): Loaded12 => {
  const core = cmi.core as { score?: { max?: unknown }; total_time?: unknown } | undefined;
  return {
    storedMax: core?.score?.max !== undefined && core.score.max !== '',
    totalTime: typeof core?.total_time === 'string' && core.total_time !== '' ? core.total_time : undefined,
  };
};

export function createRuntime(standard: Standard, target: Window, options: RuntimeOptions): Runtime {
  // Read at the final commit, inside Terminate: the SCO has set it by then.
  let navRequest = (): string | undefined => undefined;
  const http = commitsTo(options, () => navRequest());
  const settings = settingsFor(options.commitUrl);
  let api: ScormApi;
  let finish: () => void;
  // What the standard's tables need once the attempt's data is in.
  let loaded: (cmi: Record<string, unknown>) => void = () => undefined;
  if (standard === '1.2') {
    const api12 = new Scorm12API(settings, http);
    Object.assign(target, { API: api12 });
    loaded = (cmi) => conform12(api12, loaded12(cmi));
    finish = () => void api12.LMSFinish('');
    api = api12;
  } else {
    const api2004 = new Scorm2004API(settings, http);
    Object.assign(target, { API_1484_11: api2004 });
    conform2004(api2004, options.navigation);
    finish = () => void api2004.Terminate('');
    navRequest = () => api2004.adl.nav.request;
    api = api2004;
  }
  return {
    load: (cmi) => {
      api.loadFromJSON(cmi);
      loaded(cmi);
    },
    isRunning: () => api.isInitialized() && !api.isTerminated(),
    finish,
    finalData: () => api.renderCommitCMI(true),
  };
}
