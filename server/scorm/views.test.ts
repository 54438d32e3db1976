// The SCORM answers built from stored rows: lesson cards, the run's state and a kept run's files.
import { describe, expect, it } from 'vitest';
import { maxDurationSeconds } from './scorm-time.ts';
import type { ScoEnrollmentRow, StoredLesson } from './store.ts';
import { keptFilesView, lessonCards, packageFileAddress, runNavigationView, runStateView } from './views.ts';

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
  completionSetByContent: true,
  objectiveSetByContent: true,
  objectiveIds: [],
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

  it('says kept only of a kept run', () => {
    const learner = { idUser: 7, name: 'Bruno' };
    expect(runStateView('1.2', lesson(1, 'a'), undefined, learner, 'http://app', true)).toMatchObject({
      kept: true,
    });
    expect(runStateView('1.2', lesson(1, 'a'), undefined, learner, 'http://app')).not.toHaveProperty('kept');
  });

  it("tells a 2004 lesson whether 'previous' leads anywhere and which lessons 'choice' may name", () => {
    const lessons = [lesson(1, 'intro'), lesson(2, 'play'), lesson(3, 'quiz')];
    expect(runNavigationView(lessons, lessons[0]!)).toEqual({
      previous: false,
      lessons: ['intro', 'play', 'quiz'],
    });
    expect(runNavigationView(lessons, lessons[2]!).previous).toBe(true);
  });
});

describe('the objectives a 2004 run starts with (RTE 4.2.17)', () => {
  const learner = { idUser: 7, name: 'Bruno' };
  const withObjectives = { ...lesson(1, 'a'), objectiveIds: ['PRIMARYOBJ', 'obj_playing', 'obj_etiquette'] };
  const wrote = {
    objectives: {
      '0': {
        id: 'obj_playing',
        completion_status: 'incomplete',
        progress_measure: '0.2',
        success_status: 'unknown',
        score: { scaled: '0.5', raw: '', min: '', max: '' },
        description: '',
      },
    },
  };
  const objectives = (stored: ScoEnrollmentRow | undefined) =>
    (runStateView('2004', withObjectives, stored, learner, 'http://app').cmi as { objectives?: unknown })
      .objectives;

  it("are the manifest's, by id, on a first launch and a new attempt", () => {
    const ids = [{ id: 'PRIMARYOBJ' }, { id: 'obj_playing' }, { id: 'obj_etiquette' }];
    expect(objectives(undefined)).toEqual(ids);
    expect(objectives({ ...row(1, 'INCOMPLETE'), cmi: wrote, exitMode: '' })).toEqual(ids);
  });

  it('are what the SCO wrote on a resume, empty and unknown values left out, then the rest of the manifest', () => {
    expect(objectives({ ...row(1, 'INCOMPLETE'), cmi: wrote, exitMode: 'suspend' })).toEqual([
      {
        id: 'obj_playing',
        completion_status: 'incomplete',
        progress_measure: '0.2',
        score: { scaled: '0.5' },
      },
      { id: 'PRIMARYOBJ' },
      { id: 'obj_etiquette' },
    ]);
  });

  it('are none for a lesson whose manifest declares none, and never for 1.2', () => {
    expect(objectives(undefined)).toBeDefined();
    expect(
      (runStateView('2004', lesson(1, 'a'), undefined, learner, 'http://app').cmi as { objectives?: unknown })
        .objectives,
    ).toBeUndefined();
    expect(runStateView('1.2', withObjectives, undefined, learner, 'http://app').cmi).not.toHaveProperty(
      'objectives',
    );
  });
});

describe("a kept run's files", () => {
  it('are addressed as a package page asks for them, under files/', () => {
    expect(
      keptFilesView([
        'pasta com espaço/index.html',
        'Q&A+notas,1;a=b@$.html',
        "it's(1)!~.png",
        '100%.png',
        'a#b?c.html',
        'ação.png',
      ]),
    ).toEqual({
      files: [
        'files/pasta%20com%20espa%C3%A7o/index.html',
        'files/Q&A+notas,1;a=b@$.html',
        "files/it's(1)!~.png",
        'files/100%25.png',
        'files/a%23b%3Fc.html',
        'files/a%C3%A7%C3%A3o.png',
      ],
    });
    // As the browser resolves a page's relative link to the same file.
    const page = new URL('http://scorm.app/scorm/runs/T/files/pasta/index.html');
    expect(new URL('../Q&A+notas,1;a=b@$.html', page).pathname).toBe(
      `/scorm/runs/T/${packageFileAddress('Q&A+notas,1;a=b@$.html')}`,
    );
  });
});

describe('a 2004 lesson launched again (RTE 4.2.8 cmi.entry, 4.2.10 cmi.exit)', () => {
  const learner = { idUser: 7, name: 'Bruno' };
  const last = {
    ...row(1, 'INCOMPLETE', 95),
    location: 'p4',
    suspendData: 'A1;B2',
    cmi: { completion_status: 'incomplete', success_status: 'unknown', score: { scaled: '0.4' } },
  };
  const cmiAfter = (exitMode: string | null) =>
    runStateView('2004', lesson(1, 'a'), { ...last, exitMode }, learner, 'http://app').cmi;

  it("resumes the attempt a suspend left: its place, data, statuses, score and time, entry 'resume'", () => {
    expect(cmiAfter('suspend')).toMatchObject({
      entry: 'resume',
      location: 'p4',
      suspend_data: 'A1;B2',
      completion_status: 'incomplete',
      score: { scaled: '0.4' },
      total_time: 'PT0H1M35S',
    });
  });

  it("starts a new attempt after any other exit: entry 'ab-initio', nothing of the last one", () => {
    for (const exitMode of ['', 'normal', 'logout', 'time-out', null]) {
      const cmi = cmiAfter(exitMode);
      expect(cmi, String(exitMode)).toMatchObject({ entry: 'ab-initio', total_time: 'PT0H0M0S' });
      for (const name of ['location', 'suspend_data', 'completion_status', 'success_status', 'score'])
        expect(cmi, `${exitMode} ${name}`).not.toHaveProperty(name);
    }
  });
});
