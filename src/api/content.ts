// GET /content/list/{idSection} and GET /content/find/{id}. The list's envelope is validated here;
// its items are validated by the engine against the renderer's item schema.
import { queryOptions } from '@tanstack/react-query';
import { api } from './instance';
import { ApiError } from './errors';
import { validate } from '../engine/validate';

export const contentKeys = {
  list: (idSection: number) => ['content', 'list', idSection] as const,
  item: (id: number) => ['content', 'item', id] as const,
};

export const sectionContentQuery = (idSection: number) =>
  queryOptions({
    queryKey: contentKeys.list(idSection),
    queryFn: () =>
      api().request('GET', `/content/list/${idSection}`, { schema: 'api/content-list-response' }),
  });

export const contentItemQuery = (id: number) =>
  queryOptions({
    queryKey: contentKeys.item(id),
    queryFn: async () => {
      const response = await api().request('GET', `/content/find/${id}`, {
        schema: 'api/content-find-response',
      });
      if (!response.content.length) return null;
      const item = validate('content-item', response.content[0]);
      if (!item.ok) throw new ApiError('invalid', `Conteúdo ${id} inválido`, 200, item.issues, item.raw);
      return item.value;
    },
  });
