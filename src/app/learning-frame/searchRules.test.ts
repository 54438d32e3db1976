import { describe, expect, it } from 'vitest';
import { CONTENT_SEARCH_MIN, HEADER_SEARCH_MAX, headerSearchPath, isSearchable } from './searchRules';

describe('the search rules of learning-area.md 5 and 9', () => {
  it('the header sends no empty text, trims it and keeps at most 300 characters', () => {
    expect(HEADER_SEARCH_MAX).toBe(300);
    expect(headerSearchPath('')).toBeNull();
    expect(headerSearchPath('   ')).toBeNull();
    expect(headerSearchPath(' liderança ')).toBe('/searchResult/lideran%C3%A7a');
    expect(headerSearchPath('x'.repeat(301))).toBe(`/searchResult/${'x'.repeat(300)}`);
  });

  it('a content search needs 3 characters', () => {
    expect(CONTENT_SEARCH_MIN).toBe(3);
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable(' ab ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
  });
});
