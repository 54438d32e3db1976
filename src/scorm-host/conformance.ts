// Where scorm-again, the run-time we ship, answers otherwise than the standards' data model tables, the
// host page's API objects answer as the standard says (issue 22; each case is a row of
// tests/e2e/scorm-conformance/tables.ts, checked in jsdom and in the browser). The library is not
// patched: its calls are wrapped on the API object a SCO finds.
import type { Scorm12API, Scorm2004API } from 'scorm-again';

const NO_ERROR = '0';
/** SCORM 1.2 RTE 3.4 error 405: incorrect data type. */
const INCORRECT_DATA_TYPE = '405';
/** CMIIdentifier members (1.2): no white space. */
const IDENTIFIER_12 =
  /^cmi\.(objectives\.\d+\.id|interactions\.\d+\.id|interactions\.\d+\.objectives\.\d+\.id)$/;
const RESULT_12 = /^cmi\.interactions\.\d+\.result$/;

/** What 1.2 refuses that scorm-again takes (its leniencies for other versions' words or sizes). */
export function refusal12(element: string, value: string): string | undefined {
  // 1.2's vocabulary is time-out, suspend, logout and ''; 'normal' is 2004's.
  if (element === 'cmi.core.exit' && value === 'normal') return INCORRECT_DATA_TYPE;
  // CMIString4096 (scorm-again takes up to 64,000 characters; the server keeps 4,096 of 1.2).
  if (element === 'cmi.suspend_data' && value.length > 4096) return INCORRECT_DATA_TYPE;
  if (IDENTIFIER_12.test(element) && /\s/.test(value)) return INCORRECT_DATA_TYPE;
  // 1.2's results are correct, wrong, unanticipated, neutral or a number; 'incorrect' is 2004's.
  if (RESULT_12.test(element) && value === 'incorrect') return INCORRECT_DATA_TYPE;
  return undefined;
}

const running = (api: Scorm12API | Scorm2004API) => api.isInitialized() && !api.isTerminated();

/** What the 1.2 attempt's data says before the content starts (the run's state). */
export interface Loaded12 {
  /** It names a score.max. */
  storedMax: boolean;
  /** cmi.core.total_time as the LMS wrote it ('0000:00:00.00' on a first attempt). */
  totalTime?: string;
}

/** The 1.2 API object as the standard's tables say. */
export function conform12(api: Scorm12API, { storedMax, totalTime }: Loaded12): void {
  // RTE 3.4.2: score.max has no initial value (scorm-again starts it at '100').
  if (!storedMax) api.cmi.core.score.max = '';
  // The LMS's own total_time, as it wrote it: it changes only once the session is over, and scorm-again
  // respells it on loading ('0000:00:00.00' reads '00:00:00').
  const getValue = api.LMSGetValue.bind(api);
  api.LMSGetValue = (element: string) => {
    if (element !== 'cmi.core.total_time' || totalTime === undefined || !running(api))
      return getValue(element);
    api.lastErrorCode = NO_ERROR;
    return totalTime;
  };
  const setValue = api.LMSSetValue.bind(api);
  api.LMSSetValue = (element: string, value: unknown) => {
    const refused = running(api) ? refusal12(element, String(value)) : undefined;
    if (!refused) return setValue(element, value);
    api.lastErrorCode = refused;
    return 'false';
  };
}

/** Elements whose GetValue scorm-again answers without clearing the previous call's error code. */
const STATUS_2004 = new Set(['cmi.completion_status', 'cmi.success_status']);

/**
 * What the LMS does with a SCO's navigation request (the run's state, server/scorm/views.ts): the
 * lesson before this one exists, and the identifiers a choice or jump may name.
 */
export interface RunNavigation {
  previous: boolean;
  lessons: readonly string[];
}

/** SCORM 2004 RTE 3.1.7 error 301: general get failure (a request_valid.choice or jump without its target). */
const GENERAL_GET_FAILURE = '301';
const TARGETED = /^adl\.nav\.request_valid\.(choice|jump)(?:\.\{target=([^}]*)\})?$/;

/**
 * adl.nav.request_valid (RTE 4.4.2), as the app follows a request (navRequest.ts): 'continue' always
 * leads somewhere (the next lesson, or after the last the lesson cards); 'previous' but on the first
 * lesson; a choice or jump of a lesson of the package is 'unknown' (it opens unless the lesson is still
 * locked, which may change as this one finishes), of anything else 'false'. Without the run's navigation,
 * 'unknown': a value the standard allows. undefined: not an element this answers.
 */
function requestValid(element: string, navigation: RunNavigation | undefined): string | undefined {
  if (element === 'adl.nav.request_valid.continue') return navigation ? 'true' : 'unknown';
  if (element === 'adl.nav.request_valid.previous')
    return navigation ? String(navigation.previous) : 'unknown';
  const targeted = TARGETED.exec(element);
  if (!targeted) return undefined;
  const target = targeted[2];
  if (target === undefined) return '';
  return !navigation || navigation.lessons.includes(target) ? 'unknown' : 'false';
}

/** The 2004 API object as the standard's tables say. */
export function conform2004(api: Scorm2004API, navigation?: RunNavigation): void {
  const getValue = api.GetValue.bind(api);
  api.GetValue = (element: string) => {
    if (running(api)) {
      // adl.nav.request is read and write, '_none_' at first (scorm-again answers 405, write only).
      if (element === 'adl.nav.request') {
        api.lastErrorCode = NO_ERROR;
        return api.adl.nav.request;
      }
      const valid = requestValid(element, navigation);
      if (valid !== undefined) {
        // A choice or jump needs its {target=}: without it, a failure, never scorm-again's object.
        api.lastErrorCode = valid === '' ? GENERAL_GET_FAILURE : NO_ERROR;
        return valid;
      }
    }
    const value = getValue(element);
    // A read of a readable element that answered is a success (error 0).
    if (STATUS_2004.has(element) && running(api)) api.lastErrorCode = NO_ERROR;
    return value;
  };
  const setValue = api.SetValue.bind(api);
  api.SetValue = (element: string, value: unknown) => {
    // cmi.location is a characterstring (SPM 1000) with no minimum: '' clears the bookmark (scorm-again
    // refuses an empty value with 406). Its content object is the one scorm-again's getter reads.
    if (element === 'cmi.location' && value === '' && running(api)) {
      Reflect.set((api.cmi as unknown as { content: object }).content, '_location', '');
      api.lastErrorCode = NO_ERROR;
      return 'true';
    }
    return setValue(element, value);
  };
}
