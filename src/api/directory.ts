// GET /users?page=&searchText= (content-app.md 7): the people directory, validated here.
import { queryOptions } from '@tanstack/react-query';
import { api } from './instance';

/** content-app.md 9: page N brings the first 10 * N people; "ver mais" asks for the next page. */
export const DIRECTORY_PAGE_SIZE = 10;

const directoryKeys = {
  users: (searchText: string, page: number) => ['directory', 'users', searchText, page] as const,
};

export const directoryUsersQuery = (searchText: string, page: number) =>
  queryOptions({
    queryKey: directoryKeys.users(searchText, page),
    queryFn: () =>
      api().request('GET', '/users', {
        schema: 'api/directory-users-response',
        query: { page, searchText },
      }),
  });
