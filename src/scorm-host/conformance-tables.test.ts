// The SCORM conformance tables (tests/e2e/scorm-conformance/tables.ts) checked against the run-time we
// ship, built by src/scorm-host/runtime.ts as the host page builds it, through the same walk the browser
// tests make (tests/e2e/scorm-conformance/check.ts): every element's initial value on a first attempt,
// the values SetValue accepts (read back when readable) and refuses (with the standard's code), the
// read-only and write-only refusals. A check scorm-again fails stays out of the table's rules only when
// the table's `leftOut` says so, with the reason; this test does not read `leftOut`.
import { afterAll, describe, expect, it } from 'vitest';
import { Scorm12API } from 'scorm-again';
import { apiOf, checkStandard } from '../../tests/e2e/scorm-conformance/check';
import { scorm12, scorm2004, type Standard } from '../../tests/e2e/scorm-conformance/tables';
import { createRuntime } from './runtime';

// What the host page loads before the content starts, on a learner's first attempt at a lesson with no
// mastery score and no manifest objectives: server/scorm/views.ts restoredCmi with no enrollment row (a
// test of src/ may not import the server, so it is written out here). The LMS's first-attempt values
// (entry, credit, mode, total time) come from it, as they do in the app.
const firstAttempt12 = {
  core: {
    student_id: '7',
    student_name: 'Learner, Test',
    credit: 'credit',
    lesson_mode: 'normal',
    entry: 'ab-initio',
    total_time: '0000:00:00.00',
  },
};
const firstAttempt2004 = {
  learner_id: '7',
  learner_name: 'Learner, Test',
  credit: 'credit',
  mode: 'normal',
  entry: 'ab-initio',
  total_time: 'PT0H0M0S',
};

/** The shipped run-time on this window, loaded with a first attempt's data; its commits go nowhere. */
function runtimeFor(version: Standard['version']) {
  const runtime = createRuntime(version, window, {
    commitUrl: 'http://scorm.test/commit',
    // A kept run's hand-over: no request leaves the test, and the 10 s autocommit has nowhere to go.
    onCommit: () => undefined,
    onFinalCommit: () => undefined,
  });
  runtime.load(version === '1.2' ? firstAttempt12 : firstAttempt2004);
  return runtime;
}

/** Checks made per standard, printed once all have run (the closing report quotes them). */
const made: Record<string, number> = {};

describe.each([scorm12, scorm2004])(
  'SCORM $version conformance table against the shipped run-time',
  (standard) => {
    it('walks every element of the table in one session, as a SCO would, with no disagreement', () => {
      const runtime = runtimeFor(standard.version);
      const result = checkStandard({
        standard,
        ...apiOf(standard.version),
        initialize: true,
        initialValues: true,
      });
      runtime.finish();
      made[standard.version] = result.checks;
      expect(result.failures).toEqual([]);
    });

    it('names each element once', () => {
      const names = standard.elements.map((rule) => rule.element);
      expect(names.length).toBe(new Set(names).size);
    });
  },
);

it('SCORM 1.2 answers a read before LMSInitialize with 301', () => {
  runtimeFor('1.2');
  const api = (window as unknown as { API: Scorm12API }).API;
  expect(api.LMSGetValue('cmi.core.lesson_status')).toBe('');
  expect(String(api.LMSGetLastError())).toBe(scorm12.errors.notInitialized);
});

afterAll(() => {
  for (const standard of [scorm12, scorm2004])
    console.info(
      `SCORM ${standard.version}: ${standard.elements.length} element rules, ${made[standard.version] ?? 0} checks made, ${standard.leftOut.length} left out`,
    );
});
