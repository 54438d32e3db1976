// The topics of interest (learning-area.md 4.12, 5, 7.1, 9): the tenant's tags, 10 a page with a
// search of at most 400 characters, and the learner's own.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './instance';

export const TOPICS_PAGE_SIZE = 10;

export const tagsPageQuery = (searchString: string, page: number) =>
  queryOptions({
    queryKey: ['learning', 'tags', searchString, page],
    queryFn: () =>
      api().request('GET', '/learning/tags/', {
        schema: 'api/learning-tags-page-response',
        query: { searchString, offset: (page - 1) * TOPICS_PAGE_SIZE, limit: TOPICS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

export const userTagsQuery = (idUser: number) =>
  queryOptions({
    queryKey: ['learning', 'tags', 'user', idUser],
    queryFn: async () =>
      (
        await api().request('GET', `/learning/tags/users/${idUser}`, {
          schema: 'api/learning-user-tags-response',
        })
      ).tags,
  });

export const saveUserTags = (idUser: number, tags: readonly string[]) =>
  api().request('POST', `/learning/tags/users/${idUser}`, {
    schema: 'api/learning-user-tags-response',
    body: { tags },
  });
