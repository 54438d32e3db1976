// Every locking and percent rule of learning-area.md 4.3, number by number.
import { describe, expect, it } from 'vitest';
import {
  contentPercent,
  isBlockElementLocked,
  isClassNotStarted,
  isDoneStatus,
  isLessonLocked,
  isMapElementComplete,
  isNextBlocked,
  isStepLocked,
  mapElementPercent,
  mapSteps,
  type Step,
} from './learning-locks';

const step = (fields: Partial<Step> = {}): Step => ({ sequential: true, done: false, ...fields });

describe('4.1 done statuses', () => {
  it('counts COMPLETED, PASSED and EQUIVALENCY as done, nothing else', () => {
    expect(['COMPLETED', 'PASSED', 'EQUIVALENCY'].every(isDoneStatus)).toBe(true);
    for (const status of ['NOT_ATTEMPTED', 'IN_PROGRESS', 'INCOMPLETE', 'FAILED', 'EXPIRED', null, undefined])
      expect(isDoneStatus(status)).toBe(false);
  });
});

describe('4.3 (1) lesson cards', () => {
  it('locks a lesson whose prerequisites exist and are not met', () => {
    expect(isLessonLocked({ hasPrerequisites: true, prerequisitesMet: false })).toBe(true);
    expect(isLessonLocked({ hasPrerequisites: true, prerequisitesMet: true })).toBe(false);
    expect(isLessonLocked({ hasPrerequisites: false, prerequisitesMet: false })).toBe(false);
  });
});

describe('4.3 (2) sequential steps', () => {
  it('locks a sequential step until the one before it is done', () => {
    expect(isStepLocked([step({ done: false }), step()], 1)).toBe(true);
    expect(isStepLocked([step({ done: true }), step()], 1)).toBe(false);
  });

  it('never locks the first step, a step that is not sequential, or an entry point', () => {
    expect(isStepLocked([step()], 0)).toBe(false);
    expect(isStepLocked([step(), step({ sequential: false })], 1)).toBe(false);
    expect(isStepLocked([step(), step({ entryPoint: 1 })], 1)).toBe(false);
    expect(isStepLocked([step(), step({ entryPoint: 0 })], 1)).toBe(true);
  });

  it('locks a step with unmet prerequisites wherever it is, even an entry point', () => {
    expect(isStepLocked([step({ prerequisitesUnmet: true, sequential: false })], 0)).toBe(true);
    expect(isStepLocked([step({ done: true }), step({ prerequisitesUnmet: true, entryPoint: 1 })], 1)).toBe(
      true,
    );
  });

  it('answers false for an index outside the list', () => {
    expect(isStepLocked([step()], 3)).toBe(false);
  });
});

describe('4.3 (2) block elements', () => {
  it('unlocks an element only when the one before it has progress 100; the first always', () => {
    expect(isBlockElementLocked([0, 0], 0)).toBe(false);
    expect(isBlockElementLocked([99, 0], 1)).toBe(true);
    expect(isBlockElementLocked([100, 0], 1)).toBe(false);
    expect(isBlockElementLocked([undefined, 0], 1)).toBe(true);
  });
});

describe('4.3 (3) the navigation map', () => {
  it('calls the previous item complete for a COMPLETED content, a COMPLETED node, a finished evaluation', () => {
    expect(isMapElementComplete({ elementType: 'CONTENT', contentEnrollment: { status: 'COMPLETED' } })).toBe(
      true,
    );
    expect(
      isMapElementComplete({
        elementType: 'CONTENT',
        contentEnrollment: { status: 'IN_PROGRESS', progress: 99 },
      }),
    ).toBe(false);
    expect(isMapElementComplete({ elementType: 'NODE', nodeEnrollment: { status: 'COMPLETED' } })).toBe(true);
    expect(isMapElementComplete({ elementType: 'NODE', nodeEnrollment: { status: 'IN_PROGRESS' } })).toBe(
      false,
    );
    expect(
      isMapElementComplete({
        elementType: 'EVALUATION',
        questionnaire: { finishDate: '2026-11-20T10:00:00Z' },
      }),
    ).toBe(true);
    expect(isMapElementComplete({ elementType: 'EVALUATION', questionnaire: { finishDate: null } })).toBe(
      false,
    );
  });

  it('counts an evaluation 100 when finished, else 50', () => {
    expect(
      mapElementPercent({ elementType: 'EVALUATION', questionnaire: { finishDate: '2026-11-20' } }),
    ).toBe(100);
    expect(mapElementPercent({ elementType: 'EVALUATION', questionnaire: null })).toBe(50);
  });

  it('counts a type 26 content 50 while started, 100 once finished (0 before it is opened)', () => {
    const scorm = (status: string) => ({
      elementType: 'CONTENT',
      idContentType: 26,
      contentEnrollment: { status, progress: 10 },
    });
    expect(mapElementPercent(scorm('IN_PROGRESS'))).toBe(50);
    expect(mapElementPercent(scorm('INCOMPLETE'))).toBe(50);
    expect(mapElementPercent(scorm('COMPLETED'))).toBe(100);
    expect(mapElementPercent(scorm('FAILED'))).toBe(100);
    expect(mapElementPercent(scorm('NOT_ATTEMPTED'))).toBe(0);
  });

  it('counts other contents by their progress (100 when done) and nodes by their node enrollment', () => {
    expect(
      mapElementPercent({
        elementType: 'CONTENT',
        idContentType: 2,
        contentEnrollment: { status: 'IN_PROGRESS', progress: 40 },
      }),
    ).toBe(40);
    expect(
      mapElementPercent({
        elementType: 'CONTENT',
        idContentType: 5,
        contentEnrollment: { status: 'COMPLETED', progress: 0 },
      }),
    ).toBe(100);
    expect(mapElementPercent({ elementType: 'NODE', nodeEnrollment: { progress: 67 } })).toBe(67);
    expect(mapElementPercent({ elementType: 'CONTENT' })).toBe(0);
  });

  it("counts a stored content the same way (the server's node progress is their mean)", () => {
    expect(contentPercent({ idContentType: 26, status: 'IN_PROGRESS', progress: 10 })).toBe(50);
    expect(contentPercent({ idContentType: 26, status: 'PASSED', progress: 10 })).toBe(100);
    expect(contentPercent({ idContentType: 2, status: 'IN_PROGRESS', progress: 40 })).toBe(40);
    expect(contentPercent({ idContentType: 2, status: 'EQUIVALENCY', progress: 0 })).toBe(100);
    expect(contentPercent({ idContentType: 2, status: 'IN_PROGRESS', progress: 140 })).toBe(100);
    expect(contentPercent({})).toBe(0);
  });

  it('turns one level of the map into steps for the sequential rule', () => {
    const steps = mapSteps([
      { elementType: 'CONTENT', sequential: true, contentEnrollment: { status: 'IN_PROGRESS' } },
      { elementType: 'CONTENT', sequential: true, contentEnrollment: { status: 'NOT_ATTEMPTED' } },
    ]);
    expect(steps).toEqual([
      { sequential: true, done: false },
      { sequential: true, done: false },
    ]);
    expect(isStepLocked(steps, 1)).toBe(true);
  });
});

describe("4.3 (4) the 'next' button", () => {
  it('is blocked when the next item is sequential and the current content is not COMPLETED', () => {
    expect(isNextBlocked({ nextSequential: true, currentStatus: 'IN_PROGRESS' })).toBe(true);
    expect(isNextBlocked({ nextSequential: true, currentStatus: undefined })).toBe(true);
    expect(isNextBlocked({ nextSequential: true, currentStatus: 'COMPLETED' })).toBe(false);
    expect(isNextBlocked({ nextSequential: false, currentStatus: 'IN_PROGRESS' })).toBe(false);
  });

  it('is not blocked when unlock is forced or the current evaluation is finished', () => {
    expect(isNextBlocked({ nextSequential: true, currentStatus: 'IN_PROGRESS', forceUnlock: true })).toBe(
      false,
    );
    expect(
      isNextBlocked({ nextSequential: true, currentStatus: null, currentEvaluationFinished: true }),
    ).toBe(false);
  });
});

describe('4.3 (5) classes not started', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('locks the card of a class that starts later, not one that started or has no date', () => {
    expect(isClassNotStarted('2027-02-01T00:00:00-03:00', now)).toBe(true);
    expect(isClassNotStarted('2026-09-01T00:00:00-03:00', now)).toBe(false);
    expect(isClassNotStarted(null, now)).toBe(false);
    expect(isClassNotStarted('não é data', now)).toBe(false);
  });
});
