// The SCORM conformance tables (tests/e2e/scorm-conformance/tables.ts) checked against the run-time we
// ship, built by src/scorm-host/runtime.ts as the host page builds it, through the same walk the browser
// tests make (tests/e2e/scorm-conformance/check.ts): every element's initial value on a first attempt,
// the values SetValue accepts (read back when readable) and refuses (with the standard's code), the
// read-only and write-only refusals. A check scorm-again fails stays out of the table's rules only when
// the table's `leftOut` says so, with the reason; this test does not read `leftOut`.
import { afterAll, describe, expect, it } from 'vitest';
import { Scorm12API, type Scorm2004API } from 'scorm-again';
import type { RunNavigation } from './conformance';
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

it('SCORM 1.2 reads cmi.core.total_time as the LMS stored it, on a resumed attempt too', () => {
  const runtime = createRuntime('1.2', window, {
    commitUrl: 'http://scorm.test/commit',
    onCommit: () => undefined,
    onFinalCommit: () => undefined,
  });
  runtime.load({ core: { ...firstAttempt12.core, entry: 'resume', total_time: '0001:02:03.50' } });
  const api = (window as unknown as { API: Scorm12API }).API;
  api.LMSInitialize('');
  expect([api.LMSGetValue('cmi.core.total_time'), String(api.LMSGetLastError())]).toEqual([
    '0001:02:03.50',
    '0',
  ]);
  // Still read only.
  expect(api.LMSSetValue('cmi.core.total_time', '0000:00:01.00')).toBe('false');
  runtime.finish();
});

describe("SCORM 2004 adl.nav.request_valid, from the run's navigation", () => {
  const api2004 = () => (window as unknown as { API_1484_11: Scorm2004API }).API_1484_11;
  const start = (navigation?: RunNavigation) => {
    const runtime = createRuntime('2004', window, {
      commitUrl: 'http://scorm.test/commit',
      onCommit: () => undefined,
      onFinalCommit: () => undefined,
      navigation,
    });
    runtime.load(firstAttempt2004);
    api2004().Initialize('');
    return runtime;
  };
  const read = (element: string) => [api2004().GetValue(element), String(api2004().GetLastError())];

  it('answers what the app would do with each request on the first lesson of three', () => {
    const runtime = start({ previous: false, lessons: ['intro', 'play', 'quiz'] });
    expect(read('adl.nav.request_valid.continue')).toEqual(['true', '0']);
    expect(read('adl.nav.request_valid.previous')).toEqual(['false', '0']);
    // A lesson of the package may still be locked: the standard's 'unknown'; anything else cannot open.
    expect(read('adl.nav.request_valid.choice.{target=quiz}')).toEqual(['unknown', '0']);
    expect(read('adl.nav.request_valid.jump.{target=play}')).toEqual(['unknown', '0']);
    expect(read('adl.nav.request_valid.choice.{target=elsewhere}')).toEqual(['false', '0']);
    runtime.finish();
  });

  it("says 'previous' is valid past the first lesson", () => {
    const runtime = start({ previous: true, lessons: ['intro', 'play'] });
    expect(read('adl.nav.request_valid.previous')).toEqual(['true', '0']);
    runtime.finish();
  });

  it("answers 'unknown' without the run's navigation, and a choice without its target is an error", () => {
    const runtime = start();
    expect(read('adl.nav.request_valid.continue')).toEqual(['unknown', '0']);
    expect(read('adl.nav.request_valid.choice.{target=intro}')).toEqual(['unknown', '0']);
    // scorm-again answers its own object here; a GetValue answers a string.
    expect(read('adl.nav.request_valid.choice')).toEqual(['', '301']);
    runtime.finish();
  });

  it('reads adl.nav.request back as the SCO wrote it', () => {
    const runtime = start();
    expect(read('adl.nav.request')).toEqual(['_none_', '0']);
    expect(api2004().SetValue('adl.nav.request', '{target=quiz}choice')).toBe('true');
    expect(read('adl.nav.request')).toEqual(['{target=quiz}choice', '0']);
    runtime.finish();
  });
});

afterAll(() => {
  for (const standard of [scorm12, scorm2004])
    console.info(
      `SCORM ${standard.version}: ${standard.elements.length} element rules, ${made[standard.version] ?? 0} checks made, ${standard.leftOut.length} left out`,
    );
});
