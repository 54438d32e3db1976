// Decorators for renderers that read the session (admin redirect, assessment) or load their own
// data through the fake API of tests/setup/fake-api.tsx.
import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { clearSession, saveLogin, SessionProvider, type MenuData } from '../src/session';
import { installFakeApi, QueryProvider, type FakeHandler } from '../tests/setup/fake-api';
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
