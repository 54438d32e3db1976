// GET /content/listcontentchild/{id}: the cards of one card-menu entry (/cardMenu/{id}). Each child
// is validated on its own, so one bad item shows the engine's fallback in its place.
import { queryOptions } from '@tanstack/react-query';
import type { ContentItem } from '../generated/types';
import { validateItems } from '../engine/items';
import { validate } from '../engine/validate';
import { api } from './instance';

const contentChildrenKey = (id: number) => ['content', 'children', id] as const;

export const contentChildrenQuery = (id: number) =>
  queryOptions({
    queryKey: contentChildrenKey(id),
    queryFn: async () => {
      const response = await api().request('GET', `/content/listcontentchild/${id}`, {
        schema: 'api/content-child-response',
      });
      return validateItems<ContentItem>(validate, 'content-item', response.content);
    },
  });
