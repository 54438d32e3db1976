import { describe, expect, it } from 'vitest';
import { originalOfVariant } from './asset-variants.ts';

describe('originalOfVariant', () => {
  it("names the original of a crop of learning-area.md 9's formats, and nothing else", () => {
    expect(originalOfVariant('capa-format-portrait.svg')).toBe('capa.svg');
    expect(originalOfVariant('learning/a.b-format-landscape-large.png')).toBe('learning/a.b.png');
    expect(originalOfVariant('capa-format-square.svg')).toBeUndefined();
    expect(originalOfVariant('capa.svg')).toBeUndefined();
    expect(originalOfVariant('capa-format-portrait')).toBeUndefined();
  });
});
