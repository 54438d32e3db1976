// The decisions and views of the learner's activity (learning-area.md 4.7, 7.1), without a server.
import { describe, expect, it } from 'vitest';
import type { Meeting } from '../../src/generated/types.ts';
import { matchingTags } from './rules.ts';
import { meetingsView } from './views.ts';

describe('rules', () => {
  it('finds tags without accents or case', () => {
    expect(matchingTags(['Segurança', 'Liderança', 'Vendas'], ' SEGURANCA ')).toEqual(['Segurança']);
    expect(matchingTags(['Segurança', 'Vendas'], '')).toEqual(['Segurança', 'Vendas']);
  });
});

describe('views', () => {
  it("keeps the meetings of the page's subtree, each with its page", () => {
    const rows = [
      { meeting: { speaker: 'A' } as Meeting, node_code: 'P1' },
      { meeting: { speaker: 'B' } as Meeting, node_code: 'P2' },
    ];
    expect(meetingsView(rows, new Set(['P2']))).toEqual([{ speaker: 'B', nodeCode: 'P2' }]);
    expect(meetingsView(rows, undefined)).toHaveLength(2);
  });
});
