// The SCORM answers built from stored rows: lesson cards and the run's state.
import { describe, expect, it } from 'vitest';
import { maxDurationSeconds } from './scorm-time.ts';
import type { ScoEnrollmentRow, StoredLesson } from './store.ts';
import { lessonCards, runStateView } from './views.ts';

const lesson = (idSco: number, identifier: string, prerequisites: string | null = null): StoredLesson => ({
  idSco,
  idPackage: 1,
  identifier,
  title: `Lição ${identifier}`,
  launchHref: 'pasta com espaço/index.html',
  parameters: '?a=1',
  scormType: 'sco',
  masteryScore: null,
  prerequisites,
  depth: 0,
  parentTitles: [],
});

const row = (idSco: number, status: string, totalSeconds = 0): ScoEnrollmentRow => ({
  idScoEnrollment: idSco * 10,
  idSco,
  status,
  grade: null,
  location: null,
  suspendData: null,
  exitMode: null,
  cmi: null,
  totalSeconds,
  numberOfAccess: 1,
  finishDate: null,
});

describe('lesson cards', () => {
  it('lock a sequential lesson until the one before is done, and follow manifest prerequisites', () => {
    const lessons = [lesson(1, 'a'), lesson(2, 'b'), lesson(3, 'c', 'a')];
    const met = (rows: ScoEnrollmentRow[], sequential: boolean) =>
      lessonCards(lessons, rows, sequential).map((card) => card.scoEnrollment.prerequisitesMet);
    expect(met([], true)).toEqual([true, false, false]);
    expect(met([row(1, 'COMPLETED')], true)).toEqual([true, true, true]);
    expect(met([], false)).toEqual([true, true, false]);
  });

  it('never send a total time JSON cannot carry (a row stored before the cap)', () => {
    const [card] = lessonCards([lesson(1, 'a')], [row(1, 'INCOMPLETE', Infinity)], false);
    expect(card?.scoEnrollment.totalTime).toBe(maxDurationSeconds);
    expect(JSON.parse(JSON.stringify(card)).scoEnrollment.totalTime).toBe(maxDurationSeconds);
  });
});

describe('the run state', () => {
  it('names the launch file inside files/, encoded, with its parameters, and starts ab-initio', () => {
    const state = runStateView('1.2', lesson(1, 'a'), undefined, { idUser: 7, name: 'Bruno' }, 'http://app');
    expect(state).toMatchObject({
      standard: '1.2',
      launchPath: 'files/pasta%20com%20espa%C3%A7o/index.html?a=1',
      appOrigin: 'http://app',
      cmi: {
        core: { student_id: '7', student_name: 'Bruno', entry: 'ab-initio', total_time: '0000:00:00.00' },
      },
    });
  });
});
