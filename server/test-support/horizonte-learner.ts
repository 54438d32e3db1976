// The route tests of horizonte's areas act as bruno, the horizonte demo's learner: one server per test
// file (with the file's own server options), his bearer headers, GET/PUT as him, and Helena, the demo's
// administrator, written once for every such test.
import type { ServerOptions } from '../server-options.ts';
import { bearer, horizonte, useLearnerServer } from './test-server.ts';

export function horizonteLearner(options: Partial<ServerOptions> = {}) {
  const live = useLearnerServer(options);
  const bruno = () => bearer(horizonte, live.bruno);
  let helenaToken: string | undefined;
  return {
    live,
    bruno,
    /** Helena (admin@horizonte.test), horizonte's administrator: signed in on first use, once per file. */
    helena: async () =>
      bearer(horizonte, (helenaToken ??= await live.login(horizonte, 'admin@horizonte.test'))),
    get: (url: string) => live.get(url, bruno()),
    put: (url: string, payload?: unknown) =>
      live.app.inject({ method: 'PUT', url, headers: bruno(), payload: payload as Record<string, unknown> }),
  };
}
