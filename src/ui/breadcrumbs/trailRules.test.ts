import { describe, expect, it } from 'vitest';
import { cutTitle } from './cutTitle';
import { collapseTrail, CONTENT_TRAIL, learningTrailRules } from './trailRules';

describe('the learning footer trail rules (learning-area.md 9)', () => {
  it.each([
    [320, { maxChars: 13, collapseAbove: 3 }],
    [800, { maxChars: 13, collapseAbove: 3 }],
    [801, { maxChars: 25 }],
    [1280, { maxChars: 25 }],
  ])('at %i px wide: %o', (width, rules) => {
    expect(learningTrailRules(width)).toEqual(rules);
  });

  it('leaves the content app its 40 characters and its whole trail (content-app.md 2.8)', () => {
    expect(CONTENT_TRAIL).toEqual({ maxChars: 40 });
  });
});

describe('cutting a title at the learning lengths', () => {
  it.each([
    ['Trilha de Liderança', 25, 'Trilha de Liderança'],
    ['Fundamentos de liderança!', 25, 'Fundamentos de liderança!'],
    ['Fundamentos de liderança e gestão', 25, 'Fundamentos de liderança...'],
    ['Comunicação não violenta no trabalho', 25, 'Comunicação não violenta...'],
    ['Segurança', 13, 'Segurança'],
    ['Segurança 101', 13, 'Segurança 101'],
    ['Segurança no trabalho', 13, 'Segurança no...'],
    ['Ética e compliance', 13, 'Ética e compl...'],
  ])('%j at %i characters: %j', (title, max, shown) => {
    expect(cutTitle(title, max)).toBe(shown);
  });
});

describe('collapsing a trail (learning-area.md 9: over 3 items on small screens)', () => {
  const trail = (count: number) => Array.from({ length: count }, (_, index) => `n${index + 1}`);

  it.each([1, 2, 3])('keeps a trail of %i whole', (count) => {
    expect(collapseTrail(trail(count), 3)).toEqual({ collapsed: false, all: trail(count) });
  });

  it.each([
    [4, ['n2']],
    [5, ['n2', 'n3']],
    [8, ['n2', 'n3', 'n4', 'n5', 'n6']],
  ])('shows the first, "…" and the last two of %i, hiding %j', (count, hidden) => {
    expect(collapseTrail(trail(count), 3)).toEqual({
      collapsed: true,
      first: 'n1',
      hidden,
      lastTwo: trail(count).slice(-2),
    });
  });

  it('never collapses without a limit (large screens, the content app)', () => {
    expect(collapseTrail(trail(9), undefined)).toEqual({ collapsed: false, all: trail(9) });
  });

  it('never collapses when nothing would be hidden, whatever the limit', () => {
    expect(collapseTrail(trail(3), 1)).toEqual({ collapsed: false, all: trail(3) });
  });
});
