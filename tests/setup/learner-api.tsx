// Component tests of the learning pages as a signed-in learner (idUser 2, as the learning samples'
// learnerId): the fake API answers GETs through `answer` and records each POST with its body before
// answering it through `post`; the screen renders in the session's store, a fresh query cache and a
// router at `route`.
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { SessionProvider } from '../../src/session';
import { renderWithEngine } from './engine';
import { installFakeApi, QueryProvider, type FakeApi } from './fake-api';
import { signInForTest } from './signed-in';

export interface Posted {
  path: string;
  body: unknown;
}

interface LearnerApi {
  route?: string;
  answer: (url: URL) => unknown;
  post?: (url: URL) => unknown;
}

let api: FakeApi | undefined;
afterEach(() => api?.restore());

export function renderAsLearner(ui: ReactElement, { route = '/', answer, post = () => ({}) }: LearnerApi) {
  signInForTest({ loginInfo: { idUser: 2 } });
  const posted: Posted[] = [];
  api = installFakeApi((url, init) => {
    if (init?.method !== 'POST') return answer(url);
    posted.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
    return post(url);
  });
  const view = renderWithEngine(
    <SessionProvider>
      <QueryProvider appStaleTime>{ui}</QueryProvider>
    </SessionProvider>,
    { route },
  );
  return { ...view, posted, calls: api.calls };
}
