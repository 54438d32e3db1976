// The journey viewers' calls (content-app.md 2.6, 7): "Journey parts by content id"
// (GET /content/journeyparts/{idContentItem} -> {success, listJourneyPart}) and
// GET /content/impactmenu/{parent} -> {success, result[0].text, result[0].children (chapters)}.
// Envelopes are validated by the client; each part on its own, so one bad part shows the engine's
// fallback in its page and the rest of the journey still works.
import { queryOptions } from '@tanstack/react-query';
import type { ContentItem } from '../generated/types';
import { validateItems, type ItemResult } from '../engine/items';
import { validate } from '../engine/validate';
import { api } from './instance';

export interface JourneyChapter {
  idClassification?: number;
  classificationTitle?: string;
  classificationAbbreviation?: string;
  parts: ItemResult<ContentItem>[];
}

interface ImpactMenu {
  text: string;
  chapters: JourneyChapter[];
}

const journeyKeys = {
  parts: (id: number) => ['journey', 'parts', id] as const,
  impactMenu: (parent: number) => ['journey', 'impactmenu', parent] as const,
};

export const journeyPartsQuery = (id: number) =>
  queryOptions({
    queryKey: journeyKeys.parts(id),
    queryFn: async () => {
      const response = await api().request('GET', `/content/journeyparts/${id}`, {
        schema: 'api/journey-parts-response',
      });
      return validateItems<ContentItem>(validate, 'content-item', response.listJourneyPart);
    },
  });

export const impactMenuQuery = (parent: number) =>
  queryOptions({
    queryKey: journeyKeys.impactMenu(parent),
    queryFn: async (): Promise<ImpactMenu | null> => {
      const response = await api().request('GET', `/content/impactmenu/${parent}`, {
        schema: 'api/impact-menu-response',
      });
      const menu = response.result[0];
      if (!menu) return null;
      return {
        text: menu.text,
        chapters: menu.children.map(({ children, ...chapter }) => ({
          ...chapter,
          parts: validateItems<ContentItem>(validate, 'content-item', children),
        })),
      };
    },
  });
