import { describe, expect, it } from 'vitest';
import { imageVariantUrl, variantOfCard } from './imageVariant';

// learning-area.md 9: '-format-{portrait|landscape-large|landscape-middle|landscape-small|landscape-xsmall}'.
describe('image variant URLs', () => {
  it('inserts -format-{variant} before the extension', () => {
    expect(imageVariantUrl('/demo/curso.jpg', 'portrait')).toBe('/demo/curso-format-portrait.jpg');
    expect(imageVariantUrl('https://cdn.test/a/b/capa.final.png', 'landscape-large')).toBe(
      'https://cdn.test/a/b/capa.final-format-landscape-large.png',
    );
  });

  it('keeps the query and the fragment after the extension', () => {
    expect(imageVariantUrl('/img/trilha.webp?v=3#x', 'landscape-xsmall')).toBe(
      '/img/trilha-format-landscape-xsmall.webp?v=3#x',
    );
  });

  it('leaves a URL without an extension as it is (a dot in a folder is no extension)', () => {
    expect(imageVariantUrl('/img/capa', 'portrait')).toBe('/img/capa');
    expect(imageVariantUrl('https://cdn.v2.test/img/capa', 'portrait')).toBe('https://cdn.v2.test/img/capa');
    expect(imageVariantUrl('/img/.capa', 'portrait')).toBe('/img/.capa');
    expect(imageVariantUrl('/img/capa?name=a.jpg', 'portrait')).toBe('/img/capa?name=a.jpg');
  });

  it('leaves data and blob URLs alone', () => {
    expect(imageVariantUrl('data:image/png;base64,iVBOR.w0KGgo', 'portrait')).toBe(
      'data:image/png;base64,iVBOR.w0KGgo',
    );
    expect(imageVariantUrl('blob:https://x.test/1.2', 'portrait')).toBe('blob:https://x.test/1.2');
  });
});

describe('the crop each card asks for', () => {
  it('banner, block and journey cards: large, middle and small landscape', () => {
    expect(variantOfCard('portrait', 'banner')).toBe('landscape-large');
    expect(variantOfCard('square', 'block')).toBe('landscape-middle');
    expect(variantOfCard('landscape-xsmall', 'journey')).toBe('landscape-small');
  });

  it('standard cards: their format’s crop; square and avatar cards the original', () => {
    expect(variantOfCard('portrait', 'standard')).toBe('portrait');
    expect(variantOfCard('landscape-xsmall', 'standard')).toBe('landscape-xsmall');
    expect(variantOfCard('square', 'standard')).toBeUndefined();
    expect(variantOfCard('portrait', 'avatar')).toBeUndefined();
  });
});
