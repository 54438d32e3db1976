import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { EngineProvider, type EngineConfig } from '../engine';
import { appEngine } from '../../registry';
import { queryClient } from '../api/query-client';
import { SessionProvider } from '../session';
import { AppRoutes } from './router';

export function App({ preview }: { preview: boolean }) {
  const engine = useMemo<EngineConfig>(() => appEngine({ preview }), [preview]);
  return (
    <SessionProvider>
      <QueryClientProvider client={queryClient}>
        <EngineProvider config={engine}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </EngineProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
