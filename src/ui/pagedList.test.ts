import { describe, expect, it } from 'vitest';
import {
  isDesktopWidth,
  replacesHistory,
  shouldPrefetchSecondPage,
  toggleTag,
  usableTags,
} from './pagedList';

describe('paged list rules', () => {
  it('calls desktop a width above 900 px', () => {
    expect(isDesktopWidth(900)).toBe(false);
    expect(isDesktopWidth(901)).toBe(true);
  });

  it('prefetches page 2 on wide screens only, right after page 1', () => {
    const after = { width: 1280, pagesLoaded: 1, hasNextPage: true, fetching: false };
    expect(shouldPrefetchSecondPage(after)).toBe(true);
    expect(shouldPrefetchSecondPage({ ...after, width: 900 })).toBe(false);
    expect(shouldPrefetchSecondPage({ ...after, width: 390 })).toBe(false);
    expect(shouldPrefetchSecondPage({ ...after, pagesLoaded: 2 })).toBe(false);
    expect(shouldPrefetchSecondPage({ ...after, hasNextPage: false })).toBe(false);
    expect(shouldPrefetchSecondPage({ ...after, fetching: true })).toBe(false);
  });

  it('replaces the history entry for content type 4 only', () => {
    expect(replacesHistory({ idContentType: 4 })).toBe(true);
    for (const type of [1, 2, 3, 5, 18, 25, 26]) expect(replacesHistory({ idContentType: type })).toBe(false);
  });

  it('toggles tags, up to 10 at once', () => {
    expect(toggleTag([], 'Vendas')).toEqual(['Vendas']);
    expect(toggleTag(['Vendas', 'Liderança'], 'Vendas')).toEqual(['Liderança']);
    const ten = Array.from({ length: 10 }, (_, at) => `tag ${at}`);
    expect(toggleTag(ten, 'outra')).toEqual(ten);
    expect(toggleTag(ten, 'tag 3')).toHaveLength(9);
  });

  it('offers only tags the API accepts', () => {
    expect(usableTags(['Vendas', 'x'.repeat(41), 'x'.repeat(40)])).toEqual(['Vendas', 'x'.repeat(40)]);
  });
});
