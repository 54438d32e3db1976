// The learning area's calls (learning-area.md 7.1). Each answer is checked against its
// schemas/api/learning-*-response.json by the client, which loads the learning validators on the
// first such call (never the first paint). Learning data is never treated as stale (9): a query
// is fetched once per session, again only when a screen asks for it (after an enrolment) or after
// a logout clears the cache.
import { queryOptions } from '@tanstack/react-query';
import { api } from './instance';

export const learningKeys = {
  home: (idCompany: number) => ['learning', 'home', idCompany] as const,
};

/** learning-area.md 9, "Data queries are never treated as stale". */
const NEVER_STALE = Infinity;

/**
 * GET /learning/nodes/{idCompany}: the home's blocks, in order. The company is the tenant's (app
 * details), which the server compares with the host's; each block is checked when drawn.
 */
export const learningHomeQuery = (idCompany: number) =>
  queryOptions({
    queryKey: learningKeys.home(idCompany),
    queryFn: () =>
      api().request('GET', `/learning/nodes/${idCompany}`, { schema: 'api/learning-home-response' }),
    staleTime: NEVER_STALE,
  });
