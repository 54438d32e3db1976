// The conformance walk of a SCORM run-time through a table of tables.ts, in one session, as a SCO makes its
// calls: shared by the jsdom test of the shipped run-time (src/scorm-host/conformance-tables.test.ts) and
// the browser tests of the host page (scorm-conformance.spec.ts, learning-scorm.spec.ts). Self-contained
// on purpose: Playwright sends the function's source into the page, so it may use nothing from outside
// its body but its argument.
import type { Standard } from './tables';

/** The run-time's calls, whichever standard names them. */
export interface RuntimeCalls {
  initialize: string;
  getValue: string;
  setValue: string;
  getLastError: string;
}

/** Where each standard's API object lives and what its calls are named (RTE 3.3 for 1.2, 3.1 for 2004). */
export const apiOf = (version: Standard['version']): Pick<CheckOptions, 'apiName' | 'calls'> =>
  version === '1.2'
    ? {
        apiName: 'API',
        calls: {
          initialize: 'LMSInitialize',
          getValue: 'LMSGetValue',
          setValue: 'LMSSetValue',
          getLastError: 'LMSGetLastError',
        },
      }
    : {
        apiName: 'API_1484_11',
        calls: {
          initialize: 'Initialize',
          getValue: 'GetValue',
          setValue: 'SetValue',
          getLastError: 'GetLastError',
        },
      };

export interface CheckOptions {
  standard: Standard;
  /** The API object's name on the window that holds it ('API' for 1.2, 'API_1484_11' for 2004). */
  apiName: string;
  calls: RuntimeCalls;
  /** Call Initialize first (false when the content already did). */
  initialize: boolean;
  /** Check the first attempt's initial values (false when the content may have written some). */
  initialValues: boolean;
}

export interface CheckResult {
  checks: number;
  failures: string[];
}

export function checkStandard(options: CheckOptions): CheckResult {
  const { standard, calls } = options;
  const api = (window as unknown as Record<string, Record<string, (...args: string[]) => unknown>>)[
    options.apiName
  ]!;
  const call = (name: string, ...args: string[]) => String(api[name]!(...args));
  const get = (element: string) => call(calls.getValue, element);
  const set = (element: string, value: string) => call(calls.setValue, element, value);
  const lastError = () => String(Number(call(calls.getLastError)));
  // A _children keyword lists the supported elements; the standards name them, not their order.
  const sorted = (list: string) => list.split(',').sort().join(',');
  const same = (element: string, actual: string, wanted: string) =>
    element.endsWith('._children') ? sorted(actual) === sorted(wanted) : actual === wanted;
  const shown = (answer: string, error: string) => `${JSON.stringify(answer.slice(0, 40))} (${error})`;
  const failures: string[] = [];
  let checks = 0;
  /** One check: `answer` and the error the call left, against what the standard says. */
  const check = (what: string, element: string, answer: string, wanted: string, wantedError: string) => {
    checks += 1;
    const error = lastError();
    if (!same(element, answer, wanted) || error !== wantedError)
      failures.push(`${element} ${what}: got ${shown(answer, error)}, want ${shown(wanted, wantedError)}`);
  };
  // A read right after a failed call: error 0 then means this GetValue set it, not one before it.
  const readAfterAFailure = (element: string) => {
    get('cmi.no_such_element');
    return get(element);
  };

  if (options.initialize) check('Initialize', '', call(calls.initialize, ''), 'true', '0');
  check('read', 'cmi.no_such_element', get('cmi.no_such_element'), '', standard.errors.undefinedElement);
  for (const rule of standard.elements) {
    const { element } = rule;
    if (options.initialValues && rule.initial !== undefined)
      check('initial value', element, readAfterAFailure(element), rule.initial, '0');
    if (rule.reads !== undefined) {
      const answer = readAfterAFailure(element);
      check('read', element, answer, rule.reads.includes(answer) ? answer : rule.reads.join('|'), '0');
    }
    if (options.initialValues && rule.unsetError !== undefined)
      check('read before a write', element, readAfterAFailure(element), '', rule.unsetError);
    // Preconditions (other rules' accepted values), not checks of this rule.
    for (const [before, value] of rule.before ?? []) {
      if (set(before, value) !== 'true')
        failures.push(`${element}: its precondition ${before} = ${value} failed`);
    }
    if (rule.access === 'RO') {
      const keyword = /\._(children|count|version)$/.test(element);
      const error = keyword ? standard.errors.keyword : standard.errors.readOnly;
      check('write (read only)', element, set(element, rule.initial ?? 'x'), 'false', error);
    }
    if (rule.access === 'WO')
      check('read (write only)', element, get(element), '', standard.errors.writeOnly);
    for (const value of rule.accepts ?? []) {
      check(`= ${JSON.stringify(value.slice(0, 40))}`, element, set(element, value), 'true', '0');
      if (rule.access === 'RW') check('read back', element, get(element), value, '0');
    }
    for (const { value, error } of rule.refuses ?? [])
      check(`= ${JSON.stringify(value.slice(0, 40))}`, element, set(element, value), 'false', error);
  }
  return { checks, failures };
}
