// Where each navigation request of a SCO leads, from the second of three lessons, the first and the last.
import { describe, expect, it } from 'vitest';
import type { ScoLesson } from '../../api/learning-scorm';
import { navStepOf } from './navRequest';

const lessons = [1, 2, 3].map((idSco) => ({ idSco, identifier: `item-${idSco}` }) as ScoLesson);
const idOf = (step: ReturnType<typeof navStepOf>) => (step?.to === 'lesson' ? step.lesson.idSco : step?.to);

describe('navStepOf', () => {
  it('continue and previous move along the manifest order; past the ends, the cards or nothing', () => {
    expect(idOf(navStepOf({ kind: 'continue' }, lessons, 2))).toBe(3);
    expect(idOf(navStepOf({ kind: 'continue' }, lessons, 3))).toBe('cards');
    expect(idOf(navStepOf({ kind: 'previous' }, lessons, 2))).toBe(1);
    expect(navStepOf({ kind: 'previous' }, lessons, 1)).toBeUndefined();
  });

  it('choice and jump open the lesson whose manifest identifier they name', () => {
    expect(idOf(navStepOf({ kind: 'choice', target: 'item-1' }, lessons, 2))).toBe(1);
    expect(idOf(navStepOf({ kind: 'jump', target: 'item-3' }, lessons, 2))).toBe(3);
    expect(navStepOf({ kind: 'choice', target: 'elsewhere' }, lessons, 2)).toBeUndefined();
  });

  it('exit leaves the lesson; exitAll, abandonAll and suspendAll leave the content', () => {
    expect(idOf(navStepOf({ kind: 'exit' }, lessons, 2))).toBe('cards');
    expect(idOf(navStepOf({ kind: 'abandon' }, lessons, 2))).toBe('cards');
    for (const kind of ['exitAll', 'abandonAll', 'suspendAll'] as const)
      expect(idOf(navStepOf({ kind }, lessons, 2))).toBe('content');
  });

  it('follows nothing from a lesson it does not know', () => {
    expect(navStepOf({ kind: 'continue' }, lessons, 9)).toEqual({ to: 'cards' });
    expect(navStepOf({ kind: 'previous' }, lessons, 9)).toBeUndefined();
  });
});
