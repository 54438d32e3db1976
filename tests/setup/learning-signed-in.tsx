// A learner signed in over the fake API, for the tests of blocks and screens that load their own
// learning data: a fresh cache, the learning validators loaded, the engine and a memory router.
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { clearSession } from '../../src/session';
import type { Block as BlockData } from '../../src/generated/types';
import { Block } from '../../src/engine/Block';
import { loadAllValidators } from '../../src/engine/validate';
import { renderWithEngine } from './engine';
import { installFakeApi, QueryProvider, type FakeApi, type FakeHandler } from './fake-api';
import { signInForTest } from './signed-in';

/** The learner the fake API answers for. */
export const LEARNER = 7;

let installed: FakeApi | undefined;
afterEach(() => {
  installed?.restore();
  installed = undefined;
  clearSession();
});

/** Signs the learner in, answers calls with `handler` and draws `ui` in the engine, fresh cache. */
export async function renderSignedIn(ui: ReactElement, handler: FakeHandler, route = '/') {
  signInForTest({ loginInfo: { idUser: LEARNER } });
  await loadAllValidators();
  const api = installFakeApi(handler);
  installed = api;
  const view = renderWithEngine(<QueryProvider appStaleTime>{ui}</QueryProvider>, { route });
  return { api, ...view };
}

/** A home block as the learning home draws it. */
export const renderBlockSignedIn = (block: BlockData, handler: FakeHandler) =>
  renderSignedIn(<Block block={block} />, handler);
