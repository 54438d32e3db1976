import { describe, expect, it } from 'vitest';
import { PAGE_DEPTH, readSeeAll, seeAllPath } from './seeAll';

describe("'Ver todos'", () => {
  it("opens the catalog page with the block's depth, text and tags", () => {
    expect(seeAllPath('HZ-CATALOGO', { depth: 2, searchString: '', tags: [] })).toBe(
      '/catalog/HZ-CATALOGO?depth=2',
    );
    expect(
      seeAllPath('HZ-CATALOGO', { depth: 2, searchString: 'escuta ativa', tags: ['Excel', 'LGPD'] }),
    ).toBe('/catalog/HZ-CATALOGO?depth=2&busca=escuta%20ativa&tags=Excel%2CLGPD');
  });

  it('is read back by the page, the whole tree when the address says no depth or a wrong one', () => {
    expect(readSeeAll(new URLSearchParams('depth=2&busca=escuta%20ativa&tags=Excel%2CLGPD'))).toEqual({
      depth: 2,
      text: 'escuta ativa',
      tags: ['Excel', 'LGPD'],
    });
    for (const depth of ['', 'depth=0', 'depth=11', 'depth=dois', 'depth=1.5'])
      expect(readSeeAll(new URLSearchParams(depth))).toEqual({ depth: PAGE_DEPTH, text: '', tags: [] });
  });
});
