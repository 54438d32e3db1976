// GET /userupload/list/{idSection} and GET /userupload/{idUserUpload} (section type 31). The list's
// envelope is validated by the client; each upload is validated here on its own, so one bad upload
// shows the engine's fallback in its place and the rest of the list still works.
import { queryOptions } from '@tanstack/react-query';
import type { UserUpload } from '../generated/types';
import { validateItems } from '../engine/items';
import { validate } from '../engine/validate';
import { api } from './instance';

export const userUploadKeys = {
  list: (idSection: number) => ['userupload', 'list', idSection] as const,
  item: (id: number) => ['userupload', 'item', id] as const,
};

export const userUploadListQuery = (idSection: number) =>
  queryOptions({
    queryKey: userUploadKeys.list(idSection),
    queryFn: async () => {
      const response = await api().request('GET', `/userupload/list/${idSection}`, {
        schema: 'api/user-upload-list-response',
      });
      return validateItems<UserUpload>(validate, 'user-upload', response.data);
    },
  });

export const userUploadQuery = (id: number) =>
  queryOptions({
    queryKey: userUploadKeys.item(id),
    queryFn: async () =>
      (await api().request('GET', `/userupload/${id}`, { schema: 'api/user-upload-response' })).data,
  });
