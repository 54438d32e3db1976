// GET /schedule/listschedules[?scheduleTypes=] and GET /schedule/listschedulestype (content-app.md 7).
import { queryOptions } from '@tanstack/react-query';
import { api } from './instance';

const scheduleKeys = {
  types: () => ['schedule', 'types'] as const,
  events: (types: readonly number[] | 'all') => ['schedule', 'events', types] as const,
};

export const scheduleTypesQuery = () =>
  queryOptions({
    queryKey: scheduleKeys.types(),
    queryFn: async () =>
      (await api().request('GET', '/schedule/listschedulestype', { schema: 'api/schedule-types-response' }))
        .scheduleResult.types,
  });

/** 'all' asks for every event; a list asks the server to filter by those types. */
export const schedulesQuery = (types: readonly number[] | 'all') =>
  queryOptions({
    queryKey: scheduleKeys.events(types),
    queryFn: async () =>
      (
        await api().request('GET', '/schedule/listschedules', {
          schema: 'api/schedule-list-response',
          query: types === 'all' ? undefined : { scheduleTypes: [...types].sort((a, b) => a - b).join(',') },
        })
      ).scheduleResult.schedules,
  });
