// POST /app/details/ {bucket}: the tenant of the host the app is opened on.
import { queryOptions } from '@tanstack/react-query';
import type { AppDetails } from '../generated/types';
import { api } from './instance';

const tenantKeys = { details: (bucket: string) => ['tenant', bucket] as const };

export const tenantQuery = (bucket: string) =>
  queryOptions({
    queryKey: tenantKeys.details(bucket),
    queryFn: async (): Promise<AppDetails | null> => {
      const response = await api().request('POST', '/app/details/', {
        schema: 'api/app-details-response',
        body: { bucket },
      });
      return response.app[0] ?? null;
    },
    staleTime: Infinity,
    retry: 1,
  });
