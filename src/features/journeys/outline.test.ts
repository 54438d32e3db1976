import { describe, expect, it } from 'vitest';
import type { ItemResult } from '../../engine';
import type { ContentItem } from '../../generated/types';
import {
  framePlace,
  indexFromParam,
  isUnlocked,
  outlineOfChapters,
  outlineOfParts,
  pageTitle,
  seenFromProgress,
  stepState,
} from './outline';

const part = (idContentItem: number, idClassification?: number): ItemResult<ContentItem> => ({
  ok: true,
  index: 0,
  value: {
    idContentItem,
    idContentType: 5,
    text: `Parte ${idContentItem}`,
    ...(idClassification === undefined ? {} : { idClassification }),
  },
});
const invalid: ItemResult<ContentItem> = { ok: false, index: 0, raw: {}, issues: [] };
const ids = (pages: { part: ItemResult<ContentItem> }[]) =>
  pages.map((page) => (page.part.ok ? page.part.value.idContentItem : null));

describe('outlineOfParts', () => {
  it('orders pages by classification id, ties in the given order, the unclassified and invalid last', () => {
    const outline = outlineOfParts([part(1), invalid, part(2, 3), part(3, 1), part(4, 3), part(5, 2)]);
    expect(ids(outline.pages)).toEqual([3, 5, 2, 4, 1, null]);
    expect(outline.pages.map((page) => page.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(outline.groups).toHaveLength(1);
    expect(outline.groups[0]?.heading).toBeUndefined();
  });

  it('has no group without pages', () => {
    expect(outlineOfParts([])).toEqual({ pages: [], groups: [] });
  });
});

describe('outlineOfChapters', () => {
  it('numbers the pages across chapters and labels each chapter', () => {
    const outline = outlineOfChapters([
      {
        idClassification: 1,
        classificationAbbreviation: 'CAP 1',
        classificationTitle: 'Escuta ativa',
        parts: [part(31, 1), part(32, 1)],
      },
      { idClassification: 2, classificationTitle: 'Resolução', parts: [] },
      { idClassification: 3, parts: [part(35, 3)] },
    ]);
    expect(ids(outline.pages)).toEqual([31, 32, 35]);
    expect(outline.pages.map((page) => [page.index, page.group])).toEqual([
      [0, 0],
      [1, 0],
      [2, 1],
    ]);
    expect(outline.groups.map((group) => group.heading)).toEqual(['CAP 1 · Escuta ativa', 'Capítulo 3']);
  });
});

describe('pages', () => {
  it('titles an invalid page by its number', () => {
    expect(pageTitle({ index: 2, group: 0, part: invalid })).toBe('Página 3');
    expect(pageTitle({ index: 0, group: 0, part: part(7) })).toBe('Parte 7');
  });

  it('reads ?pagina=N from 1, clamped to the journey; anything else is the first page', () => {
    expect(indexFromParam('2', 4)).toBe(1);
    expect(indexFromParam('9', 4)).toBe(3);
    expect(indexFromParam(null, 4)).toBe(0);
    expect(indexFromParam('0', 4)).toBe(0);
    expect(indexFromParam('abc', 4)).toBe(0);
    expect(indexFromParam('2', 0)).toBe(0);
  });
});

describe('framePlace', () => {
  const base = 'http://aurora.localhost:5173/content/9603?idSection=241';

  it('splits the anchor off a page of the app and marks it same-origin', () => {
    expect(framePlace('/demo/journeys/impacto.html#escuta-historia', base)).toEqual({
      url: 'http://aurora.localhost:5173/demo/journeys/impacto.html',
      anchor: 'escuta-historia',
      sameOrigin: true,
    });
    expect(framePlace('/demo/journeys/cultura.html', base)).toEqual({
      url: 'http://aurora.localhost:5173/demo/journeys/cultura.html',
      sameOrigin: true,
    });
    expect(framePlace('/demo/a.html#cap%C3%ADtulo-1', base)?.anchor).toBe('capítulo-1');
  });

  it('frames other https pages as other-origin and refuses other schemes', () => {
    expect(framePlace('https://cursos.aurora.test/modulo-1', base)).toEqual({
      url: 'https://cursos.aurora.test/modulo-1',
      sameOrigin: false,
    });
    expect(framePlace('javascript:alert(1)', base)).toBeNull();
    expect(framePlace('data:text/html,<p>oi</p>', base)).toBeNull();
  });
});

describe('stepped journey rule', () => {
  it('opens the step after the furthest seen one and locks the rest', () => {
    // Steps 0 and 1 seen, the learner back on step 0.
    expect([0, 1, 2, 3].map((index) => stepState(index, 0, 1))).toEqual([
      'current',
      'seen',
      'open',
      'locked',
    ]);
    expect(isUnlocked(2, 1)).toBe(true);
    expect(isUnlocked(3, 1)).toBe(false);
  });

  it("starts from the item's progress, a percent of the steps", () => {
    expect(seenFromProgress(undefined, 4)).toBe(-1);
    expect(seenFromProgress(0, 4)).toBe(-1);
    expect(seenFromProgress(50, 4)).toBe(1);
    expect(seenFromProgress(60, 4)).toBe(1);
    expect(seenFromProgress(100, 4)).toBe(3);
    expect(seenFromProgress(100, 0)).toBe(-1);
  });
});
