import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { EngineProvider, type EngineConfig } from '../engine';
import { engineConfig } from '../../registry/engine-config';
import { queryClient } from '../api/query-client';
import { setLoggedOutHandler } from '../api/instance';
import { SessionProvider } from './session';
import { router } from './router';

// A 401 has already cleared the session; go to "/" inside the router (no reload), whose guard
// then shows the login.
setLoggedOutHandler(() => {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'tenant' });
  void router.navigate('/', { replace: true });
});

export function App({ preview }: { preview: boolean }) {
  const engine = useMemo<EngineConfig>(() => engineConfig({ preview }), [preview]);
  return (
    <SessionProvider>
      <QueryClientProvider client={queryClient}>
        <EngineProvider config={engine}>
          <RouterProvider router={router} />
        </EngineProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
