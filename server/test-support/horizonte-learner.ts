// The learning area's route tests act as bruno, the horizonte demo's learner: one server per test
// file, his bearer headers, and GET/PUT as him, written once for every learning route test.
import { bearer, horizonte, useLearnerServer } from './test-server.ts';

export function horizonteLearner() {
  const live = useLearnerServer();
  const bruno = () => bearer(horizonte, live.bruno);
  return {
    live,
    bruno,
    get: (url: string) => live.get(url, bruno()),
    put: (url: string, payload?: unknown) =>
      live.app.inject({ method: 'PUT', url, headers: bruno(), payload: payload as Record<string, unknown> }),
  };
}
