// A fake of the reference API for the tests and stories of renderers that load their own data
// ('self' sources and per-item calls): the app's real client (token, timeout, schema validation)
// talks to a handler instead of the network. Free of vitest, so Storybook can use it too.
import { useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configureApi } from '../../src/api/instance';
import { queryClient as appQueryClient } from '../../src/api/query-client';

export const FAKE_API_BASE = 'http://api.test';

/** Answers one request: a JSON body (status 200), a Response, or a promise of either. */
export type FakeHandler = (url: URL, init: RequestInit | undefined) => unknown;

export interface FakeApi {
  /** The URLs requested so far, newest last. */
  calls: URL[];
  restore(): void;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The reference API's answer to a failure (500, its message): the load error state. */
export const serverError = () => json(500, { success: false, message: 'Erro interno do servidor.' });

/** A request that never answers: the loading state. */
export const never = () => new Promise<never>(() => undefined);

// Captured once, so installing again (every story render) replaces the fake instead of stacking one.
const realFetch = globalThis.fetch;

export function installFakeApi(handler: FakeHandler): FakeApi {
  configureApi({ apiBaseUrl: FAKE_API_BASE, preview: false });
  const calls: URL[] = [];
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== FAKE_API_BASE) return realFetch(input, init);
    calls.push(url);
    const answer = await handler(url, init);
    return answer instanceof Response ? answer : json(200, answer);
  };
  return { calls, restore: () => void (globalThis.fetch = realFetch) };
}

/**
 * A fresh query cache per render: no answer leaks from one test or story into the next.
 * `appStaleTime`: the app's freshness instead of none. A suspense query (ADR 0009) draws its part
 * again once its answer came; on a busy machine that can take longer than TanStack's 1 s floor, and
 * the part would then call a second time: a test that counts calls asks for the app's staleTime.
 */
export function QueryProvider({
  children,
  appStaleTime = false,
}: {
  children: ReactNode;
  appStaleTime?: boolean;
}) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            retry: false,
            refetchOnWindowFocus: false,
            staleTime: appStaleTime ? appQueryClient.getDefaultOptions().queries?.staleTime : undefined,
          },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Storybook decorator: the fake API and a fresh cache around the story. */
export const withFakeApi =
  (handler: FakeHandler) =>
  (Story: ComponentType): ReactElement => {
    installFakeApi(handler);
    return (
      <QueryProvider>
        <Story />
      </QueryProvider>
    );
  };
