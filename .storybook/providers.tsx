// Decorators for renderers that read the session (admin redirect, assessment), load their own data
// through the fake API of tests/setup/fake-api.tsx, or open a chat's realtime connection.
import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { RealtimeStatus } from '../src/api/realtime';
import { RealtimeConnectorContext } from '../src/features/chat';
import { clearSession, saveLogin, SessionProvider, type MenuData } from '../src/session';
import { installFakeApi, QueryProvider, type FakeHandler } from '../tests/setup/fake-api';
import { createFakeRealtime } from '../tests/setup/fake-realtime';
import { aurora } from './fixture';

/** The fake API answering with `handler`, and a fresh query cache, around the story. */
export const withApi =
  (handler: FakeHandler): Decorator =>
  (Story) => {
    installFakeApi(handler);
    return (
      <QueryProvider>
        <Story />
      </QueryProvider>
    );
  };

function SessionRoot({ data, children }: { data: MenuData | null; children: ReactNode }) {
  useState(() => (data ? saveLogin(data) : clearSession()));
  return <SessionProvider>{children}</SessionProvider>;
}

/** The aurora demo user signed in, as an admin (admin 1) or not (admin 0). */
export const demoSession = (admin: 0 | 1 = 0): MenuData => ({
  token: 'token-de-demonstracao',
  loginInfo: {
    idUser: 1,
    idApp: aurora.app.idApp,
    idCompany: aurora.app.idCompany,
    name: 'Ana Souza',
    email: 'ana@aurora.test',
    lastLogin: new Date().toISOString(),
    admin,
  },
  menu: aurora.menu,
  design: aurora.design,
});

export const withSession =
  (data: MenuData | null): Decorator =>
  (Story) => (
    <SessionRoot data={data}>
      <Story />
    </SessionRoot>
  );

/** A chat's realtime connection that stays in one state: no server behind Storybook. */
export const withRealtime = (status: RealtimeStatus = 'connected'): Decorator => {
  const { connector } = createFakeRealtime(status);
  return (Story) => (
    <RealtimeConnectorContext.Provider value={connector}>
      <Story />
    </RealtimeConnectorContext.Provider>
  );
};
