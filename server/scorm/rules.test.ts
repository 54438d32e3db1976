// The small rules of the run-time: the two standards' times, 1.2 prerequisites, the status a commit leaves.
import { describe, expect, it } from 'vitest';
import { prerequisitesMet } from './prerequisites.ts';
import { Refusal } from '../http/refusal.ts';
import { scormMessages } from './messages.ts';
import { currentPackages, nextStatus, readRuntimeData, savedRuntimeData } from './rules.ts';
import { durationOf, maxDurationSeconds, secondsOf, timespanOf } from './scorm-time.ts';
import type { StoredPackage } from './store.ts';

describe('session and total times', () => {
  it('reads SCORM 1.2 timespans and SCORM 2004 durations, and nothing else', () => {
    expect(secondsOf('00:01:30.5')).toBe(90.5);
    expect(secondsOf('0010:00:00')).toBe(36_000);
    expect(secondsOf('PT1H2M3.5S')).toBe(3723.5);
    expect(secondsOf('P1DT1S')).toBe(86_401);
    expect(secondsOf('PT10S')).toBe(10);
    for (const bad of ['', 'P', 'PT', '1:2', 'abc', '00:61:00', null, 12]) expect(secondsOf(bad)).toBe(0);
  });

  it('writes them back in each standard', () => {
    expect(timespanOf(90.5)).toBe('0000:01:30.50');
    expect(timespanOf(36_000)).toBe('0010:00:00.00');
    expect(durationOf(3723.5)).toBe('PT1H2M3.5S');
    expect(secondsOf(durationOf(62.25))).toBe(62.25);
    expect(secondsOf(timespanOf(62.25))).toBe(62.25);
  });
});

describe('1.2 prerequisites', () => {
  const done = new Set(['a', 'b']);
  const met = (expression: string | null) => prerequisitesMet(expression, (id) => done.has(id));

  it('reads identifiers with & | ~ and parentheses', () => {
    expect(met(null)).toBe(true);
    expect(met('a')).toBe(true);
    expect(met('c')).toBe(false);
    expect(met('a & b')).toBe(true);
    expect(met('a & c')).toBe(false);
    expect(met('c | b')).toBe(true);
    expect(met('~c')).toBe(true);
    expect(met('~a')).toBe(false);
    expect(met('a & (c | ~d)')).toBe(true);
    expect(met('(c | d) & a')).toBe(false);
  });

  it('never locks for ever on an expression it cannot read', () => {
    expect(met('a & (b')).toBe(true);
    expect(met('&')).toBe(true);
  });
});

describe('commit bodies', () => {
  it('read the status, score and times of each standard', () => {
    const twelve = readRuntimeData('1.2', {
      cmi: {
        core: { lesson_status: 'passed', score: { raw: '92' }, session_time: '00:00:10', exit: 'suspend' },
      },
    });
    expect(twelve).toMatchObject({ status: 'PASSED', grade: 92, sessionSeconds: 10, exitMode: 'suspend' });
    const twenty = readRuntimeData('2004', {
      cmi: {
        completion_status: 'completed',
        success_status: 'unknown',
        score: { scaled: '0.5' },
        session_time: 'PT5S',
      },
    });
    expect(twenty).toMatchObject({ status: 'COMPLETED', grade: 50, sessionSeconds: 5 });
    expect(readRuntimeData('2004', { nada: 1 })).toBeUndefined();
    expect(readRuntimeData('1.2', 'texto')).toBeUndefined();
  });

  it("end an attempt as the manifest's deliveryControls say (SN UP.4): the LMS fills in only what the content left unsaid", () => {
    const fields = (cmi: Record<string, string>) => readRuntimeData('2004', { cmi })!;
    const attempt = { status: 'INCOMPLETE', finishDate: null };
    const defaults = { completesUnreported: true, satisfiesUnreported: true };
    const statusOf = (cmi: Record<string, string>, end = defaults) =>
      savedRuntimeData(attempt, fields(cmi), end).status;
    // Silent: completed and satisfied.
    expect(statusOf({ session_time: 'PT1S' })).toBe('PASSED');
    // Completed by the content, success unsaid: satisfied.
    expect(statusOf({ completion_status: 'completed' })).toBe('PASSED');
    // What the content said stands: failed, or left incomplete (not done, so not passed either).
    expect(statusOf({ completion_status: 'completed', success_status: 'failed' })).toBe('FAILED');
    expect(statusOf({ completion_status: 'incomplete' })).toBe('INCOMPLETE');
    // objectiveSetByContent true: a completion is only completed.
    expect(statusOf({ completion_status: 'completed' }, { ...defaults, satisfiesUnreported: false })).toBe(
      'COMPLETED',
    );
    // A commit (no finish) decides nothing for the content.
    expect(savedRuntimeData(attempt, fields({ session_time: 'PT1S' }), undefined).status).toBe('INCOMPLETE');
  });

  it('never take a done lesson back', () => {
    expect(nextStatus('NOT_ATTEMPTED', 'INCOMPLETE')).toBe('INCOMPLETE');
    expect(nextStatus('COMPLETED', 'INCOMPLETE')).toBe('COMPLETED');
    expect(nextStatus('PASSED', 'FAILED')).toBe('PASSED');
    expect(nextStatus('PASSED', 'COMPLETED')).toBe('PASSED');
    expect(nextStatus('FAILED', 'PASSED')).toBe('PASSED');
    expect(nextStatus('INCOMPLETE', undefined)).toBe('INCOMPLETE');
  });
});

describe('bounds (issue 17)', () => {
  it('caps every duration: no Infinity, no negative, never longer than a run for a session', () => {
    expect(secondsOf(`P${'9'.repeat(400)}Y`)).toBe(maxDurationSeconds);
    expect(secondsOf('P99999Y')).toBe(maxDurationSeconds);
    expect(timespanOf(Infinity)).toBe('9999:59:59.99');
    expect(durationOf(Infinity)).toBe('PT9999H59M59.99S');
    expect(durationOf(Number.NaN)).toBe('PT0H0M0S');
    const huge = readRuntimeData('2004', { cmi: { session_time: 'P100Y' } });
    expect(huge?.sessionSeconds).toBe(12 * 3600);
    const saved = savedRuntimeData({ status: 'INCOMPLETE', finishDate: null }, huge!, {
      completesUnreported: false,
      satisfiesUnreported: false,
    });
    expect([saved.addedSeconds, saved.maxTotalSeconds]).toEqual([12 * 3600, maxDurationSeconds]);
  });

  it('keeps the grade within 0-100 and scaled within [-1, 1]', () => {
    expect(readRuntimeData('2004', { cmi: { score: { scaled: '5' } } })?.grade).toBe(100);
    expect(readRuntimeData('2004', { cmi: { score: { scaled: '-0.5' } } })?.grade).toBe(0);
    expect(readRuntimeData('2004', { cmi: { score: { raw: '1e308' } } })?.grade).toBe(100);
    expect(readRuntimeData('1.2', { cmi: { core: { score: { raw: '-3' } } } })?.grade).toBe(0);
    expect(readRuntimeData('1.2', { cmi: { core: { score: { raw: '85.555' } } } })?.grade).toBe(85.56);
  });

  it("refuses suspend_data past its version's limit and a free tree past its bounds", () => {
    const refusalOf = (standard: '1.2' | '2004', cmi: object) => {
      try {
        readRuntimeData(standard, { cmi });
        return undefined;
      } catch (error) {
        return error instanceof Refusal ? [error.statusCode, error.message] : error;
      }
    };
    expect(refusalOf('1.2', { suspend_data: 'x'.repeat(4097) })).toEqual([
      400,
      scormMessages.suspendDataTooLong(4096),
    ]);
    expect(refusalOf('2004', { suspend_data: 'x'.repeat(4097) })).toBeUndefined();
    expect(refusalOf('2004', { suspend_data: 'x'.repeat(64_001) })).toEqual([
      400,
      scormMessages.suspendDataTooLong(64_000),
    ]);
    expect(refusalOf('2004', { comments: 'x'.repeat(4097) })).toEqual([
      400,
      scormMessages.runtimeDataTooLarge,
    ]);
    expect(refusalOf('2004', { ['k'.repeat(65)]: '1' })).toEqual([400, scormMessages.runtimeDataTooLarge]);
    const leaves = Object.fromEntries(Array.from({ length: 20_001 }, (_, index) => [String(index), '']));
    expect(refusalOf('2004', { interactions: leaves })).toEqual([400, scormMessages.runtimeDataTooLarge]);
  });
});

describe('the current package (issue 17, defect 2)', () => {
  const row = (idPackage: number, status: StoredPackage['status']): StoredPackage => ({
    idPackage,
    status,
    standard: '1.2',
    title: 't',
  });

  it('a failed ingestion is history: the package before it stays current', () => {
    expect(currentPackages([row(3, 'ERROR'), row(2, 'SUCCESS'), row(1, 'SUCCESS')])).toEqual({
      latest: row(2, 'SUCCESS'),
      usable: row(2, 'SUCCESS'),
    });
    // An upload in progress still says PENDING; an item with only a failure says ERROR.
    expect(currentPackages([row(4, 'PENDING'), row(3, 'ERROR'), row(2, 'SUCCESS')]).latest).toEqual(
      row(4, 'PENDING'),
    );
    expect(currentPackages([row(1, 'ERROR')])).toEqual({ latest: row(1, 'ERROR'), usable: undefined });
    expect(currentPackages([])).toEqual({ latest: undefined, usable: undefined });
  });
});
