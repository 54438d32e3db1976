// The journey viewers' tests (renderers/contents: journey, stepped-journey, impact-journey): each test's
// fake API, restored after it, and the steps a viewer remembered as seen (sessionStorage: reopened in the
// same session, a viewer starts from them) forgotten, so every test starts from the item's progress alone.
import { afterEach } from 'vitest';
import { installFakeApi, type FakeApi, type FakeHandler } from './fake-api';

/**
 * Call at the top of a test file: the clean-up is registered for that file's tests. (The 'unit' project
 * shares one module graph between the files of a worker: a hook registered on import would reach only
 * the first file that imported this module.)
 */
export function journeyViewerApi() {
  let current: FakeApi | undefined;
  afterEach(() => {
    current?.restore();
    window.sessionStorage.clear();
  });
  return {
    /** Answers the viewer's calls through `answer` from now on: a fake installed before is replaced. */
    install(answer: FakeHandler) {
      current?.restore();
      current = installFakeApi(answer);
    },
    /** The paths asked for since the last install, in order. */
    paths: () => current?.calls.map((url) => url.pathname) ?? [],
  };
}
