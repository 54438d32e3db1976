import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../fixtures/tenant-fixture-types.ts';
import {
  assessmentUrl,
  groupChapters,
  impactMenu,
  orderJourneyParts,
  playlistItems,
  PLAYLIST_MAX_ITEMS,
} from './views.ts';

describe('ordering and grouping', () => {
  const part = (idContentItem: number, idClassification?: number, title?: string): ContentItem => ({
    idContentItem,
    idContentType: 5,
    text: `Parte ${idContentItem}`,
    parent: 1,
    ...(idClassification === undefined ? {} : { idClassification }),
    ...(title ? { classificationTitle: title } : {}),
  });

  it('orders by classification, keeps ties in their order and puts unclassified parts last', () => {
    const ordered = orderJourneyParts([part(1), part(2, 2), part(3, 1), part(4, 2), part(5, 1)]);
    expect(ordered.map((item) => item.idContentItem)).toEqual([3, 5, 2, 4, 1]);
  });

  it('groups consecutive parts of one classification into a chapter', () => {
    const chapters = groupChapters([part(3, 1, 'Um'), part(5, 1, 'Um'), part(2, 2), part(1)]);
    expect(chapters).toEqual([
      { idClassification: 1, classificationTitle: 'Um', children: [part(3, 1, 'Um'), part(5, 1, 'Um')] },
      { idClassification: 2, children: [part(2, 2)] },
      { children: [part(1)] },
    ]);
  });
});

describe('the assessment page', () => {
  it('appends to an address that already has a query', () => {
    expect(assessmentUrl('https://quiz.test/a?lang=pt', 'x y@z.test')).toBe(
      'https://quiz.test/a?lang=pt&email=x%20y%40z.test',
    );
  });
});

describe('the impact menu', () => {
  it('answers the journey with its chapters', () => {
    const journey: ContentItem = { idContentItem: 9, idContentType: 23, text: 'Jornada' };
    const part: ContentItem = { idContentItem: 10, idContentType: 5, text: 'Parte', idClassification: 1 };
    expect(impactMenu(journey, [part])).toEqual({
      success: true,
      result: [{ idContentItem: 9, text: 'Jornada', children: [{ idClassification: 1, children: [part] }] }],
    });
  });
});

describe('the video playlist', () => {
  it(`answers the provider and at most ${PLAYLIST_MAX_ITEMS} videos, in order`, () => {
    const items = Array.from({ length: PLAYLIST_MAX_ITEMS + 5 }, (_, n) => ({
      videoId: `v${n}`,
      title: `Vídeo ${n}`,
    }));
    const answer = playlistItems({ playlistId: 'PL1', provider: 'youtube', items });
    expect(answer.provider).toBe('youtube');
    expect(answer.items).toEqual(items.slice(0, PLAYLIST_MAX_ITEMS));
  });
});
