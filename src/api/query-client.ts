import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Retrying cannot fix a refused token, a bad payload or being offline.
      retry: (count, error) =>
        count < 1 &&
        !(isApiError(error) && ['unauthorized', 'invalid', 'offline', 'http'].includes(error.code)),
    },
  },
});
