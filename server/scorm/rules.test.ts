// The small rules of the run-time: the two standards' times, 1.2 prerequisites, the status a commit leaves.
import { describe, expect, it } from 'vitest';
import { prerequisitesMet } from './prerequisites.ts';
import { nextStatus, readRuntimeData } from './rules.ts';
import { durationOf, secondsOf, timespanOf } from './scorm-time.ts';

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

  it('never take a done lesson back', () => {
    expect(nextStatus('NOT_ATTEMPTED', 'INCOMPLETE')).toBe('INCOMPLETE');
    expect(nextStatus('COMPLETED', 'INCOMPLETE')).toBe('COMPLETED');
    expect(nextStatus('PASSED', 'FAILED')).toBe('PASSED');
    expect(nextStatus('PASSED', 'COMPLETED')).toBe('PASSED');
    expect(nextStatus('FAILED', 'PASSED')).toBe('PASSED');
    expect(nextStatus('INCOMPLETE', undefined)).toBe('INCOMPLETE');
  });
});
