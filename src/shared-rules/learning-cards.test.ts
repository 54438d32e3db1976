import { describe, expect, it } from 'vitest';
import {
  blockElementUnlocked,
  cardState,
  classHasEnded,
  classIsFuture,
  isClosedUponCompletion,
  mayReenroll,
  offersEnrollment,
  opensElement,
  type CardFacts,
} from './learning-cards';

const now = new Date('2026-11-24T12:00:00Z');
const open = { finalDate: '2027-06-30T23:59:59-03:00', allowReenrollment: 1 };
const ended = { finalDate: '2026-11-24T11:59:59Z', allowReenrollment: 1 };
const course: CardFacts = { kind: 'NODE', nodeType: 'LEARNING', selfEnrollment: true };

describe('class dates (4.3, 4.4)', () => {
  it('a class has ended from its final date on, never without one', () => {
    expect(classHasEnded(ended, now)).toBe(true);
    expect(classHasEnded({ finalDate: '2026-11-24T12:00:00Z' }, now)).toBe(true);
    expect(classHasEnded({ finalDate: '2026-11-24T12:00:01Z' }, now)).toBe(false);
    expect(classHasEnded({}, now)).toBe(false);
  });

  it('a class is future only while its start date is to come', () => {
    expect(classIsFuture({ initialDate: '2026-11-24T12:00:01Z' }, now)).toBe(true);
    expect(classIsFuture({ initialDate: '2026-11-24T12:00:00Z' }, now)).toBe(false);
    expect(classIsFuture({}, now)).toBe(false);
    expect(classIsFuture(undefined, now)).toBe(false);
  });
});

describe('COMPLETED with allowAccessUponCompletion 0 is inactive (4.4)', () => {
  it.each(['COMPLETED', 'PASSED', 'EQUIVALENCY'])('%s in a class closed upon completion', (status) => {
    expect(isClosedUponCompletion(status, { allowAccessUponCompletion: 0 })).toBe(true);
    expect(isClosedUponCompletion(status, { allowAccessUponCompletion: 1 })).toBe(false);
    expect(isClosedUponCompletion(status, {})).toBe(false);
  });

  it('an enrollment still running is never closed', () => {
    expect(isClosedUponCompletion('IN_PROGRESS', { allowAccessUponCompletion: 0 })).toBe(false);
    expect(isClosedUponCompletion(undefined, { allowAccessUponCompletion: 0 })).toBe(false);
  });
});

describe('re-enrollment (4.4)', () => {
  it.each(['EXPIRED', 'FAILED'])('is offered after %s in an open class that allows it', (status) => {
    expect(mayReenroll(status, open, now)).toBe(true);
  });

  it('not when the class does not allow it', () => {
    expect(mayReenroll('FAILED', { ...open, allowReenrollment: 0 }, now)).toBe(false);
    expect(mayReenroll('FAILED', { finalDate: open.finalDate }, now)).toBe(false);
  });

  it('not when the class has ended', () => {
    expect(mayReenroll('EXPIRED', ended, now)).toBe(false);
  });

  it.each(['COMPLETED', 'IN_PROGRESS', 'NOT_ATTEMPTED', 'CANCELED'])('not after %s', (status) => {
    expect(mayReenroll(status, open, now)).toBe(false);
  });
});

describe('card states (4.4)', () => {
  it('processing wins over everything', () => {
    expect(cardState({ ...course, processing: true, enrollment: { status: 'IN_PROGRESS' } }, now)).toBe(
      'processing',
    );
  });

  it('an ORGANIZATION node is a catalog, enrolled or not', () => {
    expect(cardState({ kind: 'NODE', nodeType: 'ORGANIZATION' }, now)).toBe('isCatalog');
  });

  it('a content outside an enrollment is free; inside one, enrolled', () => {
    expect(cardState({ kind: 'CONTENT' }, now)).toBe('freeContent');
    expect(cardState({ kind: 'CONTENT', enrollment: { status: 'IN_PROGRESS' } }, now)).toBe('isEnrollment');
  });

  it('an enrolled course opens, with or without its node enrollment yet', () => {
    const enrollment = { status: 'IN_PROGRESS', team: open };
    expect(cardState({ ...course, enrollment, hasNodeEnrollment: true }, now)).toBe('isNodeEnrollment');
    expect(cardState({ ...course, enrollment }, now)).toBe('isEnrollment');
    expect(cardState({ ...course, enrollment: { status: 'COMPLETED', team: open } }, now)).toBe(
      'isEnrollment',
    );
  });

  it('COMPLETED in a class closed upon completion is inactive', () => {
    const team = { ...open, allowAccessUponCompletion: 0 };
    expect(cardState({ ...course, enrollment: { status: 'COMPLETED', team } }, now)).toBe('inactive');
  });

  it('FAILED or EXPIRED offers re-enrollment when the class allows it, else is inactive', () => {
    expect(cardState({ ...course, enrollment: { status: 'FAILED', team: open } }, now)).toBe('reenroll');
    expect(cardState({ ...course, enrollment: { status: 'EXPIRED', team: ended } }, now)).toBe('inactive');
    expect(cardState({ ...course, enrollment: { status: 'EXPIRED' } }, now)).toBe('inactive');
  });

  it('without an enrollment: enrolment when the node allows self-enrollment, else inactive', () => {
    expect(cardState(course, now)).toBe('canEnrollment');
    expect(cardState({ ...course, selfEnrollment: false }, now)).toBe('inactive');
    expect(cardState({ kind: 'NODE', nodeType: 'LEARNING' }, now)).toBe('inactive');
  });

  it('which states open the element and which offer a class', () => {
    expect(
      ['isCatalog', 'freeContent', 'isNodeEnrollment', 'isEnrollment'].every((s) => opensElement(s as never)),
    ).toBe(true);
    expect(opensElement('processing') || opensElement('inactive') || opensElement('canEnrollment')).toBe(
      false,
    );
    expect(offersEnrollment('canEnrollment') && offersEnrollment('reenroll')).toBe(true);
    expect(offersEnrollment('inactive') || offersEnrollment('isEnrollment')).toBe(false);
  });
});

describe('block locking (4.3)', () => {
  it('the first element is always unlocked', () => {
    expect(blockElementUnlocked([0, 0], 0)).toBe(true);
    expect(blockElementUnlocked([], 0)).toBe(true);
  });

  it('any other only when the previous one has progress 100', () => {
    expect(blockElementUnlocked([100, 0, 0], 1)).toBe(true);
    expect(blockElementUnlocked([100, 99, 0], 2)).toBe(false);
    expect(blockElementUnlocked([undefined, 0], 1)).toBe(false);
    expect(blockElementUnlocked([50, 100], 1)).toBe(false);
  });
});
