// Support access's calls (learning-area.md 4.11, 7.9; server/account/routes-support.ts).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from './instance';

export const SUPPORT_PAGE_SIZE = 10;

const page = (searchText: string, offset: number) =>
  api().request('GET', '/users/support', {
    schema: 'api/users-response',
    query: { searchText, onlyActive: true, offset, limit: SUPPORT_PAGE_SIZE },
  });

/** One page of the users, for the desktop table (page 1 is offset 0). */
export const supportUsersQuery = (searchText: string, pageNumber: number) =>
  queryOptions({
    queryKey: ['support', 'users', searchText, pageNumber],
    queryFn: () => page(searchText, (pageNumber - 1) * SUPPORT_PAGE_SIZE),
  });

/** The same list, one page more at a time, for the phone's infinite scroll. */
export const supportUsersInfinite = (searchText: string) =>
  infiniteQueryOptions({
    queryKey: ['support', 'users', searchText, 'infinite'],
    queryFn: ({ pageParam }) => page(searchText, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, answer) => count + answer.userList.length, 0);
      return loaded < last.totalRecords ? loaded : undefined;
    },
  });

export const startSupportAccess = (idUser: number) =>
  api().request('POST', '/login/support-access', { schema: 'api/support-access-response', body: { idUser } });
